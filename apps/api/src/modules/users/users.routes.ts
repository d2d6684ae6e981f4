import { currentUser } from '@wayfarer/shared/schemas/auth';
import { errorBody } from '@wayfarer/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth-guard.ts';
import { getCurrentUser } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user (spec 000 §3 "Current user")',
        security: [{ bearerAuth: [] }],
        response: { 200: currentUser, 401: errorBody },
      },
    },
    async (request) => getCurrentUser(app.db, signedInUser(request).id),
  );
};
