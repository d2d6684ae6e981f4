import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { enquiriesRoutes } from './modules/enquiries/enquiries.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';

/** Every API module, mounted under /v1. Later issues add theirs here. */
export const routes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(mediaRoutes);
  await app.register(enquiriesRoutes);
  await app.register(settingsRoutes);
};
