import {
  adminCreateBookingBody,
  adminCreateBookingResponse,
  paymentLink,
} from '@wayfarer/shared/schemas/admin-booking';
import { errorBody } from '@wayfarer/shared/schemas/common';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../../lib/auth-user.ts';
import { bookingDeps } from '../deps.ts';
import {
  createAdminBooking,
  emailPaymentLink,
  getPaymentLink,
  renewPaymentLink,
} from './admin-bookings.service.ts';

const security = [{ bearerAuth: [] }];
const bookingParams = z.object({ bookingId: z.string().max(100) });
const refusals = { 401: errorBody, 403: errorBody, 404: errorBody };

// Bookings the admin makes (ADR 1360) and their payment links (ADR 1361): admin only, guarded at
// preValidation so 401/403 come before any body check.
export const adminBookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = bookingDeps(app);
  const asAdmin = [app.authenticate, app.requireRole('ADMIN')];

  app.post(
    '/admin/bookings',
    {
      preValidation: asAdmin,
      schema: {
        tags: ['bookings'],
        summary:
          'ADMIN: a booking for a lead or a caller, priced on the server, seats held, awaiting payment through a payment link',
        security,
        body: adminCreateBookingBody,
        response: {
          201: adminCreateBookingResponse,
          400: errorBody,
          ...refusals,
          409: errorBody,
          502: errorBody,
        },
      },
    },
    async (request, reply) => {
      const created = await createAdminBooking(deps, signedInUser(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/admin/bookings/:bookingId/payment-link',
    {
      preValidation: asAdmin,
      schema: {
        tags: ['bookings'],
        summary: 'ADMIN: an admin-made booking’s payment link, its expiry and the text to send on WhatsApp',
        security,
        params: bookingParams,
        response: { 200: paymentLink, ...refusals },
      },
    },
    async (request) => getPaymentLink(deps, request.params.bookingId),
  );

  app.post(
    '/admin/bookings/:bookingId/payment-link',
    {
      preValidation: asAdmin,
      schema: {
        tags: ['bookings'],
        summary: 'ADMIN: a new payment link once the last one ended unpaid (seats held again if free)',
        security,
        params: bookingParams,
        response: { 200: paymentLink, ...refusals, 409: errorBody, 502: errorBody },
      },
    },
    async (request) => renewPaymentLink(deps, request.params.bookingId),
  );

  app.post(
    '/admin/bookings/:bookingId/payment-link/email',
    {
      preValidation: asAdmin,
      schema: {
        tags: ['bookings'],
        summary: 'ADMIN: e-mail the live payment link to the traveller again',
        security,
        params: bookingParams,
        response: { 200: paymentLink, ...refusals, 409: errorBody },
      },
    },
    async (request) => emailPaymentLink(deps, request.params.bookingId),
  );
};
