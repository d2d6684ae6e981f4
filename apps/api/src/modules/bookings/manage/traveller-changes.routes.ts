import { errorBody } from '@wayfarer/shared/schemas/common';
import {
  renameTravellerBody,
  transferTravellerBody,
  travellerParams,
  travellerRemovalResponse,
} from '@wayfarer/shared/schemas/booking-travellers';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../../lib/auth-user.ts';
import { bookingDeps } from '../deps.ts';
import {
  quoteTravellerRemoval,
  removeTraveller,
  renameTraveller,
  transferTraveller,
} from './traveller-changes.service.ts';

const security = [{ bearerAuth: [] }];
const changed = z.object({ travellerId: z.string(), name: z.string() });
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

// ADR 1370-1372: one traveller at a time, admin only — a removal (quoted first), a corrected name,
// a seat transferred to another person.
export const travellerChangesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = bookingDeps(app);
  const admin = [app.authenticate, app.requireRole('ADMIN')];

  app.get(
    '/bookings/:bookingId/travellers/:travellerId/removal-quote',
    {
      preValidation: admin,
      schema: {
        tags: ['bookings'],
        summary:
          'Admin: what removing this traveller now does (new total, the slab kept, the refund); nothing changes',
        security,
        params: travellerParams,
        response: { 200: travellerRemovalResponse, ...errors },
      },
    },
    async (request) => quoteTravellerRemoval(deps, request.params.bookingId, request.params.travellerId),
  );

  app.delete(
    '/bookings/:bookingId/travellers/:travellerId',
    {
      preValidation: admin,
      schema: {
        tags: ['bookings'],
        summary:
          'Admin: remove one traveller — priced again for the rest, the slab applied to the removed place, the difference refunded, credit note, seat released; never the last traveller',
        security,
        params: travellerParams,
        response: { 200: travellerRemovalResponse, ...errors },
      },
    },
    async (request) =>
      removeTraveller(deps, request.params.bookingId, request.params.travellerId, signedInUser(request)),
  );

  app.patch(
    '/bookings/:bookingId/travellers/:travellerId',
    {
      preValidation: admin,
      schema: {
        tags: ['bookings'],
        summary: 'Admin: correct a traveller’s name (free, audited; issued tax documents never change)',
        security,
        params: travellerParams,
        body: renameTravellerBody,
        response: { 200: changed, ...errors },
      },
    },
    async (request) =>
      renameTraveller(
        deps,
        request.params.bookingId,
        request.params.travellerId,
        signedInUser(request),
        request.body,
      ),
  );

  app.post(
    '/bookings/:bookingId/travellers/:travellerId/transfer',
    {
      preValidation: admin,
      schema: {
        tags: ['bookings'],
        summary:
          'Admin: hand the seat to another person (same money); the lead traveller is e-mailed; audited',
        security,
        params: travellerParams,
        body: transferTravellerBody,
        response: { 200: changed, ...errors },
      },
    },
    async (request) =>
      transferTraveller(
        deps,
        request.params.bookingId,
        request.params.travellerId,
        signedInUser(request),
        request.body,
      ),
  );
};
