import { nameSearchBody, namedRef, pageQuery, paged, tourCategory } from '@wayfarer/shared/schemas/catalogue';
import { errorBody } from '@wayfarer/shared/schemas/common';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCategory, getCategoryPage, searchCategories } from './categories.service.ts';

// Public reads for the pickers (spec 000 §7). Create and update come with the admin catalogue.
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => getCategoryPage(app.db, request.query),
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
    async (request) => getCategory(app.db, request.params.id),
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
    async (request) => searchCategories(app.db, request.body.name),
  );
};
