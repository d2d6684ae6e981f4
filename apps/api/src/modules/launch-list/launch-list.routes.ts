import { errorBody } from '@wayfarer/shared/schemas/common';
import { launchListBody, launchListCreated, launchListResponse } from '@wayfarer/shared/schemas/launch-list';
import { tourStateResponse } from '@wayfarer/shared/schemas/tour';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../lib/auth-user.ts';
import {
  getLaunchList,
  joinLaunchList,
  type LaunchListDeps,
  launchListCsv,
  markComingSoon,
} from './launch-list.service.ts';

const security = [{ bearerAuth: [] }];
const tourParams = z.object({ id: z.string().max(100) });
const refusals = { 401: errorBody, 403: errorBody };

// "Coming soon" and the launch list. Joining is public and rate-limited like the
// other anonymous writes; the list is the package's creator's and the admin's (another creator 404).
export const launchListRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: LaunchListDeps = app.deps;
  const operator = [app.authenticate, app.requireAdminOrCreator];
  const publicRateLimit = { max: app.config.publicRateLimit, timeWindow: '1 minute' };

  app.post(
    '/tours/:id/coming-soon',
    {
      preValidation: operator,
      schema: {
        tags: ['tours'],
        summary: 'Show a draft package as "Coming soon" (no dates needed): its page collects a launch list',
        security,
        params: tourParams,
        response: { 200: tourStateResponse, 400: errorBody, 404: errorBody, 409: errorBody, ...refusals },
      },
    },
    async (request) => markComingSoon(deps, signedInUser(request), request.params.id),
  );

  app.post(
    '/tours/:id/launch-list',
    {
      config: { rateLimit: publicRateLimit },
      schema: {
        tags: ['tours'],
        summary: '"Notify me" on a coming-soon package (409 when the e-mail, in any case, is on the list)',
        params: tourParams,
        body: launchListBody,
        response: { 201: launchListCreated, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await joinLaunchList(deps, request.params.id, request.body)),
  );

  app.get(
    '/tours/:id/launch-list',
    {
      preValidation: operator,
      schema: {
        tags: ['tours'],
        summary: 'The launch list (count and entries, oldest first)',
        security,
        params: tourParams,
        response: { 200: launchListResponse, 404: errorBody, ...refusals },
      },
    },
    async (request) => getLaunchList(deps, signedInUser(request), request.params.id),
  );

  app.get(
    '/tours/:id/launch-list.csv',
    {
      preValidation: operator,
      schema: {
        tags: ['tours'],
        summary: 'The launch list as CSV',
        security,
        params: tourParams,
        response: { 404: errorBody, ...refusals },
      },
    },
    async (request, reply) => {
      const csv = await launchListCsv(deps, signedInUser(request), request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="launch-list.csv"')
        .send(csv as never);
    },
  );
};
