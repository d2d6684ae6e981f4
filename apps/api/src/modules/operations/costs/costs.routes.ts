import { errorBody } from '@wayfarer/shared/schemas/common';
import {
  departureCostsResponse,
  departureDateQuery,
  supplierCostBody,
  supplierCostPatch,
} from '@wayfarer/shared/schemas/departure-ops';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../../lib/auth-user.ts';
import {
  addDepartureCost,
  changeDepartureCost,
  type CostsDeps,
  costsCsv,
  getDepartureCosts,
  marginsCsv,
  removeDepartureCost,
} from './costs.service.ts';

const security = [{ bearerAuth: [] }];
const tourParams = z.object({ id: z.string().max(100) });
const costParams = tourParams.extend({ costId: z.string().max(100) });
const refusals = { 401: errorBody, 403: errorBody };

// ADR 1340: a date's supplier costs and margin, and the package's margins export. ADMIN
// only: a creator (even the package's own) gets 403, as anyone else signed in.
export const costsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: CostsDeps = app.deps;
  const admin = [app.authenticate, app.requireRole('ADMIN')];

  app.get(
    '/tours/:id/departure-costs',
    {
      preValidation: admin,
      schema: {
        tags: ['operations'],
        summary: 'ADMIN: a date’s supplier costs and its margin (revenue kept − costs − creator share)',
        security,
        params: tourParams,
        querystring: departureDateQuery,
        response: { 200: departureCostsResponse, 400: errorBody, 404: errorBody, ...refusals },
      },
    },
    async (request) => getDepartureCosts(deps, signedInUser(request), request.params.id, request.query),
  );

  app.post(
    '/tours/:id/departure-costs',
    {
      preValidation: admin,
      schema: {
        tags: ['operations'],
        summary: 'ADMIN: add a supplier cost to a date (hotel, vehicle, guide or other; rupees; paid or due)',
        security,
        params: tourParams,
        body: supplierCostBody,
        response: { 201: departureCostsResponse, 400: errorBody, 404: errorBody, ...refusals },
      },
    },
    async (request, reply) => {
      const answer = await addDepartureCost(deps, signedInUser(request), request.params.id, request.body);
      return reply.code(201).send(answer);
    },
  );

  app.patch(
    '/tours/:id/departure-costs/:costId',
    {
      preValidation: admin,
      schema: {
        tags: ['operations'],
        summary: 'ADMIN: change a supplier cost (any of its fields; "paid" once settled)',
        security,
        params: costParams,
        body: supplierCostPatch,
        response: { 200: departureCostsResponse, 400: errorBody, 404: errorBody, ...refusals },
      },
    },
    async (request) =>
      changeDepartureCost(
        deps,
        signedInUser(request),
        request.params.id,
        request.params.costId,
        request.body,
      ),
  );

  app.delete(
    '/tours/:id/departure-costs/:costId',
    {
      preValidation: admin,
      schema: {
        tags: ['operations'],
        summary: 'ADMIN: remove a supplier cost; answers the date’s costs and margin after it',
        security,
        params: costParams,
        response: { 200: departureCostsResponse, 404: errorBody, ...refusals },
      },
    },
    async (request) =>
      removeDepartureCost(deps, signedInUser(request), request.params.id, request.params.costId),
  );

  app.get(
    '/tours/:id/departure-costs.csv',
    {
      preValidation: admin,
      schema: {
        tags: ['operations'],
        summary: 'ADMIN: a date’s supplier costs as CSV',
        security,
        params: tourParams,
        querystring: departureDateQuery,
        response: { 400: errorBody, 404: errorBody, ...refusals },
      },
    },
    async (request, reply) => {
      const csv = await costsCsv(deps, signedInUser(request), request.params.id, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="costs-${request.query.date}.csv"`)
        .send(csv as never);
    },
  );

  app.get(
    '/tours/:id/margins.csv',
    {
      preValidation: admin,
      schema: {
        tags: ['operations'],
        summary:
          'ADMIN: the package’s margin per date (paid, refunded, revenue kept, supplier costs, creator share, margin) as CSV',
        security,
        params: tourParams,
        response: { 404: errorBody, ...refusals },
      },
    },
    async (request, reply) => {
      const csv = await marginsCsv(deps, signedInUser(request), request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="margins.csv"')
        .send(csv as never);
    },
  );
};
