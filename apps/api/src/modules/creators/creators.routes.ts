import { errorBody } from '@wayfarer/shared/schemas/common';
import { creatorCreateBody, creatorMe, creatorUpdateBody } from '@wayfarer/shared/schemas/creator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInCreator, signedInUser } from '../../lib/auth-user.ts';
import { createCreator, getCreatorMe, updateCreator } from './creators.service.ts';

const security = [{ bearerAuth: [] }];

// The signed-in user's own creator record (spec 000 §3, §7).
export const creatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const asCreator = [app.authenticate, app.requireCreator];

  app.post(
    '/creators',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['creators'],
        summary: 'Complete the profile: create the signed-in user’s creator record',
        security,
        body: creatorCreateBody,
        response: { 201: creatorMe, 400: errorBody, 401: errorBody, 409: errorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCreator(app.deps.db, signedInUser(request), request.body)),
  );

  app.get(
    '/creators/me',
    {
      preHandler: asCreator,
      schema: {
        tags: ['creators'],
        summary: 'The signed-in creator’s record (spec 000 §3 "Creator record read")',
        security,
        response: { 200: creatorMe, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => getCreatorMe(app.deps.db, signedInCreator(request).creatorId),
  );

  app.post(
    '/creators/me',
    {
      preHandler: asCreator,
      schema: {
        tags: ['creators'],
        summary: 'Update the signed-in creator’s profile (a username in the body is ignored)',
        security,
        body: creatorUpdateBody,
        response: { 200: creatorMe, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => updateCreator(app.deps.db, signedInCreator(request).creatorId, request.body),
  );
};
