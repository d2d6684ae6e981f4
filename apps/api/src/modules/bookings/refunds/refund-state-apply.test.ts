import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailJobs, refunds } from '../../../db/schema.ts';
import type { RefundRow } from '../booking-records.repository.ts';
import {
  admin,
  awkwardBooking,
  bookingRow,
  cancellationTestApp,
  clockAt,
  daysBefore,
  t,
} from '../../../../test/support/bookings.ts';
import { cancelBooking } from './booking-cancellation.service.ts';
import {
  applyRefundResult,
  FAILED_REFUND_MAX_CHECKS,
  type RefundReport,
  recordOfflineRefund,
  writeRefundRetry,
} from './refund-state.ts';

// The refund state machine with its rows (refund-state.ts, ADR 906): what each gateway
// report does to a refund, how long a failed one is watched for a late success, and which refunds
// a report never moves (an offline one, a failed one already retried).

cancellationTestApp();

const AMOUNT = 800_008; // what cancelling a fully paid awkward booking 45 days out gives back
const now = new Date(daysBefore(45).getTime() + 60 * 60_000);
const next = new Date(now.getTime() + 2 * 60_000);

/** A cancelled booking whose one gateway refund the gateway never answered: PENDING, unchecked. */
async function pendingRefund(): Promise<{ bookingId: string; refund: RefundRow }> {
  const bookingId = await awkwardBooking('full');
  const gateway = t.app.paymentGateway;
  const real = gateway.refund;
  gateway.refund = async () => {
    throw new Error('no answer');
  };
  try {
    await cancelBooking(clockAt(45), bookingId, admin, { reason: 'r' });
  } finally {
    gateway.refund = real;
  }
  const [refund] = await t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
  expect(refund).toMatchObject({ status: 'PENDING', kind: 'gateway', amountPaise: AMOUNT, checkCount: 0 });
  return { bookingId, refund: refund! };
}

const rowOf = async (id: string) => (await t.db.select().from(refunds).where(eq(refunds.id, id)))[0]!;
const setRow = (id: string, values: Partial<RefundRow>) =>
  t.db.update(refunds).set(values).where(eq(refunds.id, id));
const apply = (id: string, report: RefundReport | null) =>
  applyRefundResult(t.db, id, report, { now, nextCheckAt: next });
const success = (extra: Partial<RefundReport> = {}): RefundReport => ({
  code: 'PAYMENT_SUCCESS',
  amountPaise: AMOUNT,
  ...extra,
});

describe('a gateway report applied to a refund', () => {
  it('no answer only moves the next check; an answer counts as a check and keeps the gateway’s id', async () => {
    const { refund } = await pendingRefund();
    expect(await apply(refund.id, null)).toBe('PENDING');
    expect(await rowOf(refund.id)).toMatchObject({
      checkCount: 0,
      lastCheckedAt: null,
      gatewayTransactionId: null,
      nextCheckAt: next,
      updatedAt: now,
    });
    expect(await apply(refund.id, { code: 'PAYMENT_PENDING', transactionId: 'PGT-1' })).toBe('PENDING');
    expect(await rowOf(refund.id)).toMatchObject({
      checkCount: 1,
      lastCheckedAt: now,
      gatewayTransactionId: 'PGT-1',
      nextCheckAt: next,
    });
    // An answer without the gateway's id keeps the one it gave.
    expect(await apply(refund.id, { code: 'PAYMENT_PENDING' })).toBe('PENDING');
    expect(await rowOf(refund.id)).toMatchObject({ checkCount: 2, gatewayTransactionId: 'PGT-1' });
    // A pending refund is followed however many times it was checked.
    await setRow(refund.id, { checkCount: FAILED_REFUND_MAX_CHECKS + 5 });
    await apply(refund.id, { code: 'PAYMENT_PENDING' });
    expect((await rowOf(refund.id)).nextCheckAt).toEqual(next);
    expect(
      await applyRefundResult(t.db, '00000000-0000-4000-8000-000000000000', success(), {
        now,
        nextCheckAt: next,
      }),
    ).toBeUndefined();
  });

  it('a success completes it once: the total grows once, the e-mail names the gateway’s reference', async () => {
    const { bookingId, refund } = await pendingRefund();
    await setRow(refund.id, { gatewayTransactionId: 'PGT-OLD' });
    expect(await apply(refund.id, success({ transactionId: 'PGT-DONE' }))).toBe('COMPLETED');
    expect(await rowOf(refund.id)).toMatchObject({
      status: 'COMPLETED',
      nextCheckAt: null,
      gatewayTransactionId: 'PGT-DONE',
      checkCount: 1,
    });
    expect((await bookingRow(t.app, bookingId)).refundedPaise).toBe(AMOUNT);
    expect(await apply(refund.id, success({ transactionId: 'PGT-AGAIN' }))).toBe('COMPLETED');
    expect((await bookingRow(t.app, bookingId)).refundedPaise).toBe(AMOUNT);
    const { bookingNumber } = await bookingRow(t.app, bookingId);
    const mails = (await t.db.select().from(emailJobs)).filter((m) =>
      m.subject.startsWith(`Refund completed ${bookingNumber}:`),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('through PhonePe, reference PGT-DONE.');
  });

  it(`a failed refund is watched for a late success until checked ${FAILED_REFUND_MAX_CHECKS} times in all`, async () => {
    const { refund } = await pendingRefund();
    await setRow(refund.id, { checkCount: FAILED_REFUND_MAX_CHECKS - 2 });
    expect(await apply(refund.id, { code: 'PAYMENT_ERROR' })).toBe('FAILED');
    expect(await rowOf(refund.id)).toMatchObject({
      status: 'FAILED',
      nextCheckAt: next,
      checkCount: FAILED_REFUND_MAX_CHECKS - 1,
    });
    expect(await apply(refund.id, { code: 'PAYMENT_PENDING' })).toBe('FAILED');
    expect(await rowOf(refund.id)).toMatchObject({ nextCheckAt: next, checkCount: FAILED_REFUND_MAX_CHECKS });
    // Checked that many times: no longer watched, whatever the answer that says nothing.
    expect(await apply(refund.id, { code: 'PAYMENT_PENDING' })).toBe('FAILED');
    expect((await rowOf(refund.id)).nextCheckAt).toBeNull();
    await setRow(refund.id, { nextCheckAt: next });
    expect(await apply(refund.id, null)).toBe('FAILED');
    expect((await rowOf(refund.id)).nextCheckAt).toBeNull();

    // A refund that fails only after all those checks is not watched at all.
    const other = (await pendingRefund()).refund;
    await setRow(other.id, { checkCount: FAILED_REFUND_MAX_CHECKS });
    expect(await apply(other.id, { code: 'PAYMENT_DECLINED' })).toBe('FAILED');
    expect(await rowOf(other.id)).toMatchObject({ status: 'FAILED', nextCheckAt: null });
  });

  it('a failed refund already retried is never completed by a late success, nor watched', async () => {
    const { bookingId, refund } = await pendingRefund();
    expect(await apply(refund.id, { code: 'PAYMENT_ERROR' })).toBe('FAILED');
    const retry = await writeRefundRetry(t.db, refund.id, bookingId, 'WFRETRYTEST1', {
      now,
      nextCheckAt: next,
    });
    expect(retry).toMatchObject({
      bookingId,
      paymentAttemptId: refund.paymentAttemptId,
      merchantTransactionId: 'WFRETRYTEST1',
      amountPaise: AMOUNT,
      kind: 'gateway',
      status: 'PENDING',
      retryOf: refund.id,
      nextCheckAt: next,
    });
    expect(await rowOf(refund.id)).toMatchObject({ nextCheckAt: null, updatedAt: now });

    await setRow(refund.id, { nextCheckAt: next });
    expect(await apply(refund.id, success())).toBe('FAILED');
    expect(await rowOf(refund.id)).toMatchObject({ status: 'FAILED', nextCheckAt: null });
    expect((await bookingRow(t.app, bookingId)).refundedPaise).toBe(0);

    // Why a retry is refused.
    const times = { now, nextCheckAt: next };
    expect(await writeRefundRetry(t.db, refund.id, bookingId, 'WFRETRYTEST2', times)).toBe('retried');
    const otherBooking = (await pendingRefund()).bookingId;
    expect(await writeRefundRetry(t.db, refund.id, otherBooking, 'WFRETRYTEST3', times)).toBe('not-found');
    expect(await writeRefundRetry(t.db, (retry as RefundRow).id, bookingId, 'WFRETRYTEST4', times)).toBe(
      'not-failed',
    );
  });

  it('an offline refund is never moved by a gateway report: only the admin’s record completes it', async () => {
    const { bookingId, refund } = await pendingRefund();
    // The same refund as if it went back offline (ADR 952): no gateway check is due.
    await setRow(refund.id, { kind: 'offline', nextCheckAt: null });
    expect(await apply(refund.id, success())).toBe('PENDING');
    expect(await apply(refund.id, { code: 'PAYMENT_ERROR' })).toBe('PENDING');
    expect(await apply(refund.id, { code: 'PAYMENT_PENDING' })).toBe('PENDING');
    expect(await rowOf(refund.id)).toMatchObject({ status: 'PENDING', nextCheckAt: null });
    expect((await bookingRow(t.app, bookingId)).refundedPaise).toBe(0);
    // It cannot be retried through the gateway either, even once failed.
    const times = { now, nextCheckAt: next };
    await setRow(refund.id, { status: 'FAILED' });
    expect(await writeRefundRetry(t.db, refund.id, bookingId, 'WFRETRYTEST5', times)).toBe('not-gateway');
    await setRow(refund.id, { status: 'PENDING' });

    const record = { bookingId, reference: 'NEFT 1', refundedOn: '2027-01-01', recordedBy: admin.id, now };
    expect(
      await recordOfflineRefund(t.db, refund.id, {
        ...record,
        bookingId: (await pendingRefund()).bookingId,
      }),
    ).toBe('not-found');
    expect(await recordOfflineRefund(t.db, refund.id, record)).toBe('COMPLETED');
    expect(await rowOf(refund.id)).toMatchObject({ status: 'COMPLETED', offlineReference: 'NEFT 1' });
    expect(await recordOfflineRefund(t.db, refund.id, record)).toBe('not-pending');
    expect((await bookingRow(t.app, bookingId)).refundedPaise).toBe(AMOUNT);
  });
});
