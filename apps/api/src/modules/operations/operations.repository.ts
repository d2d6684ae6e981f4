import type { BookingStatus } from '@wayfarer/shared/enums';
import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  boardBookingCounts,
  boardHoldCounts,
  bookings,
  bookingTravellerDetails,
  bookingTravellers,
  paymentAttempts,
  seatHolds,
  tourDates,
  tourDepartures,
  tourPackageDestinations,
  waitlistEntries,
} from '../../db/schema.ts';

// The operators' reads for the departure board and the manifest; the exports and the
// waitlist have their own repositories. Every read is a constant number of indexed queries.

/** Booking statuses that hold seats and travel: something was paid and the trip is on. */
export const TRAVELLING_STATUSES: BookingStatus[] = ['CONFIRMED', 'CANCELLATION_REQUESTED', 'COMPLETED'];

export type BoardCounts = {
  tourDateId: string;
  date: string;
  departureId: string;
  departureName: string;
  seats: number | null;
  closedForSale: boolean;
  minTravellers: number | null;
  confirmedAt: Date | null;
  /** When the operator cancelled the date (null: not cancelled). */
  cancelledAt: Date | null;
  held: number;
  takenOnHolds: number;
  confirmed: number;
  bookings: number;
  waitlisted: number;
};

/**
 * Every date of the package from `today` on, with its counts, in one query: the date rows
 * (tour_dates_package_date_idx) left-joined to the kept counts of its live holds and travelling
 * bookings (board_hold_counts, board_booking_counts: one primary-key row per date, kept by
 * triggers, ADR 1222) and the waiting entries.
 */
export async function listBoardCounts(
  db: Database,
  packageId: string,
  today: string,
): Promise<BoardCounts[]> {
  const waiting = db
    .select({
      tourDateId: waitlistEntries.tourDateId,
      people: sql<number>`coalesce(sum(${waitlistEntries.people}), 0)::int`.as('waiting_people'),
    })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.packageId, packageId),
        gte(waitlistEntries.date, today),
        isNull(waitlistEntries.notifiedAt),
      ),
    )
    .groupBy(waitlistEntries.tourDateId)
    .as('waiting_totals');
  const rows = await db
    .select({
      tourDateId: tourDates.id,
      date: tourDates.date,
      departureId: tourDates.departureId,
      departureName: tourDepartures.name,
      seats: tourDates.seats,
      closedForSale: tourDates.closedForSale,
      minTravellers: tourDates.minTravellers,
      confirmedAt: tourDates.confirmedAt,
      cancelledAt: tourDates.cancelledAt,
      held: boardHoldCounts.held,
      takenOnHolds: boardHoldCounts.taken,
      confirmed: boardBookingCounts.people,
      bookings: boardBookingCounts.bookings,
      waitlisted: waiting.people,
    })
    .from(tourDates)
    .innerJoin(tourDepartures, eq(tourDepartures.id, tourDates.departureId))
    .leftJoin(boardHoldCounts, eq(boardHoldCounts.tourDateId, tourDates.id))
    .leftJoin(
      boardBookingCounts,
      and(
        eq(boardBookingCounts.packageId, tourDates.packageId),
        eq(boardBookingCounts.departureId, tourDates.departureId),
        eq(boardBookingCounts.travelDate, tourDates.date),
      ),
    )
    .leftJoin(waiting, eq(waiting.tourDateId, tourDates.id))
    .where(and(eq(tourDates.packageId, packageId), gte(tourDates.date, today)))
    .orderBy(asc(tourDates.date), asc(tourDepartures.position), asc(tourDepartures.name));
  return rows.map((r) => ({
    ...r,
    held: Number(r.held ?? 0),
    takenOnHolds: Number(r.takenOnHolds ?? 0),
    confirmed: Number(r.confirmed ?? 0),
    bookings: Number(r.bookings ?? 0),
    waitlisted: Number(r.waitlisted ?? 0),
  }));
}

/** The package's holds still held from `today` on, each with when its checkout's payment expires. */
export async function listHeldHolds(
  db: Database,
  packageId: string,
  today: string,
): Promise<{ tourDateId: string; people: number; expiresAt: Date }[]> {
  const rows = await db
    .select({
      tourDateId: seatHolds.tourDateId,
      people: seatHolds.people,
      expiresAt: sql<string>`max(${paymentAttempts.expiresAt})`,
    })
    .from(seatHolds)
    .innerJoin(tourDates, eq(tourDates.id, seatHolds.tourDateId))
    .innerJoin(paymentAttempts, eq(paymentAttempts.bookingId, seatHolds.bookingId))
    .where(
      and(
        eq(tourDates.packageId, packageId),
        gte(tourDates.date, today),
        eq(seatHolds.status, 'held'),
        inArray(paymentAttempts.kind, ['token', 'full']),
      ),
    )
    .groupBy(seatHolds.id, seatHolds.tourDateId, seatHolds.people)
    .orderBy(sql`max(${paymentAttempts.expiresAt})`);
  return rows.map((r) => ({ ...r, expiresAt: new Date(r.expiresAt) }));
}

export type ManifestRow = {
  bookingId: string;
  bookingNumber: string;
  name: string;
  email: string;
  phone: string;
  people: number;
  selection: (typeof bookings.$inferSelect)['selection'];
  pricingType: (typeof bookings.$inferSelect)['pricingType'];
  packageAmountPaise: number;
  discountPaise: number;
  paidPaise: number;
  liveRefundedPaise: number;
  status: BookingStatus;
  travellerName: string | null;
  travellerAge: number | null;
  travellerGender: string | null;
  travellerPosition: number | null;
  /** The traveller's "before you go" details (null when none were given). */
  details: typeof bookingTravellerDetails.$inferSelect | null;
};

/** A date's travelling bookings with their traveller rows (one left join), by booking then position. */
export async function listManifestRows(
  db: Database,
  filter: { packageId: string; date: string; departureId?: string },
): Promise<ManifestRow[]> {
  return db
    .select({
      bookingId: bookings.id,
      bookingNumber: bookings.bookingNumber,
      name: bookings.name,
      email: bookings.email,
      phone: bookings.phone,
      people: bookings.people,
      selection: bookings.selection,
      pricingType: bookings.pricingType,
      packageAmountPaise: bookings.packageAmountPaise,
      discountPaise: bookings.discountPaise,
      paidPaise: bookings.paidPaise,
      liveRefundedPaise: bookings.liveRefundedPaise,
      status: bookings.status,
      travellerName: bookingTravellers.name,
      travellerAge: bookingTravellers.age,
      travellerGender: bookingTravellers.gender,
      travellerPosition: bookingTravellers.position,
      details: bookingTravellerDetails,
    })
    .from(bookings)
    .leftJoin(bookingTravellers, eq(bookingTravellers.bookingId, bookings.id))
    .leftJoin(
      bookingTravellerDetails,
      and(
        eq(bookingTravellerDetails.bookingId, bookings.id),
        eq(bookingTravellerDetails.position, bookingTravellers.position),
      ),
    )
    .where(
      and(
        eq(bookings.packageId, filter.packageId),
        eq(bookings.travelDate, filter.date),
        filter.departureId ? eq(bookings.departureId, filter.departureId) : undefined,
        inArray(bookings.status, TRAVELLING_STATUSES),
      ),
    )
    .orderBy(asc(bookings.createdAt), asc(bookings.bookingNumber), asc(bookingTravellers.position));
}

/** Keyset position of a newest-first export: created_at to the microsecond, then id. */

/** The package's length in days (its places' days added up; at least 1), for a date's return day. */
export async function findTripLength(db: Database, packageId: string): Promise<number> {
  const [row] = await db
    .select({ days: sql<number>`coalesce(sum(${tourPackageDestinations.days}), 0)::int` })
    .from(tourPackageDestinations)
    .where(eq(tourPackageDestinations.packageId, packageId));
  return Math.max(1, Number(row?.days ?? 0));
}
