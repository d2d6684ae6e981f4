import { adminStats } from '@wayfarer/shared/schemas/admin';
import { errorBody } from '@wayfarer/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAdminStats } from './admin.service.ts';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/stats',
    {
      preValidation: [app.authenticate, app.requireRole('ADMIN')],
      schema: {
        tags: ['admin'],
        summary:
          'ADMIN: creators, packages and leads by status, paid bookings, money booked, collected, outstanding and refunded, lead conversion, the last 12 months',
        security: [{ bearerAuth: [] }],
        response: { 200: adminStats, 401: errorBody, 403: errorBody },
      },
    },
    async () => getAdminStats(app.deps.db),
  );
};
