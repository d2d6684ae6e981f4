import { errorBody } from '@wayfarer/shared/schemas/common';
import { confirmDateBody, confirmDateResponse } from '@wayfarer/shared/schemas/group-trips';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../lib/auth-user.ts';
import { confirmDateByHand } from './group-trips.service.ts';

const security = [{ bearerAuth: [] }];
const tourParams = z.object({ id: z.string().max(100) });

// Group trips with a minimum group size. Admins for every package, a creator for
// its own (another creator's package answers 404, as missing); a plain user 403.
export const groupTripsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const operator = [app.authenticate, app.requireAdminOrCreator];

  app.post(
    '/tours/:id/dates/confirm',
    {
      preValidation: operator,
      schema: {
        tags: ['operations'],
        summary: 'Run a date anyway: confirm it below its minimum group size (e-mails everyone on it once)',
        security,
        params: tourParams,
        body: confirmDateBody,
        response: {
          200: confirmDateResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) => confirmDateByHand(deps, signedInUser(request), request.params.id, request.body),
  );
};
