import { deleteAccountBody } from '@wayfarer/shared/schemas/account';
import { currentUser } from '@wayfarer/shared/schemas/auth';
import { errorBody } from '@wayfarer/shared/schemas/common';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../lib/auth-user.ts';
import { deleteAccount } from './account-deletion.service.ts';
import { getCurrentUser } from './current-user.service.ts';

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
    async (request) => getCurrentUser(app.deps.db, signedInUser(request).id),
  );

  app.delete(
    '/user/me',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        summary: 'Delete the signed-in account (a creator with bookings is anonymised instead)',
        security: [{ bearerAuth: [] }],
        body: deleteAccountBody,
        response: { 204: z.null().describe('Deleted'), 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await deleteAccount(app.deps, signedInUser(request).id, request.body.password);
      return reply.code(204).send(null);
    },
  );
};
