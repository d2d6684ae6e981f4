import { pendingPaymentStatuses } from '@wayfarer/shared/enums';
import { and, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type BookingSelection, bookings, paymentAttempts } from '../../db/schema.ts';

// What a package has sold. A booking is live when it is not cancelled and something was
// paid on it, or a payment for it is still pending and not yet expired (its seats are held).
// The editor's saves never remove a date, departure or price such a booking stands on.

/** A live booking's rooms (Simple) or items (Custom), as charged. */
export type { CustomSelectionItem, SimpleSelectionItem } from '../../db/schema.ts';

export type LiveBooking = {
  id: string;
  departureId: string | null;
  travelDate: string;
  people: number;
  paidPaise: number;
  pricingType: 'Simple' | 'Custom';
  selection: BookingSelection;
};

/** The package's live bookings (bookings_package_idx), read inside the saving transaction. */
export async function findLiveBookings(db: Database, packageId: string, now: Date): Promise<LiveBooking[]> {
  const openAttempt = db
    .select({ one: sql`1` })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.bookingId, bookings.id),
        inArray(paymentAttempts.status, [...pendingPaymentStatuses]),
        gt(paymentAttempts.expiresAt, now),
      ),
    );
  return db
    .select({
      id: bookings.id,
      departureId: bookings.departureId,
      travelDate: bookings.travelDate,
      people: bookings.people,
      paidPaise: bookings.paidPaise,
      pricingType: bookings.pricingType,
      selection: bookings.selection,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.packageId, packageId),
        ne(bookings.status, 'CANCELLED'),
        or(gt(bookings.paidPaise, 0), sql`exists (${openAttempt})`),
      ),
    );
}
