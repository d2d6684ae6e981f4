import { errorBody } from '@wayfarer/shared/schemas/common';
import { siteSettings, siteSettingsBody } from '@wayfarer/shared/schemas/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSiteSettings, saveSiteSettings } from './settings.service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: "The site's public contact details (footer) and the business its receipts name",
        response: { 200: siteSettings },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return getSiteSettings(app.db);
    },
  );

  app.post(
    '/settings',
    {
      preValidation: [app.authenticate, app.requireRole('ADMIN')],
      schema: {
        tags: ['settings'],
        summary:
          'ADMIN: save the contact details (phone 10 digits, e-mail, http(s) social link) and the business on receipts (name, address, optional GSTIN)',
        security: [{ bearerAuth: [] }],
        body: siteSettingsBody,
        response: { 200: siteSettings, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => saveSiteSettings(app.db, request.body),
  );
};
