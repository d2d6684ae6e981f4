import {
  bookingDetailResponse,
  bookingNoteBody,
  offlinePaymentBody,
  offlineRefundBody,
} from '@wayfarer/shared/schemas/booking-detail';
import { errorBody } from '@wayfarer/shared/schemas/common';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../../lib/auth-user.ts';
import {
  addBookingNote,
  getBookingDetail,
  recordOfflinePayment,
  resendConfirmation,
} from './booking-detail.service.ts';
import { completeOfflineRefund } from '../refunds/booking-offline-refund.service.ts';
import { retryFailedRefund } from '../refunds/booking-refund-retry.service.ts';
import { bookingDeps } from '../deps.ts';

const security = [{ bearerAuth: [] }];
// A parametric segment: static paths beside it (/bookings/export.csv, /bookings/payment/…,
// /bookings/booking/…) win in Fastify's router whatever the registration order (ADR 950).
const bookingParams = z.object({ bookingId: z.string().max(100) });
const refusals = { 401: errorBody, 403: errorBody, 404: errorBody };

// The operators' booking detail: admin any booking, a creator its packages' (others
// 404), a plain user 403, anonymous 401.
export const bookingDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = bookingDeps(app);
  const operator = [app.authenticate, app.requireAdminOrCreator];

  app.get(
    '/bookings/:bookingId',
    {
      preValidation: operator,
      schema: {
        tags: ['bookings'],
        summary:
          'Operators: the booking in full — contact, travellers (ID numbers unmasked), every payment and refund, notes',
        security,
        params: bookingParams,
        response: { 200: bookingDetailResponse, ...refusals },
      },
    },
    async (request) => getBookingDetail(deps, signedInUser(request), request.params.bookingId),
  );

  app.post(
    '/bookings/:bookingId/notes',
    {
      preValidation: operator,
      schema: {
        tags: ['bookings'],
        summary: 'Operators: add an internal note (1–2000 characters); answers the booking detail',
        security,
        params: bookingParams,
        body: bookingNoteBody,
        response: { 201: bookingDetailResponse, 400: errorBody, ...refusals },
      },
    },
    async (request, reply) => {
      const detail = await addBookingNote(
        deps,
        signedInUser(request),
        request.params.bookingId,
        request.body.text,
      );
      return reply.code(201).send(detail);
    },
  );

  app.post(
    '/bookings/:bookingId/resend-confirmation',
    {
      preValidation: operator,
      schema: {
        tags: ['bookings'],
        summary: 'Operators: queue the traveller’s confirmation e-mail again, as the booking stands now',
        security,
        params: bookingParams,
        response: { 202: z.object({ queued: z.literal(true) }), 409: errorBody, 429: errorBody, ...refusals },
      },
    },
    async (request, reply) => {
      await resendConfirmation(deps, signedInUser(request), request.params.bookingId);
      return reply.code(202).send({ queued: true as const });
    },
  );

  app.post(
    '/bookings/:bookingId/payments',
    {
      preValidation: [app.authenticate, app.requireRole('ADMIN')],
      schema: {
        tags: ['bookings'],
        summary:
          'Admin: record a payment received outside the gateway (≤ pending); reduces the pending amount like a balance payment',
        security,
        params: bookingParams,
        body: offlinePaymentBody,
        response: { 201: bookingDetailResponse, 400: errorBody, 409: errorBody, ...refusals },
      },
    },
    async (request, reply) => {
      const detail = await recordOfflinePayment(
        deps,
        signedInUser(request),
        request.params.bookingId,
        request.body,
      );
      return reply.code(201).send(detail);
    },
  );

  app.post(
    '/bookings/:bookingId/refunds/:refundId/offline',
    {
      preValidation: [app.authenticate, app.requireRole('ADMIN')],
      schema: {
        tags: ['bookings'],
        summary:
          'Admin: record an offline refund given back (money paid offline goes back offline); completes it like a gateway refund',
        security,
        params: bookingParams.extend({ refundId: z.string().max(100) }),
        body: offlineRefundBody,
        response: { 200: bookingDetailResponse, 400: errorBody, 409: errorBody, ...refusals },
      },
    },
    async (request) =>
      completeOfflineRefund(
        deps,
        signedInUser(request),
        request.params.bookingId,
        request.params.refundId,
        request.body,
      ),
  );

  app.post(
    '/bookings/:bookingId/refunds/:refundId/retry',
    {
      preValidation: [app.authenticate, app.requireRole('ADMIN')],
      schema: {
        tags: ['bookings'],
        summary:
          'Admin: retry a FAILED gateway refund (a new refund of the same amount, linked to the first, asked of the gateway)',
        security,
        params: bookingParams.extend({ refundId: z.string().max(100) }),
        response: { 200: bookingDetailResponse, 409: errorBody, ...refusals },
      },
    },
    async (request) =>
      retryFailedRefund(deps, signedInUser(request), request.params.bookingId, request.params.refundId),
  );
};
