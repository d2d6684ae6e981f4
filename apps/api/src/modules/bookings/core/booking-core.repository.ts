import type { BookingStatus } from '@wayfarer/shared/enums';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  type BookingSelection,
  bookings,
  paymentAttempts,
  refunds,
  seatHolds,
  tourDates,
} from '../../../db/schema.ts';
import type { BookingRow } from '../bookings.repository.ts';

// The booking core's rows: where a booking stands (its date row, if it has one), the date rows and
// a date's bookings locked in the core's order (lock-order.ts), and the writes of a booking's move
// to another date (its row and its seat hold). Other modules change bookings only through the
// core's functions; nothing here decides anything.

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

/**
 * Locks date rows (FOR UPDATE) in id order, so two transactions locking the same two never cross;
 * returns them as they stand once locked (whether the operator cancelled each).
 */
export async function lockDateRows(
  tx: Database,
  ids: string[],
): Promise<{ id: string; cancelledAt: Date | null }[]> {
  const unique = [...new Set(ids)].sort();
  if (unique.length === 0) return [];
  return tx
    .select({ id: tourDates.id, cancelledAt: tourDates.cancelledAt })
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

/**
 * The bookings on a date in `statuses` (by default the live ones: something paid, not cancelled or
 * completed), locked in the core's order for several bookings: created_at, id (lock-order.ts).
 */
export async function lockBookingsOnDate(
  tx: Database,
  filter: { packageId: string; departureId: string; date: string },
  statuses: BookingStatus[] = ['CONFIRMED', 'CANCELLATION_REQUESTED'],
) {
  return tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.packageId, filter.packageId),
        eq(bookings.departureId, filter.departureId),
        eq(bookings.travelDate, filter.date),
        inArray(bookings.status, statuses),
      ),
    )
    .orderBy(asc(bookings.createdAt), asc(bookings.id))
    .for('update');
}

/** The booking on its new date: departure, date, selection as priced there, amounts. */
export async function moveBookingRow(
  tx: Database,
  bookingId: string,
  change: {
    departureId: string;
    departureName: string;
    travelDate: string;
    selection: BookingSelection;
    packageAmountPaise: number;
    discountPaise: number;
    balanceDueDate: string;
  },
  refundPaise: number,
  now: Date,
) {
  // ADR 1210: the difference refunded stays counted against what was collected while the booking lives.
  const [row] = await tx
    .update(bookings)
    .set({
      ...change,
      liveRefundedPaise: sql`${bookings.liveRefundedPaise} + ${refundPaise}`,
      updatedAt: now,
    })
    .where(eq(bookings.id, bookingId))
    .returning();
  return row!;
}

/**
 * The booking's seats on the new date (a booking has at most one hold row): its hold moves there
 * and counts (confirmed), or is written when the old date had no cap; released when the new date
 * has no cap.
 */
export async function moveSeatHold(
  tx: Database,
  bookingId: string,
  to: { tourDateId: string; capped: boolean } | null,
  people: number,
): Promise<void> {
  const [hold] = await tx.select().from(seatHolds).where(eq(seatHolds.bookingId, bookingId)).limit(1);
  if (!to?.capped) {
    if (hold) await tx.update(seatHolds).set({ status: 'released' }).where(eq(seatHolds.id, hold.id));
    return;
  }
  if (hold) {
    await tx
      .update(seatHolds)
      .set({ tourDateId: to.tourDateId, people, status: 'confirmed' })
      .where(eq(seatHolds.id, hold.id));
  } else {
    await tx.insert(seatHolds).values({ bookingId, tourDateId: to.tourDateId, people, status: 'confirmed' });
  }
}
