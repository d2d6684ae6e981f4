import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { creatorsAdminRoutes } from './modules/creators/creators-admin.routes.ts';
import { creatorGalleryRoutes } from './modules/creators/creator-gallery.routes.ts';
import { creatorsPublicRoutes } from './modules/creators/creators-public.routes.ts';
import { creatorsRoutes } from './modules/creators/creators.routes.ts';
import { destinationGroupsRoutes } from './modules/destination-groups/destination-groups.routes.ts';
import { enquiriesRoutes } from './modules/enquiries/enquiries.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { hotelsRoutes } from './modules/hotels/hotels.routes.ts';
import { leadsRoutes } from './modules/leads/leads.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { placesRoutes } from './modules/places/places.routes.ts';
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
  await app.register(creatorsRoutes);
  await app.register(creatorsPublicRoutes);
  await app.register(creatorGalleryRoutes);
  await app.register(categoriesRoutes);
  await app.register(destinationGroupsRoutes);
  await app.register(placesRoutes);
  await app.register(hotelsRoutes);
  await app.register(creatorsAdminRoutes);
  await app.register(leadsRoutes);
  await app.register(adminRoutes);
};
