import { bookingResponse, refundQuoteResponse } from '@wayfarer/shared/schemas/booking';
import {
  balancePaymentResponse,
  cancelBookingBody,
  cancellationRequestBody,
  manageKeyHeaders,
} from '@wayfarer/shared/schemas/booking-manage';
import { errorBody } from '@wayfarer/shared/schemas/common';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../../lib/auth-user.ts';
import { startBalancePayment } from '../payments/booking-balance.service.ts';
import {
  cancelBooking,
  getRefundQuote,
  requestCancellation,
} from '../refunds/booking-cancellation.service.ts';
import { bookingDeps } from '../deps.ts';
import { requireManageKey } from './manage-key.service.ts';

const security = [{ bearerAuth: [] }];
const bookingParams = z.object({ bookingId: z.string().max(100) });

// After checkout: the balance payment and the refund quote (the booking id is enough:
// a friend may pay), the traveller's cancellation request (ADR 1302: the booking's manage key in
// X-Manage-Key) and the admin's cancel.
export const bookingMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = bookingDeps(app);
  // Anonymous writes are rate-limited per IP and route (PUBLIC_RATE_LIMIT a minute), like checkout.
  const publicRateLimit = { max: app.config.publicRateLimit, timeWindow: '1 minute' };

  app.post(
    '/bookings/:bookingId/balance',
    {
      config: { rateLimit: publicRateLimit },
      schema: {
        tags: ['bookings'],
        summary: 'Pay what is pending: a new gateway payment for total − paid, back to the manage page',
        params: bookingParams,
        headers: z.object({ 'idempotency-key': z.string().max(100).optional() }),
        response: {
          201: balancePaymentResponse,
          400: errorBody,
          404: errorBody,
          409: errorBody,
          502: errorBody,
        },
      },
    },
    async (request, reply) => {
      const result = await startBalancePayment(
        deps,
        request.params.bookingId,
        request.headers['idempotency-key'],
      );
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/bookings/:bookingId/refund-quote',
    {
      schema: {
        tags: ['bookings'],
        summary: 'What cancelling today gives back, by the cancellation policy',
        params: bookingParams,
        response: { 200: refundQuoteResponse, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => getRefundQuote(deps, request.params.bookingId),
  );

  app.post(
    '/bookings/:bookingId/cancellation-request',
    {
      config: { rateLimit: publicRateLimit },
      preHandler: async (request) => requireManageKey(app.deps.db, request.params.bookingId, request.headers),
      schema: {
        tags: ['bookings'],
        summary:
          'The traveller asks to cancel, with a reason; the operator decides (X-Manage-Key: the booking’s manage key)',
        params: bookingParams,
        headers: manageKeyHeaders,
        body: cancellationRequestBody,
        response: { 201: bookingResponse, 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const booking = await requestCancellation(deps, request.params.bookingId, request.body.reason);
      return reply.code(201).send(booking);
    },
  );

  app.post(
    '/bookings/:bookingId/cancel',
    {
      preValidation: [app.authenticate, app.requireRole('ADMIN')],
      schema: {
        tags: ['bookings'],
        summary: 'Admin: cancel, release the seats and refund (the policy’s amount or an override)',
        security,
        params: bookingParams,
        body: cancelBookingBody,
        response: {
          200: bookingResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => cancelBooking(deps, request.params.bookingId, signedInUser(request), request.body),
  );
};
