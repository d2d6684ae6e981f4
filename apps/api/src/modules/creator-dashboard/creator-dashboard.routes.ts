import { errorBody } from '@wayfarer/shared/schemas/common';
import { creatorDashboard } from '@wayfarer/shared/schemas/creator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInCreator } from '../../lib/auth-user.ts';
import { getCreatorDashboard } from './creator-dashboard.service.ts';

const security = [{ bearerAuth: [] }];

// The signed-in creator's dashboard (spec 001).
export const creatorDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/creators/dashboard',
    {
      preHandler: [app.authenticate, app.requireCreator],
      schema: {
        tags: ['creators'],
        summary: 'The creator dashboard’s figures: leads, packages, packages not published',
        security,
        response: { 200: creatorDashboard, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => getCreatorDashboard(app.deps.db, signedInCreator(request).creatorId),
  );
};
