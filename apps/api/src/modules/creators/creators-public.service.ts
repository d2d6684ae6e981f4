import type { Paged } from '@wayfarer/shared/schemas/catalogue';
import {
  type CreatorAdminRow,
  type CreatorCard,
  type CreatorPublic,
  creatorMessages,
} from '@wayfarer/shared/schemas/creator';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { offsetOf, toPaged } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import { findBannerImages, findMemories } from './creator-gallery.repository.ts';
import { findCreatorDestinationRefs, findSocialLinks } from './creator-relations.repository.ts';
import { toCreatorAdminRow, toCreatorCard, toCreatorPublic } from './creator-views.ts';
import {
  type CreatorRow,
  findCreatorById,
  findCreatorByUsername,
  listCreatorsNewestFirst,
  listFeaturedCreators,
  searchCreatorsForAdmin,
  setCreatorFeatured,
} from './creators.repository.ts';

export const CREATOR_GRID_PAGE_SIZE = 12;
export const ADMIN_CREATOR_PAGE_SIZE = 20;
/** Without featured creators, the feature strip shows this many of the newest. */
export const RECENT_CREATORS_SHOWN = 8;
/** A bound on the featured list, however many an admin marks. */
export const FEATURED_CREATORS_MAX = 50;

export async function getPublicCreatorById(db: Database, id: string): Promise<CreatorPublic> {
  return toPublicProfile(db, isUuid(id) ? await findCreatorById(db, id) : undefined);
}

/** `/@{username}`: any case of the username finds the creator. */
export async function getPublicCreatorByUsername(db: Database, username: string): Promise<CreatorPublic> {
  return toPublicProfile(db, await findCreatorByUsername(db, username));
}

async function toPublicProfile(db: Database, row: CreatorRow | undefined): Promise<CreatorPublic> {
  if (!row) throw new AppError('CREATOR_NOT_FOUND', creatorMessages.creatorNotFound);
  const [links, destinations, banners, memories] = [
    await findSocialLinks(db, [row.id]),
    await findCreatorDestinationRefs(db, [row.id]),
    await findBannerImages(db, row.id),
    await findMemories(db, row.id),
  ];
  return toCreatorPublic(row, { links, destinations, banners, memories });
}

/** Those an admin marked featured; when there are none, the newest creators. */
export async function getFeaturedCreators(db: Database): Promise<CreatorCard[]> {
  const featured = await listFeaturedCreators(db, FEATURED_CREATORS_MAX);
  if (featured.length > 0) return featured.map(toCreatorCard);
  const { rows } = await listCreatorsNewestFirst(db, { offset: 0, limit: RECENT_CREATORS_SHOWN });
  return rows.map(toCreatorCard);
}

/** The public grid "Our Travel Trendsetters" (spec 001 §2), newest first. */
export async function getCreatorCardPage(db: Database, page: number): Promise<Paged<CreatorCard>> {
  const request = { page, limit: CREATOR_GRID_PAGE_SIZE };
  const { rows, total } = await listCreatorsNewestFirst(db, {
    offset: offsetOf(request),
    limit: request.limit,
  });
  return toPaged(rows.map(toCreatorCard), total, request);
}

export async function getAdminCreatorPage(
  db: Database,
  input: { page: number; query: string },
): Promise<Paged<CreatorAdminRow>> {
  const request = { page: input.page, limit: ADMIN_CREATOR_PAGE_SIZE };
  const { rows, total } = await searchCreatorsForAdmin(db, {
    query: input.query,
    offset: offsetOf(request),
    limit: request.limit,
  });
  return toPaged(rows.map(toCreatorAdminRow), total, request);
}

/** The featured switch of the admin's creator list feeds `GET /creators/feature`. */
export async function featureCreator(db: Database, id: string, featured: boolean): Promise<CreatorAdminRow> {
  const row = isUuid(id) ? await setCreatorFeatured(db, id, featured) : undefined;
  if (!row) throw new AppError('CREATOR_NOT_FOUND', creatorMessages.creatorNotFound);
  return toCreatorAdminRow(row);
}
