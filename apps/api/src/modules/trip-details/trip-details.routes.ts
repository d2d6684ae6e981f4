import { errorBody } from '@wayfarer/shared/schemas/common';
import {
  beforeYouGoResponse,
  departureNotesBody,
  departureNotesResponse,
  travellerDetailsBody,
} from '@wayfarer/shared/schemas/trip-details';
import { manageKeyHeaders } from '@wayfarer/shared/schemas/booking-manage';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../lib/auth-user.ts';
import { requireManageKey } from '../bookings/index.ts';
import { getDepartureNotes, saveDepartureNotes } from './departure-notes.service.ts';
import { getBeforeYouGo, saveTravellerDetails, type TripDetailsDeps } from './trip-details.service.ts';

const security = [{ bearerAuth: [] }];
const bookingParams = z.object({ bookingId: z.string().max(100) });
const tourParams = z.object({ id: z.string().max(100) });
const refusals = { 401: errorBody, 403: errorBody };
const notesQuery = departureNotesBody.pick({ date: true, departureId: true });

// "Before you go". The booking page's read and writes hold the travellers' own
// details (emergency contacts, passports, medical notes): both need the booking's manage key in
// X-Manage-Key (ADR 1302), which the booking id alone does not give; anonymous writes are rate-limited.
// The notes per date are the package's creator's and the admin's.
export const tripDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TripDetailsDeps = app.deps;
  const operator = [app.authenticate, app.requireAdminOrCreator];
  const publicRateLimit = { max: app.config.publicRateLimit, timeWindow: '1 minute' };

  app.get(
    '/bookings/:bookingId/before-you-go',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'The booking page’s "Before you go": travellers’ details (passport masked), the creator’s notes from the due date, the date’s announcements. X-Manage-Key required',
        params: bookingParams,
        headers: manageKeyHeaders,
        response: { 200: beforeYouGoResponse, 403: errorBody, 404: errorBody },
      },
      preHandler: async (request) => requireManageKey(app.deps.db, request.params.bookingId, request.headers),
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getBeforeYouGo(deps, request.params.bookingId);
    },
  );

  app.put(
    '/bookings/:bookingId/travellers/:travellerId/details',
    {
      config: { rateLimit: publicRateLimit },
      preHandler: async (request) => requireManageKey(app.deps.db, request.params.bookingId, request.headers),
      schema: {
        tags: ['bookings'],
        summary:
          'A traveller’s pre-trip details (emergency contact, dietary needs, medical notes; passport when international). Omitted fields keep what was saved. X-Manage-Key required',
        params: bookingParams.extend({ travellerId: z.string().max(100) }),
        headers: manageKeyHeaders,
        body: travellerDetailsBody,
        response: {
          200: beforeYouGoResponse,
          400: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) =>
      saveTravellerDetails(deps, request.params.bookingId, request.params.travellerId, request.body),
  );

  app.get(
    '/tours/:id/departure-notes',
    {
      preValidation: operator,
      schema: {
        tags: ['operations'],
        summary: 'The creator’s "Before you go" notes of a date (empty when none)',
        security,
        params: tourParams,
        querystring: notesQuery,
        response: { 200: departureNotesResponse, 400: errorBody, 404: errorBody, ...refusals },
      },
    },
    async (request) =>
      getDepartureNotes(app.deps.db, signedInUser(request), request.params.id, request.query),
  );

  app.put(
    '/tours/:id/departure-notes',
    {
      preValidation: operator,
      schema: {
        tags: ['operations'],
        summary: 'Save the "Before you go" notes of a date (meeting point, what to pack)',
        security,
        params: tourParams,
        body: departureNotesBody,
        response: { 200: departureNotesResponse, 400: errorBody, 404: errorBody, ...refusals },
      },
    },
    async (request) =>
      saveDepartureNotes(app.deps.db, signedInUser(request), request.params.id, request.body),
  );
};
