import { Readable } from 'node:stream';
import { errorBody } from '@wayfarer/shared/schemas/common';
import {
  bookingExportQuery,
  departuresBoardResponse,
  launchQuery,
  launchResponse,
  leadExportQuery,
  manifestQuery,
  manifestResponse,
  waitlistBody,
  waitlistCreated,
  waitlistResponse,
} from '@wayfarer/shared/schemas/operations';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../lib/auth-user.ts';
import {
  bookingExport,
  getDeparturesBoard,
  getManifest,
  leadExport,
  manifestCsv,
  type OperationsDeps,
} from './operations.service.ts';
import { getLaunchBoard } from './launch-board.service.ts';
import { getWaitlist, joinWaitlist } from './waitlist.service.ts';

const security = [{ bearerAuth: [] }];
const tourParams = z.object({ id: z.string().max(100) });
const refusals = { 401: errorBody, 403: errorBody };

/** A streamed CSV reply; the stream is sent as it is (the typed reply only knows the error schemas). */
const csvStream = (chunks: AsyncGenerator<string>) => Readable.from(chunks) as never;

// Running the trips: the departure board, the manifest, the CSV exports and the
// waitlist. Admins see everything; a creator only its own packages' data (another creator's
// package answers 404); a plain user 403. The export paths are static, so Fastify's router
// prefers them to /bookings/:bookingId-style routes.
export const operationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: OperationsDeps = app.deps;
  const operator = [app.authenticate, app.requireAdminOrCreator];
  const publicRateLimit = { max: app.config.publicRateLimit, timeWindow: '1 minute' };

  app.get(
    '/tours/:id/departures-board',
    {
      preValidation: operator,
      schema: {
        tags: ['operations'],
        summary: 'Every upcoming date of the package with its seats, holds, bookings and waitlist',
        security,
        params: tourParams,
        response: { 200: departuresBoardResponse, 404: errorBody, ...refusals },
      },
    },
    async (request) => getDeparturesBoard(deps, signedInUser(request), request.params.id),
  );

  app.get(
    '/tours/:id/launch',
    {
      preValidation: operator,
      schema: {
        tags: ['operations'],
        summary:
          'How a date’s launch went: seats sold per minute in the first hour after its first checkout, and its waitlist',
        security,
        params: tourParams,
        querystring: launchQuery,
        response: { 200: launchResponse, 400: errorBody, 404: errorBody, ...refusals },
      },
    },
    async (request) => getLaunchBoard(deps, signedInUser(request), request.params.id, request.query),
  );

  app.get(
    '/tours/:id/manifest.csv',
    {
      preValidation: operator,
      schema: {
        tags: ['operations'],
        summary: 'A date’s traveller manifest as CSV: one row per traveller of its paid bookings',
        security,
        params: tourParams,
        querystring: manifestQuery,
        response: { 400: errorBody, 404: errorBody, ...refusals },
      },
    },
    async (request, reply) => {
      const { lines } = await getManifest(deps, signedInUser(request), request.params.id, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="manifest-${request.query.date}.csv"`)
        .send(manifestCsv(lines) as never);
    },
  );

  app.get(
    '/tours/:id/manifest',
    {
      preValidation: operator,
      schema: {
        tags: ['operations'],
        summary: 'A date’s traveller manifest (the printable page): the CSV’s rows as JSON',
        security,
        params: tourParams,
        querystring: manifestQuery,
        response: { 200: manifestResponse, 400: errorBody, 404: errorBody, ...refusals },
      },
    },
    async (request) => getManifest(deps, signedInUser(request), request.params.id, request.query),
  );

  app.get(
    '/bookings/export.csv',
    {
      preValidation: operator,
      schema: {
        tags: ['operations'],
        summary: 'The bookings list’s filter as CSV, streamed (admin: all; creator: its packages’)',
        security,
        querystring: bookingExportQuery,
        response: { 400: errorBody, ...refusals },
      },
    },
    async (request, reply) => {
      const chunks = bookingExport(deps, signedInUser(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="bookings.csv"')
        .send(csvStream(chunks));
    },
  );

  app.get(
    '/query/export.csv',
    {
      preValidation: operator,
      schema: {
        tags: ['operations'],
        summary: 'The leads list’s filter as CSV, streamed (admin: all; creator: its own)',
        security,
        querystring: leadExportQuery,
        response: { 400: errorBody, ...refusals },
      },
    },
    async (request, reply) => {
      const chunks = leadExport(deps, signedInUser(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="leads.csv"')
        .send(csvStream(chunks));
    },
  );

  app.post(
    '/tours/:id/waitlist',
    {
      config: { rateLimit: publicRateLimit },
      schema: {
        tags: ['operations'],
        summary: 'Join the waitlist of a sold-out date (409 while seats are available)',
        params: tourParams,
        body: waitlistBody,
        response: { 201: waitlistCreated, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const created = await joinWaitlist(deps, request.params.id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/tours/:id/waitlist',
    {
      preValidation: operator,
      schema: {
        tags: ['operations'],
        summary: 'The package’s waitlist from today on, by date then in the order people joined',
        security,
        params: tourParams,
        response: { 200: waitlistResponse, 404: errorBody, ...refusals },
      },
    },
    async (request) => getWaitlist(deps, signedInUser(request), request.params.id),
  );
};
