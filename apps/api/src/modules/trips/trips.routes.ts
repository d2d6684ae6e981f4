import { createHash } from 'node:crypto';
import { serverMessages } from '@wayfarer/shared/messages';
import { manageKeyHeaders } from '@wayfarer/shared/schemas/booking-manage';
import { errorBody } from '@wayfarer/shared/schemas/common';
import {
  calendarLinks,
  SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR,
  signInLinkBody,
  tripsResponse,
  tripsSessionBody,
  tripsSessionResponse,
} from '@wayfarer/shared/schemas/trips';
import { tripsMessages } from '@wayfarer/shared/trips-messages';
import { z } from '@wayfarer/shared/zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { requireCalendarAccess } from '../bookings/index.ts';
import {
  clearedSessionCookie,
  clearedSignInMark,
  hasSignInMark,
  sessionCookie,
  signInMarkCookie,
} from '../traveller-sessions/index.ts';
import { endSession, openSession, SESSION_MS, travellerSessionOf } from '../traveller-sessions/index.ts';
import { getCalendarFile, getCalendarLinks } from './trip-calendar.service.ts';
import { listTrips, requestSignInLink, type TripsDeps } from './trips.service.ts';

const noContent = z.null().describe('Done');
const bookingParams = z.object({ bookingId: z.string().max(100) });
const calendarQuery = z.object({ key: z.string().max(200).optional() });
const PRIVATE = 'private, no-store';

// "My trips" without a password (ADR 1310) and a booking in the calendar (ADR 1311).
// The traveller's session is a cookie of its own; staff bearer tokens open none of these routes.
export const tripsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TripsDeps = app.deps;
  // Per IP and route, like sign-in; the link request is also counted per address (below).
  const perIp = { max: app.config.authRateLimit, timeWindow: '1 minute' };
  // A second count per address: the plugin runs one limit per request, so this one is checked by
  // hand after validation (the address is then the lower-cased one, whatever its letter case).
  const addressLimit = app.createRateLimit({
    max: SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (request) =>
      `trips-link:${createHash('sha256')
        .update((request.body as { email: string }).email)
        .digest('hex')}`,
  });
  const perAddress = async (request: FastifyRequest) => {
    const limit = await addressLimit(request);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new AppError('RATE_LIMITED', serverMessages.tooManyRequests);
    }
  };
  const secure = (protocol: string) => protocol === 'https' || app.config.publicUrl.startsWith('https:');

  app.post(
    '/trips/sign-in-link',
    {
      config: { rateLimit: perIp },
      preHandler: perAddress,
      schema: {
        tags: ['trips'],
        summary:
          'E-mail a one-time link to "My trips" (15 minutes, single use) when the address has bookings; always 204, so it never tells',
        body: signInLinkBody,
        response: { 204: noContent, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      // As for a password reset (ADR 056): the answer comes before any work on the address, so
      // neither it nor its timing tells whether the address has bookings.
      const { email } = request.body;
      app.background.run('trips sign-in link', () => requestSignInLink(deps, email));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/trips/session',
    {
      config: { rateLimit: perIp },
      schema: {
        tags: ['trips'],
        summary:
          'Open a traveller session with the e-mailed link’s token (spent here): sets the httpOnly session cookie',
        body: tripsSessionBody,
        response: { 200: tripsSessionResponse, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const session = await openSession(app.deps.db, request.body.token, app.deps.clock());
      const isSecure = secure(request.protocol);
      reply
        .header('set-cookie', [
          sessionCookie(session.token, SESSION_MS / 1000, isSecure),
          signInMarkCookie(SESSION_MS / 1000, isSecure),
        ])
        .header('cache-control', PRIVATE);
      return { email: session.email, expiresAt: session.expiresAt.toISOString() };
    },
  );

  app.delete(
    '/trips/session',
    {
      schema: {
        tags: ['trips'],
        summary: 'Sign out of "My trips": the traveller session ends and its cookie is cleared',
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await endSession(app.deps.db, request.headers);
      const isSecure = secure(request.protocol);
      return reply
        .header('set-cookie', [clearedSessionCookie(isSecure), clearedSignInMark(isSecure)])
        .code(204)
        .send(null);
    },
  );

  app.get(
    '/trips',
    {
      schema: {
        tags: ['trips'],
        summary:
          'Every booking made with the traveller session’s address, in any letter case: status, dates, what is owed and needed, documents, latest announcement',
        response: { 200: tripsResponse, 401: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const now = app.deps.clock();
      const session = await travellerSessionOf(app.deps.db, request.headers, now);
      // The page server's mark follows the session (ADR 1393): cleared once it has ended (its time,
      // a sign-out elsewhere), set again for the rest of it if the browser lost it.
      if (!session) {
        reply.header('set-cookie', clearedSignInMark(secure(request.protocol)));
        throw new AppError('TRAVELLER_SIGN_IN_REQUIRED', tripsMessages.signInRequired);
      }
      if (!hasSignInMark(request.headers)) {
        const seconds = Math.ceil((session.expiresAt.getTime() - now.getTime()) / 1000);
        reply.header('set-cookie', signInMarkCookie(seconds, secure(request.protocol)));
      }
      return listTrips(deps, session);
    },
  );

  app.get(
    '/bookings/:bookingId/calendar',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'The booking’s calendar links: the .ics file (with its read-only calendar key) and Google Calendar. X-Manage-Key or a traveller session',
        params: bookingParams,
        headers: manageKeyHeaders,
        response: { 200: calendarLinks, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const key = await requireCalendarAccess(
        app.deps.db,
        request.params.bookingId,
        request.headers,
        undefined,
        app.deps.clock(),
      );
      reply.header('cache-control', PRIVATE);
      return getCalendarLinks(deps, request.params.bookingId, key);
    },
  );

  app.get(
    '/bookings/:bookingId/calendar.ics',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'The booking as an all-day calendar event (RFC 5545); METHOD:CANCEL once cancelled. ?key= (the calendar key), X-Manage-Key or a traveller session',
        params: bookingParams,
        querystring: calendarQuery,
        headers: manageKeyHeaders,
        produces: ['text/calendar'],
        response: { 200: z.any().describe('text/calendar'), 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      await requireCalendarAccess(
        app.deps.db,
        request.params.bookingId,
        request.headers,
        request.query.key,
        app.deps.clock(),
      );
      const { filename, ics } = await getCalendarFile(deps, request.params.bookingId);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', PRIVATE)
        .send(ics);
    },
  );
};
