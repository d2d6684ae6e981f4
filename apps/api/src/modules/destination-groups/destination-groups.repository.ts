import type { NamedRef } from '@wayfarer/shared/schemas/catalogue';
import { and, asc, count, eq, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { byNameRelevance, nameContains, nameEquals, nameMatches } from '../../db/name-search.ts';
import {
  creatorDestinations,
  destinationGroupDestinations,
  destinationGroups,
  destinations,
} from '../../db/schema.ts';

export type DestinationGroupRow = typeof destinationGroups.$inferSelect;
export type NewDestinationGroup = Pick<
  typeof destinationGroups.$inferInsert,
  'name' | 'slug' | 'image' | 'banner'
>;
export type PlaceRow = typeof destinations.$inferSelect;
/** A place of a group, as the group's `destinationGroupDestinations` lists it. */
export type GroupPlace = NamedRef & { groupId: string };

export async function insertDestinationGroups(
  db: Database,
  rows: NewDestinationGroup[],
): Promise<DestinationGroupRow[]> {
  if (rows.length === 0) return [];
  return db.insert(destinationGroups).values(rows).returning();
}

/**
 * Places (the API's destinations) with these names, created when missing (names are unique
 * whatever their case); answers every one of them. The demo seed and the package writer use it.
 */
export async function ensurePlaces(db: Database, names: string[]): Promise<PlaceRow[]> {
  if (names.length === 0) return [];
  await db
    .insert(destinations)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
  return db
    .select()
    .from(destinations)
    .where(
      inArray(
        sql`lower(${destinations.name})`,
        names.map((name) => name.toLowerCase()),
      ),
    );
}

export async function linkGroupPlaces(
  db: Database,
  links: { groupId: string; destinationId: string }[],
): Promise<void> {
  if (links.length === 0) return;
  await db.insert(destinationGroupDestinations).values(links).onConflictDoNothing();
}

export async function findDestinationGroupById(
  db: Database,
  id: string,
): Promise<DestinationGroupRow | undefined> {
  const [row] = await db.select().from(destinationGroups).where(eq(destinationGroups.id, id)).limit(1);
  return row;
}

/** A page in name order; `query` (may be empty) filters by name. */
export async function listDestinationGroups(
  db: Database,
  options: { query: string; offset: number; limit: number },
): Promise<{ rows: DestinationGroupRow[]; total: number }> {
  const where = options.query ? nameContains(destinationGroups.name, options.query) : undefined;
  const rows = await db
    .select()
    .from(destinationGroups)
    .where(where)
    .orderBy(sql`lower(${destinationGroups.name})`, destinationGroups.id)
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db.select({ value: count() }).from(destinationGroups).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** The places of several groups in one query, in name order. */
export async function findPlacesOfGroups(db: Database, groupIds: string[]): Promise<GroupPlace[]> {
  if (groupIds.length === 0) return [];
  return db
    .select({
      groupId: destinationGroupDestinations.groupId,
      id: destinations.id,
      name: destinations.name,
    })
    .from(destinationGroupDestinations)
    .innerJoin(destinations, eq(destinations.id, destinationGroupDestinations.destinationId))
    .where(inArray(destinationGroupDestinations.groupId, groupIds))
    .orderBy(asc(sql`lower(${destinations.name})`));
}

/** The picker's search: names containing the text or close to it, best match first. */
export async function searchDestinationGroupNames(
  db: Database,
  name: string,
  limit: number,
): Promise<NamedRef[]> {
  const query = db.select({ id: destinationGroups.id, name: destinationGroups.name }).from(destinationGroups);
  if (!name) return query.orderBy(sql`lower(${destinationGroups.name})`).limit(limit);
  return query
    .where(nameMatches(destinationGroups.name, name))
    .orderBy(...byNameRelevance(destinationGroups.name, name))
    .limit(limit);
}

/** Which of these (UUID-shaped) ids name a destination group. */
export async function findExistingDestinationGroupIds(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: destinationGroups.id })
    .from(destinationGroups)
    .where(inArray(destinationGroups.id, ids));
  return rows.map((row) => row.id);
}

export async function hasDestinationGroups(db: Database): Promise<boolean> {
  const rows = await db.select({ id: destinationGroups.id }).from(destinationGroups).limit(1);
  return rows.length > 0;
}

/** Ids by lower-cased name, for the given names that exist. */
export async function findDestinationGroupIdsByName(
  db: Database,
  names: string[],
): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ id: destinationGroups.id, name: destinationGroups.name })
    .from(destinationGroups)
    .where(
      inArray(
        sql`lower(${destinationGroups.name})`,
        names.map((name) => name.toLowerCase()),
      ),
    );
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

export async function updateDestinationGroup(
  db: Database,
  id: string,
  values: Pick<NewDestinationGroup, 'name' | 'image' | 'banner'>,
): Promise<DestinationGroupRow | undefined> {
  const [row] = await db
    .update(destinationGroups)
    .set(values)
    .where(eq(destinationGroups.id, id))
    .returning();
  return row;
}

export async function findDestinationGroupBySlug(
  db: Database,
  slug: string,
): Promise<DestinationGroupRow | undefined> {
  const [row] = await db.select().from(destinationGroups).where(eq(destinationGroups.slug, slug)).limit(1);
  return row;
}

/** Another group already has this name, whatever its case. */
export async function isDestinationGroupNameTaken(
  db: Database,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: destinationGroups.id })
    .from(destinationGroups)
    .where(
      and(
        nameEquals(destinationGroups.name, name),
        exceptId ? ne(destinationGroups.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The slugs taken among `base` and `base-N` (one query on the unique slug index). */
export async function findSlugsStartingWith(db: Database, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: destinationGroups.slug })
    .from(destinationGroups)
    .where(
      or(
        eq(destinationGroups.slug, base),
        like(destinationGroups.slug, `${base.replace(/[\\%_]/g, '\\$&')}-%`),
      ),
    );
  return new Set(rows.map((row) => row.slug));
}

/** The group lists exactly these places afterwards. */
export async function replaceGroupPlaces(db: Database, groupId: string, placeIds: string[]): Promise<void> {
  await db.delete(destinationGroupDestinations).where(eq(destinationGroupDestinations.groupId, groupId));
  await linkGroupPlaces(
    db,
    placeIds.map((destinationId) => ({ groupId, destinationId })),
  );
}

/** How many creators list the group (indexed on creator_destinations.destination_group_id). */
export async function countGroupCreators(db: Database, id: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(creatorDestinations)
    .where(eq(creatorDestinations.destinationGroupId, id));
  return row?.value ?? 0;
}

/** Its place links go with it (ON DELETE CASCADE on group_id). */
export async function deleteDestinationGroup(db: Database, id: string): Promise<void> {
  await db.delete(destinationGroups).where(eq(destinationGroups.id, id));
}
