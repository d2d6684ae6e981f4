import { creatorFeatureBody } from '@wayfarer/shared/schemas/admin';
import { errorBody } from '@wayfarer/shared/schemas/common';
import { creatorAdminRow } from '@wayfarer/shared/schemas/creator';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featureCreator } from './creators-public.service.ts';

// The admin's writes on creators (spec 001 §2 "Creator" list, Featured switch).

export const creatorsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/creators/:id/feature',
    {
      preValidation: [app.authenticate, app.requireRole('ADMIN')],
      schema: {
        tags: ['creators'],
        summary: 'ADMIN: mark a creator featured or not',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.string() }),
        body: creatorFeatureBody,
        response: { 200: creatorAdminRow, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => featureCreator(app.deps.db, request.params.id, request.body.featured),
  );
};
