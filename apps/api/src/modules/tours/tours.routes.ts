import {
  createTourBody,
  featureBody,
  publishBody,
  rejectBody,
  tourListQuery,
  tourListResponse,
  tourStateResponse,
  unpublishBody,
} from '@wayfarer/shared/schemas/tour';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../lib/auth-user.ts';
import { tourEditorRoutes } from './tour-editor.routes.ts';
import { tourInstalmentRoutes } from './tour-instalments.routes.ts';
import {
  approveTour,
  featureTour,
  publishTour,
  rejectTour,
  requestReview,
  unpublishTour,
} from './tour-publishing.service.ts';
import { createTour, getTourPage } from './tours.service.ts';

import { errors, idParams, security, tags } from './tour-route-parts.ts';

// spec 001 §5, §7 "Tour packages". Guards run at preValidation: 401/403 come before any
// body check. Every package endpoint goes through packageForUser: another creator's package is 404.
export const toursRoutes: FastifyPluginAsyncZod = async (app) => {
  const asEditor = [app.authenticate, app.requireAdminOrCreator];
  const asAdmin = [app.authenticate, app.requireRole('ADMIN')];

  app.get(
    '/tours',
    {
      preValidation: asEditor,
      schema: {
        tags,
        summary: 'ADMIN (all) or creator (own): packages, newest first; `title` and `status` filter',
        security,
        querystring: tourListQuery,
        response: { 200: tourListResponse, ...errors },
      },
    },
    async (request) => getTourPage(app.deps.db, signedInUser(request), request.query),
  );

  app.post(
    '/tours',
    {
      preValidation: asEditor,
      schema: {
        tags,
        summary: 'ADMIN (for the creator named by creatorId) or creator (own): a new Draft package',
        security,
        body: createTourBody,
        response: { 201: z.object({ id: z.string(), slug: z.string() }), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTour(app.deps.db, signedInUser(request), request.body)),
  );

  await app.register(tourEditorRoutes);
  await app.register(tourInstalmentRoutes);

  app.post(
    '/tours/:id/publish',
    {
      preValidation: asEditor,
      schema: {
        tags,
        summary: 'Publish a complete package; 400 lists what is missing',
        security,
        params: idParams,
        body: publishBody,
        response: { 200: tourStateResponse, ...errors },
      },
    },
    async (request) => publishTour(app.deps.db, signedInUser(request), request.params.id),
  );

  app.post(
    '/tours/:id/unpublish',
    {
      preValidation: asEditor,
      schema: {
        tags,
        summary:
          'Published → Draft (409 with the count of upcoming paid bookings unless `confirm: true`); a rejected or pending package keeps its status',
        security,
        params: idParams,
        body: unpublishBody,
        response: { 200: tourStateResponse, ...errors },
      },
    },
    async (request) =>
      unpublishTour(app.deps.db, signedInUser(request), request.params.id, request.body?.confirm),
  );

  app.post(
    '/tours/:id/request-review',
    {
      preValidation: asEditor,
      schema: {
        tags,
        summary: 'A rejected, edited package goes back to the admin (PendingReview); 409 unless Rejected',
        security,
        params: idParams,
        response: { 200: tourStateResponse, ...errors },
      },
    },
    async (request) => requestReview(app.deps.db, signedInUser(request), request.params.id),
  );

  app.post(
    '/tours/:id/approve',
    {
      preValidation: asAdmin,
      schema: {
        tags,
        summary: 'ADMIN: publish a package waiting for review (or rejected)',
        security,
        params: idParams,
        response: { 200: tourStateResponse, ...errors },
      },
    },
    async (request) => approveTour(app.deps.db, signedInUser(request), request.params.id),
  );

  app.post(
    '/tours/:id/reject',
    {
      preValidation: asAdmin,
      schema: {
        tags,
        summary:
          'ADMIN: reject with a reason the creator sees and is e-mailed (409 with the count of upcoming paid bookings of a published package unless `confirm: true`)',
        security,
        params: idParams,
        body: rejectBody,
        response: { 200: tourStateResponse, ...errors },
      },
    },
    async (request) => rejectTour(app.deps.db, signedInUser(request), request.params.id, request.body),
  );

  app.patch(
    '/tours/:id/feature',
    {
      preValidation: asAdmin,
      schema: {
        tags,
        summary: 'ADMIN: mark featured or not',
        security,
        params: idParams,
        body: featureBody,
        response: { 200: tourStateResponse, ...errors },
      },
    },
    async (request) =>
      featureTour(app.deps.db, signedInUser(request), request.params.id, request.body.featured),
  );
};
