import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentAttempts } from '../../../db/schema.ts';
import { cancelBooking } from './booking-cancellation.service.ts';
import { bookingDeps } from '../deps.ts';
import { runReconcilerOnce } from '../payments/reconciler.ts';
import {
  admin,
  bookingRow,
  callers,
  cancelHttp,
  cancellationTestApp,
  clockAt,
  daysBefore,
  holdOf,
  awkwardBooking,
  payPage,
  refundsOf,
  sendCallback,
  signedCallback,
  t,
  urlOf,
} from '../../../../test/support/bookings.ts';

// The refunds a cancellation gives back: across captures, when the gateway is slow or silent, and
// a balance paid after the booking was cancelled.

cancellationTestApp();

const balanceOf = async (bookingId: string) =>
  (await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.bookingId, bookingId))).find(
    (a) => a.kind === 'balance',
  );

describe('refunds across captures', () => {
  it('takes the latest capture first and splits across token and balance', async () => {
    const bookingId = await awkwardBooking('token+balance');
    // 45 days out the policy gives ₹8,000.08: all from the balance (₹8,500.08), the latest capture.
    const one = await cancelBooking(clockAt(45), await awkwardBooking('token+balance'), admin, {
      reason: 'r',
    });
    expect(one.refunds.map((r) => r.amount)).toEqual([8000.08]);

    // An override of everything paid: ₹8,500.08 from the balance, then ₹1,500.02 from the token.
    const booking = await cancelBooking(clockAt(45), bookingId, admin, {
      reason: 'Goodwill',
      refundAmount: 10000.1,
    });
    const attempts = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.bookingId, bookingId));
    const kindOf = (id: string) => attempts.find((a) => a.id === id)!.kind;
    const given = await refundsOf(bookingId);
    expect(given.map((r) => [kindOf(r.paymentAttemptId), r.amountPaise, r.status]).sort()).toEqual([
      ['balance', 850_008, 'COMPLETED'],
      ['token', 150_002, 'COMPLETED'],
    ]);
    expect(booking.refunds).toHaveLength(2);
    expect(await bookingRow(t.app, bookingId)).toMatchObject({
      refundComputedPaise: 800_008,
      refundAppliedPaise: 1_000_010,
      refundedPaise: 1_000_010,
    });
    expect(booking.cancellation).toMatchObject({ refundAmount: 10000.1 });

    // Nothing is left on either capture: the sandbox refuses even one paisa more.
    for (const attempt of attempts) {
      const answer = await t.app.paymentGateway.refund({
        merchantTransactionId: `WFXTRA${attempt.id.slice(0, 8)}`,
        originalTransactionId: attempt.merchantTransactionId,
        merchantUserId: 'U1',
        amountPaise: 1,
        callbackUrl: `${t.config.publicUrl}/v1/bookings/payment/callback`,
      });
      expect(answer.code).toBe('PAYMENT_ERROR');
    }
  });

  it('the override is kept within 0 … paid; beyond it nothing changes (400)', async () => {
    const bookingId = await awkwardBooking('token');
    for (const refundAmount of [1500.03, 99999, -1, 1.234]) {
      const res = await cancelHttp(bookingId, { reason: 'x', refundAmount });
      expect(res.statusCode, String(refundAmount)).toBe(400);
    }
    // Each refusal names the field and says why: more than was paid, or not whole paise.
    const tooLarge = await cancelHttp(bookingId, { reason: 'x', refundAmount: 1500.03 });
    expect(tooLarge.json()).toMatchObject({
      message: 'The refund cannot exceed what was paid',
      errors: [{ path: 'refundAmount', message: 'The refund cannot exceed what was paid' }],
    });
    const subPaisa = await cancelHttp(bookingId, { reason: 'x', refundAmount: 1.234 });
    expect(subPaisa.json()).toMatchObject({
      message: 'Validation failed',
      errors: [{ path: 'refundAmount', message: 'Validation failed' }],
    });
    expect(await bookingRow(t.app, bookingId)).toMatchObject({
      status: 'CONFIRMED',
      refundAppliedPaise: null,
    });
    expect(await refundsOf(bookingId)).toHaveLength(0);
    expect((await holdOf(bookingId)).status).toBe('confirmed');

    const zero = await cancelHttp(bookingId, { reason: 'No refund agreed', refundAmount: 0 });
    expect(zero.statusCode).toBe(200);
    expect(zero.json()).toMatchObject({
      bookingStatus: 'CANCELLED',
      refunds: [],
      cancellation: { refundAmount: 0 },
    });
    expect(await refundsOf(bookingId)).toHaveLength(0);

    const exact = await cancelHttp(await awkwardBooking('token'), {
      reason: 'All back',
      refundAmount: 1500.02,
    });
    expect(exact.statusCode).toBe(200);
    expect(exact.json().refunds).toEqual([expect.objectContaining({ amount: 1500.02, status: 'COMPLETED' })]);
  });

  it('a gateway that does not answer leaves the refund PENDING; the reconciler completes it once', async () => {
    const bookingId = await awkwardBooking('full');
    const gateway = t.app.paymentGateway;
    const real = gateway.refund;
    gateway.refund = async () => {
      throw new Error('connection reset');
    };
    let booking: Awaited<ReturnType<typeof cancelBooking>>;
    try {
      booking = await cancelBooking(clockAt(45), bookingId, admin, { reason: 'r' });
    } finally {
      gateway.refund = real;
    }
    expect(booking.bookingStatus).toBe('CANCELLED');
    expect(booking.refunds).toEqual([expect.objectContaining({ amount: 8000.08, status: 'PENDING' })]);
    expect((await bookingRow(t.app, bookingId)).refundedPaise).toBe(0);

    // The reconciler finds no such refund at the gateway, asks for it under the same id, reads it.
    const later = new Date(daysBefore(45).getTime() + 60_000);
    // Two instances at once: the refund is claimed by one of them and completed once.
    const runs = await Promise.all([
      runReconcilerOnce(bookingDeps(t.app, () => later)),
      runReconcilerOnce(bookingDeps(t.app, () => later)),
    ]);
    expect(runs.reduce((n, run) => n + (run.refundStatuses.COMPLETED ?? 0), 0)).toBe(1);
    expect((await refundsOf(bookingId))[0]).toMatchObject({ status: 'COMPLETED', nextCheckAt: null });
    expect((await bookingRow(t.app, bookingId)).refundedPaise).toBe(800_008);
    // Done once: another run and a replayed status change nothing.
    expect(
      (await runReconcilerOnce(bookingDeps(t.app, () => new Date(later.getTime() + 3_600_000))))
        .refundsChecked,
    ).toBe(0);
    expect((await bookingRow(t.app, bookingId)).refundedPaise).toBe(800_008);
  });

  it('a refund the gateway keeps pending is followed until it completes', async () => {
    const bookingId = await awkwardBooking('full');
    const gateway = t.app.paymentGateway;
    const real = gateway.checkStatus;
    gateway.checkStatus = async (id) => ({ ...(await real(id)), code: 'PAYMENT_PENDING', state: 'PENDING' });
    try {
      const booking = await cancelBooking(clockAt(45), bookingId, admin, { reason: 'r' });
      expect(booking.refunds[0]!.status).toBe('PENDING');
      const [pending] = await refundsOf(bookingId);
      expect(pending!.checkCount).toBe(1);
      expect(pending!.nextCheckAt).not.toBeNull();
    } finally {
      gateway.checkStatus = real;
    }
    await runReconcilerOnce(bookingDeps(t.app, () => new Date(daysBefore(45).getTime() + 10 * 60_000)));
    expect((await refundsOf(bookingId))[0]!.status).toBe('COMPLETED');
    expect((await bookingRow(t.app, bookingId)).refundedPaise).toBe(800_008);
  });
});

describe('around a cancellation', () => {
  it('a signed refund callback is a hint: the refund is read back with Check Status', async () => {
    const bookingId = await awkwardBooking('full');
    const gateway = t.app.paymentGateway;
    const real = gateway.checkStatus;
    gateway.checkStatus = async (id) => ({ ...(await real(id)), code: 'PAYMENT_PENDING', state: 'PENDING' });
    try {
      await cancelBooking(clockAt(45), bookingId, admin, { reason: 'r' });
    } finally {
      gateway.checkStatus = real;
    }
    const [pending] = await refundsOf(bookingId);
    expect(pending!.status).toBe('PENDING');
    const forged = signedCallback(pending!.merchantTransactionId, 'PAYMENT_SUCCESS', pending!.amountPaise);
    expect((await sendCallback(t.app, { response: forged.response }, 'x###1')).statusCode).toBe(401);
    expect((await refundsOf(bookingId))[0]!.status).toBe('PENDING');
    expect((await sendCallback(t.app, { response: forged.response }, forged.xVerify)).statusCode).toBe(200);
    expect((await refundsOf(bookingId))[0]!.status).toBe('COMPLETED');
    expect((await bookingRow(t.app, bookingId)).refundedPaise).toBe(800_008);
  });

  it('a balance still on its pay page when the booking is cancelled is flagged and refunded in full', async () => {
    const bookingId = await awkwardBooking('token');
    const balance = await t.app.inject({ method: 'POST', url: `/v1/bookings/${bookingId}/balance` });
    expect(balance.statusCode).toBe(201);
    await cancelHttp(bookingId, { reason: 'Operator cancelled the departure' });
    const before = (await refundsOf(bookingId)).length;
    await payPage(t.app, urlOf(balance), 'success');
    const paid = await balanceOf(bookingId);
    expect(paid).toMatchObject({ status: 'PAYMENT_SUCCESS', refundReview: true });
    expect(await bookingRow(t.app, bookingId)).toMatchObject({ status: 'CANCELLED', paidPaise: 1_000_010 });
    // The late balance goes back in full, by itself: the reconciler asks for it.
    const refunds = await refundsOf(bookingId);
    expect(refunds).toHaveLength(before + 1);
    const back = refunds.find((r) => r.paymentAttemptId === paid!.id)!;
    expect(back).toMatchObject({ kind: 'gateway', status: 'PENDING', amountPaise: paid!.amountPaise });
    await runReconcilerOnce(bookingDeps(t.app, () => new Date(Date.now() + 60_000)));
    expect((await refundsOf(bookingId)).find((r) => r.id === back.id)!.status).toBe('COMPLETED');
    const detail = await t.app.inject({ url: `/v1/bookings/${bookingId}`, headers: callers.admin });
    expect(detail.json().refunds).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: back.id, status: 'COMPLETED' })]),
    );
  });
});
