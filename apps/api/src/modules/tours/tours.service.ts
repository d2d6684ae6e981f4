import {
  type createTourBody,
  type TourListResponse,
  type tourListQuery,
  tourMessages,
} from '@wayfarer/shared/schemas/tour';
import type { Database } from '../../db/client.ts';
import { offsetOf } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { creatorExists } from '../creators/index.ts';
import { listScope } from './tour-access.ts';
import { type Out, refuse, toRupees, withFreeSlug } from './tour-service-support.ts';
import { insertPackage, listPackages } from './tours.repository.ts';

// The package list and a new package. Each editor tab has its own service: tour-overview,
// tour-destination, tour-itinerary, tour-pricing, tour-availability; status changes live in
// tour-publishing.

export async function getTourPage(
  db: Database,
  user: AuthUser,
  input: Out<typeof tourListQuery>,
): Promise<TourListResponse> {
  const request = { page: input.page, limit: input.pageSize };
  const { rows, total } = await listPackages(db, {
    ...listScope(user),
    title: input.title,
    status: input.status,
    offset: offsetOf(request),
    limit: request.limit,
  });
  return {
    tourPackages: rows.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      status: row.status,
      banner: row.banner,
      thumb: row.thumb,
      startingPrice: toRupees(row.startingPricePaise),
      featured: row.featured,
      rejectionReason: row.rejectionReason,
      creator: row.creator,
    })),
    page: request.page,
    totalResults: total,
    totalPages: Math.ceil(total / request.limit),
  };
}

/** An admin names the creator (required, must exist); a creator always creates its own. */
async function creatorForNewPackage(db: Database, user: AuthUser, creatorId: string | null | undefined) {
  if (user.role !== 'ADMIN') return listScope(user).creatorId!;
  if (!creatorId) {
    refuse([{ path: 'creatorId', message: tourMessages.creatorRequired }]);
  }
  if (!isUuid(creatorId) || !(await creatorExists(db, creatorId))) {
    refuse([{ path: 'creatorId', message: tourMessages.creatorNotFound }]);
  }
  return creatorId as string;
}

export async function createTour(
  db: Database,
  user: AuthUser,
  input: Out<typeof createTourBody>,
): Promise<{ id: string; slug: string }> {
  const creatorId = await creatorForNewPackage(db, user, input.creatorId);
  const row = await withFreeSlug(db, input.title, undefined, (slug) =>
    insertPackage(db, { creatorId, slug, title: input.title, description: input.description }),
  );
  return { id: row.id, slug: row.slug };
}
