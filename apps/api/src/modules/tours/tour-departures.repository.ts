import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tourCustomPricings, tourDates, tourDepartures, tourSimplePricings } from '../../db/schema.ts';

// Departures with their prices, and the dates they run on (the Pricing and Availability tabs).

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

/** The package's departure `departureId` and whether it has a stored date `date` (undefined: no such departure). */
export async function findDepartureOnDate(
  db: Database,
  filter: { packageId: string; departureId: string; date: string },
): Promise<{ id: string; name: string; dated: boolean } | undefined> {
  const [row] = await db
    .select({ id: tourDepartures.id, name: tourDepartures.name, dateId: tourDates.id })
    .from(tourDepartures)
    .leftJoin(tourDates, and(eq(tourDates.departureId, tourDepartures.id), eq(tourDates.date, filter.date)))
    .where(and(eq(tourDepartures.id, filter.departureId), eq(tourDepartures.packageId, filter.packageId)))
    .limit(1);
  return row && { id: row.id, name: row.name, dated: row.dateId !== null };
}

/** Locks the package's date rows (FOR UPDATE): checkouts for them wait until the save ends. */
export async function lockPackageDates(db: Database, packageId: string): Promise<TourDateRow[]> {
  return db
    .select()
    .from(tourDates)
    .where(eq(tourDates.packageId, packageId))
    .orderBy(asc(tourDates.id))
    .for('update');
}

/**
 * The package's dates become exactly `wanted`: a (departure, date) already stored keeps its row
 * (and id, which seat holds refer to) with the new seats; the others are deleted or inserted.
 */
export async function syncTourDates(
  db: Database,
  packageId: string,
  wanted: {
    departureId: string;
    date: string;
    seats: number | null;
    closedForSale: boolean;
    minTravellers: number | null;
  }[],
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
    if (!row) {
      fresh.push({ packageId, ...date });
      continue;
    }
    // ADR 1204: a date the operator cancelled stays closed for sale.
    const closedForSale = date.closedForSale || row.cancelledAt !== null;
    if (
      row.seats !== date.seats ||
      row.closedForSale !== closedForSale ||
      row.minTravellers !== date.minTravellers
    ) {
      // confirmed_at is left as it is: a confirmed date stays confirmed (ADR 1201).
      await db
        .update(tourDates)
        .set({ seats: date.seats, closedForSale, minTravellers: date.minTravellers })
        .where(eq(tourDates.id, row.id));
    }
  }
  if (fresh.length > 0) await db.insert(tourDates).values(fresh);
}
