import { errorBody, healthResponse, readyResponse } from '@wayfarer/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth, checkReady } from './health.service.ts';

// docs/DEPLOY.md: /health is the liveness probe, /ready the load balancer's (ADR 1132).
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: 200 while the process serves; reports whether the database answers',
        response: { 200: healthResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { ...(await checkHealth(app.deps.db)), rateLimits: app.rateLimitCounting() };
    },
  );
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness: 200 when the instance has started, the database answers, and no stop signal came',
        response: { 200: readyResponse, 503: errorBody },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkReady(app.deps.db, app.stopping || app.draining, app.starting);
    },
  );
};
