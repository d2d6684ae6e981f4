import { errorBody } from '@wayfarer/shared/schemas/common';
import { checkoutPaperworkQuery, checkoutPaperworkView } from '@wayfarer/shared/schemas/paperwork';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCheckoutPaperwork } from './checkout-paperwork.ts';

// ADR 1375-1377: what the checkout screen asks for before paying (public, like the package).
export const checkoutPaperworkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bookings/checkout-paperwork',
    {
      schema: {
        tags: ['bookings'],
        summary:
          "Checkout's paperwork for a package: overseas (the lead traveller's PAN and TCS at the rates in force), and the total from which the address is asked (null: no invoices)",
        querystring: checkoutPaperworkQuery,
        response: { 200: checkoutPaperworkView, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return getCheckoutPaperwork(app.deps.db, request.query.tourPackageId);
    },
  );
};
