import type { Database } from '../../../db/client.ts';
import { isTransactionConflict } from '../../../lib/db-errors.ts';
import { lockBooking } from '../booking-lifecycle.repository.ts';
import type { BookingRow } from '../bookings.repository.ts';
import {
  findAttemptBookingId,
  findBookingPlace,
  findRefundBookingId,
  lockDateRows,
} from './booking-core.repository.ts';

// The booking core's one lock order (docs/BOOKING-CORE.md, ADR 1300). Every transaction that
// changes a booking, its seats, its money or its tax documents takes its locks in this order:
//
//   1. the date row(s) the booking stands on (tour_dates; two of them — a date change — in id order)
//   2. the booking row(s) (several: in created_at, id order, as a date's cancellation takes them)
//   3. the payment attempt row
//   4. the refund row
//   5. the rows the triggers and the documents keep (board counts, document counters, record
//      counts at commit), which only these transactions write, after the locks above.
//
// So two of them can never wait on each other in a circle: whoever holds a date holds everything
// under it. A payment landing while the operator cancels its date waits for the cancellation and
// then sees the booking cancelled (and the reverse), instead of deadlocking.

/** A booking locked in the core's order, with whether the date it stands on was cancelled. */
export type LockedBooking = { booking: BookingRow; dateCancelled: boolean };

/**
 * Locks the booking for a change, in the core's order: its date row (and `alsoDates`, e.g. the date
 * a booking moves to) first, then the booking row. When the booking moved to another date between
 * the unlocked read and the lock, that date is locked too before the booking is returned.
 */
export async function lockBookingPlaceInOrder(
  tx: Database,
  bookingId: string,
  alsoDates: string[] = [],
): Promise<LockedBooking | undefined> {
  const place = await findBookingPlace(tx, bookingId);
  if (!place) return undefined;
  const dates = await lockDateRows(tx, [...alsoDates, ...(place.tourDateId ? [place.tourDateId] : [])]);
  const booking = await lockBooking(tx, bookingId);
  if (!booking) return undefined;
  let dateId = place.tourDateId;
  if (booking.travelDate !== place.travelDate || booking.departureId !== place.departureId) {
    // Moved under us (a date change committed between the read and the lock): its new date too.
    dateId = (await findBookingPlace(tx, bookingId))?.tourDateId ?? null;
    if (dateId && !dates.some((d) => d.id === dateId)) dates.push(...(await lockDateRows(tx, [dateId])));
  }
  const date = dates.find((d) => d.id === dateId);
  return { booking, dateCancelled: Boolean(date?.cancelledAt) };
}

/** lockBookingPlaceInOrder's booking alone. */
export async function lockBookingInOrder(
  tx: Database,
  bookingId: string,
  alsoDates: string[] = [],
): Promise<BookingRow | undefined> {
  return (await lockBookingPlaceInOrder(tx, bookingId, alsoDates))?.booking;
}

/** The booking of a payment attempt, locked in order (its date, then it); the attempt is the caller's to lock. */
export async function lockAttemptBooking(
  tx: Database,
  attemptId: string,
): Promise<LockedBooking | undefined> {
  const bookingId = await findAttemptBookingId(tx, attemptId);
  return bookingId ? lockBookingPlaceInOrder(tx, bookingId) : undefined;
}

/** The booking of a refund, locked in order (its date, then it); the refund is the caller's to lock. */
export async function lockRefundBooking(tx: Database, refundId: string): Promise<void> {
  const bookingId = await findRefundBookingId(tx, refundId);
  if (bookingId) await lockBookingInOrder(tx, bookingId);
}

const CONFLICT_TRIES = 4;

/**
 * One transaction of the booking core. The lock order above leaves no deadlock between the core's
 * own transactions; one with anything else (a manual statement, an editor save locking dates in
 * another order) that PostgreSQL breaks by rolling one back is run again, whole, a few times
 * before it is reported: nothing of it was kept, and the gateway is only ever called after commit.
 */
export async function coreTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= CONFLICT_TRIES || !isTransactionConflict(error)) throw error;
    }
  }
}
