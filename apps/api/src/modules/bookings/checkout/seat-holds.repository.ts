import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { seatHolds, tourDates } from '../../../db/schema.ts';

// Seat holds against a dated departure's cap. Callers run these inside one transaction with the
// date row locked (lockTourDate), so concurrent checkouts for a date queue on that row.

export type SeatHoldRow = typeof seatHolds.$inferSelect;

/** Locks the date row (FOR UPDATE) until the transaction ends; its seat cap. */
export async function lockTourDate(
  tx: Database,
  tourDateId: string,
): Promise<{ id: string; seats: number | null; closedForSale: boolean } | undefined> {
  const [row] = await tx
    .select({ id: tourDates.id, seats: tourDates.seats, closedForSale: tourDates.closedForSale })
    .from(tourDates)
    .where(eq(tourDates.id, tourDateId))
    .for('update');
  return row;
}

/** People on holds that still count (held or confirmed) for a date. */
export async function takenSeats(tx: Database, tourDateId: string): Promise<number> {
  const [row] = await tx
    .select({ value: sql<number>`coalesce(sum(${seatHolds.people}), 0)::int` })
    .from(seatHolds)
    .where(and(eq(seatHolds.tourDateId, tourDateId), inArray(seatHolds.status, ['held', 'confirmed'])));
  return Number(row?.value ?? 0);
}

/**
 * A date's cap and the people on its holds that still count, in one statement (one snapshot),
 * without a lock: what the checkout reads before it queues on the date row (ADR 1350).
 */
export async function seatsNow(
  db: Database,
  tourDateId: string,
): Promise<{ seats: number | null; taken: number } | undefined> {
  const [row] = await db
    .select({
      seats: tourDates.seats,
      taken: sql<number>`(select coalesce(sum(${seatHolds.people}), 0)::int from ${seatHolds}
        where ${seatHolds.tourDateId} = ${tourDates.id} and ${seatHolds.status} in ('held', 'confirmed'))`,
    })
    .from(tourDates)
    .where(eq(tourDates.id, tourDateId));
  return row ? { seats: row.seats, taken: Number(row.taken) } : undefined;
}

export async function insertSeatHold(
  tx: Database,
  hold: { bookingId: string; tourDateId: string; people: number },
): Promise<void> {
  await tx.insert(seatHolds).values(hold);
}

/** The booking's hold, if its date has a seat cap. */
export async function findSeatHold(tx: Database, bookingId: string): Promise<SeatHoldRow | undefined> {
  const [row] = await tx.select().from(seatHolds).where(eq(seatHolds.bookingId, bookingId)).limit(1);
  return row;
}

export async function confirmSeatHold(tx: Database, holdId: string): Promise<void> {
  await tx.update(seatHolds).set({ status: 'confirmed' }).where(eq(seatHolds.id, holdId));
}

/** A failed payment gives its held seats back. */
export async function releaseSeatHolds(tx: Database, bookingId: string): Promise<void> {
  await tx
    .update(seatHolds)
    .set({ status: 'released' })
    .where(and(eq(seatHolds.bookingId, bookingId), eq(seatHolds.status, 'held')));
}

/** A cancelled booking gives its seats back at once, held or confirmed. */
export async function releaseBookingSeats(tx: Database, bookingId: string): Promise<void> {
  await tx
    .update(seatHolds)
    .set({ status: 'released' })
    .where(and(eq(seatHolds.bookingId, bookingId), inArray(seatHolds.status, ['held', 'confirmed'])));
}

/** A released hold taken again (a renewed payment link, ADR 1361); the caller checked the cap. */
export async function holdAgain(tx: Database, holdId: string): Promise<void> {
  await tx
    .update(seatHolds)
    .set({ status: 'held' })
    .where(and(eq(seatHolds.id, holdId), eq(seatHolds.status, 'released')));
}
