import { formatPaise } from '@wayfarer/shared/rules/money';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminOnlyRefusals } from '../../../../test/roles.ts';
import { coupons, emailJobs } from '../../../db/schema.ts';
import { cancelBooking, getRefundQuote } from './booking-cancellation.service.ts';
import {
  admin,
  asSent,
  awkward,
  book,
  bookingPayload,
  bookingRow,
  callers,
  cancelHttp,
  cancellationTestApp,
  clockAt,
  holdOf,
  awkwardBooking,
  refundsOf,
  t,
  TRAVEL,
} from '../../../../test/support/bookings.ts';

// Cancelling a paid booking: the refund policy's slabs, and who may cancel when.

cancellationTestApp();

describe('cancellation by the policy, through the sandbox', () => {
  // Total ₹10,000.10, paid in full. Deduction: 20 / 40 / 70 / 100 % of the total, rounded once.
  const slabs: [days: number, percent: number, deductionPaise: number, refundPaise: number][] = [
    [45, 20, 200_002, 800_008],
    [44, 40, 400_004, 600_006],
    [30, 40, 400_004, 600_006],
    [29, 70, 700_007, 300_003],
    [15, 70, 700_007, 300_003],
    [14, 100, 1_000_010, 0],
  ];
  for (const [days, percent, deductionPaise, refundPaise] of slabs) {
    it(`${days} days before travel: ${percent} % deducted, ₹${refundPaise / 100} refunded, seats released`, async () => {
      const bookingId = await awkwardBooking('full');
      expect((await holdOf(bookingId)).status).toBe('confirmed');
      const deps = clockAt(days);
      expect(await getRefundQuote(deps, bookingId)).toEqual({
        daysBeforeTravel: days,
        deductionPercent: percent,
        deduction: deductionPaise / 100,
        paid: 10000.1,
        refundAmount: refundPaise / 100,
      });

      const booking = await cancelBooking(deps, bookingId, admin, { reason: 'Traveller asked by phone' });
      expect(booking.bookingStatus).toBe('CANCELLED');
      expect(booking.cancellation).toMatchObject({
        refundAmount: refundPaise / 100,
        reason: 'Traveller asked by phone',
      });
      expect((await holdOf(bookingId)).status).toBe('released');

      const row = await bookingRow(t.app, bookingId);
      expect(row).toMatchObject({
        refundComputedPaise: refundPaise,
        refundAppliedPaise: refundPaise,
        refundedPaise: refundPaise,
        cancelledBy: admin.id,
        cancelReason: 'Traveller asked by phone',
      });
      const given = await refundsOf(bookingId);
      expect(given.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(refundPaise);
      expect(given.every((r) => r.status === 'COMPLETED')).toBe(true);
      expect(booking.refunds.map((r) => [r.amount, r.status])).toEqual(
        refundPaise > 0 ? [[refundPaise / 100, 'COMPLETED']] : [],
      );

      const mails = await t.db.select().from(emailJobs).where(eq(emailJobs.to, 'meera@example.com'));
      const mine = mails.filter((m) => m.subject.includes(row.bookingNumber));
      const cancelled = mine.find((m) => m.subject.startsWith('Booking cancelled'))!;
      expect(cancelled.text).toContain(`Refund: ${formatPaise(refundPaise)}`);
      expect(asSent(t.app, cancelled).text).toContain(`${t.config.publicUrl}/booking/${bookingId}`);
      expect(mine.filter((m) => m.subject.startsWith('Refund completed'))).toHaveLength(
        refundPaise > 0 ? 1 : 0,
      );
    });
  }
});

describe('a booking bought with a coupon', () => {
  it('the deduction is a share of what the booking cost after the discount, not of its list price', async () => {
    await t.db.insert(coupons).values({ code: 'CANCEL1000', kind: 'fixed', value: 100_000 });
    const bookingId = await awkwardBooking('full', 'CANCEL1000');
    expect(await bookingRow(t.app, bookingId)).toMatchObject({ discountPaise: 100_000, paidPaise: 900_010 });

    // 45 days out: 20 % of ₹9,000.10 (₹1,800.02) is kept, ₹7,200.08 comes back.
    const deps = clockAt(45);
    expect(await getRefundQuote(deps, bookingId)).toMatchObject({
      deductionPercent: 20,
      deduction: 1800.02,
      paid: 9000.1,
      refundAmount: 7200.08,
    });
    const booking = await cancelBooking(deps, bookingId, admin, { reason: 'Traveller asked by phone' });
    expect(booking.cancellation).toMatchObject({ refundAmount: 7200.08 });
    expect((await refundsOf(bookingId)).map((r) => r.amountPaise)).toEqual([720_008]);
  });
});

describe('who may cancel, and when', () => {
  it('only an admin: anonymous 401, a user or a creator 403', async () => {
    const bookingId = await awkwardBooking('token');
    for (const { who, headers, status } of adminOnlyRefusals(callers)) {
      const res = await cancelHttp(bookingId, { reason: 'x' }, headers);
      expect(res.statusCode, who).toBe(status);
    }
    expect((await bookingRow(t.app, bookingId)).status).toBe('CONFIRMED');
    expect((await cancelHttp(bookingId, {}, callers.admin)).statusCode).toBe(400);
  });

  it('cancel 409s: not paid, already cancelled; 404 for an unknown booking', async () => {
    const unpaid = await book(
      t.app,
      bookingPayload(awkward.id, awkward.departure.id, { adults: [1], child: [0], travelDate: TRAVEL }),
    );
    const res = await cancelHttp(unpaid.json().bookingId, { reason: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Nothing has been paid on this booking yet');

    const bookingId = await awkwardBooking('token');
    expect((await cancelHttp(bookingId, { reason: 'x' })).statusCode).toBe(200);
    const twice = await cancelHttp(bookingId, { reason: 'x' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This booking is cancelled');
    expect((await cancelHttp('00000000-0000-4000-8000-000000000000', { reason: 'x' })).statusCode).toBe(404);
  });
});
