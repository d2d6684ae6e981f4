import { bookingResponse } from '@wayfarer/shared/schemas/booking';
import { manageKeyHeaders, travellersBody } from '@wayfarer/shared/schemas/booking-manage';
import { errorBody } from '@wayfarer/shared/schemas/common';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getReceipt } from '../receipts/booking-receipt.service.ts';
import { saveTravellers } from './booking-travellers.service.ts';
import { bookingDeps } from '../deps.ts';
import { requireManageKey } from './manage-key.service.ts';

const bookingParams = z.object({ bookingId: z.string().max(100) });

// The traveller's manage page after checkout. ADR 1302: changing the travellers needs
// the booking's manage key (X-Manage-Key); the receipt is read with the booking id alone.
export const bookingManageRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = bookingDeps(app);
  // Anonymous writes are rate-limited per IP and route (PUBLIC_RATE_LIMIT a minute).
  const publicRateLimit = { max: app.config.publicRateLimit, timeWindow: '1 minute' };

  app.put(
    '/bookings/:bookingId/travellers',
    {
      config: { rateLimit: publicRateLimit },
      preHandler: async (request) => requireManageKey(app.deps.db, request.params.bookingId, request.headers),
      schema: {
        tags: ['bookings'],
        summary:
          'Replace the travellers: exactly one row per person, until 7 days before travel; answers the booking (ID numbers masked). X-Manage-Key required',
        params: bookingParams,
        headers: manageKeyHeaders,
        body: travellersBody,
        response: { 200: bookingResponse, 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => saveTravellers(deps, request.params.bookingId, request.body),
  );

  app.get(
    '/bookings/:bookingId/receipt',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The receipt (PDF): the business, the booking, every payment received and refund made',
        params: bookingParams,
        produces: ['application/pdf'],
        response: {
          200: z.any().describe('application/pdf'),
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await getReceipt(deps, request.params.bookingId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
