import { and, asc, count, desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import { cappedCount } from '../../db/capped-count.ts';
import type { Database } from '../../db/client.ts';
import { nameContains } from '../../db/name-search.ts';
import {
  creators,
  destinations,
  hotels,
  recordCounts,
  tourExclusions,
  tourHotels,
  tourInclusions,
  tourItineraries,
  tourPackageDestinations,
  tourPackages,
} from '../../db/schema.ts';

export type TourPackageRow = typeof tourPackages.$inferSelect;
export type NewTourPackage = typeof tourPackages.$inferInsert;
export type CreatorChipRow = { id: string; fullName: string; username: string; profileImage: string | null };
/** A package with its creator (one join). */
export type PackageWithCreator = TourPackageRow & { creator: CreatorChipRow };

const creatorChipColumns = {
  id: creators.id,
  fullName: creators.fullName,
  username: creators.username,
  profileImage: creators.profileImage,
};

export async function findPackageWithCreator(
  db: Database,
  id: string,
): Promise<PackageWithCreator | undefined> {
  const [row] = await db
    .select({ pkg: tourPackages, creator: creatorChipColumns })
    .from(tourPackages)
    .innerJoin(creators, eq(creators.id, tourPackages.creatorId))
    .where(eq(tourPackages.id, id))
    .limit(1);
  return row ? { ...row.pkg, creator: row.creator } : undefined;
}

export type TourListFilter = { creatorId?: string; title: string; status: TourPackageRow['status'] | '' };

/** A page, newest first, each row with its creator: one query for the rows, one for the count. */
export async function listPackages(
  db: Database,
  filter: TourListFilter & { offset: number; limit: number },
): Promise<{ rows: PackageWithCreator[]; total: number }> {
  const where = and(
    filter.creatorId ? eq(tourPackages.creatorId, filter.creatorId) : undefined,
    filter.status ? eq(tourPackages.status, filter.status) : undefined,
    filter.title ? nameContains(tourPackages.title, filter.title) : undefined,
  );
  const rows = await db
    .select({ pkg: tourPackages, creator: creatorChipColumns })
    .from(tourPackages)
    .innerJoin(creators, eq(creators.id, tourPackages.creatorId))
    .where(where)
    .orderBy(desc(tourPackages.createdAt), desc(tourPackages.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const total = await cappedCount(db, tourPackages, where);
  return { rows: rows.map((row) => ({ ...row.pkg, creator: row.creator })), total };
}

export async function insertPackage(db: Database, values: NewTourPackage): Promise<TourPackageRow> {
  const [row] = await db.insert(tourPackages).values(values).returning();
  return row!;
}

export async function updatePackage(
  db: Database,
  id: string,
  values: Partial<NewTourPackage>,
): Promise<TourPackageRow | undefined> {
  const [row] = await db
    .update(tourPackages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tourPackages.id, id))
    .returning();
  return row;
}

/** The slugs equal to `base` or `base-<anything>` (candidates for the -2, -3… suffix). */
export async function findSlugsLike(db: Database, base: string, exceptId?: string): Promise<string[]> {
  const escaped = base.replace(/[\\%_]/g, '\\$&');
  const rows = await db
    .select({ slug: tourPackages.slug })
    .from(tourPackages)
    .where(
      and(
        or(eq(tourPackages.slug, base), like(tourPackages.slug, `${escaped}-%`)),
        exceptId ? sql`${tourPackages.id} <> ${exceptId}` : undefined,
      ),
    );
  return rows.map((row) => row.slug);
}

// ---------------------------------------------------------------------------------------------
// Overview

export async function findTextItems(db: Database, packageId: string) {
  const inclusions = await db
    .select({ description: tourInclusions.description })
    .from(tourInclusions)
    .where(eq(tourInclusions.packageId, packageId))
    .orderBy(asc(tourInclusions.position));
  const exclusions = await db
    .select({ description: tourExclusions.description })
    .from(tourExclusions)
    .where(eq(tourExclusions.packageId, packageId))
    .orderBy(asc(tourExclusions.position));
  return { inclusions, exclusions };
}

export async function replaceTextItems(
  db: Database,
  packageId: string,
  inclusions: { description: string }[],
  exclusions: { description: string }[],
): Promise<void> {
  await db.delete(tourInclusions).where(eq(tourInclusions.packageId, packageId));
  await db.delete(tourExclusions).where(eq(tourExclusions.packageId, packageId));
  if (inclusions.length > 0) {
    await db
      .insert(tourInclusions)
      .values(inclusions.map((item, position) => ({ packageId, description: item.description, position })));
  }
  if (exclusions.length > 0) {
    await db
      .insert(tourExclusions)
      .values(exclusions.map((item, position) => ({ packageId, description: item.description, position })));
  }
}

// ---------------------------------------------------------------------------------------------
// Destination

export async function findPackageDestinations(db: Database, packageId: string) {
  return db
    .select({
      destinationId: tourPackageDestinations.destinationId,
      days: tourPackageDestinations.days,
      name: destinations.name,
    })
    .from(tourPackageDestinations)
    .innerJoin(destinations, eq(destinations.id, tourPackageDestinations.destinationId))
    .where(eq(tourPackageDestinations.packageId, packageId))
    .orderBy(asc(tourPackageDestinations.position));
}

export async function findPackageHotels(db: Database, packageId: string) {
  return db
    .select({
      hotelId: tourHotels.hotelId,
      nights: tourHotels.nights,
      name: hotels.name,
      address: hotels.address,
      destinationId: hotels.destinationId,
    })
    .from(tourHotels)
    .innerJoin(hotels, eq(hotels.id, tourHotels.hotelId))
    .where(eq(tourHotels.packageId, packageId))
    .orderBy(asc(tourHotels.position));
}

export async function existingPlaceIds(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: destinations.id })
    .from(destinations)
    .where(inArray(destinations.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function existingHotelIds(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: hotels.id }).from(hotels).where(inArray(hotels.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function replaceDestinations(
  db: Database,
  packageId: string,
  places: { destinationId: string; days: number }[],
  stays: { hotelId: string; nights: number }[],
): Promise<void> {
  await db.delete(tourPackageDestinations).where(eq(tourPackageDestinations.packageId, packageId));
  await db.delete(tourHotels).where(eq(tourHotels.packageId, packageId));
  if (places.length > 0) {
    await db
      .insert(tourPackageDestinations)
      .values(places.map((place, position) => ({ packageId, ...place, position })));
  }
  if (stays.length > 0) {
    await db.insert(tourHotels).values(stays.map((stay, position) => ({ packageId, ...stay, position })));
  }
}

// ---------------------------------------------------------------------------------------------
// Itinerary

export type ItineraryValues = Omit<typeof tourItineraries.$inferInsert, 'id' | 'packageId' | 'position'>;

export async function findItineraries(db: Database, packageId: string) {
  return db
    .select({
      destinationId: tourItineraries.destinationId,
      day: tourItineraries.day,
      image: tourItineraries.image,
      title: tourItineraries.title,
      description: tourItineraries.description,
      meals: tourItineraries.meals,
    })
    .from(tourItineraries)
    .where(eq(tourItineraries.packageId, packageId))
    .orderBy(asc(tourItineraries.position));
}

export async function countItineraries(db: Database, packageId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(tourItineraries)
    .where(eq(tourItineraries.packageId, packageId));
  return row?.value ?? 0;
}

export async function replaceItineraries(db: Database, packageId: string, entries: ItineraryValues[]) {
  await db.delete(tourItineraries).where(eq(tourItineraries.packageId, packageId));
  if (entries.length > 0) {
    await db
      .insert(tourItineraries)
      .values(entries.map((entry, position) => ({ ...entry, packageId, position })));
  }
}

// ---------------------------------------------------------------------------------------------
// Counts for other modules

/** Packages per status, the platform's or a creator's. */
export async function countPackagesByStatus(
  db: Database,
  creatorId?: string,
): Promise<Record<TourPackageRow['status'], number>> {
  // Kept by a trigger on tour_packages (ADR 1211): four rows, whatever the catalogue's size.
  const rows = await db
    .select({ name: recordCounts.name, n: recordCounts.n })
    .from(recordCounts)
    .where(and(eq(recordCounts.scope, creatorId ?? ''), like(recordCounts.name, 'package:%')));
  const byStatus = { Draft: 0, PendingReview: 0, Published: 0, Rejected: 0, ComingSoon: 0 };
  for (const row of rows) {
    const status = row.name.slice('package:'.length);
    if (status in byStatus) byStatus[status as TourPackageRow['status']] = Number(row.n);
  }
  return byStatus;
}

/** How many packages use a hotel. */
export async function countPackagesUsingHotel(db: Database, hotelId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(distinct ${tourHotels.packageId})::int` })
    .from(tourHotels)
    .where(eq(tourHotels.hotelId, hotelId));
  return Number(row?.value ?? 0);
}
