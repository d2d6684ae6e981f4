import {
  categoryBody,
  nameSearchBody,
  namedRef,
  pageQuery,
  paged,
  tourCategory,
} from '@wayfarer/shared/schemas/catalogue';
import { errorBody } from '@wayfarer/shared/schemas/common';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createCategory,
  editCategory,
  getCategory,
  getCategoryPage,
  removeCategory,
  searchCategories,
} from './categories.service.ts';

const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.string() });

// Public reads for the pickers (spec 000 §7); ADMIN writes (spec 001 §7). Guards run at
// preValidation, so a caller without the right gets 401/403 before any body check.
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const asAdmin = [app.authenticate, app.requireRole('ADMIN')];

  app.get(
    '/category',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Tour categories, 50 a page in name order; `query` filters by name',
        querystring: pageQuery,
        response: { 200: paged(tourCategory) },
      },
    },
    async (request) => getCategoryPage(app.deps.db, request.query),
  );

  app.get(
    '/category/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One tour category',
        params: z.object({ id: z.string() }),
        response: { 200: tourCategory, 404: errorBody },
      },
    },
    async (request) => getCategory(app.deps.db, request.params.id),
  );

  app.post(
    '/category/search',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Categories whose name contains (or nearly matches) `name`, best first, 20 at most',
        body: nameSearchBody,
        response: { 200: z.array(namedRef), 400: errorBody },
      },
    },
    async (request) => searchCategories(app.deps.db, request.body.name),
  );

  app.post(
    '/category',
    {
      preValidation: asAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'ADMIN: create a category {name, image?, banner?}',
        security,
        body: categoryBody,
        response: { 201: tourCategory, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await createCategory(app.deps.db, request.body)),
  );

  app.post(
    '/category/:id',
    {
      preValidation: asAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'ADMIN: update a category',
        security,
        params: idParams,
        body: categoryBody,
        response: {
          200: tourCategory,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => editCategory(app.deps.db, request.params.id, request.body),
  );

  app.delete(
    '/category/:id',
    {
      preValidation: asAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'ADMIN: delete a category no creator uses (409 otherwise)',
        security,
        params: idParams,
        response: { 204: z.null(), 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      await removeCategory(app.deps.db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
