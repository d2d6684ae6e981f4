import { nameSearchBody, namedRef, pageQuery, paged, placeBody } from '@wayfarer/shared/schemas/catalogue';
import { errorBody } from '@wayfarer/shared/schemas/common';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPlace,
  getPlace,
  getPlacePage,
  removePlace,
  searchPlaces,
  updatePlace,
} from './places.service.ts';

const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.string() });
const tags = ['catalogue'];

// The UI's "Place" (spec 001 §3), at /v1/destinations (ARCHITECTURE.md). Guards run at
// preValidation, so a caller without the right gets 401/403 before any body check.
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  const asAdmin = [app.authenticate, app.requireRole('ADMIN')];

  app.get(
    '/destinations',
    {
      schema: {
        tags,
        summary: 'Places, 10 a page in name order; `query` filters by name',
        querystring: pageQuery,
        response: { 200: paged(namedRef) },
      },
    },
    async (request) => getPlacePage(app.deps.db, request.query),
  );

  app.get(
    '/destinations/:id',
    {
      schema: { tags, summary: 'One place', params: idParams, response: { 200: namedRef, 404: errorBody } },
    },
    async (request) => getPlace(app.deps.db, request.params.id),
  );

  app.post(
    '/destinations',
    {
      preValidation: [app.authenticate, app.requireAdminOrCreator],
      schema: {
        tags,
        summary: 'ADMIN or creator (the editor’s Add Place): create a place',
        security,
        body: placeBody,
        response: { 201: namedRef, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await createPlace(app.deps.db, request.body)),
  );

  app.post(
    '/destinations/search',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: 'Signed-in: places whose name contains (or nearly matches) `name`, best first, 20 at most',
        security,
        body: nameSearchBody,
        response: { 200: z.array(namedRef), 400: errorBody, 401: errorBody },
      },
    },
    async (request) => searchPlaces(app.deps.db, request.body.name),
  );

  app.post(
    '/destinations/:id',
    {
      preValidation: asAdmin,
      schema: {
        tags,
        summary: 'ADMIN: rename a place',
        security,
        params: idParams,
        body: placeBody,
        response: {
          200: namedRef,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => updatePlace(app.deps.db, request.params.id, request.body),
  );

  app.delete(
    '/destinations/:id',
    {
      preValidation: asAdmin,
      schema: {
        tags,
        summary: 'ADMIN: delete a place no hotel or destination uses (409 otherwise)',
        security,
        params: idParams,
        response: { 204: z.null(), 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      await removePlace(app.deps.db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
