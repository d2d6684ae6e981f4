import { Readable } from 'node:stream';
import { errorBody } from '@wayfarer/shared/schemas/common';
import {
  adminEarningsQuery,
  createPayoutBody,
  earningsQuery,
  earningsResponse,
  markPayoutPaidBody,
  payableCreatorsResponse,
  payout,
  payoutListQuery,
  payoutListResponse,
  statementQuery,
} from '@wayfarer/shared/schemas/earnings';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInCreator, signedInUser } from '../../lib/auth-user.ts';
import { type EarningsDeps, getEarnings } from './earnings.service.ts';
import {
  cancelPayout,
  createPayout,
  getPayableCreators,
  getPayoutPage,
  getPayoutStatement,
  markPayoutPaid,
} from './payouts.service.ts';
import { statementCsv } from './statement.ts';

const security = [{ bearerAuth: [] }];
const payoutParams = z.object({ id: z.string().max(100) });
const refusals = { 401: errorBody, 403: errorBody };

// The creators' earnings and the admin's payouts. A creator reads only its own
// ledger; the creator id always comes from the token, never from the request.
export const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: EarningsDeps = app.deps;
  const admin = [app.authenticate, app.requireRole('ADMIN')];
  const creator = [app.authenticate, app.requireCreator];

  app.get(
    '/earnings/me',
    {
      preValidation: creator,
      schema: {
        tags: ['earnings'],
        summary: 'The signed-in creator’s earnings: summary by status and the ledger rows, newest first',
        security,
        querystring: earningsQuery,
        response: { 200: earningsResponse, ...refusals },
      },
    },
    async (request) => getEarnings(deps, { ...request.query, creatorId: signedInCreator(request).creatorId }),
  );

  app.get(
    '/earnings/me/statement.csv',
    {
      preValidation: creator,
      schema: {
        tags: ['earnings'],
        summary: 'The signed-in creator’s ledger rows created from `from` to `to` (India dates), as CSV',
        security,
        querystring: statementQuery,
        response: { 400: errorBody, ...refusals },
      },
    },
    async (request, reply) => {
      const { creatorId } = signedInCreator(request);
      const { from, to } = request.query;
      const name = `earnings-${from ?? 'start'}-to-${to ?? 'today'}.csv`;
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          // A stream is sent as it is (no serialiser); the typed reply only knows the error schemas.
          .send(Readable.from(statementCsv(deps, creatorId, { from, to })) as never)
      );
    },
  );

  app.get(
    '/earnings',
    {
      preValidation: admin,
      schema: {
        tags: ['earnings'],
        summary: 'ADMIN: the ledger of every creator or one (creatorId), by status, 20 a page',
        security,
        querystring: adminEarningsQuery,
        response: { 200: earningsResponse, ...refusals },
      },
    },
    async (request) => {
      const { creatorId, ...query } = request.query;
      return getEarnings(deps, { ...query, creatorId: creatorId || undefined });
    },
  );

  app.get(
    '/payouts/payable',
    {
      preValidation: admin,
      schema: {
        tags: ['payouts'],
        summary: 'ADMIN: creators with payable earnings not yet in a payout',
        security,
        response: { 200: payableCreatorsResponse, ...refusals },
      },
    },
    async () => getPayableCreators(deps),
  );

  app.get(
    '/payouts',
    {
      preValidation: [app.authenticate, app.requireAdminOrCreator],
      schema: {
        tags: ['payouts'],
        summary: 'Payouts, newest first: all for an admin, its own for a creator',
        security,
        querystring: payoutListQuery,
        response: { 200: payoutListResponse, ...refusals },
      },
    },
    async (request) => getPayoutPage(deps, signedInUser(request), request.query),
  );

  app.post(
    '/payouts',
    {
      preValidation: admin,
      schema: {
        tags: ['payouts'],
        summary: 'ADMIN: a payout of all the creator’s payable rows; 409 "Nothing payable"',
        security,
        body: createPayoutBody,
        response: { 201: payout, 400: errorBody, 404: errorBody, 409: errorBody, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPayout(deps, signedInUser(request).id, request.body.creatorId)),
  );

  app.post(
    '/payouts/:id/paid',
    {
      preValidation: admin,
      schema: {
        tags: ['payouts'],
        summary: 'ADMIN: a pending payout was paid, with the bank reference (UTR) and date',
        security,
        params: payoutParams,
        body: markPayoutPaidBody,
        response: { 200: payout, 400: errorBody, 404: errorBody, 409: errorBody, ...refusals },
      },
    },
    async (request) => markPayoutPaid(deps, request.params.id, request.body),
  );

  app.post(
    '/payouts/:id/cancel',
    {
      preValidation: admin,
      schema: {
        tags: ['payouts'],
        summary: 'ADMIN: cancel a pending payout; its rows are payable again',
        security,
        params: payoutParams,
        response: { 200: payout, 404: errorBody, 409: errorBody, ...refusals },
      },
    },
    async (request) => cancelPayout(deps, request.params.id),
  );

  app.get(
    '/payouts/:id/statement.pdf',
    {
      preValidation: [app.authenticate, app.requireAdminOrCreator],
      schema: {
        tags: ['payouts'],
        summary:
          'A payout’s statement as PDF: the business, the creator, its rows, total, status, reference and paid-on date (ADMIN, or the payout’s creator)',
        security,
        params: payoutParams,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), 404: errorBody, ...refusals },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await getPayoutStatement(deps, signedInUser(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
