import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { bookings, paymentAttempts, refunds, tourDates } from '../../../db/schema.ts';
import type { BookingRow } from '../bookings.repository.ts';

// The booking core's reads for its lock order (lock-order.ts): where a booking stands (its date
// row, if it has one), and the date rows locked in one order. Nothing here decides anything.

export type BookingPlace = {
  id: string;
  packageId: string;
  departureId: string | null;
  travelDate: string;
  /** The package's date row the booking stands on; null for a package sold on any day. */
  tourDateId: string | null;
  /** When the operator cancelled that date (null: not cancelled, or no date row). */
  dateCancelledAt: Date | null;
};

/** Where a booking stands now (read without a lock: the caller locks in order, then checks again). */
export async function findBookingPlace(tx: Database, bookingId: string): Promise<BookingPlace | undefined> {
  const [row] = await tx
    .select({
      id: bookings.id,
      packageId: bookings.packageId,
      departureId: bookings.departureId,
      travelDate: bookings.travelDate,
      tourDateId: tourDates.id,
      dateCancelledAt: tourDates.cancelledAt,
    })
    .from(bookings)
    .leftJoin(
      tourDates,
      and(
        eq(tourDates.packageId, bookings.packageId),
        eq(tourDates.departureId, bookings.departureId),
        eq(tourDates.date, bookings.travelDate),
      ),
    )
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row;
}

/** Locks date rows (FOR UPDATE) in id order, so two transactions locking the same two never cross. */
export async function lockDateRows(tx: Database, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)].sort();
  if (unique.length === 0) return;
  await tx
    .select({ id: tourDates.id })
    .from(tourDates)
    .where(inArray(tourDates.id, unique))
    .orderBy(asc(tourDates.id))
    .for('update');
}

/** The booking an attempt belongs to (unlocked: the core locks the booking's date first). */
export async function findAttemptBookingId(tx: Database, attemptId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ bookingId: paymentAttempts.bookingId })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, attemptId))
    .limit(1);
  return row?.bookingId;
}

/** The booking a refund belongs to (unlocked, as above). */
export async function findRefundBookingId(tx: Database, refundId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ bookingId: refunds.bookingId })
    .from(refunds)
    .where(eq(refunds.id, refundId))
    .limit(1);
  return row?.bookingId;
}

/**
 * Money that arrived on a booking no longer live is promised back in full: the refund the booking
 * page and e-mails promise grows by it (the computed and the applied refund alike).
 */
export async function addPromisedRefund(
  tx: Database,
  bookingId: string,
  amountPaise: number,
  now: Date,
): Promise<BookingRow | undefined> {
  const [row] = await tx
    .update(bookings)
    .set({
      refundComputedPaise: sql`coalesce(${bookings.refundComputedPaise}, 0) + ${amountPaise}`,
      refundAppliedPaise: sql`coalesce(${bookings.refundAppliedPaise}, 0) + ${amountPaise}`,
      updatedAt: now,
    })
    .where(eq(bookings.id, bookingId))
    .returning();
  return row;
}
