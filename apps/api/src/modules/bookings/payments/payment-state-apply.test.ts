import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, loginAdmin } from '../../../../test/helpers.ts';
import { createPublishedPackage } from '../../../../test/package-factory.ts';
import { bookings, coupons, emailJobs, paymentAttempts, refunds, seatHolds } from '../../../db/schema.ts';
import {
  asTraveller,
  attemptOf,
  book,
  bookingPayload,
  bookingRow,
  bookingsTestApp,
  payload,
  payPage,
  t,
  travelDate,
} from '../../../../test/support/bookings.ts';
import { applyGatewayResult } from './payment-state.ts';

// What applyGatewayResult writes for each decision (ADR 040), read back from the rows: the
// check bookkeeping, when the reconciler looks again, the booking's own payment status, and
// which of a first payment's consequences (coupon, confirmation) follow.

bookingsTestApp();

const at = (iso: string) => new Date(iso);
const NOW = at('2027-03-01T10:00:00Z');
const LATER = at('2027-03-01T10:00:30Z');

/** A new booking's first attempt, still PENDING (nobody has been to the pay page). */
async function pendingAttempt(extra: Record<string, unknown> = {}) {
  const created = await book(t.app, payload(extra));
  expect(created.statusCode).toBe(201);
  const bookingId = created.json().bookingId as string;
  return {
    bookingId,
    attempt: await attemptOf(t.app, bookingId),
    url: created.json().data.instrumentResponse.redirectInfo.url as string,
  };
}

const attemptRow = async (id: string) =>
  (await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)))[0]!;

/** The dedupe keys of every e-mail queued so far (each names its booking or attempt). */
const mailKeys = async () => (await t.db.select().from(emailJobs)).map((j) => j.dedupeKey);

describe('the bookkeeping of a check', () => {
  it('an answered check is counted, timed and keeps the gateway’s transaction id; no answer only touches it', async () => {
    const { attempt } = await pendingAttempt();
    const status = await applyGatewayResult(
      t.db,
      attempt.id,
      { code: 'PAYMENT_PENDING', transactionId: 'T2703011000' },
      { now: NOW, nextCheckAt: LATER },
    );
    expect(status).toBe('PAYMENT_PENDING');
    expect(await attemptRow(attempt.id)).toMatchObject({
      status: 'PAYMENT_PENDING',
      checkCount: 1,
      lastCheckedAt: NOW,
      updatedAt: NOW,
      gatewayTransactionId: 'T2703011000',
      nextCheckAt: LATER,
    });

    // The gateway did not answer: nothing counted, the last answer's time and id kept.
    const silent = at('2027-03-01T10:01:00Z');
    expect(await applyGatewayResult(t.db, attempt.id, null, { now: silent })).toBe('PAYMENT_PENDING');
    expect(await attemptRow(attempt.id)).toMatchObject({
      checkCount: 1,
      lastCheckedAt: NOW,
      updatedAt: silent,
      gatewayTransactionId: 'T2703011000',
      nextCheckAt: LATER,
    });
  });

  it('an unknown attempt changes nothing and answers undefined', async () => {
    expect(
      await applyGatewayResult(t.db, '00000000-0000-4000-8000-000000000000', { code: 'PAYMENT_SUCCESS' }),
    ).toBeUndefined();
  });
});

describe('when the reconciler looks again', () => {
  it('a pending attempt takes the time it is given; a finished one is never looked at again', async () => {
    const { attempt } = await pendingAttempt();
    await applyGatewayResult(t.db, attempt.id, { code: 'PAYMENT_PENDING' }, { now: NOW });
    // An inconclusive answer ('none') keeps it pending and sets the next look.
    expect(
      await applyGatewayResult(
        t.db,
        attempt.id,
        { code: 'INTERNAL_SERVER_ERROR' },
        { now: NOW, nextCheckAt: LATER },
      ),
    ).toBe('PAYMENT_PENDING');
    expect((await attemptRow(attempt.id)).nextCheckAt).toEqual(LATER);

    // Declined: out of the reconciler's queue.
    await applyGatewayResult(
      t.db,
      attempt.id,
      { code: 'PAYMENT_DECLINED' },
      { now: NOW, nextCheckAt: LATER },
    );
    expect(await attemptRow(attempt.id)).toMatchObject({
      status: 'PAYMENT_DECLINED',
      nextCheckAt: null,
      refundReview: false,
    });
    // A later report that changes nothing on a failed attempt never puts it back in the queue.
    expect(
      await applyGatewayResult(
        t.db,
        attempt.id,
        { code: 'PAYMENT_PENDING' },
        { now: NOW, nextCheckAt: LATER },
      ),
    ).toBe('PAYMENT_DECLINED');
    expect((await attemptRow(attempt.id)).nextCheckAt).toBeNull();
  });

  it('past its expiry a still-pending attempt times out, but a real answer wins over the time-out', async () => {
    const paid = await pendingAttempt();
    expect(
      await applyGatewayResult(
        t.db,
        paid.attempt.id,
        { code: 'PAYMENT_SUCCESS', amountPaise: paid.attempt.amountPaise },
        { now: NOW, expire: true, nextCheckAt: null },
      ),
    ).toBe('PAYMENT_SUCCESS');
    expect(await attemptRow(paid.attempt.id)).toMatchObject({
      status: 'PAYMENT_SUCCESS',
      refundReview: false,
    });

    const declined = await pendingAttempt();
    expect(
      await applyGatewayResult(
        t.db,
        declined.attempt.id,
        { code: 'PAYMENT_DECLINED' },
        { now: NOW, expire: true },
      ),
    ).toBe('PAYMENT_DECLINED');

    const silent = await pendingAttempt();
    expect(await applyGatewayResult(t.db, silent.attempt.id, null, { now: NOW, expire: true })).toBe(
      'TIMED_OUT',
    );
    expect(await attemptRow(silent.attempt.id)).toMatchObject({ status: 'TIMED_OUT', refundReview: false });
    expect(await bookingRow(t.app, silent.bookingId)).toMatchObject({ paymentStatus: 'TIMED_OUT' });
  });
});

describe('a success of another amount on a failed attempt (flag)', () => {
  it('is flagged for review and left failed, out of the queue, the booking untouched', async () => {
    const { attempt, bookingId } = await pendingAttempt();
    await applyGatewayResult(t.db, attempt.id, null, { now: NOW, expire: true });
    await t.db.update(paymentAttempts).set({ nextCheckAt: LATER }).where(eq(paymentAttempts.id, attempt.id));
    const status = await applyGatewayResult(
      t.db,
      attempt.id,
      { code: 'PAYMENT_SUCCESS', amountPaise: attempt.amountPaise + 1 },
      { now: NOW },
    );
    expect(status).toBe('TIMED_OUT');
    expect(await attemptRow(attempt.id)).toMatchObject({
      status: 'TIMED_OUT',
      refundReview: true,
      nextCheckAt: null,
      checkCount: 1,
    });
    expect(await bookingRow(t.app, bookingId)).toMatchObject({ paymentStatus: 'TIMED_OUT', paidPaise: 0 });
  });
});

describe('a first payment taken', () => {
  it('counts the booking’s coupon once, leaves the reconciler’s queue and is not flagged', async () => {
    const [coupon] = await t.db
      .insert(coupons)
      .values({ code: 'STATE5', kind: 'percent', value: 5 })
      .returning();
    const { attempt, bookingId } = await pendingAttempt({ couponCode: 'STATE5' });
    expect(
      await applyGatewayResult(
        t.db,
        attempt.id,
        { code: 'PAYMENT_SUCCESS', amountPaise: attempt.amountPaise },
        { now: NOW },
      ),
    ).toBe('PAYMENT_SUCCESS');
    expect(await attemptRow(attempt.id)).toMatchObject({ nextCheckAt: null, refundReview: false });
    const used = async () =>
      (await t.db.select().from(coupons).where(eq(coupons.id, coupon!.id)))[0]!.usedCount;
    expect(await used()).toBe(1);
    expect(await mailKeys()).toContain(`confirmation:${bookingId}`);
    // A replay changes nothing: the coupon is not counted twice.
    await applyGatewayResult(t.db, attempt.id, {
      code: 'PAYMENT_SUCCESS',
      amountPaise: attempt.amountPaise,
    });
    expect(await used()).toBe(1);
  });

  /** A booking of two on a date with `seats` seats (its attempt PENDING, its hold held). */
  async function datedBooking(days: number, seats: number) {
    const date = travelDate(days);
    const dated = await createPublishedPackage(t.app, { dates: [{ date, seats }] });
    const two = bookingPayload(dated.id, dated.departure.id, { travelDate: date });
    const created = await book(t.app, two);
    expect(created.statusCode).toBe(201);
    const bookingId = created.json().bookingId as string;
    return { two, bookingId, attempt: await attemptOf(t.app, bookingId) };
  }
  const holdStatus = async (bookingId: string) =>
    (await t.db.select().from(seatHolds).where(eq(seatHolds.bookingId, bookingId)))[0]!.status;

  it('confirms the seats it held, even the last ones of the date, and the traveller is told', async () => {
    const { bookingId, attempt } = await datedBooking(17, 2);
    expect(await holdStatus(bookingId)).toBe('held');
    expect(
      await applyGatewayResult(t.db, attempt.id, {
        code: 'PAYMENT_SUCCESS',
        amountPaise: attempt.amountPaise,
      }),
    ).toBe('PAYMENT_SUCCESS');
    expect(await holdStatus(bookingId)).toBe('confirmed');
    expect(await mailKeys()).toContain(`confirmation:${bookingId}`);
  });

  it('a late success whose seats are still free takes them back and is confirmed', async () => {
    const { bookingId, attempt } = await datedBooking(18, 2);
    await applyGatewayResult(t.db, attempt.id, null, { now: NOW, expire: true });
    expect(await holdStatus(bookingId)).toBe('released');
    await applyGatewayResult(t.db, attempt.id, {
      code: 'PAYMENT_SUCCESS',
      amountPaise: attempt.amountPaise,
    });
    expect(await holdStatus(bookingId)).toBe('confirmed');
    expect(await mailKeys()).toContain(`confirmation:${bookingId}`);
  });

  it('a late success whose seats went to someone else sends no confirmation', async () => {
    const { two, bookingId, attempt } = await datedBooking(16, 2);
    await applyGatewayResult(t.db, attempt.id, null, { now: NOW, expire: true });
    // Its two seats, released, go to a second traveller.
    expect((await book(t.app, two)).statusCode).toBe(201);
    expect(
      await applyGatewayResult(t.db, attempt.id, {
        code: 'PAYMENT_SUCCESS',
        amountPaise: attempt.amountPaise,
      }),
    ).toBe('PAYMENT_SUCCESS');
    // The booking cannot run: cancelled, the money refunded in full by itself, the traveller told
    // so (ADR 1300; before, it was left for a refund review).
    expect(await attemptRow(attempt.id)).toMatchObject({ status: 'PAYMENT_SUCCESS', refundReview: false });
    expect(await bookingRow(t.app, bookingId)).toMatchObject({
      status: 'CANCELLED',
      paidPaise: attempt.amountPaise,
      // Nobody cancelled its date: the seats were simply gone.
      cancelledByOperator: false,
      cancelReason: 'The payment arrived after the seat hold ended and the date was full',
    });
    expect(await holdStatus(bookingId)).toBe('released');
    expect(await mailKeys()).not.toContain(`confirmation:${bookingId}`);
    expect(await mailKeys()).toContain(`payment-returned:${attempt.id}`);
  });
});

describe('a balance attempt', () => {
  /** A token paid on the sandbox, then a balance attempt started (PENDING). */
  async function balanceAttempt() {
    const { bookingId, url } = await pendingAttempt();
    await payPage(t.app, url, 'success');
    const res = await t.app.inject({ method: 'POST', url: `/v1/bookings/${bookingId}/balance` });
    expect(res.statusCode).toBe(201);
    const [attempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.bookingId, bookingId), eq(paymentAttempts.kind, 'balance')));
    return { bookingId, attempt: attempt! };
  }
  const paid = (attempt: { id: string; amountPaise: number }) =>
    applyGatewayResult(
      t.db,
      attempt.id,
      { code: 'PAYMENT_SUCCESS', amountPaise: attempt.amountPaise },
      { now: NOW },
    );

  it('pending moves only itself: the booking keeps its first payment’s status', async () => {
    const { bookingId, attempt } = await balanceAttempt();
    expect(await applyGatewayResult(t.db, attempt.id, { code: 'PAYMENT_PENDING' }, { now: NOW })).toBe(
      'PAYMENT_PENDING',
    );
    expect((await attemptRow(attempt.id)).status).toBe('PAYMENT_PENDING');
    expect((await bookingRow(t.app, bookingId)).paymentStatus).toBe('PAYMENT_SUCCESS');
  });

  it('paying exactly what was left is not flagged, also on a booking whose cancellation is asked', async () => {
    const { bookingId, attempt } = await balanceAttempt();
    expect(await paid(attempt)).toBe('PAYMENT_SUCCESS');
    expect(await attemptRow(attempt.id)).toMatchObject({ refundReview: false, nextCheckAt: null });
    expect((await bookingRow(t.app, bookingId)).paidPaise).toBe(5_000_000);
    expect(await mailKeys()).toContain(`balance-received:${attempt.id}`);
    // A trip not yet completed invites no review.
    expect(await mailKeys()).not.toContain(`review-invite:${bookingId}`);

    const asked = await balanceAttempt();
    await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${asked.bookingId}/cancellation-request`,
      headers: asTraveller(asked.bookingId),
      payload: { reason: 'Plans changed' },
    });
    expect(await paid(asked.attempt)).toBe('PAYMENT_SUCCESS');
    expect((await attemptRow(asked.attempt.id)).refundReview).toBe(false);
    expect((await bookingRow(t.app, asked.bookingId)).status).toBe('CANCELLATION_REQUESTED');
  });

  it('on a completed trip: not flagged, and the review invitation that waited for it goes out', async () => {
    const { bookingId, attempt } = await balanceAttempt();
    await t.db.update(bookings).set({ status: 'COMPLETED' }).where(eq(bookings.id, bookingId));
    expect(await paid(attempt)).toBe('PAYMENT_SUCCESS');
    expect((await attemptRow(attempt.id)).refundReview).toBe(false);
    expect(await mailKeys()).toEqual(
      expect.arrayContaining([`balance-received:${attempt.id}`, `review-invite:${bookingId}`]),
    );
  });

  it('part of a completed trip’s balance sends no review invitation yet', async () => {
    const { bookingId, attempt } = await balanceAttempt();
    // The traveller still owes one paisa after this payment.
    await t.db
      .update(bookings)
      .set({ status: 'COMPLETED', packageAmountPaise: 5_000_001 })
      .where(eq(bookings.id, bookingId));
    expect(await paid(attempt)).toBe('PAYMENT_SUCCESS');
    expect(await mailKeys()).not.toContain(`review-invite:${bookingId}`);
  });

  it('on a cancelled booking: flagged, and a refund of all of it is queued for the reconciler at once', async () => {
    const { bookingId, attempt } = await balanceAttempt();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${bookingId}/cancel`,
      headers: bearer((await loginAdmin(t.app)).tokens.access.token),
      payload: { reason: 'Operator cancelled the departure', refundAmount: 0 },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await paid(attempt)).toBe('PAYMENT_SUCCESS');
    expect((await attemptRow(attempt.id)).refundReview).toBe(true);
    const given = await t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
    expect(given).toEqual([
      expect.objectContaining({
        paymentAttemptId: attempt.id,
        merchantTransactionId: `${attempt.merchantTransactionId}R`,
        amountPaise: attempt.amountPaise,
        kind: 'gateway',
        status: 'PENDING',
        nextCheckAt: NOW,
      }),
    ]);
    // No "payment received" e-mail for money that goes straight back.
    expect(await mailKeys()).not.toContain(`balance-received:${attempt.id}`);
  });
});
