import type { NamedRef } from '@wayfarer/shared/schemas/catalogue';
import { and, count, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { byNameRelevance, nameContains, nameEquals, nameMatches } from '../../db/name-search.ts';
import {
  destinationGroupDestinations,
  destinations,
  hotels,
  tourItineraries,
  tourPackageDestinations,
  tourPackages,
} from '../../db/schema.ts';

// The UI's "Place" is the API's destination (ARCHITECTURE.md, spec vocabulary).
export type PlaceRow = typeof destinations.$inferSelect;

export async function insertPlace(db: Database, name: string): Promise<PlaceRow> {
  const [row] = await db.insert(destinations).values({ name }).returning();
  return row!;
}

export async function updatePlaceName(db: Database, id: string, name: string): Promise<PlaceRow | undefined> {
  const [row] = await db.update(destinations).set({ name }).where(eq(destinations.id, id)).returning();
  return row;
}

export async function findPlaceById(db: Database, id: string): Promise<PlaceRow | undefined> {
  const [row] = await db.select().from(destinations).where(eq(destinations.id, id)).limit(1);
  return row;
}

/** Another place already has this name, whatever its case. */
export async function isPlaceNameTaken(db: Database, name: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: destinations.id })
    .from(destinations)
    .where(and(nameEquals(destinations.name, name), exceptId ? ne(destinations.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

/** A page in name order; `query` (may be empty) filters by name. */
export async function listPlaces(
  db: Database,
  options: { query: string; offset: number; limit: number },
): Promise<{ rows: PlaceRow[]; total: number }> {
  const where = options.query ? nameContains(destinations.name, options.query) : undefined;
  const rows = await db
    .select()
    .from(destinations)
    .where(where)
    .orderBy(sql`lower(${destinations.name})`, destinations.id)
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db.select({ value: count() }).from(destinations).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** The picker's search: names containing the text or close to it, best match first. */
export async function searchPlaceNames(db: Database, name: string, limit: number): Promise<NamedRef[]> {
  const query = db.select({ id: destinations.id, name: destinations.name }).from(destinations);
  if (!name) return query.orderBy(sql`lower(${destinations.name})`).limit(limit);
  return query
    .where(nameMatches(destinations.name, name))
    .orderBy(...byNameRelevance(destinations.name, name))
    .limit(limit);
}

/** Which of these (UUID-shaped) ids name a place. */
export async function findExistingPlaceIds(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: destinations.id })
    .from(destinations)
    .where(inArray(destinations.id, ids));
  return rows.map((row) => row.id);
}

/** What uses a place: its hotels and the destination groups listing it (indexed counts). */
export async function countPlaceUsage(db: Database, id: string): Promise<{ hotels: number; groups: number }> {
  const [usedByHotels] = await db.select({ value: count() }).from(hotels).where(eq(hotels.destinationId, id));
  const [usedByGroups] = await db
    .select({ value: count() })
    .from(destinationGroupDestinations)
    .where(eq(destinationGroupDestinations.destinationId, id));
  return { hotels: usedByHotels?.value ?? 0, groups: usedByGroups?.value ?? 0 };
}

export async function deletePlace(db: Database, id: string): Promise<void> {
  await db.delete(destinations).where(eq(destinations.id, id));
}

/** How many packages use a place (as a destination or in an itinerary entry). */
export async function countPackagesUsingPlace(db: Database, placeId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(distinct ${tourPackages.id})::int` })
    .from(tourPackages)
    .where(
      or(
        sql`exists (select 1 from ${tourPackageDestinations} where ${tourPackageDestinations.packageId} = ${tourPackages.id} and ${tourPackageDestinations.destinationId} = ${placeId})`,
        sql`exists (select 1 from ${tourItineraries} where ${tourItineraries.packageId} = ${tourPackages.id} and ${tourItineraries.destinationId} = ${placeId})`,
      ),
    );
  return Number(row?.value ?? 0);
}
