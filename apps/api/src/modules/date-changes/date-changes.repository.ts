import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookingMoveOffers, seatHolds, tourDates, tourDepartures, waitlistEntries } from '../../db/schema.ts';

// The rows an operator's cancellation of a date, a group move and a booking's
// date change read and write. Every write runs inside the caller's transaction.

export type DateRow = {
  id: string;
  packageId: string;
  departureId: string;
  date: string;
  seats: number | null;
  closedForSale: boolean;
  cancelledAt: Date | null;
};
const dateColumns = {
  id: tourDates.id,
  packageId: tourDates.packageId,
  departureId: tourDates.departureId,
  date: tourDates.date,
  seats: tourDates.seats,
  closedForSale: tourDates.closedForSale,
  cancelledAt: tourDates.cancelledAt,
};

/** A package's dated departure; locked (FOR UPDATE) when asked, so checkouts on it queue. */
export async function findDate(
  db: Database,
  filter: { packageId: string; departureId: string; date: string },
  lock = false,
): Promise<DateRow | undefined> {
  const query = db
    .select(dateColumns)
    .from(tourDates)
    .where(
      and(
        eq(tourDates.packageId, filter.packageId),
        eq(tourDates.departureId, filter.departureId),
        eq(tourDates.date, filter.date),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A package's dated departures from `from` on (the dates a booking may move to). */
export async function listDates(
  db: Database,
  packageId: string,
  from: string,
): Promise<(DateRow & { departureName: string })[]> {
  return db
    .select({ ...dateColumns, departureName: tourDepartures.name })
    .from(tourDates)
    .innerJoin(tourDepartures, eq(tourDepartures.id, tourDates.departureId))
    .where(and(eq(tourDates.packageId, packageId), sql`${tourDates.date} >= ${from}`))
    .orderBy(asc(tourDates.date), asc(tourDepartures.name));
}

/** People on holds that count (held or confirmed) for a date, leaving one booking out. */
export async function takenSeatsExcept(tx: Database, tourDateId: string, bookingId: string): Promise<number> {
  const [row] = await tx
    .select({ value: sql<number>`coalesce(sum(${seatHolds.people}), 0)::int` })
    .from(seatHolds)
    .where(
      and(
        eq(seatHolds.tourDateId, tourDateId),
        inArray(seatHolds.status, ['held', 'confirmed']),
        sql`${seatHolds.bookingId} <> ${bookingId}`,
      ),
    );
  return Number(row?.value ?? 0);
}

/** The date cancelled by the operator: closed for sale, with when and why. */
export async function markDateCancelled(tx: Database, tourDateId: string, reason: string, now: Date) {
  await tx
    .update(tourDates)
    .set({ closedForSale: true, cancelledAt: now, cancelReason: reason })
    .where(eq(tourDates.id, tourDateId));
}

/** The date a group moves away from closes for sale (`closed_for_sale`, ADR 1171): no new bookings on it. */
export async function markFromDateClosed(tx: Database, tourDateId: string): Promise<void> {
  await tx.update(tourDates).set({ closedForSale: true }).where(eq(tourDates.id, tourDateId));
}

/**
 * The date's waitlist entries still waiting, marked told (so the waitlist job never offers them
 * seats on a cancelled date); returns them for their e-mails.
 */
export async function takeWaitingEntries(tx: Database, tourDateId: string, now: Date) {
  return tx
    .update(waitlistEntries)
    .set({ notifiedAt: now })
    .where(and(eq(waitlistEntries.tourDateId, tourDateId), isNull(waitlistEntries.notifiedAt)))
    .returning({ id: waitlistEntries.id, name: waitlistEntries.name, email: waitlistEntries.email });
}

export type MoveOfferRow = typeof bookingMoveOffers.$inferSelect;

/** Offers a move to each booking; a booking that already has an open offer has it withdrawn first. */
export async function insertMoveOffers(
  tx: Database,
  rows: Omit<typeof bookingMoveOffers.$inferInsert, 'id' | 'status' | 'decidedAt' | 'createdAt'>[],
  now: Date,
): Promise<{ id: string; bookingId: string; toDate: string }[]> {
  if (rows.length === 0) return [];
  await tx
    .update(bookingMoveOffers)
    .set({ status: 'withdrawn', decidedAt: now })
    .where(
      and(
        inArray(
          bookingMoveOffers.bookingId,
          rows.map((r) => r.bookingId),
        ),
        eq(bookingMoveOffers.status, 'offered'),
      ),
    );
  return tx.insert(bookingMoveOffers).values(rows).returning({
    id: bookingMoveOffers.id,
    bookingId: bookingMoveOffers.bookingId,
    toDate: bookingMoveOffers.toDate,
  });
}

/** The booking's latest offer with its departure's name (any status). */
export async function findLatestOffer(
  db: Database,
  bookingId: string,
): Promise<(MoveOfferRow & { toDepartureName: string }) | undefined> {
  const [row] = await db
    .select({ offer: bookingMoveOffers, toDepartureName: tourDepartures.name })
    .from(bookingMoveOffers)
    .innerJoin(tourDepartures, eq(tourDepartures.id, bookingMoveOffers.toDepartureId))
    .where(eq(bookingMoveOffers.bookingId, bookingId))
    .orderBy(sql`${bookingMoveOffers.createdAt} desc`, sql`${bookingMoveOffers.id} desc`)
    .limit(1);
  return row && { ...row.offer, toDepartureName: row.toDepartureName };
}

/** The booking's open offer, locked. */
export async function lockOpenOffer(tx: Database, bookingId: string): Promise<MoveOfferRow | undefined> {
  const [row] = await tx
    .select()
    .from(bookingMoveOffers)
    .where(and(eq(bookingMoveOffers.bookingId, bookingId), eq(bookingMoveOffers.status, 'offered')))
    .limit(1)
    .for('update');
  return row;
}

export async function decideOffer(
  tx: Database,
  offerId: string,
  status: 'accepted' | 'declined' | 'withdrawn',
  now: Date,
): Promise<void> {
  await tx.update(bookingMoveOffers).set({ status, decidedAt: now }).where(eq(bookingMoveOffers.id, offerId));
}

/** A departure of the package, by id (its name and prices are read by checkout's pricing). */
export async function findDepartureName(
  db: Database,
  packageId: string,
  departureId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ name: tourDepartures.name })
    .from(tourDepartures)
    .where(and(eq(tourDepartures.id, departureId), eq(tourDepartures.packageId, packageId)))
    .limit(1);
  return row?.name;
}
