import { errorBody } from '@wayfarer/shared/schemas/common';
import { lead, leadListQuery, leadPage, leadStatusBody } from '@wayfarer/shared/schemas/lead';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../lib/auth-user.ts';
import { changeLeadStatus, getLead, getLeadPage } from './leads.service.ts';

const security = [{ bearerAuth: [] }];

// The leads inbox (spec 001 §2 "Leads page", §4 "Leads", §7 "Leads"), shared by admins and
// creators. Guards run at preValidation: 401/403 come before any query or body check.
export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const asAdminOrCreator = [app.authenticate, app.requireAdminOrCreator];

  app.get(
    '/query/me',
    {
      preValidation: asAdminOrCreator,
      schema: {
        tags: ['enquiries'],
        summary: 'Leads, 10 a page, newest first: all for an admin, its own for a creator',
        security,
        querystring: leadListQuery,
        response: { 200: leadPage, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => getLeadPage(app.deps.db, signedInUser(request), request.query),
  );

  app.get(
    '/query/:id',
    {
      preValidation: asAdminOrCreator,
      schema: {
        tags: ['enquiries'],
        summary: 'One lead (admin, or the lead’s creator), with the booking it became',
        security,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: lead, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => getLead(app.deps.db, signedInUser(request), request.params.id),
  );

  app.patch(
    '/query/:id',
    {
      preValidation: asAdminOrCreator,
      schema: {
        tags: ['enquiries'],
        summary: 'Move a lead to new, followed, cancelled or confirmed (admin, or the lead’s creator)',
        security,
        params: z.object({ id: z.string() }),
        body: leadStatusBody,
        response: { 200: lead, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) =>
      changeLeadStatus(app.deps.db, signedInUser(request), request.params.id, request.body.status),
  );
};
