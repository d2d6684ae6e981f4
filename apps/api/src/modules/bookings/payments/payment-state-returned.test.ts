import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPublishedPackage } from '../../../../test/package-factory.ts';
import { emailJobs, refunds, seatHolds, tourDates, tourPackages } from '../../../db/schema.ts';
import {
  attemptOf,
  book,
  bookingPayload,
  bookingRow,
  bookingsTestApp,
  t,
  travelDate,
} from '../../../../test/support/bookings.ts';
import { applyGatewayResult } from './payment-state.ts';

// A first payment that lands on a date the operator cancelled while it awaited payment
// (applyGatewayResult's return on arrival, ADR 1300): cancelled as the operator's doing and given
// back in full, the TCS of an overseas package recorded apart from what was paid (ADR 1377).

bookingsTestApp();

const NOW = new Date('2027-03-01T10:00:00Z');

/** The dedupe keys of every e-mail queued so far (each names its booking or attempt). */
const mailKeys = async () => (await t.db.select().from(emailJobs)).map((j) => j.dedupeKey);

describe('a first payment on a date the operator cancelled while it was awaiting payment', () => {
  /**
   * A booking of two on its own date, still awaiting payment, whose date is then marked cancelled
   * (the booking itself left PENDING: the payment is what finds the cancellation).
   */
  async function onCancelledDate(days: number, overseas: boolean) {
    const date = travelDate(days);
    const dated = await createPublishedPackage(t.app, { dates: [{ date, seats: 10 }] });
    if (overseas) {
      await t.db.update(tourPackages).set({ isInternational: true }).where(eq(tourPackages.id, dated.id));
    }
    const created = await book(
      t.app,
      bookingPayload(dated.id, dated.departure.id, {
        travelDate: date,
        email: `returned.${days}@example.com`,
        ...(overseas && { pan: 'ABCPE1234F' }),
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const bookingId = created.json().bookingId as string;
    await t.db
      .update(tourDates)
      .set({ cancelledAt: NOW, cancelReason: 'Landslide on the road' })
      .where(eq(tourDates.packageId, dated.id));
    return { bookingId, attempt: await attemptOf(t.app, bookingId) };
  }
  const succeed = (attempt: { id: string; amountPaise: number }) =>
    applyGatewayResult(
      t.db,
      attempt.id,
      { code: 'PAYMENT_SUCCESS', amountPaise: attempt.amountPaise },
      { now: NOW },
    );

  it('cancels the booking as the operator’s doing and gives all of it back; nothing is confirmed', async () => {
    const { bookingId, attempt } = await onCancelledDate(21, false);
    expect(attempt.tcsPaise).toBe(0);
    expect(await succeed(attempt)).toBe('PAYMENT_SUCCESS');
    expect(await bookingRow(t.app, bookingId)).toMatchObject({
      status: 'CANCELLED',
      cancelledByOperator: true,
      cancelReason: 'The trip date was cancelled by the operator before the payment arrived',
      paymentStatus: 'PAYMENT_SUCCESS',
      paidPaise: attempt.amountPaise,
      tcsCollectedPaise: 0,
      refundAppliedPaise: attempt.amountPaise,
    });
    expect((await t.db.select().from(seatHolds).where(eq(seatHolds.bookingId, bookingId)))[0]!.status).toBe(
      'released',
    );
    expect(await t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId))).toEqual([
      expect.objectContaining({
        amountPaise: attempt.amountPaise,
        tcsPaise: 0,
        kind: 'gateway',
        nextCheckAt: NOW,
      }),
    ]);
    expect(await mailKeys()).toContain(`payment-returned:${attempt.id}`);
    expect(await mailKeys()).not.toContain(`confirmation:${bookingId}`);
  });

  it('on an overseas package: the TCS it carried is recorded apart from what was paid, and both go back', async () => {
    const { bookingId, attempt } = await onCancelledDate(22, true);
    // 2 % TCS on the token, paid on top of it.
    expect(attempt.tcsPaise).toBeGreaterThan(0);
    const paidWithoutTcs = attempt.amountPaise - attempt.tcsPaise;
    expect(await succeed(attempt)).toBe('PAYMENT_SUCCESS');
    expect(await bookingRow(t.app, bookingId)).toMatchObject({
      status: 'CANCELLED',
      cancelledByOperator: true,
      paidPaise: paidWithoutTcs,
      tcsCollectedPaise: attempt.tcsPaise,
      // What the booking promises back is what was paid; the TCS returns with the refund row.
      refundComputedPaise: paidWithoutTcs,
      refundAppliedPaise: paidWithoutTcs,
    });
    expect(await t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId))).toEqual([
      expect.objectContaining({
        amountPaise: attempt.amountPaise,
        tcsPaise: attempt.tcsPaise,
        kind: 'gateway',
      }),
    ]);
  });
});
