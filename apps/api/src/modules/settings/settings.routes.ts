import { errorBody } from '@wayfarer/shared/schemas/common';
import { adminSiteSettings, siteSettings, siteSettingsBody } from '@wayfarer/shared/schemas/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tcsSettings, tcsSettingsView } from '@wayfarer/shared/schemas/paperwork';
import {
  getAdminSiteSettings,
  getSiteSettings,
  getTcsSettingsView,
  saveSiteSettings,
  saveTcsSettings,
} from './settings.service.ts';

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
      return getSiteSettings(app.deps.db);
    },
  );

  app.get(
    '/settings/admin',
    {
      preValidation: [app.authenticate, app.requireRole('ADMIN')],
      schema: {
        tags: ['settings'],
        summary:
          'ADMIN: the settings with the admin notification address ("" = the default, the first admin\'s e-mail, given as notificationEmailDefault)',
        security: [{ bearerAuth: [] }],
        response: { 200: adminSiteSettings, 401: errorBody, 403: errorBody },
      },
    },
    // Signed in: the private-cache plugin marks the answer no-store.
    async () => getAdminSiteSettings(app.deps.db),
  );

  app.post(
    '/settings',
    {
      preValidation: [app.authenticate, app.requireRole('ADMIN')],
      schema: {
        tags: ['settings'],
        summary:
          'ADMIN: save the contact details (phone 10 digits, e-mail, http(s) social link), the business on receipts (name, address, optional GSTIN) and the admin notification address (optional; "" = the first admin\'s e-mail)',
        security: [{ bearerAuth: [] }],
        body: siteSettingsBody,
        response: { 200: adminSiteSettings, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => saveSiteSettings(app.deps.db, request.body),
  );

  // ADR 1377: TCS on overseas packages, at the rates an admin sets when a Finance Act changes them
  // (checkout reads them through /v1/bookings/checkout-paperwork).
  app.get(
    '/settings/tcs',
    {
      preValidation: [app.authenticate, app.requireRole('ADMIN')],
      schema: {
        tags: ['settings'],
        summary: 'ADMIN: the TCS rates (percent) and threshold (rupees) in force',
        security: [{ bearerAuth: [] }],
        response: { 200: tcsSettingsView, 401: errorBody, 403: errorBody },
      },
    },
    async () => getTcsSettingsView(app.deps.db),
  );

  app.put(
    '/settings/tcs',
    {
      preValidation: [app.authenticate, app.requireRole('ADMIN')],
      schema: {
        tags: ['settings'],
        summary: 'ADMIN: set the TCS rates (percent) and threshold (rupees) of the Finance Act in force',
        security: [{ bearerAuth: [] }],
        body: tcsSettings,
        response: { 200: tcsSettingsView, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => saveTcsSettings(app.deps.db, request.body),
  );
};
