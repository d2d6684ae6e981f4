import { errorBody, healthResponse } from '@wayfarer/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth } from './health.service.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponse, 503: errorBody },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkHealth(app.db);
    },
  );
};
