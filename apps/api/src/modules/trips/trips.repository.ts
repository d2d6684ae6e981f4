import { failedPaymentStatuses } from '@wayfarer/shared/enums';
import { and, desc, eq, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookingCalendarEvents, bookings } from '../../db/schema.ts';

// A traveller's bookings by address, and the calendar file's sequence (ADR 1310, 1311).

/**
 * The bookings made with `email` (lower-cased) in any letter case (bookings_email_idx), leaving
 * out checkouts whose first payment failed: nothing was booked.
 */
const ofAddress = (email: string) =>
  and(
    eq(sql`lower(${bookings.email})`, email),
    or(ne(bookings.status, 'PENDING'), notInArray(bookings.paymentStatus, [...failedPaymentStatuses])),
  );

/** Whether the address has a booking "My trips" would list. */
export async function hasBookingsFor(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(ofAddress(email)).limit(1);
  return row !== undefined;
}

/** The ids of the address's bookings, the latest travel first. */
export async function listBookingIdsFor(db: Database, email: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(ofAddress(email))
    .orderBy(desc(bookings.travelDate), desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The calendar event's SEQUENCE for what it says now (`fingerprint`): 0 the first time, one more
 * each time the fingerprint differs from the last one seen, in one statement (concurrent reads
 * of an unchanged event leave it as it is).
 */
export async function calendarSequence(
  db: Database,
  bookingId: string,
  fingerprint: string,
): Promise<number> {
  const [changed] = await db
    .insert(bookingCalendarEvents)
    .values({ bookingId, fingerprint, sequence: 0 })
    .onConflictDoUpdate({
      target: bookingCalendarEvents.bookingId,
      set: {
        sequence: sql`${bookingCalendarEvents.sequence} + 1`,
        fingerprint,
        updatedAt: sql`now()`,
      },
      setWhere: ne(bookingCalendarEvents.fingerprint, fingerprint),
    })
    .returning({ sequence: bookingCalendarEvents.sequence });
  if (changed) return changed.sequence;
  const [kept] = await db
    .select({ sequence: bookingCalendarEvents.sequence })
    .from(bookingCalendarEvents)
    .where(eq(bookingCalendarEvents.bookingId, bookingId));
  return kept?.sequence ?? 0;
}
