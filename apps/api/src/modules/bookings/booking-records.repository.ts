import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookingTravellers, paymentAttempts, refunds } from '../../db/schema.ts';
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
