import { searchQuery, searchResponse } from '@wayfarer/shared/schemas/tour-public';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicCache } from '../../plugins/etag.ts';
import { search } from './search.service.ts';

// The site search (ADR 048): the home hero's suggestions and /search?query=.
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', publicCache);
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary:
          'Published packages, creators and destinations matching `query` (typos forgiven), 10 of each; under 2 characters: empty lists',
        querystring: searchQuery,
        response: { 200: searchResponse },
      },
    },
    async (request) => search(app.deps.db, request.query.query),
  );
};
