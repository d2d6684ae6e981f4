import { errorBody } from '@wayfarer/shared/schemas/common';
import { funnelQuery, funnelResponse, visitBeaconBody } from '@wayfarer/shared/schemas/share-links';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../lib/auth-user.ts';
import { funnelDeps } from './funnel.plugin.ts';
import { type FunnelScope, getFunnel, recordVisits } from './funnel.service.ts';

// ADR 1314: the visit beacon and the funnel.
export const funnelRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = funnelDeps(app);

  app.post(
    '/funnel/visits',
    {
      // A beacon per page shown (batched): more than the forms' limit, still bounded per address.
      config: { rateLimit: { max: app.config.publicRateLimit * 4, timeWindow: '1 minute' } },
      schema: {
        tags: ['funnel'],
        summary:
          'The visit beacon: the pages a browser showed (batched), one visit per visitor per page per India day; bots count nothing; no address or user agent is kept',
        body: visitBeaconBody,
        response: { 204: z.null(), 400: errorBody },
      },
    },
    async (request, reply) => {
      await recordVisits(deps, request.body, request.headers['user-agent']);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/creators/funnel',
    {
      preValidation: [app.authenticate, app.requireAdminOrCreator],
      schema: {
        tags: ['funnel'],
        summary:
          'The funnel of the last 7, 30 or 90 India days per package, channel and link creator (visits, enquiries, checkouts started, paid bookings, revenue in rupees, conversion) and by day: a creator’s links and packages, or every creator’s for an admin',
        security: [{ bearerAuth: [] }],
        querystring: funnelQuery,
        response: { 200: funnelResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const scope: FunnelScope =
        user.role === 'ADMIN' || !user.creatorId ? 'all' : { creatorId: user.creatorId };
      return getFunnel({ ...deps, log: app.log }, scope, request.query.days as 7 | 30 | 90);
    },
  );
};
