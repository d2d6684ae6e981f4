import { formatPaise } from '@wayfarer/shared/rules/money';
import { addDays } from '@wayfarer/shared/rules/travel-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { adminOnlyRefusals, type Callers, signInCallers } from '../../../test/roles.ts';
import { emailJobs, paymentAttempts, refunds, seatHolds, users } from '../../db/schema.ts';
import type { AuthUser } from '../../plugins/auth-guard.ts';
import { cancelBooking, getRefundQuote } from './booking-cancellation.service.ts';
import { getBookingPage } from './booking-reads.service.ts';
import { bookingDeps } from './deps.ts';
import { runReconcilerOnce } from './reconciler.ts';
import {
  asSent,
  book,
  bookingPayload,
  bookingRow,
  payPage,
  sendCallback,
  signedCallback,
  travelDate,
} from './test-support.ts';

let t: TestApp;
let callers: Callers;
let admin: AuthUser;
/** Travel 60 days out, on a dated departure with a seat cap; one room at ₹10,000.10. */
const TRAVEL = travelDate(60);
let awkward: TestPackage;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  callers = await signInCallers(t.app);
  const [row] = await t.app.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
  admin = { id: row!.id, role: 'ADMIN', creatorId: null };
  awkward = await createPublishedPackage(t.app, {
    tourType: 'OneTime',
    departures: [
      {
        name: 'Odd',
        inclusions: [],
        simplePricings: [{ adult: 1, child: 0, pricePaise: 1_000_010 }],
        customPricings: [],
        dates: [{ date: TRAVEL, seats: 30 }],
      },
    ],
  });
});
afterAll(() => t.close());

type Json = { json: () => { data: { instrumentResponse: { redirectInfo: { url: string } } } } };
const urlOf = (res: Json) => res.json().data.instrumentResponse.redirectInfo.url;

/** A booking of the awkward package, paid in full or by token (and balance, when asked). */
async function paidBooking(how: 'full' | 'token' | 'token+balance'): Promise<string> {
  const created = await book(
    t.app,
    bookingPayload(awkward.id, awkward.departure.id, {
      adults: [1],
      child: [0],
      travelDate: TRAVEL,
      paymentType: how === 'full' ? 'full' : 'token',
    }),
  );
  expect(created.statusCode).toBe(201);
  await payPage(t.app, urlOf(created), 'success');
  const bookingId = created.json().bookingId as string;
  if (how === 'token+balance') {
    const balance = await t.app.inject({ method: 'POST', url: `/v1/bookings/${bookingId}/balance` });
    await payPage(t.app, urlOf(balance), 'success');
  }
  return bookingId;
}

/** Noon in India, `days` whole days before travel. */
const daysBefore = (days: number) => new Date(`${addDays(TRAVEL, -days)}T06:30:00Z`);
const clockAt = (days: number) => bookingDeps(t.app, () => daysBefore(days));

const balanceOf = async (bookingId: string) =>
  (await t.app.db.select().from(paymentAttempts).where(eq(paymentAttempts.bookingId, bookingId))).find(
    (a) => a.kind === 'balance',
  );
const refundsOf = (bookingId: string) =>
  t.app.db.select().from(refunds).where(eq(refunds.bookingId, bookingId)).orderBy(refunds.createdAt);
const holdOf = async (bookingId: string) =>
  (await t.app.db.select().from(seatHolds).where(eq(seatHolds.bookingId, bookingId)))[0]!;
const cancelHttp = (bookingId: string, payload: object, headers = callers.admin) =>
  t.app.inject({ method: 'POST', url: `/v1/bookings/${bookingId}/cancel`, headers, payload });
const requestHttp = (bookingId: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/v1/bookings/${bookingId}/cancellation-request`, payload });

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
      const bookingId = await paidBooking('full');
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

      const mails = await t.app.db.select().from(emailJobs).where(eq(emailJobs.to, 'meera@example.com'));
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

describe('refunds across captures', () => {
  it('takes the latest capture first and splits across token and balance', async () => {
    const bookingId = await paidBooking('token+balance');
    // 45 days out the policy gives ₹8,000.08: all from the balance (₹8,500.08), the latest capture.
    const one = await cancelBooking(clockAt(45), await paidBooking('token+balance'), admin, { reason: 'r' });
    expect(one.refunds.map((r) => r.amount)).toEqual([8000.08]);

    // An override of everything paid: ₹8,500.08 from the balance, then ₹1,500.02 from the token.
    const booking = await cancelBooking(clockAt(45), bookingId, admin, {
      reason: 'Goodwill',
      refundAmount: 10000.1,
    });
    const attempts = await t.app.db
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
    const bookingId = await paidBooking('token');
    for (const refundAmount of [1500.03, 99999, -1, 1.234]) {
      const res = await cancelHttp(bookingId, { reason: 'x', refundAmount });
      expect(res.statusCode, String(refundAmount)).toBe(400);
    }
    const tooLarge = await cancelHttp(bookingId, { reason: 'x', refundAmount: 1500.03 });
    expect(tooLarge.json().message).toBe('The refund cannot exceed what was paid');
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

    const exact = await cancelHttp(await paidBooking('token'), { reason: 'All back', refundAmount: 1500.02 });
    expect(exact.statusCode).toBe(200);
    expect(exact.json().refunds).toEqual([expect.objectContaining({ amount: 1500.02, status: 'COMPLETED' })]);
  });

  it('a gateway that does not answer leaves the refund PENDING; the reconciler completes it once', async () => {
    const bookingId = await paidBooking('full');
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
    const bookingId = await paidBooking('full');
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
    const bookingId = await paidBooking('full');
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

  it('a balance still on its pay page when the booking is cancelled is kept and flagged if paid', async () => {
    const bookingId = await paidBooking('token');
    const balance = await t.app.inject({ method: 'POST', url: `/v1/bookings/${bookingId}/balance` });
    expect(balance.statusCode).toBe(201);
    await cancelHttp(bookingId, { reason: 'Operator cancelled the departure' });
    await payPage(t.app, urlOf(balance), 'success');
    expect(await balanceOf(bookingId)).toMatchObject({ status: 'PAYMENT_SUCCESS', refundReview: true });
    expect(await bookingRow(t.app, bookingId)).toMatchObject({ status: 'CANCELLED', paidPaise: 1_000_010 });
  });
});

describe('who may cancel, and when', () => {
  it('only an admin: anonymous 401, a user or a creator 403', async () => {
    const bookingId = await paidBooking('token');
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

    const bookingId = await paidBooking('token');
    expect((await cancelHttp(bookingId, { reason: 'x' })).statusCode).toBe(200);
    const twice = await cancelHttp(bookingId, { reason: 'x' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This booking is cancelled');
    expect((await cancelHttp('00000000-0000-4000-8000-000000000000', { reason: 'x' })).statusCode).toBe(404);
  });
});

describe('the refund quote and the traveller’s request', () => {
  it('GET refund-quote: 404 unknown, 409 unpaid or cancelled, the policy’s figures otherwise', async () => {
    expect((await t.app.inject({ url: '/v1/bookings/nope/refund-quote' })).statusCode).toBe(404);
    const unpaid = await book(
      t.app,
      bookingPayload(awkward.id, awkward.departure.id, { adults: [1], child: [0], travelDate: TRAVEL }),
    );
    const notPaid = await t.app.inject({ url: `/v1/bookings/${unpaid.json().bookingId}/refund-quote` });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().message).toBe('Nothing has been paid on this booking yet');

    const bookingId = await paidBooking('token');
    const quote = await t.app.inject({ url: `/v1/bookings/${bookingId}/refund-quote` });
    expect(quote.statusCode).toBe(200);
    // 60 days out: 20 % of ₹10,000.10 = ₹2,000.02 kept; the ₹1,500.02 token comes back as nothing.
    expect(quote.json()).toMatchObject({
      deductionPercent: 20,
      deduction: 2000.02,
      paid: 1500.02,
      refundAmount: 0,
    });

    await cancelHttp(bookingId, { reason: 'x' });
    const cancelled = await t.app.inject({ url: `/v1/bookings/${bookingId}/refund-quote` });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe('This booking is cancelled');
  });

  it('POST cancellation-request: 201 with the booking, traveller and admins told, then 409s', async () => {
    const bookingId = await paidBooking('full');
    expect((await requestHttp(bookingId, { reason: '  ' })).statusCode).toBe(400);
    const res = await requestHttp(bookingId, { reason: 'Family emergency' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      bookingId,
      bookingStatus: 'CANCELLATION_REQUESTED',
      cancellation: { reason: 'Family emergency', cancelledAt: null, quote: { deductionPercent: 20 } },
    });
    expect(res.json().cancellation.requestedAt).toEqual(expect.any(String));

    const { bookingNumber } = await bookingRow(t.app, bookingId);
    const mails = (await t.app.db.select().from(emailJobs)).filter((m) => m.subject.includes(bookingNumber));
    const requested = mails.filter((m) => m.subject.startsWith('Cancellation request'));
    expect(requested.map((m) => m.to).sort()).toEqual([TEST_ADMIN.email, 'meera@example.com']);
    const traveller = requested.find((m) => m.to === 'meera@example.com')!;
    expect(asSent(t.app, traveller).text).toContain(`${t.config.publicUrl}/booking/${bookingId}`);
    expect(traveller.text).toContain('Reason: Family emergency');

    const again = await requestHttp(bookingId, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A cancellation was already requested for this booking');

    // It shows in the admins' queue of requests, then the admin cancels it.
    const queue = await t.app.inject({
      url: '/v1/bookings?bookingStatus=CANCELLATION_REQUESTED',
      headers: callers.admin,
    });
    expect(queue.json().results.map((r: { bookingId: string }) => r.bookingId)).toContain(bookingId);
    expect(
      queue
        .json()
        .results.every((r: { bookingStatus: string }) => r.bookingStatus === 'CANCELLATION_REQUESTED'),
    ).toBe(true);
    const cancelled = await cancelHttp(bookingId, { reason: 'As asked' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().bookingStatus).toBe('CANCELLED');
    expect((await requestHttp(bookingId, { reason: 'x' })).json().message).toBe(
      'This booking can no longer be cancelled',
    );

    const unpaid = await book(
      t.app,
      bookingPayload(awkward.id, awkward.departure.id, { adults: [1], child: [0], travelDate: TRAVEL }),
    );
    const notPaid = await requestHttp(unpaid.json().bookingId, { reason: 'x' });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().message).toBe('This booking can no longer be cancelled');
    expect((await requestHttp('00000000-0000-4000-8000-000000000000', { reason: 'x' })).statusCode).toBe(404);
  });
});

describe('the booking list', () => {
  it('rows carry bookingStatus, pendingAmount and balanceOverdue; both filters work', async () => {
    // Travel in 5 days: the balance is due at once, overdue from tomorrow.
    const soon = await createPublishedPackage(t.app);
    const created = await book(
      t.app,
      bookingPayload(soon.id, soon.departure.id, { travelDate: travelDate(5) }),
    );
    await payPage(t.app, urlOf(created), 'success');
    const bookingId = created.json().bookingId as string;
    const query = {
      page: 1,
      search: created.json().bookingNumber,
      status: '' as const,
      bookingStatus: '' as const,
    };
    const today = await getBookingPage(t.app.db, admin, query, new Date());
    expect(today.results).toEqual([
      expect.objectContaining({
        bookingId,
        bookingStatus: 'CONFIRMED',
        pendingAmount: 42500,
        balanceOverdue: false,
      }),
    ]);
    const later = await getBookingPage(t.app.db, admin, query, new Date(Date.now() + 2 * 86_400_000));
    expect(later.results[0]!.balanceOverdue).toBe(true);

    const confirmed = await t.app.inject({
      url: `/v1/bookings?bookingStatus=CONFIRMED&status=PAYMENT_SUCCESS&search=${created.json().bookingNumber}`,
      headers: callers.admin,
    });
    expect(confirmed.json().totalResults).toBe(1);
    const none = await t.app.inject({
      url: `/v1/bookings?bookingStatus=CANCELLED&search=${created.json().bookingNumber}`,
      headers: callers.admin,
    });
    expect(none.json().totalResults).toBe(0);
  });
});
