import {
  bookingAmounts,
  bookingMessages,
  bookingResponse,
  createBookingBody,
  createBookingResponse,
  paymentResponse,
} from '@wayfarer/shared/schemas/booking';
import { bookingListQuery, bookingListResponse } from '@wayfarer/shared/schemas/booking-list';
import { manageKeyHeaders } from '@wayfarer/shared/schemas/booking-manage';
import { errorBody } from '@wayfarer/shared/schemas/common';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverMessages } from '@wayfarer/shared/messages';
import { AppError, errorBodyOf } from '../../lib/app-error.ts';
import { signedInUser } from '../../lib/auth-user.ts';
import { createBooking } from './checkout/bookings.service.ts';
import { getBooking, getBookingPage } from './booking-reads.service.ts';
import { bookingDeps } from './deps.ts';
import { getPayment, handleCallback, handleWebhook } from './payments/payment-sync.ts';
import { travellerEmailOf } from '../traveller-sessions/index.ts';

const security = [{ bearerAuth: [] }];
/** PhonePe's webhook body: read leniently (PhonePe adds fields), only the ids are used. */
const phonepeWebhookBody = z.looseObject({
  event: z.string().optional(),
  payload: z.looseObject({}).optional(),
});
const bookingParams = z.object({ bookingId: z.string().max(100) });
const priceChangedBody = errorBody.extend({ amounts: bookingAmounts });

// Checkout and payments (spec 001 §7 "Booking and payment"). The amount is always
// computed here from the stored pricing; the gateway's word is taken only from Check Status.
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = bookingDeps(app);
  // Anonymous writes are rate-limited per IP and route (PUBLIC_RATE_LIMIT a minute).
  const publicRateLimit = { max: app.config.publicRateLimit, timeWindow: '1 minute' };
  app.post(
    '/bookings',
    {
      config: { rateLimit: publicRateLimit },
      schema: {
        tags: ['bookings'],
        summary:
          'Book and start the payment: priced on the server, seats held, the gateway’s pay page returned',
        headers: z.object({ 'idempotency-key': z.string().max(100).optional() }),
        body: createBookingBody,
        response: {
          201: createBookingResponse,
          400: errorBody,
          404: errorBody,
          409: priceChangedBody.or(errorBody),
          422: errorBody,
          502: errorBody,
        },
      },
    },
    async (request, reply) => {
      const result = await createBooking(deps, request.body, request.headers['idempotency-key']);
      if (result.kind === 'priceChanged') {
        return reply
          .code(409)
          .send({ ...errorBodyOf('PRICE_CHANGED', bookingMessages.priceChanged), amounts: result.amounts });
      }
      return reply.code(201).send(result.response);
    },
  );

  app.post(
    '/bookings/payment/callback',
    {
      schema: {
        tags: ['bookings'],
        summary: 'PhonePe’s server-to-server callback: X-VERIFY checked, then confirmed with Check Status',
        response: { 200: z.object({ success: z.boolean() }), 401: errorBody },
      },
    },
    async (request) => {
      const header = request.headers['x-verify'];
      const xVerify = Array.isArray(header) ? header[0] : header;
      const body = request.body as { response?: unknown } | null | undefined;
      await handleCallback(deps, xVerify, body && typeof body === 'object' ? body.response : undefined);
      return { success: true };
    },
  );

  // PhonePe v2's webhook (configured on PhonePe's dashboard). The Authorization header is checked
  // before anything else; a notice only makes the server ask PhonePe for the order's status.
  app.post(
    '/payments/phonepe/webhook',
    {
      preValidation: async (request) => {
        if (!deps.gateway.verifyWebhook(request.headers.authorization, undefined)) {
          throw new AppError('UNAUTHENTICATED', serverMessages.unauthorized);
        }
      },
      schema: {
        tags: ['bookings'],
        summary:
          'PhonePe v2’s webhook: Authorization SHA256(username:password) checked, then confirmed with Order Status',
        body: phonepeWebhookBody,
        response: { 200: z.object({ success: z.boolean() }), 401: errorBody },
      },
    },
    async (request) => {
      await handleWebhook(deps, request.headers.authorization, request.body);
      return { success: true };
    },
  );

  app.get(
    '/bookings/booking/:bookingId',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'A booking by its id (the payment result and booking pages); the travellers’ ID numbers only with X-Manage-Key or a traveller session for its address',
        params: bookingParams,
        headers: manageKeyHeaders,
        response: { 200: bookingResponse, 404: errorBody },
      },
    },
    async (request, reply) => {
      // The answer depends on X-Manage-Key (ADR 1302) or the traveller's session cookie (ADR
      // 1310): never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      const sessionEmail = await travellerEmailOf(app.deps.db, request.headers, deps.clock());
      return getBooking(deps, request.params.bookingId, request.headers['x-manage-key'], sessionEmail);
    },
  );

  app.get(
    '/bookings/payment/:bookingId',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'The payment’s status (paymentStaus, spelled thus); a pending one is checked with the gateway',
        params: bookingParams,
        response: { 200: paymentResponse, 404: errorBody },
      },
    },
    async (request) => getPayment(deps, request.params.bookingId),
  );

  app.get(
    '/bookings',
    {
      preValidation: [app.authenticate, app.requireAdminOrCreator],
      schema: {
        tags: ['bookings'],
        summary:
          'Bookings, 10 a page, newest first: all for an admin, its packages’ for a creator; by payment or booking status',
        security,
        querystring: bookingListQuery,
        response: { 200: bookingListResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => getBookingPage(app.deps.db, signedInUser(request), request.query, deps.clock()),
  );
};
