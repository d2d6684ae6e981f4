import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { type BookingSelection, bookings, seatHolds } from '../../../db/schema.ts';
import type { BookingRow } from '../bookings.repository.ts';

// The booking core's writes of a traveller's removal (transition travellerRemoved, ADR 1370): the
// booking row priced for the smaller party, and its seat hold shrunk by one. Nothing here decides.

/** The booking for one traveller fewer: selection, people and amounts; the refund counted as live. */
export async function shrinkBookingRow(
  tx: Database,
  bookingId: string,
  change: { selection: BookingSelection; people: number; packageAmountPaise: number; discountPaise: number },
  refundPaise: number,
  now: Date,
): Promise<BookingRow> {
  // ADR 1210: money refunded while the booking lives stays counted against what was collected.
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

/** The booking's seats on its date, now `people` (a hold exists only on a date with a seat cap). */
export async function shrinkSeatHold(tx: Database, bookingId: string, people: number): Promise<void> {
  await tx.update(seatHolds).set({ people }).where(eq(seatHolds.bookingId, bookingId));
}
