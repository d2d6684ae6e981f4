import { errorBody } from '@wayfarer/shared/schemas/common';
import {
  adminReview,
  adminReviewListQuery,
  adminReviewListResponse,
  createReviewBody,
  reviewListQuery,
  reviewListResponse,
  reviewStatusBody,
} from '@wayfarer/shared/schemas/reviews';
import { manageKeyHeaders } from '@wayfarer/shared/schemas/booking-manage';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeReviewStatus,
  createReview,
  getPublishedReviews,
  getReviewOfBooking,
  listAdminReviews,
  type ReviewDeps,
} from './reviews.service.ts';
import { requireManageKey } from '../bookings/index.ts';

// Verified reviews. Writing one is the traveller's: it needs the booking's manage key
// in X-Manage-Key (ADR 1302), which the e-mail's review link carries; reading one the booking id.
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ReviewDeps = {
    ...app.deps,
    packageChanged: (slug) => app.publicPages.packageChanged(slug),
  };
  const publicRateLimit = { max: app.config.publicRateLimit, timeWindow: '1 minute' };

  app.post(
    '/reviews',
    {
      config: { rateLimit: publicRateLimit },
      preHandler: async (request) => requireManageKey(app.deps.db, request.body.bookingId, request.headers),
      schema: {
        tags: ['reviews'],
        summary: 'Review a COMPLETED booking (X-Manage-Key: the booking’s manage key); one per booking',
        headers: manageKeyHeaders,
        body: createReviewBody,
        response: { 201: adminReview, 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await createReview(deps, request.body)),
  );

  app.get(
    '/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Published reviews of a package (tourPackageId) or a creator (creatorId), newest first',
        querystring: reviewListQuery,
        response: { 200: reviewListResponse, 400: errorBody },
      },
    },
    async (request) => getPublishedReviews(app.deps.db, request.query),
  );

  app.get(
    '/reviews/booking/:bookingId',
    {
      config: { rateLimit: publicRateLimit },
      schema: {
        tags: ['reviews'],
        summary: 'The review a booking wrote (read by the booking id), so its link shows it; 404 when none',
        params: z.object({ bookingId: z.string().max(100) }),
        response: { 200: adminReview, 404: errorBody },
      },
    },
    async (request) => getReviewOfBooking(app.deps.db, request.params.bookingId),
  );

  app.get(
    '/reviews/admin',
    {
      preValidation: [app.authenticate, app.requireRole('ADMIN')],
      schema: {
        tags: ['reviews'],
        summary:
          'ADMIN: every review, newest first, by status, rating and search (package, booking no., words)',
        security: [{ bearerAuth: [] }],
        querystring: adminReviewListQuery,
        response: { 200: adminReviewListResponse, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => listAdminReviews(app.deps.db, request.query),
  );

  app.patch(
    '/reviews/:id',
    {
      preValidation: [app.authenticate, app.requireRole('ADMIN')],
      schema: {
        tags: ['reviews'],
        summary: 'ADMIN: hide (with a reason) or publish again a review',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.string().max(100) }),
        body: reviewStatusBody,
        response: { 200: adminReview, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => changeReviewStatus(deps, request.params.id, request.body),
  );
};
