import type { BookingStatus, PaymentStatus } from '@wayfarer/shared/enums';
import { and, desc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import { COUNT_CAP, cappedCount } from '../../db/capped-count.ts';
import type { Database } from '../../db/client.ts';
import { nameContains } from '../../db/name-search.ts';
import { bookings, paymentAttempts, recordCounts, tourDates, tourPackages } from '../../db/schema.ts';

/** The booked selection's JSON shapes (the `selection` column), for the services that price and show it. */
export type { BookingSelection, CustomSelectionItem, SimpleSelectionItem } from '../../db/schema.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type AttemptRow = typeof paymentAttempts.$inferSelect;
/** What checkout writes; the booking number is drawn from booking_number_seq here. */
export type NewBooking = Omit<
  typeof bookings.$inferInsert,
  'id' | 'bookingNumber' | 'paymentStatus' | 'paidPaise' | 'createdAt' | 'updatedAt'
>;
export type BookingWithPackage = BookingRow & {
  tourPackage: { id: string; title: string; banner: string; slug: string };
};

const withPackage = {
  booking: bookings,
  packageTitle: tourPackages.title,
  packageBanner: tourPackages.banner,
  packageSlug: tourPackages.slug,
};
type JoinedRow = { booking: BookingRow; packageTitle: string; packageBanner: string; packageSlug: string };
const toBookingWithPackage = (row: JoinedRow): BookingWithPackage => ({
  ...row.booking,
  tourPackage: {
    id: row.booking.packageId,
    title: row.packageTitle,
    banner: row.packageBanner,
    slug: row.packageSlug,
  },
});

export async function findBooking(db: Database, id: string): Promise<BookingWithPackage | undefined> {
  const [row] = await db
    .select(withPackage)
    .from(bookings)
    .innerJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
    .where(eq(bookings.id, id))
    .limit(1);
  return row ? toBookingWithPackage(row) : undefined;
}

/**
 * ADR 1302, 1310: what says who may act as the booking's traveller — its manage key, and its
 * address for a traveller session (undefined when there is no such booking).
 */
export async function findTravellerAccess(
  db: Database,
  id: string,
): Promise<{ manageKey: string; email: string } | undefined> {
  const [row] = await db
    .select({ manageKey: bookings.manageKey, email: bookings.email })
    .from(bookings)
    .where(eq(bookings.id, id))
    .limit(1);
  return row;
}

export async function findBookingByIdempotencyKey(
  db: Database,
  key: string,
): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.idempotencyKey, key)).limit(1);
  return row;
}

/** The booking's latest payment attempt. */
export async function findLatestAttempt(db: Database, bookingId: string): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.bookingId, bookingId))
    .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id))
    .limit(1);
  return row;
}

/**
 * The attempt of the booking's first payment (token or full), which paymentStatus and
 * GET /v1/bookings/payment/{id} describe; balance payments come later and never replace it.
 */
export async function findFirstPaymentAttempt(
  db: Database,
  bookingId: string,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.bookingId, bookingId), inArray(paymentAttempts.kind, ['token', 'full'])))
    .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id))
    .limit(1);
  return row;
}

export async function findAttemptByMerchantTransactionId(
  db: Database,
  merchantTransactionId: string,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.merchantTransactionId, merchantTransactionId))
    .limit(1);
  return row;
}

export type BookingFilter = {
  creatorId?: string;
  search: string;
  status: PaymentStatus | '';
  bookingStatus?: BookingStatus | '';
};

function whereOf(filter: BookingFilter): SQL | undefined {
  const search = filter.search
    ? or(
        nameContains(bookings.name, filter.search),
        nameContains(bookings.email, filter.search),
        nameContains(bookings.phone, filter.search),
        nameContains(bookings.bookingNumber, filter.search),
      )
    : undefined;
  return and(
    filter.creatorId ? eq(bookings.creatorId, filter.creatorId) : undefined,
    filter.status ? eq(bookings.paymentStatus, filter.status) : undefined,
    filter.bookingStatus ? eq(bookings.status, filter.bookingStatus) : undefined,
    search,
  );
}

/** A page, newest first. */
export async function listBookings(
  db: Database,
  filter: BookingFilter & { offset: number; limit: number },
): Promise<{ rows: BookingWithPackage[]; total: number }> {
  const where = whereOf(filter);
  const rows = await db
    .select(withPackage)
    .from(bookings)
    .innerJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(filter.limit)
    .offset(filter.offset);
  // Up to COUNT_CAP: an exact count read every matching booking on every page. Without
  // a search the filters are a scope and a status of each kind, whose bookings are kept counted
  // (ADR 1226): capped alike, without reading up to COUNT_CAP index entries.
  const total = filter.search
    ? await cappedCount(db, bookings, where)
    : Math.min(COUNT_CAP, await countKeptBookings(db, filter));
  return { rows: rows.map(toBookingWithPackage), total };
}

/** `_` and `%` stand for themselves in a LIKE pattern (statuses have underscores). */
const likeLiteral = (text: string) => text.replace(/[\\_%]/g, (c) => `\\${c}`);

/**
 * The bookings of a scope (every creator, or one) of a booking status and a payment status, either
 * or both left open, from the counts kept per pair (record_counts 'booking:<status>:<payment>',
 * migration 0030).
 */
async function countKeptBookings(db: Database, filter: BookingFilter): Promise<number> {
  const name = `booking:${filter.bookingStatus ? likeLiteral(filter.bookingStatus) : '%'}:${
    filter.status ? likeLiteral(filter.status) : '%'
  }`;
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${recordCounts.n}), 0)::text` })
    .from(recordCounts)
    .where(and(eq(recordCounts.scope, filter.creatorId || ''), like(recordCounts.name, name)));
  return Number(row?.n ?? 0);
}

/** The creator's 5 latest paid bookings (its dashboard; the totals are kept, ADR 1211). */
export async function recentPaidBookings(db: Database, creatorId: string): Promise<BookingWithPackage[]> {
  const paid = and(eq(bookings.creatorId, creatorId), eq(bookings.paymentStatus, 'PAYMENT_SUCCESS'));
  const recent = await db
    .select(withPackage)
    .from(bookings)
    .innerJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
    .where(paid)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(5);
  return recent.map(toBookingWithPackage);
}

// ---------------------------------------------------------------------------------------------
// Checkout.

/** The package as checkout prices it. */
export async function findCheckoutPackage(db: Database, id: string) {
  const [row] = await db
    .select({
      id: tourPackages.id,
      creatorId: tourPackages.creatorId,
      title: tourPackages.title,
      status: tourPackages.status,
      tourType: tourPackages.tourType,
      pricingType: tourPackages.pricingType,
      instalmentPlan: tourPackages.instalmentPlan,
      // ADR 1377: an overseas package collects TCS against the lead traveller's PAN.
      isInternational: tourPackages.isInternational,
    })
    .from(tourPackages)
    .where(eq(tourPackages.id, id))
    .limit(1);
  return row;
}

/** The dated departure row for a day, if the departure has one (seat caps live there). */
export async function findTourDate(
  db: Database,
  departureId: string,
  date: string,
): Promise<{ id: string; seats: number | null; closedForSale: boolean } | undefined> {
  const [row] = await db
    .select({ id: tourDates.id, seats: tourDates.seats, closedForSale: tourDates.closedForSale })
    .from(tourDates)
    .where(and(eq(tourDates.departureId, departureId), eq(tourDates.date, date)))
    .limit(1);
  return row;
}

/** Inserts a booking numbered WF000001, WF000002, … (throws a unique violation for a reused key). */
export async function insertBooking(tx: Database, values: NewBooking): Promise<BookingRow> {
  const [row] = await tx
    .insert(bookings)
    .values({ ...values, bookingNumber: sql`'WF' || lpad(nextval('booking_number_seq')::text, 6, '0')` })
    .returning();
  if (!row) throw new Error('booking insert returned nothing');
  return row;
}
