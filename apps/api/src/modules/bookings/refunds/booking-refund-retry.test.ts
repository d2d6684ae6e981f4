import { describe, expect, it } from 'vitest';
import { cancelBooking } from './booking-cancellation.service.ts';
import { retryFailedRefund } from './booking-refund-retry.service.ts';
import { bookingDeps } from '../deps.ts';
import { runReconcilerOnce } from '../payments/reconciler.ts';
import {
  admin,
  awkwardBooking,
  bookingRow,
  callers,
  cancellationTestApp,
  clockAt,
  daysBefore,
  refundRowsWhileAsked,
  refundsOf,
  t,
} from '../../../../test/support/bookings.ts';

// Refunds recover. A FAILED gateway refund can be retried by the admin (a new refund of
// the same amount, linked to the first), and a SUCCESS the gateway reports later is recorded.

cancellationTestApp();

/** Cancels a fully paid awkward booking with the gateway refusing the refund: one FAILED refund. */
async function failedRefund(): Promise<{ bookingId: string; refundId: string }> {
  const bookingId = await awkwardBooking('full');
  const gateway = t.app.paymentGateway;
  const real = gateway.refund;
  gateway.refund = async () => ({ code: 'PAYMENT_DECLINED', raw: {} });
  try {
    await cancelBooking(clockAt(45), bookingId, admin, { reason: 'r' });
  } finally {
    gateway.refund = real;
  }
  const [refund] = await refundsOf(bookingId);
  expect(refund).toMatchObject({ status: 'FAILED', amountPaise: 800_008 });
  return { bookingId, refundId: refund!.id };
}

const retry = (bookingId: string, refundId: string, headers = callers.admin) =>
  t.app.inject({ method: 'POST', url: `/v1/bookings/${bookingId}/refunds/${refundId}/retry`, headers });

describe('retrying a failed refund', () => {
  it('makes a new gateway refund of the same amount, linked to the first, once', async () => {
    const { bookingId, refundId } = await failedRefund();
    const before = await t.app.inject({ url: `/v1/bookings/${bookingId}`, headers: callers.admin });
    expect(before.json().refunds).toEqual([
      expect.objectContaining({ id: refundId, status: 'FAILED', retryable: true, retryOf: null }),
    ]);
    expect((await retry(bookingId, refundId, callers.creator)).statusCode).toBe(403);

    const res = await retry(bookingId, refundId);
    expect(res.statusCode).toBe(200);
    expect(res.json().refunds).toEqual([
      expect.objectContaining({ id: refundId, status: 'FAILED', retryable: false }),
      expect.objectContaining({ amount: 8000.08, status: 'COMPLETED', retryOf: refundId, retryable: false }),
    ]);
    expect((await bookingRow(t.app, bookingId)).refundedPaise).toBe(800_008);

    const again = await retry(bookingId, refundId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This refund was already retried');
    const completed = (await refundsOf(bookingId))[1]!;
    expect((await retry(bookingId, completed.id)).json().message).toBe('Only a failed refund can be retried');
    expect((await retry(bookingId, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await refundsOf(bookingId)).toHaveLength(2);
  });
});

describe('the retry before the gateway answers', () => {
  it('is already a refund of its own id, watched from 30 s on, and the failed one no longer watched', async () => {
    const { bookingId, refundId } = await failedRefund();
    const now = new Date(daysBefore(45).getTime() + 10 * 60_000);
    const seen = await refundRowsWhileAsked(bookingId, () =>
      retryFailedRefund(
        bookingDeps(t.app, () => now),
        admin,
        bookingId,
        refundId,
      ),
    );
    const [failed, retried] = seen.rows;
    expect(failed).toMatchObject({ id: refundId, status: 'FAILED', nextCheckAt: null, updatedAt: now });
    expect(retried).toMatchObject({
      status: 'PENDING',
      retryOf: refundId,
      merchantTransactionId: seen.asked,
      nextCheckAt: new Date(now.getTime() + 30_000),
    });
    // A refund's id (R), new: never the failed one's, which the gateway already refused.
    expect(seen.asked).toMatch(/^WF\d+R[0-9A-F]{12}$/);
    expect(seen.asked).not.toBe(failed!.merchantTransactionId);
  });
});

describe('a late success after a failure', () => {
  it('the reconciler records a SUCCESS of the amount that arrives after FAILED; without the amount, nothing', async () => {
    const { bookingId, refundId } = await failedRefund();
    const [failed] = await refundsOf(bookingId);
    expect(failed!.nextCheckAt).not.toBeNull();
    const gateway = t.app.paymentGateway;
    const real = gateway.checkStatus;
    const later = (minutes: number) =>
      bookingDeps(t.app, () => new Date(daysBefore(45).getTime() + minutes * 60_000));
    try {
      // A success that says no amount completes nothing.
      gateway.checkStatus = async (id) => ({ code: 'PAYMENT_SUCCESS', merchantTransactionId: id, raw: {} });
      await runReconcilerOnce(later(90));
      expect((await refundsOf(bookingId))[0]!.status).toBe('FAILED');
      // The same answer with the refund's amount: the money did go back.
      gateway.checkStatus = async (id) => ({
        code: 'PAYMENT_SUCCESS',
        merchantTransactionId: id,
        amountPaise: 800_008,
        raw: {},
      });
      await runReconcilerOnce(later(24 * 60));
    } finally {
      gateway.checkStatus = real;
    }
    expect((await refundsOf(bookingId))[0]).toMatchObject({
      id: refundId,
      status: 'COMPLETED',
      nextCheckAt: null,
    });
    expect((await bookingRow(t.app, bookingId)).refundedPaise).toBe(800_008);
    expect((await retry(bookingId, refundId)).statusCode).toBe(409);
  });
});
