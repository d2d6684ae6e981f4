import type { SocialPlatform } from '@wayfarer/shared/enums';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  creatorCategories,
  creatorDestinations,
  creatorSocialLinks,
  destinationGroups,
  tourCategories,
} from '../../db/schema.ts';

// A creator's social links, categories and destinations (destination groups). Readers take
// many creator ids and answer one query each, so a list never queries per row.

export type SocialLinkRow = { creatorId: string; type: SocialPlatform; url: string; position: number };
export type CreatorCategoryRef = { creatorId: string; id: string; name: string };
export type CreatorDestinationRef = {
  creatorId: string;
  id: string;
  name: string;
  slug: string;
  image: string | null;
};

export async function insertSocialLinks(db: Database, rows: SocialLinkRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(creatorSocialLinks).values(rows);
}

export async function insertCreatorCategories(
  db: Database,
  rows: { creatorId: string; categoryId: string }[],
): Promise<void> {
  if (rows.length > 0) await db.insert(creatorCategories).values(rows).onConflictDoNothing();
}

export async function insertCreatorDestinations(
  db: Database,
  rows: { creatorId: string; destinationGroupId: string }[],
): Promise<void> {
  if (rows.length > 0) await db.insert(creatorDestinations).values(rows).onConflictDoNothing();
}

/** Removes the creator's links, categories and destinations (before saving the new ones). */
export async function deleteCreatorRelations(db: Database, creatorId: string): Promise<void> {
  await db.delete(creatorSocialLinks).where(eq(creatorSocialLinks.creatorId, creatorId));
  await db.delete(creatorCategories).where(eq(creatorCategories.creatorId, creatorId));
  await db.delete(creatorDestinations).where(eq(creatorDestinations.creatorId, creatorId));
}

export async function findSocialLinks(db: Database, creatorIds: string[]): Promise<SocialLinkRow[]> {
  if (creatorIds.length === 0) return [];
  return db
    .select({
      creatorId: creatorSocialLinks.creatorId,
      type: creatorSocialLinks.type,
      url: creatorSocialLinks.url,
      position: creatorSocialLinks.position,
    })
    .from(creatorSocialLinks)
    .where(inArray(creatorSocialLinks.creatorId, creatorIds))
    .orderBy(asc(creatorSocialLinks.creatorId), asc(creatorSocialLinks.position));
}

export async function findCreatorCategoryRefs(
  db: Database,
  creatorIds: string[],
): Promise<CreatorCategoryRef[]> {
  if (creatorIds.length === 0) return [];
  return db
    .select({ creatorId: creatorCategories.creatorId, id: tourCategories.id, name: tourCategories.name })
    .from(creatorCategories)
    .innerJoin(tourCategories, eq(tourCategories.id, creatorCategories.categoryId))
    .where(inArray(creatorCategories.creatorId, creatorIds))
    .orderBy(sql`lower(${tourCategories.name})`);
}

export async function findCreatorDestinationRefs(
  db: Database,
  creatorIds: string[],
): Promise<CreatorDestinationRef[]> {
  if (creatorIds.length === 0) return [];
  return db
    .select({
      creatorId: creatorDestinations.creatorId,
      id: destinationGroups.id,
      name: destinationGroups.name,
      slug: destinationGroups.slug,
      image: destinationGroups.image,
    })
    .from(creatorDestinations)
    .innerJoin(destinationGroups, eq(destinationGroups.id, creatorDestinations.destinationGroupId))
    .where(inArray(creatorDestinations.creatorId, creatorIds))
    .orderBy(sql`lower(${destinationGroups.name})`);
}
