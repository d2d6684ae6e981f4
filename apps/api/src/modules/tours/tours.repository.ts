import { and, asc, count, desc, eq, inArray, like, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { nameContains } from '../../db/name-search.ts';
import {
  creators,
  destinations,
  hotels,
  tourCustomPricings,
  tourDates,
  tourDepartures,
  tourExclusions,
  tourHotels,
  tourInclusions,
  tourItineraries,
  tourPackageDestinations,
  tourPackages,
  tourSimplePricings,
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
  const [total] = await db.select({ value: count() }).from(tourPackages).where(where);
  return { rows: rows.map((row) => ({ ...row.pkg, creator: row.creator })), total: total?.value ?? 0 };
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
// Pricing

export type DepartureRow = typeof tourDepartures.$inferSelect;
export type SimplePricingRow = typeof tourSimplePricings.$inferSelect;
export type CustomPricingRow = typeof tourCustomPricings.$inferSelect;
export type DepartureWithPricings = DepartureRow & {
  simplePricings: SimplePricingRow[];
  customPricings: CustomPricingRow[];
};

/** The package's departures with their pricings: three queries, whatever the count. */
export async function findDepartures(db: Database, packageId: string): Promise<DepartureWithPricings[]> {
  const departures = await db
    .select()
    .from(tourDepartures)
    .where(eq(tourDepartures.packageId, packageId))
    .orderBy(asc(tourDepartures.position), asc(tourDepartures.id));
  if (departures.length === 0) return [];
  const ids = departures.map((d) => d.id);
  const simple = await db
    .select()
    .from(tourSimplePricings)
    .where(inArray(tourSimplePricings.departureId, ids))
    .orderBy(asc(tourSimplePricings.position));
  const custom = await db
    .select()
    .from(tourCustomPricings)
    .where(inArray(tourCustomPricings.departureId, ids))
    .orderBy(asc(tourCustomPricings.position));
  return departures.map((departure) => ({
    ...departure,
    simplePricings: simple.filter((p) => p.departureId === departure.id),
    customPricings: custom.filter((p) => p.departureId === departure.id),
  }));
}

export async function findDepartureNames(db: Database, packageId: string) {
  return db
    .select({ id: tourDepartures.id, name: tourDepartures.name })
    .from(tourDepartures)
    .where(eq(tourDepartures.packageId, packageId))
    .orderBy(asc(tourDepartures.position), asc(tourDepartures.id));
}

export async function deleteDeparturesExcept(db: Database, packageId: string, keep: string[]): Promise<void> {
  await db
    .delete(tourDepartures)
    .where(
      and(
        eq(tourDepartures.packageId, packageId),
        keep.length > 0 ? notInArray(tourDepartures.id, keep) : undefined,
      ),
    );
}

export async function upsertDeparture(
  db: Database,
  packageId: string,
  departure: { id?: string; name: string; inclusions: { inclusion: string }[]; position: number },
): Promise<string> {
  const values = { name: departure.name, inclusions: departure.inclusions, position: departure.position };
  if (departure.id) {
    await db.update(tourDepartures).set(values).where(eq(tourDepartures.id, departure.id));
    return departure.id;
  }
  const [row] = await db
    .insert(tourDepartures)
    .values({ packageId, ...values })
    .returning({ id: tourDepartures.id });
  return row!.id;
}

export async function replaceSimplePricings(
  db: Database,
  departureId: string,
  pricings: { adult: number; child: number; pricePaise: number }[],
): Promise<void> {
  await db.delete(tourSimplePricings).where(eq(tourSimplePricings.departureId, departureId));
  if (pricings.length > 0) {
    await db
      .insert(tourSimplePricings)
      .values(pricings.map((pricing, position) => ({ departureId, ...pricing, position })));
  }
}

/** Custom pricings keep their ids (checkout refers to them); those left out are deleted. */
export async function syncCustomPricings(
  db: Database,
  departureId: string,
  pricings: { id?: string; name: string; pricePaise: number; totalPeople: number }[],
): Promise<void> {
  const keep = pricings.flatMap((p) => (p.id ? [p.id] : []));
  await db
    .delete(tourCustomPricings)
    .where(
      and(
        eq(tourCustomPricings.departureId, departureId),
        keep.length > 0 ? notInArray(tourCustomPricings.id, keep) : undefined,
      ),
    );
  for (const [position, pricing] of pricings.entries()) {
    const values = {
      name: pricing.name,
      pricePaise: pricing.pricePaise,
      totalPeople: pricing.totalPeople,
      position,
    };
    if (pricing.id)
      await db.update(tourCustomPricings).set(values).where(eq(tourCustomPricings.id, pricing.id));
    else await db.insert(tourCustomPricings).values({ departureId, ...values });
  }
}

// ---------------------------------------------------------------------------------------------
// Availability

export type TourDateRow = typeof tourDates.$inferSelect;

export async function findTourDates(db: Database, packageId: string): Promise<TourDateRow[]> {
  return db
    .select()
    .from(tourDates)
    .where(eq(tourDates.packageId, packageId))
    .orderBy(asc(tourDates.date), asc(tourDates.departureId));
}

/**
 * The package's dates become exactly `wanted`: a (departure, date) already stored keeps its row
 * (and id, which seat holds refer to) with the new seats; the others are deleted or inserted.
 */
export async function syncTourDates(
  db: Database,
  packageId: string,
  wanted: { departureId: string; date: string; seats: number | null }[],
): Promise<void> {
  const existing = await findTourDates(db, packageId);
  const key = (d: { departureId: string; date: string }) => `${d.departureId}|${d.date}`;
  const wantedByKey = new Map(wanted.map((d) => [key(d), d]));
  const existingByKey = new Map(existing.map((d) => [key(d), d]));
  const stale = existing.filter((d) => !wantedByKey.has(key(d))).map((d) => d.id);
  if (stale.length > 0) await db.delete(tourDates).where(inArray(tourDates.id, stale));
  const fresh: (typeof tourDates.$inferInsert)[] = [];
  for (const date of wanted) {
    const row = existingByKey.get(key(date));
    if (!row) fresh.push({ packageId, ...date });
    else if (row.seats !== date.seats) {
      await db.update(tourDates).set({ seats: date.seats }).where(eq(tourDates.id, row.id));
    }
  }
  if (fresh.length > 0) await db.insert(tourDates).values(fresh);
}

// ---------------------------------------------------------------------------------------------
// Counts for other modules

/** Packages per status, one grouped query. */
export async function countPackagesByStatus(
  db: Database,
  creatorId?: string,
): Promise<Record<TourPackageRow['status'], number>> {
  const rows = await db
    .select({ status: tourPackages.status, value: count() })
    .from(tourPackages)
    .where(creatorId ? eq(tourPackages.creatorId, creatorId) : undefined)
    .groupBy(tourPackages.status);
  const byStatus = { Draft: 0, Published: 0, Rejected: 0 };
  for (const row of rows) byStatus[row.status] = row.value;
  return byStatus;
}

/** How many package rows use a place (destinations + itinerary entries) or a hotel. */
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

export async function countPackagesUsingHotel(db: Database, hotelId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(distinct ${tourHotels.packageId})::int` })
    .from(tourHotels)
    .where(eq(tourHotels.hotelId, hotelId));
  return Number(row?.value ?? 0);
}
