import {
  announcement,
  announcementBody,
  announcementQuery,
  announcementsResponse,
} from '@wayfarer/shared/schemas/announcements';
import { errorBody } from '@wayfarer/shared/schemas/common';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../lib/auth-user.ts';
import { createAnnouncement, getAnnouncements } from './announcements.service.ts';

const security = [{ bearerAuth: [] }];
const tourParams = z.object({ id: z.string().max(100) });
const refusals = { 401: errorBody, 403: errorBody };

// Announcements to a date's travellers. Admin: every package; a creator: its own
// (another's answers 404); a plain user 403.
export const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const operator = [app.authenticate, app.requireAdminOrCreator];

  app.post(
    '/tours/:id/announcements',
    {
      preValidation: operator,
      schema: {
        tags: ['operations'],
        summary:
          'Write to everyone with a live booking on a date: e-mailed to each lead traveller, shown on the booking page',
        security,
        params: tourParams,
        body: announcementBody,
        response: { 201: announcement, 400: errorBody, 404: errorBody, ...refusals },
      },
    },
    async (request, reply) => {
      const created = await createAnnouncement(deps, signedInUser(request), request.params.id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/tours/:id/announcements',
    {
      preValidation: operator,
      schema: {
        tags: ['operations'],
        summary: 'A date’s announcements, newest first (one departure’s when departureId is given)',
        security,
        params: tourParams,
        querystring: announcementQuery,
        response: { 200: announcementsResponse, 400: errorBody, 404: errorBody, ...refusals },
      },
    },
    async (request) => getAnnouncements(deps, signedInUser(request), request.params.id, request.query),
  );
};
