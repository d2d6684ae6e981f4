import {
  coupon,
  couponBody,
  validateCouponBody,
  validateCouponResponse,
} from '@wayfarer/shared/schemas/coupon';
import { errorBody } from '@wayfarer/shared/schemas/common';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCoupon, deleteCoupon, listCoupons, updateCoupon, validateCoupon } from './coupons.service.ts';

const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.string() });

// Coupons: admin CRUD, and the checkout's public validation.
export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Anonymous writes are rate-limited per IP and route (PUBLIC_RATE_LIMIT a minute).
  const publicRateLimit = { max: app.config.publicRateLimit, timeWindow: '1 minute' };
  const asAdmin = [app.authenticate, app.requireRole('ADMIN')];

  app.get(
    '/coupons',
    {
      preValidation: asAdmin,
      schema: {
        tags: ['coupons'],
        summary: 'Every coupon, newest first (admin)',
        security,
        response: { 200: z.array(coupon), 401: errorBody, 403: errorBody },
      },
    },
    async () => listCoupons(app.deps.db),
  );

  app.post(
    '/coupons',
    {
      preValidation: asAdmin,
      schema: {
        tags: ['coupons'],
        summary:
          'Create a coupon: percent or fixed rupees, minimum order, window, usage cap, package (admin)',
        security,
        body: couponBody,
        response: { 201: coupon, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await createCoupon(app.deps.db, request.body)),
  );

  for (const method of ['patch', 'put'] as const) {
    app[method](
      '/coupons/:id',
      {
        preValidation: asAdmin,
        schema: {
          tags: ['coupons'],
          summary: 'Replace a coupon’s settings (admin); its use count is kept',
          security,
          params: idParams,
          body: couponBody,
          response: { 200: coupon, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
        },
      },
      async (request) => updateCoupon(app.deps.db, request.params.id, request.body),
    );
  }

  app.delete(
    '/coupons/:id',
    {
      preValidation: asAdmin,
      schema: {
        tags: ['coupons'],
        summary: 'Delete a coupon (admin); bookings that used it keep their discount',
        security,
        params: idParams,
        response: { 204: z.null(), 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      await deleteCoupon(app.deps.db, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/coupons/validate',
    {
      config: { rateLimit: publicRateLimit },
      schema: {
        tags: ['coupons'],
        summary: 'The discount a code gives on an amount for a package, or 400 "Invalid coupon"',
        body: validateCouponBody,
        response: { 200: validateCouponResponse, 400: errorBody },
      },
    },
    async (request) => validateCoupon(app.deps.db, request.body),
  );
};
