import { asc, eq } from 'drizzle-orm';
import type { BookingStatus } from '@wayfarer/shared/enums';
import type { Database } from '../../db/client.ts';
import { bookings, bookingTravellers, paymentAttempts, refunds } from '../../db/schema.ts';
import type { AttemptRow } from './bookings.repository.ts';

// What hangs off a booking after checkout: its payment attempts, refunds and travellers.

export type RefundRow = typeof refunds.$inferSelect;
export type TravellerRow = typeof bookingTravellers.$inferSelect;

/** Every payment attempt of the booking, oldest first. */
export async function listAttempts(db: Database, bookingId: string): Promise<AttemptRow[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.bookingId, bookingId))
    .orderBy(asc(paymentAttempts.createdAt), asc(paymentAttempts.id));
}

/** Every refund of the booking, oldest first. */
export async function listRefunds(db: Database, bookingId: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.bookingId, bookingId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/** The booking's travellers in the order entered. */
export async function listTravellers(db: Database, bookingId: string): Promise<TravellerRow[]> {
  return db
    .select()
    .from(bookingTravellers)
    .where(eq(bookingTravellers.bookingId, bookingId))
    .orderBy(asc(bookingTravellers.position));
}

export type NewTraveller = Pick<
  typeof bookingTravellers.$inferInsert,
  'name' | 'age' | 'gender' | 'idType' | 'idNumber' | 'email' | 'phone'
>;

/**
 * The booking's status, travel date and people, its row locked (FOR UPDATE) until the caller's
 * transaction ends: two saves of the travellers, or a save and a cancellation, queue here.
 */
export async function lockBookingForTravellers(
  tx: Database,
  bookingId: string,
): Promise<{ status: BookingStatus; travelDate: string; people: number } | undefined> {
  const [row] = await tx
    .select({ status: bookings.status, travelDate: bookings.travelDate, people: bookings.people })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  return row;
}

/** Replaces the booking's travellers with `rows`, at positions 0..n-1 (inside the caller's transaction). */
export async function replaceTravellers(
  tx: Database,
  bookingId: string,
  rows: NewTraveller[],
): Promise<void> {
  await tx.delete(bookingTravellers).where(eq(bookingTravellers.bookingId, bookingId));
  if (rows.length === 0) return;
  await tx.insert(bookingTravellers).values(rows.map((row, position) => ({ ...row, bookingId, position })));
}
