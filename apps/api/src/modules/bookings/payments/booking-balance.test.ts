import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage, oddDeparture } from '../../../../test/package-factory.ts';
import { emailJobs, paymentAttempts, seatHolds } from '../../../db/schema.ts';
import { bookingDeps } from '../deps.ts';
import { runReconcilerOnce } from './reconciler.ts';
import {
  asSent,
  asTraveller,
  book,
  bookingPayload,
  bookingRow,
  payPage,
  travelDate,
  manageKeyOf,
} from '../../../../test/support/bookings.ts';

let t: TestApp;
/** One room at ₹10,000.10: token ₹1,500.02 (rounded half up), balance ₹8,500.08. */
let awkward: TestPackage;

beforeAll(async () => {
  t = await createTestApp();
  awkward = await createPublishedPackage(t.app, {
    departures: [oddDeparture()],
  });
});
afterAll(() => t.close());

const urlOf = (res: { json: () => { data: { instrumentResponse: { redirectInfo: { url: string } } } } }) =>
  res.json().data.instrumentResponse.redirectInfo.url;

/** A token booking of the awkward package, its token paid on the sandbox. */
async function tokenPaid(pkg: TestPackage = awkward, extra: Record<string, unknown> = {}): Promise<string> {
  const created = await book(
    t.app,
    bookingPayload(pkg.id, pkg.departure.id, { adults: [1], child: [0], ...extra }),
  );
  expect(created.statusCode).toBe(201);
  await payPage(t.app, urlOf(created), 'success');
  return created.json().bookingId;
}

const payBalance = (bookingId: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/v1/bookings/${bookingId}/balance`, headers });

const balanceAttempts = (bookingId: string) =>
  t.db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.bookingId, bookingId), eq(paymentAttempts.kind, 'balance')));

const getBooking = async (bookingId: string) =>
  (await t.app.inject({ url: `/v1/bookings/booking/${bookingId}` })).json();

describe('POST /v1/bookings/{id}/balance', () => {
  it('token → balance → fully paid, to the paisa; the result page still reads the token', async () => {
    const bookingId = await tokenPaid();
    expect(await getBooking(bookingId)).toMatchObject({ totalAmount: 1500.02, pendingAmount: 8500.08 });

    const res = await payBalance(bookingId);
    expect(res.statusCode).toBe(201);
    const url = urlOf(res);
    expect(url).toContain('/sandbox/phonepe/pay/');
    const [attempt] = await balanceAttempts(bookingId);
    expect(attempt).toMatchObject({ amountPaise: 850_008, status: 'PENDING', redirectUrl: url });
    expect(attempt!.merchantTransactionId.length).toBeLessThanOrEqual(34);

    const page = await t.app.inject({ url: new URL(url).pathname });
    expect(page.body).toContain('8,500.08');
    const paid = await payPage(t.app, url, 'success');
    expect(paid.statusCode).toBe(303);
    // Back to the traveller's manage page.
    expect(paid.headers.location).toBe(`${t.config.publicUrl}/booking/${bookingId}`);

    const booking = await getBooking(bookingId);
    expect(booking).toMatchObject({
      totalAmount: 10000.1,
      pendingAmount: 0,
      paymentStatus: 'PAYMENT_SUCCESS',
      bookingStatus: 'CONFIRMED',
      balanceOverdue: false,
    });
    expect(
      booking.payments.map((p: { kind: string; amount: number; status: string }) => [
        p.kind,
        p.amount,
        p.status,
      ]),
    ).toEqual([
      ['token', 1500.02, 'PAYMENT_SUCCESS'],
      ['balance', 8500.08, 'PAYMENT_SUCCESS'],
    ]);
    expect((await bookingRow(t.app, bookingId)).paidPaise).toBe(1_000_010);

    // GET payment/{id} keeps describing the first (token) payment.
    const payment = await t.app.inject({ url: `/v1/bookings/payment/${bookingId}` });
    expect(payment.json()).toMatchObject({ paymentStaus: 'PAYMENT_SUCCESS', amount: 1500.02 });

    // The traveller hears of it, once, with the manage link; no second confirmation.
    const jobs = await t.db.select().from(emailJobs).where(eq(emailJobs.to, 'meera@example.com'));
    const number = booking.bookingNumber as string;
    const mine = jobs.filter((j) => j.subject.includes(number));
    // The token's confirmation and this one; the balance confirms nothing again.
    expect(mine).toHaveLength(2);
    const received = mine.find((j) => j.subject.startsWith('Payment received'))!;
    expect(received.text).toContain('Received now: ₹8,500.08');
    expect(received.text).toContain('Pending amount: ₹0.00');
    const sent = asSent(t.app, received);
    // ADR 1302: the traveller's link carries the booking's manage key.
    const link = `${t.config.publicUrl}/booking/${bookingId}?key=${manageKeyOf(bookingId)}`;
    expect(sent.text).toContain(link);
    expect(sent.html).toContain(`href="${link}"`);
    expect(received.dedupeKey).toBe(`balance-received:${attempt!.id}`);

    const again = await payBalance(bookingId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Nothing is pending on this booking');
  });

  it('two balance requests at once start one payment; the other is told one is in progress', async () => {
    const bookingId = await tokenPaid();
    const answers = await Promise.all(Array.from({ length: 5 }, () => payBalance(bookingId)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
      'A balance payment is already in progress; finish it or wait a few minutes',
    );
    expect(await balanceAttempts(bookingId)).toHaveLength(1);
  });

  it('is idempotent under Idempotency-Key, also for two requests at once', async () => {
    const bookingId = await tokenPaid();
    const headers = { 'idempotency-key': `bal-${Date.now()}` };
    const [a, b] = await Promise.all([payBalance(bookingId, headers), payBalance(bookingId, headers)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(urlOf(a)).toBe(urlOf(b));
    const c = await payBalance(bookingId, headers);
    expect(c.statusCode).toBe(201);
    expect(urlOf(c)).toBe(urlOf(a));
    expect(await balanceAttempts(bookingId)).toHaveLength(1);
  });

  it('a repeated Idempotency-Key waits for the pay page of the first try while the gateway is slow', async () => {
    const bookingId = await tokenPaid();
    const gateway = t.app.paymentGateway;
    const real = gateway.pay;
    let calls = 0;
    gateway.pay = async (request) => {
      calls += 1;
      // Longer than a few of the waiting request's polls (250 ms apart).
      await new Promise((resolve) => setTimeout(resolve, 900));
      return real.call(gateway, request);
    };
    const headers = { 'idempotency-key': `slow-${Date.now()}` };
    try {
      const [a, b] = await Promise.all([payBalance(bookingId, headers), payBalance(bookingId, headers)]);
      expect([a.statusCode, b.statusCode], b.body).toEqual([201, 201]);
      expect(urlOf(b)).toBe(urlOf(a));
    } finally {
      gateway.pay = real;
    }
    expect(calls).toBe(1);
    expect(await balanceAttempts(bookingId)).toHaveLength(1);
  });

  it('a repeated Idempotency-Key whose first try the gateway refuses answers 502 as soon as it fails', async () => {
    const bookingId = await tokenPaid();
    const gateway = t.app.paymentGateway;
    const real = gateway.pay;
    gateway.pay = async () => {
      await new Promise((resolve) => setTimeout(resolve, 900));
      throw new Error('connection refused');
    };
    const headers = { 'idempotency-key': `refused-${Date.now()}` };
    const answeredAt: number[] = [];
    const timed = async () => {
      const res = await payBalance(bookingId, headers);
      answeredAt.push(Date.now());
      return res;
    };
    try {
      const answers = await Promise.all([timed(), timed()]);
      expect(answers.map((a) => a.statusCode)).toEqual([502, 502]);
      expect(answers.map((a) => a.json().error)).toEqual([
        'PAYMENT_GATEWAY_UNAVAILABLE',
        'PAYMENT_GATEWAY_UNAVAILABLE',
      ]);
    } finally {
      gateway.pay = real;
    }
    // The waiting request stops at the failed attempt rather than polling out its 10 s (40 × 250 ms).
    expect(Math.abs(answeredAt[1]! - answeredAt[0]!)).toBeLessThan(5_000);
    const [failed] = await balanceAttempts(bookingId);
    expect(failed!.status).toBe('PAYMENT_ERROR');
    // The same key later replays the failure; a new key starts afresh.
    expect((await payBalance(bookingId, headers)).statusCode).toBe(502);
    expect((await payBalance(bookingId, { 'idempotency-key': `fresh-${Date.now()}` })).statusCode).toBe(201);
  });

  it('takes an Idempotency-Key of up to 100 characters and refuses a longer one before anything starts', async () => {
    const bookingId = await tokenPaid();
    const tooLong = await payBalance(bookingId, { 'idempotency-key': 'k'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe('VALIDATION_FAILED');
    expect(await balanceAttempts(bookingId)).toHaveLength(0);
    const longest = await payBalance(bookingId, { 'idempotency-key': 'k'.repeat(100) });
    expect(longest.statusCode, longest.body).toBe(201);
    expect(await balanceAttempts(bookingId)).toHaveLength(1);
  });

  it('a declined balance blocks nothing and leaves the first payment and the seats alone', async () => {
    const date = travelDate(20);
    const dated = await createPublishedPackage(t.app, { dates: [{ date, seats: 4 }] });
    const bookingId = await tokenPaid(dated, { adults: [2], travelDate: date });
    const first = await payBalance(bookingId);
    await payPage(t.app, urlOf(first), 'decline');

    const row = await bookingRow(t.app, bookingId);
    expect(row).toMatchObject({ paymentStatus: 'PAYMENT_SUCCESS', paidPaise: 750_000, status: 'CONFIRMED' });
    const [hold] = await t.db.select().from(seatHolds).where(eq(seatHolds.bookingId, bookingId));
    expect(hold!.status).toBe('confirmed');
    expect((await t.app.inject({ url: `/v1/bookings/payment/${bookingId}` })).json()).toMatchObject({
      paymentStaus: 'PAYMENT_SUCCESS',
      amount: 7500,
    });

    const second = await payBalance(bookingId);
    expect(second.statusCode).toBe(201);
    await payPage(t.app, urlOf(second), 'success');
    expect(await bookingRow(t.app, bookingId)).toMatchObject({
      paidPaise: 5_000_000,
      paymentStatus: 'PAYMENT_SUCCESS',
    });
  });

  it('an unpaid balance times out in the reconciler without touching the booking', async () => {
    const bookingId = await tokenPaid();
    expect((await payBalance(bookingId)).statusCode).toBe(201);
    const later = new Date(Date.now() + 21 * 60_000);
    for (let i = 0; i < 20; i++) {
      if ((await runReconcilerOnce(bookingDeps(t.app, () => later))).checked === 0) break;
    }
    const [attempt] = await balanceAttempts(bookingId);
    expect(attempt!.status).toBe('TIMED_OUT');
    expect(await bookingRow(t.app, bookingId)).toMatchObject({
      paymentStatus: 'PAYMENT_SUCCESS',
      paidPaise: 150_002,
    });
    expect((await payBalance(bookingId)).statusCode).toBe(201);
  });

  it('an expired attempt blocks nothing; if both then succeed, the excess is kept and flagged', async () => {
    const bookingId = await tokenPaid();
    const stale = await payBalance(bookingId);
    // Its 20 minutes passed with the traveller still on the pay page.
    await t.db
      .update(paymentAttempts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(paymentAttempts.bookingId, bookingId), eq(paymentAttempts.kind, 'balance')));
    const fresh = await payBalance(bookingId);
    expect(fresh.statusCode).toBe(201);
    await payPage(t.app, urlOf(fresh), 'success');
    await payPage(t.app, urlOf(stale), 'success');

    const attempts = await balanceAttempts(bookingId);
    expect(attempts.map((a) => a.status)).toEqual(['PAYMENT_SUCCESS', 'PAYMENT_SUCCESS']);
    // The later success is the one that took paid above the total: flagged for refund review.
    expect(attempts.filter((a) => a.refundReview)).toHaveLength(1);
    const row = await bookingRow(t.app, bookingId);
    expect(row.paidPaise).toBe(150_002 + 2 * 850_008);
    expect((await payBalance(bookingId)).json().message).toBe('Nothing is pending on this booking');
  });

  it('a gateway that does not answer: 502, the attempt fails alone, the next try starts', async () => {
    const bookingId = await tokenPaid();
    const gateway = t.app.paymentGateway;
    const real = gateway.pay;
    gateway.pay = async () => {
      throw new Error('connection refused');
    };
    try {
      const res = await payBalance(bookingId);
      expect(res.statusCode).toBe(502);
    } finally {
      gateway.pay = real;
    }
    const [failed] = await balanceAttempts(bookingId);
    expect(failed!.status).toBe('PAYMENT_ERROR');
    expect((await bookingRow(t.app, bookingId)).paymentStatus).toBe('PAYMENT_SUCCESS');
    expect((await payBalance(bookingId)).statusCode).toBe(201);
  });

  it('refuses what cannot pay a balance: unknown 404, unpaid, fully paid, cancelled 409', async () => {
    expect((await payBalance('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await payBalance('nope')).statusCode).toBe(404);

    const unpaid = await book(
      t.app,
      bookingPayload(awkward.id, awkward.departure.id, { adults: [1], child: [0] }),
    );
    const res = await payBalance(unpaid.json().bookingId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Nothing has been paid on this booking yet');

    const full = await book(
      t.app,
      bookingPayload(awkward.id, awkward.departure.id, { adults: [1], child: [0], paymentType: 'full' }),
    );
    await payPage(t.app, urlOf(full), 'success');
    expect((await payBalance(full.json().bookingId)).json().message).toBe(
      'Nothing is pending on this booking',
    );

    const asked = await tokenPaid();
    await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${asked}/cancellation-request`,
      headers: asTraveller(asked),
      payload: { reason: 'Plans changed' },
    });
    const cancelled = await payBalance(asked);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe('This booking is cancelled');
  });
});
