import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bearer, loginAdmin } from '../helpers.ts';
import { paymentAttempts, refunds } from '../../src/db/schema.ts';
import { applyGatewayResult } from '../../src/modules/bookings/payments/payment-state.ts';
import { applyRefundResult } from '../../src/modules/bookings/refunds/refund-state.ts';
import { book, bookingPayload } from './bookings.ts';

// Helpers of the GST paperwork tests (not a test file itself): the site's GST settings, a booking
// paid and refunded through the payment and refund state machines at an injected instant.

export const KARNATAKA_GSTIN = '29AAPFU0939F1ZR';

/** 31 March 2027 23:59 and 1 April 2027 00:00, India time. */
export const LAST_MINUTE_OF_FY = new Date('2027-03-31T23:59:00+05:30');
export const FIRST_MINUTE_OF_FY = new Date('2027-04-01T00:00:00+05:30');

export async function saveGstSettings(app: FastifyInstance, gst: Record<string, unknown>) {
  const admin = await loginAdmin(app);
  const res = await app.inject({
    method: 'POST',
    url: '/v1/settings',
    headers: bearer(admin.tokens.access.token),
    payload: {
      contactPhone: '0801234567',
      contactEmail: 'team@wayfarer.travel',
      socialLink: 'https://www.instagram.com/wayfarer',
      businessName: 'Wayfarer Journeys LLP',
      businessAddress: '12 MG Road, Bengaluru 560001',
      ...gst,
    },
  });
  if (res.statusCode !== 200) throw new Error(`settings: ${res.statusCode} ${res.body}`);
  return admin;
}

/** A booking created through the API, not paid yet: its id and first attempt. */
export async function unpaidBooking(
  app: FastifyInstance,
  pkg: { id: string; departure: { id: string } },
  extra: Record<string, unknown> = {},
) {
  const res = await book(app, bookingPayload(pkg.id, pkg.departure.id, extra));
  if (res.statusCode !== 201) throw new Error(`booking: ${res.statusCode} ${res.body}`);
  const { bookingId } = res.json();
  const [attempt] = await app.db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.bookingId, bookingId));
  return { bookingId: bookingId as string, attemptId: attempt!.id, amountPaise: attempt!.amountPaise };
}

/** The gateway reports the attempt paid, at `now`. */
export const payAt = (app: FastifyInstance, attempt: { attemptId: string; amountPaise: number }, now: Date) =>
  applyGatewayResult(
    app.db,
    attempt.attemptId,
    {
      code: 'PAYMENT_SUCCESS',
      amountPaise: attempt.amountPaise,
      transactionId: `T${attempt.attemptId.slice(0, 8)}`,
    },
    { now },
  );

/** A gateway refund of `amountPaise` from the booking's first payment, completed at `now`. */
export async function refundAt(
  app: FastifyInstance,
  booking: { bookingId: string; attemptId: string },
  amountPaise: number,
  now: Date,
): Promise<string> {
  const [refund] = await app.db
    .insert(refunds)
    .values({
      bookingId: booking.bookingId,
      paymentAttemptId: booking.attemptId,
      merchantTransactionId: `RF${Date.now()}${Math.random().toString(36).slice(2, 8)}`,
      amountPaise,
    })
    .returning();
  const status = await applyRefundResult(
    app.db,
    refund!.id,
    { code: 'PAYMENT_SUCCESS', amountPaise },
    {
      now,
      nextCheckAt: null,
    },
  );
  if (status !== 'COMPLETED') throw new Error(`refund: ${status}`);
  return refund!.id;
}
