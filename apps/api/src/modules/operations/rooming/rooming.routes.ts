import { errorBody } from '@wayfarer/shared/schemas/common';
import { departureDateQuery, roomingBody, roomingResponse } from '@wayfarer/shared/schemas/departure-ops';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../../lib/auth-user.ts';
import { tripSheetPdf } from '../trip-sheet/trip-sheet.service.ts';
import { getRooming, loadRooming, type RoomingDeps, roomingCsv, saveRooming } from './rooming.service.ts';

const security = [{ bearerAuth: [] }];
const tourParams = z.object({ id: z.string().max(100) });
const refusals = { 401: errorBody, 403: errorBody };

// ADR 1341: a date's rooming list (read, saved whole, CSV) and its trip-leader sheet
// (PDF). The admin and the package's own creator: another creator, or anyone else, 403.
export const roomingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: RoomingDeps = app.deps;
  const operator = [app.authenticate, app.requireAdminOrCreator];

  app.get(
    '/tours/:id/rooming',
    {
      preValidation: operator,
      schema: {
        tags: ['operations'],
        summary:
          'A date’s rooming list: the saved rooms with today’s travellers, and rooms proposed from the bookings for the others',
        security,
        params: tourParams,
        querystring: departureDateQuery,
        response: { 200: roomingResponse, 400: errorBody, 404: errorBody, ...refusals },
      },
    },
    async (request) => getRooming(deps, signedInUser(request), request.params.id, request.query),
  );

  app.put(
    '/tours/:id/rooming',
    {
      preValidation: operator,
      schema: {
        tags: ['operations'],
        summary:
          'Save a date’s rooms whole (single 1, twin 1–2, triple 1–3 travellers; each traveller of the date once)',
        security,
        params: tourParams,
        body: roomingBody,
        response: { 200: roomingResponse, 400: errorBody, 404: errorBody, ...refusals },
      },
    },
    async (request) => saveRooming(deps, signedInUser(request), request.params.id, request.body),
  );

  app.get(
    '/tours/:id/rooming.csv',
    {
      preValidation: operator,
      schema: {
        tags: ['operations'],
        summary: 'A date’s rooming list as CSV: one line per traveller, room by room',
        security,
        params: tourParams,
        querystring: departureDateQuery,
        response: { 400: errorBody, 404: errorBody, ...refusals },
      },
    },
    async (request, reply) => {
      const view = await loadRooming(deps, signedInUser(request), request.params.id, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="rooming-${request.query.date}.csv"`)
        .send(roomingCsv(view) as never);
    },
  );

  app.get(
    '/tours/:id/trip-sheet.pdf',
    {
      preValidation: operator,
      schema: {
        tags: ['operations'],
        summary:
          'A date’s trip-leader sheet (PDF): travellers, phones, emergency contacts, diets, medical notes, passports, rooming',
        security,
        params: tourParams,
        querystring: departureDateQuery,
        response: { 400: errorBody, 404: errorBody, ...refusals },
      },
    },
    async (request, reply) => {
      const pdf = await tripSheetPdf(deps, signedInUser(request), request.params.id, request.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="trip-sheet-${request.query.date}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf as never);
    },
  );
};
