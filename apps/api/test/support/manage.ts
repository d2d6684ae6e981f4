import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { addDays } from '@wayfarer/shared/rules/travel-date';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookings } from '../../src/db/schema.ts';
import { book, bookingPayload, payPage } from './bookings.ts';

// Helpers of the manage-booking tests (travellers, receipt, jobs); not a test file itself.

/** Books through the API and pays on the sandbox pay page: a CONFIRMED booking. */
export async function paidBooking(
  app: FastifyInstance,
  pkg: { id: string; departure: { id: string } },
  extra: Record<string, unknown> = {},
  action: 'success' | 'decline' = 'success',
): Promise<{ bookingId: string; bookingNumber: string }> {
  const created = await book(app, bookingPayload(pkg.id, pkg.departure.id, extra));
  if (created.statusCode !== 201) throw new Error(`booking failed: ${created.statusCode} ${created.body}`);
  const { bookingId, bookingNumber, data } = created.json();
  await payPage(app, data.instrumentResponse.redirectInfo.url, action);
  return { bookingId, bookingNumber };
}

/** Moves a booking's travel date to `days` days after today in India (as if time had passed). */
export async function setTravelDaysAhead(app: FastifyInstance, bookingId: string, days: number) {
  await app.db
    .update(bookings)
    .set({ travelDate: addDays(todayInIndia(), days) })
    .where(eq(bookings.id, bookingId));
}
