import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { nameContains } from '../../db/name-search.ts';
import { creators, tourPackages, users } from '../../db/schema.ts';

export type CreatorRow = typeof creators.$inferSelect;
export type NewCreator = typeof creators.$inferInsert;
export type CreatorProfilePatch = Partial<
  Pick<NewCreator, 'fullName' | 'profileImage' | 'title' | 'subtitle' | 'showUsername'>
>;
type PageWindow = { offset: number; limit: number };

export async function insertCreators(db: Database, rows: NewCreator[]): Promise<CreatorRow[]> {
  if (rows.length === 0) return [];
  return db.insert(creators).values(rows).returning();
}

export async function updateCreatorProfile(
  db: Database,
  id: string,
  patch: CreatorProfilePatch,
): Promise<void> {
  await db
    .update(creators)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(creators.id, id));
}

/** users.creator_id, set only while empty: false when the user already had a creator. */
export async function linkCreatorToUser(db: Database, userId: string, creatorId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ creatorId, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.creatorId)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function findCreatorById(db: Database, id: string): Promise<CreatorRow | undefined> {
  const [row] = await db.select().from(creators).where(eq(creators.id, id)).limit(1);
  return row;
}

/** Usernames compare case-insensitively (unique index on lower(username)). */
export async function findCreatorByUsername(db: Database, username: string): Promise<CreatorRow | undefined> {
  const [row] = await db
    .select()
    .from(creators)
    .where(sql`lower(${creators.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function isUsernameTaken(db: Database, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: creators.id })
    .from(creators)
    .where(sql`lower(${creators.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

export async function creatorExists(db: Database, id: string): Promise<boolean> {
  const rows = await db.select({ id: creators.id }).from(creators).where(eq(creators.id, id)).limit(1);
  return rows.length > 0;
}

export async function hasCreators(db: Database): Promise<boolean> {
  const rows = await db.select({ id: creators.id }).from(creators).limit(1);
  return rows.length > 0;
}

const newestFirst = [desc(creators.createdAt), desc(creators.id)];

export async function listCreatorsNewestFirst(
  db: Database,
  window: PageWindow,
): Promise<{ rows: CreatorRow[]; total: number }> {
  const rows = await db
    .select()
    .from(creators)
    .orderBy(...newestFirst)
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ value: count() }).from(creators);
  return { rows, total: total?.value ?? 0 };
}

/** Featured creators (an admin marks them), newest first; empty when none is marked. */
export async function listFeaturedCreators(db: Database, limit: number): Promise<CreatorRow[]> {
  return db
    .select()
    .from(creators)
    .where(eq(creators.featured, true))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** The admin list: `query` (may be empty) matches the full name, username or e-mail (ILIKE). */
export async function searchCreatorsForAdmin(
  db: Database,
  options: PageWindow & { query: string },
): Promise<{ rows: CreatorRow[]; total: number }> {
  const { query } = options;
  const where = query
    ? or(
        nameContains(creators.fullName, query),
        nameContains(creators.username, query),
        nameContains(creators.email, query),
      )
    : undefined;
  const rows = await db
    .select()
    .from(creators)
    .where(where)
    .orderBy(...newestFirst)
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db.select({ value: count() }).from(creators).where(where);
  return { rows, total: total?.value ?? 0 };
}

/**
 * The creator's packages: all of them, and the pending ones (spec 001 dashboard). The spec has
 * no "pending approval" status; pending = Draft (written, not yet published), so a Rejected
 * package counts in the total only. One query (tour_packages_creator_created_idx).
 */
export async function countCreatorPackages(
  db: Database,
  creatorId: string,
): Promise<{ total: number; pending: number; published: number }> {
  const [row] = await db
    .select({
      total: count(),
      // Waiting for the admin's review; drafts are the creator's own to publish.
      pending: sql<number>`(count(*) filter (where ${tourPackages.status} = 'PendingReview'))::int`,
      published: sql<number>`(count(*) filter (where ${tourPackages.status} = 'Published'))::int`,
    })
    .from(tourPackages)
    .where(eq(tourPackages.creatorId, creatorId));
  return {
    total: row?.total ?? 0,
    pending: Number(row?.pending ?? 0),
    published: Number(row?.published ?? 0),
  };
}

/** The admin marks a creator featured (or not); undefined when there is no such creator. */
export async function setCreatorFeatured(
  db: Database,
  id: string,
  featured: boolean,
): Promise<CreatorRow | undefined> {
  const [row] = await db
    .update(creators)
    .set({ featured, updatedAt: new Date() })
    .where(eq(creators.id, id))
    .returning();
  return row;
}

export async function countCreators(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(creators);
  return row?.value ?? 0;
}
