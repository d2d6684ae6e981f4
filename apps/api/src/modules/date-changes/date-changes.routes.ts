import { errorBody } from '@wayfarer/shared/schemas/common';
import {
  cancelDateBody,
  cancelDateResponse,
  changeDateBody,
  changeDateResponse,
  dateChangeOptions,
  moveGroupBody,
  moveGroupResponse,
} from '@wayfarer/shared/schemas/date-changes';
import { manageKeyHeaders } from '@wayfarer/shared/schemas/booking-manage';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../../lib/auth-user.ts';
import { bookingDeps } from '../bookings/index.ts';
import { requireManageKey } from '../bookings/index.ts';
import { acceptMove, changeDate, declineMove, getDateChangeOptions } from './booking-date-change.service.ts';
import { cancelDate, moveGroup } from './operator-dates.service.ts';

const security = [{ bearerAuth: [] }];
const tourParams = z.object({ id: z.string().max(100) });
const bookingParams = z.object({ bookingId: z.string().max(100) });
const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

// The operator's cancellation of a date, a group's move, a booking's date change.
// The booking's options are read with its id alone; the traveller's actions (change the date,
// accept or decline a move) need the booking's manage key in X-Manage-Key (ADR 1302). A signed-in
// admin sending its token changes the date by the admin's rules without the key; any other token
// (a creator's) does not stand in for it.
export const dateChangesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = bookingDeps(app);
  const admin = [app.authenticate, app.requireRole('ADMIN')];
  const publicRateLimit = { max: app.config.publicRateLimit, timeWindow: '1 minute' };
  /** An Authorization header is checked (401 when bad); none leaves the request anonymous. */
  const optionalUser = async (request: FastifyRequest, reply: Parameters<typeof app.authenticate>[1]) => {
    if (request.headers.authorization) await app.authenticate.call(app, request, reply);
  };

  app.post(
    '/tours/:id/dates/cancel',
    {
      preValidation: admin,
      schema: {
        tags: ['operations'],
        summary:
          'Admin: cancel a date — every live booking cancelled by the operator with a full refund, the date closed, the waitlist told',
        security,
        params: tourParams,
        body: cancelDateBody,
        response: { 200: cancelDateResponse, ...refusals },
      },
    },
    async (request) => cancelDate(deps, signedInUser(request), request.params.id, request.body),
  );

  app.post(
    '/tours/:id/dates/move',
    {
      preValidation: admin,
      schema: {
        tags: ['operations'],
        summary: 'Admin: offer every confirmed booking on a date another date of the package',
        security,
        params: tourParams,
        body: moveGroupBody,
        response: { 200: moveGroupResponse, ...refusals },
      },
    },
    async (request) => moveGroup(deps, signedInUser(request), request.params.id, request.body),
  );

  app.get(
    '/bookings/:bookingId/date-change',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'The dates the booking may move to, whether the traveller may change it now, and any move offer',
        params: bookingParams,
        response: { 200: dateChangeOptions, 404: errorBody },
      },
    },
    async (request) => getDateChangeOptions(deps, request.params.bookingId),
  );

  app.post(
    '/bookings/:bookingId/change-date',
    {
      preValidation: optionalUser,
      preHandler: async (request) => {
        if (request.user?.role !== 'ADMIN') {
          await requireManageKey(app.deps.db, request.params.bookingId, request.headers);
        }
      },
      config: { rateLimit: publicRateLimit },
      schema: {
        tags: ['bookings'],
        summary:
          'Move the booking to another date of its package (admin before travel; the traveller until the balance due date, with X-Manage-Key)',
        params: bookingParams,
        headers: manageKeyHeaders,
        body: changeDateBody,
        response: { 200: changeDateResponse, ...refusals },
      },
    },
    async (request) => changeDate(deps, request.params.bookingId, request.user, request.body),
  );

  app.post(
    '/bookings/:bookingId/move-offer/accept',
    {
      config: { rateLimit: publicRateLimit },
      preHandler: async (request) => requireManageKey(app.deps.db, request.params.bookingId, request.headers),
      schema: {
        tags: ['bookings'],
        summary: 'The traveller accepts the offered date: the booking moves there (X-Manage-Key)',
        params: bookingParams,
        headers: manageKeyHeaders,
        response: { 200: changeDateResponse, ...refusals },
      },
    },
    async (request) => acceptMove(deps, request.params.bookingId),
  );

  app.post(
    '/bookings/:bookingId/move-offer/decline',
    {
      config: { rateLimit: publicRateLimit },
      preHandler: async (request) => requireManageKey(app.deps.db, request.params.bookingId, request.headers),
      schema: {
        tags: ['bookings'],
        summary:
          'The traveller declines the offered date: the booking is cancelled with a full refund (X-Manage-Key)',
        params: bookingParams,
        headers: manageKeyHeaders,
        response: {
          200: z.object({ cancelled: z.literal(true), refundAmount: z.number() }),
          ...refusals,
        },
      },
    },
    async (request) => declineMove(deps, request.params.bookingId),
  );
};
