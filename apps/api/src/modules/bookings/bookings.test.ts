import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { signInCallers } from '../../../test/roles.ts';
import { bookings, emailJobs, paymentAttempts, seatHolds } from '../../db/schema.ts';
import { outboxDir } from '../../lib/mailer.ts';
import { runEmailOutboxOnce } from './booking-emails.ts';
import { bookingDeps } from './deps.ts';
import { runReconcilerOnce } from './reconciler.ts';
import {
  attemptOf,
  book,
  bookingPayload,
  bookingRow,
  payPage,
  sendCallback,
  signedCallback,
  travelDate,
} from './test-support.ts';

let t: TestApp;
let pkg: TestPackage;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  pkg = await createPublishedPackage(t.app);
});
afterAll(() => t.close());

const countBookings = async () => (await t.app.db.select({ n: count() }).from(bookings))[0]!.n;
const payload = (extra: Record<string, unknown> = {}) => bookingPayload(pkg.id, pkg.departure.id, extra);

/** Runs the reconciler until it has nothing due at `now`. */
async function reconcileAll(now: Date) {
  for (let i = 0; i < 20; i++)
    if ((await runReconcilerOnce(bookingDeps(t.app, () => now))).checked === 0) return;
}

describe('POST /v1/bookings: amounts from the stored pricing', () => {
  it('prices rooms on the server and starts the payment for the token amount', async () => {
    // 2 adults (₹50,000) + 1 adult (₹30,000) = ₹80,000; token 15% = ₹12,000.
    const res = await book(
      t.app,
      payload({ adults: [2, 1], child: [0, 0], packageAmount: 80000, totalAmount: 80000 }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.bookingNumber).toMatch(/^WF\d{6}$/);
    expect(body.data.instrumentResponse.redirectInfo.url).toContain('/sandbox/phonepe/pay/');
    const row = await bookingRow(t.app, body.bookingId);
    expect(row).toMatchObject({
      packageAmountPaise: 8_000_000,
      discountPaise: 0,
      dueNowPaise: 1_200_000,
      paidPaise: 0,
    });
    const attempt = await attemptOf(t.app, body.bookingId);
    expect(attempt.amountPaise).toBe(1_200_000);
    expect(attempt.merchantTransactionId.length).toBeLessThanOrEqual(34);
    expect(attempt.redirectUrl).toBe(body.data.instrumentResponse.redirectInfo.url);
  });

  it('a tampered amount is refused with 409 and the current amounts; nothing is created', async () => {
    const before = await countBookings();
    const res = await book(t.app, payload({ packageAmount: 1, totalAmount: 1 }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 409,
      message: 'The price has changed. Please review the new amounts.',
      amounts: { packageAmount: 50000, discount: 0, totalAmount: 50000, dueNow: 7500 },
    });
    const paise = await book(t.app, payload({ totalAmount: 50000.001 }));
    expect(paise.statusCode).toBe(409);
    expect(await countBookings()).toBe(before);
  });

  it('validates contact, package, departure, date and selection', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: '' }, 400, 'Name is required'],
      [{ email: 'nope' }, 400, 'Email is required'],
      [{ phone: '5123456789' }, 400, 'Invalid phone number'],
      [
        { departureId: '00000000-0000-4000-8000-000000000000' },
        400,
        'Departure does not belong to this package',
      ],
      [{ travelDate: travelDate(-2) }, 400, 'This travel date is not available'],
      [{ adults: [3], child: [0] }, 400, 'Invalid combination'],
      [{ adults: [2, 1], child: [0] }, 400, 'Invalid combination'],
      [{ couponCode: 'NOSUCH' }, 400, 'Invalid coupon'],
      [{ tourPackageId: 'x' }, 404, 'This package is not available for booking'],
    ];
    for (const [extra, status, message] of cases) {
      const res = await book(t.app, payload(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const draft = await createPublishedPackage(t.app, { status: 'Draft' });
    const res = await book(t.app, bookingPayload(draft.id, draft.departure.id));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This package is not available for booking');
  });

  it('a dated package takes only its departure’s dates', async () => {
    const dated = await createPublishedPackage(t.app, { dates: [travelDate(10)] });
    expect((await book(t.app, bookingPayload(dated.id, dated.departure.id))).statusCode).toBe(400);
    const ok = await book(
      t.app,
      bookingPayload(dated.id, dated.departure.id, { travelDate: travelDate(10) }),
    );
    expect(ok.statusCode).toBe(201);
  });

  it('custom pricing: value × price, people = value × totalPeople; an unknown item is refused', async () => {
    const custom = await createPublishedPackage(t.app, { pricingType: 'Custom' });
    const [couple, solo] = custom.departure.customPricings as [
      (typeof custom.departure.customPricings)[number],
      (typeof custom.departure.customPricings)[number],
    ];
    const base = { adults: undefined, child: undefined, paymentType: 'full' };
    const res = await book(
      t.app,
      bookingPayload(custom.id, custom.departure.id, {
        ...base,
        customs: [
          { id: couple.id, value: 2 },
          { id: solo.id, value: 1 },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const row = await bookingRow(t.app, res.json().bookingId);
    expect(row).toMatchObject({ packageAmountPaise: 23_000_000, dueNowPaise: 23_000_000, people: 5 });
    const zero = await book(
      t.app,
      bookingPayload(custom.id, custom.departure.id, { ...base, customs: [{ id: couple.id, value: 0 }] }),
    );
    expect(zero.statusCode).toBe(400);
    const unknown = await book(
      t.app,
      bookingPayload(custom.id, custom.departure.id, {
        ...base,
        customs: [{ id: pkg.departure.simplePricings[0]!.id, value: 1 }],
      }),
    );
    expect(unknown.statusCode).toBe(400);
  });

  it('rounds the token once, half up, on an awkward total', async () => {
    const awkward = await createPublishedPackage(t.app, {
      departures: [
        {
          name: 'Odd',
          inclusions: [],
          simplePricings: [{ adult: 1, child: 0, pricePaise: 1_000_010 }],
          customPricings: [],
          dates: [],
        },
      ],
    });
    const res = await book(
      t.app,
      bookingPayload(awkward.id, awkward.departure.id, { adults: [1], child: [0] }),
    );
    expect(res.statusCode).toBe(201);
    // 15% of ₹10,000.10 = ₹1,500.015 -> ₹1,500.02.
    expect((await attemptOf(t.app, res.json().bookingId)).amountPaise).toBe(150_002);
    const payment = await t.app.inject({ url: `/v1/bookings/payment/${res.json().bookingId}` });
    expect(payment.json()).toMatchObject({ paymentStaus: 'PAYMENT_PENDING', amount: 1500.02 });
  });
});

describe('Idempotency-Key', () => {
  it('the same key and body answer the same booking; another body 422', async () => {
    const headers = { 'idempotency-key': `key-${Date.now()}` };
    const first = await book(t.app, payload(), headers);
    expect(first.statusCode).toBe(201);
    const before = await countBookings();
    const again = await book(t.app, payload(), headers);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await countBookings()).toBe(before);
    const other = await book(t.app, payload({ adults: [1] }), headers);
    expect(other.statusCode).toBe(422);
    expect(await countBookings()).toBe(before);
  });

  it('two concurrent requests with one key make one booking', async () => {
    const headers = { 'idempotency-key': `race-${Date.now()}` };
    const before = await countBookings();
    const answers = await Promise.all([book(t.app, payload(), headers), book(t.app, payload(), headers)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers[0]!.json().bookingId).toBe(answers[1]!.json().bookingId);
    expect(await countBookings()).toBe(before + 1);
  });
});

describe('gateway failure', () => {
  it('answers 502, marks the attempt PAYMENT_ERROR and releases the seats', async () => {
    const date = travelDate(16);
    const dated = await createPublishedPackage(t.app, { dates: [{ date, seats: 2 }] });
    const two = bookingPayload(dated.id, dated.departure.id, { travelDate: date });
    const gateway = t.app.paymentGateway;
    const real = gateway.pay;
    gateway.pay = async () => {
      throw new Error('connection refused');
    };
    let res: Awaited<ReturnType<typeof book>>;
    try {
      res = await book(t.app, two, { 'idempotency-key': `down-${Date.now()}` });
    } finally {
      gateway.pay = real;
    }
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('The payment provider is unavailable. Please try again.');
    const [failed] = await t.app.db.select().from(bookings).where(eq(bookings.packageId, dated.id));
    expect(failed!.paymentStatus).toBe('PAYMENT_ERROR');
    expect((await attemptOf(t.app, failed!.id)).status).toBe('PAYMENT_ERROR');
    const [hold] = await t.app.db.select().from(seatHolds).where(eq(seatHolds.bookingId, failed!.id));
    expect(hold!.status).toBe('released');
    expect((await book(t.app, two)).statusCode).toBe(201);
  });

  it('refuses an Idempotency-Key over 100 characters', async () => {
    const res = await book(t.app, payload(), { 'idempotency-key': 'k'.repeat(101) });
    expect(res.statusCode).toBe(400);
  });
});

describe('the emulator round trip', () => {
  it('Pay: PAYMENT_SUCCESS, paid = due now, the traveller, the creator and the admin address e-mailed, queued and written as .eml', async () => {
    const created = await book(t.app, payload());
    const { bookingId, bookingNumber } = created.json();
    const url = created.json().data.instrumentResponse.redirectInfo.url as string;
    const page = await t.app.inject({ url: new URL(url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('7,500.00');
    const paid = await payPage(t.app, url, 'success');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${t.config.publicUrl}/booking/payment-complete/${bookingId}`);

    const payment = await t.app.inject({ url: `/v1/bookings/payment/${bookingId}` });
    expect(payment.json()).toMatchObject({ paymentStaus: 'PAYMENT_SUCCESS', amount: 7500 });
    const booking = await t.app.inject({ url: `/v1/bookings/booking/${bookingId}` });
    expect(booking.statusCode).toBe(200);
    expect(booking.json()).toMatchObject({
      bookingId,
      bookingNumber,
      packageAmount: 50000,
      discount: 0,
      totalAmount: 7500,
      pendingAmount: 42500,
      dueNow: 7500,
      paymentType: 'token',
      paymentStatus: 'PAYMENT_SUCCESS',
      pricingType: 'Simple',
      tourPackage: { id: pkg.id, slug: pkg.slug, title: pkg.title },
      departure: { id: pkg.departure.id, name: 'Standard' },
      rooms: [{ adult: 2, child: 0, price: 50000 }],
      customs: [],
    });

    const jobs = await t.app.db.select().from(emailJobs).where(eq(emailJobs.status, 'pending'));
    const mine = jobs.filter((j) => j.subject.includes(bookingNumber));
    expect(mine.map((j) => j.to).sort()).toEqual([
      'aanya@example.com',
      TEST_ADMIN.email,
      'meera@example.com',
    ]);
    expect(mine.find((j) => j.to === 'meera@example.com')!.text).toContain('Pending amount: ₹42,500.00');

    const sent = await runEmailOutboxOnce(bookingDeps(t.app));
    expect(sent.sent).toBeGreaterThanOrEqual(3);
    const files = await readdir(outboxDir(t.config.dataDir));
    const texts = await Promise.all(files.map((f) => readFile(join(outboxDir(t.config.dataDir), f), 'utf8')));
    expect(texts.filter((m) => m.includes(bookingNumber)).length).toBe(3);
    expect((await runEmailOutboxOnce(bookingDeps(t.app))).sent).toBe(0);
  });

  it('full payment: paid = total, nothing pending', async () => {
    const created = await book(t.app, payload({ paymentType: 'full' }));
    await payPage(t.app, created.json().data.instrumentResponse.redirectInfo.url, 'success');
    const booking = await t.app.inject({ url: `/v1/bookings/booking/${created.json().bookingId}` });
    expect(booking.json()).toMatchObject({
      totalAmount: 50000,
      pendingAmount: 0,
      paymentStatus: 'PAYMENT_SUCCESS',
    });
  });

  it('Decline: PAYMENT_DECLINED', async () => {
    const created = await book(t.app, payload());
    await payPage(t.app, created.json().data.instrumentResponse.redirectInfo.url, 'decline');
    const payment = await t.app.inject({ url: `/v1/bookings/payment/${created.json().bookingId}` });
    expect(payment.json().paymentStaus).toBe('PAYMENT_DECLINED');
    expect((await bookingRow(t.app, created.json().bookingId)).paidPaise).toBe(0);
  });

  it('unknown or malformed booking ids answer 404', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      expect((await t.app.inject({ url: `/v1/bookings/booking/${id}` })).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/v1/bookings/payment/${id}` })).statusCode).toBe(404);
    }
  });
});

describe('POST /v1/bookings/payment/callback', () => {
  it('a forged X-VERIFY answers 401 and changes nothing', async () => {
    const created = await book(t.app, payload());
    const attempt = await attemptOf(t.app, created.json().bookingId);
    const { response, xVerify } = signedCallback(
      attempt.merchantTransactionId,
      'PAYMENT_SUCCESS',
      attempt.amountPaise,
    );
    const forged = `${'0'.repeat(64)}###1`;
    expect((await sendCallback(t.app, { response }, forged)).statusCode).toBe(401);
    expect((await sendCallback(t.app, { response })).statusCode).toBe(401);
    expect((await sendCallback(t.app, { response: `${response}x` }, xVerify)).statusCode).toBe(401);
    expect(await attemptOf(t.app, created.json().bookingId)).toMatchObject({
      status: 'PENDING',
      checkCount: 0,
    });
  });

  it('a signed callback is only a hint: Check Status says pending, nothing is confirmed', async () => {
    const created = await book(t.app, payload());
    const attempt = await attemptOf(t.app, created.json().bookingId);
    const { response, xVerify } = signedCallback(
      attempt.merchantTransactionId,
      'PAYMENT_SUCCESS',
      attempt.amountPaise,
    );
    expect((await sendCallback(t.app, { response }, xVerify)).statusCode).toBe(200);
    const row = await bookingRow(t.app, created.json().bookingId);
    expect(row.paidPaise).toBe(0);
    expect(row.paymentStatus).toBe('PAYMENT_PENDING');
  });

  it('a success whose amount differs from the attempt’s does not confirm', async () => {
    const created = await book(t.app, payload());
    const bookingId = created.json().bookingId;
    const attempt = await attemptOf(t.app, bookingId);
    const gateway = t.app.paymentGateway;
    const real = gateway.checkStatus;
    gateway.checkStatus = async (id) => ({ ...(await real(id)), code: 'PAYMENT_SUCCESS', amountPaise: 100 });
    try {
      const { response, xVerify } = signedCallback(attempt.merchantTransactionId, 'PAYMENT_SUCCESS', 100);
      expect((await sendCallback(t.app, { response }, xVerify)).statusCode).toBe(200);
    } finally {
      gateway.checkStatus = real;
    }
    const row = await bookingRow(t.app, bookingId);
    expect(row).toMatchObject({ paymentStatus: 'PAYMENT_ERROR', paidPaise: 0 });
    expect(await attemptOf(t.app, bookingId)).toMatchObject({ status: 'PAYMENT_ERROR', refundReview: true });
  });

  it('a replayed callback changes nothing', async () => {
    const created = await book(t.app, payload());
    const bookingId = created.json().bookingId;
    await payPage(t.app, created.json().data.instrumentResponse.redirectInfo.url, 'success');
    const attempt = await attemptOf(t.app, bookingId);
    const before = {
      booking: await bookingRow(t.app, bookingId),
      jobs: (await t.app.db.select().from(emailJobs)).length,
    };
    const { response, xVerify } = signedCallback(
      attempt.merchantTransactionId,
      'PAYMENT_SUCCESS',
      attempt.amountPaise,
    );
    for (let i = 0; i < 3; i++)
      expect((await sendCallback(t.app, { response }, xVerify)).statusCode).toBe(200);
    const declined = signedCallback(attempt.merchantTransactionId, 'PAYMENT_DECLINED', attempt.amountPaise);
    expect((await sendCallback(t.app, { response: declined.response }, declined.xVerify)).statusCode).toBe(
      200,
    );
    const after = await bookingRow(t.app, bookingId);
    expect(after.paidPaise).toBe(before.booking.paidPaise);
    expect(after.paymentStatus).toBe('PAYMENT_SUCCESS');
    expect((await t.app.db.select().from(emailJobs)).length).toBe(before.jobs);
  });
});

describe('seats', () => {
  it('20 concurrent bookings for the last 3 seats leave exactly 3 holds', async () => {
    const date = travelDate(12);
    const dated = await createPublishedPackage(t.app, { dates: [{ date, seats: 5 }] });
    const one = (extra: Record<string, unknown> = {}) =>
      bookingPayload(dated.id, dated.departure.id, { travelDate: date, adults: [1], child: [0], ...extra });
    expect((await book(t.app, one({ adults: [2] }))).statusCode).toBe(201);
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(t.app, one())));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(17);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe('Sorry, this date is sold out');
    const holds = await t.app.db
      .select()
      .from(seatHolds)
      .where(
        and(
          eq(seatHolds.tourDateId, dated.departure.dates[0]!.id),
          inArray(seatHolds.status, ['held', 'confirmed']),
        ),
      );
    expect(holds.reduce((sum, h) => sum + h.people, 0)).toBe(5);
    expect(holds.filter((h) => h.people === 1)).toHaveLength(3);
    // Sold out: nothing more is created.
    const before = await countBookings();
    expect((await book(t.app, one())).statusCode).toBe(409);
    expect(await countBookings()).toBe(before);
  });

  it('a pending payment times out after 20 minutes and frees its seats', async () => {
    const date = travelDate(14);
    const dated = await createPublishedPackage(t.app, { dates: [{ date, seats: 2 }] });
    const two = bookingPayload(dated.id, dated.departure.id, { travelDate: date });
    const created = await book(t.app, two);
    expect(created.statusCode).toBe(201);
    expect((await book(t.app, two)).statusCode).toBe(409);

    // Before its expiry the reconciler only checks and reschedules.
    await reconcileAll(new Date(Date.now() + 60_000));
    const checked = await attemptOf(t.app, created.json().bookingId);
    expect(checked.status).toBe('PAYMENT_PENDING');
    expect(checked.checkCount).toBeGreaterThan(0);

    await reconcileAll(new Date(Date.now() + 21 * 60_000));
    const attempt = await attemptOf(t.app, created.json().bookingId);
    expect(attempt).toMatchObject({ status: 'TIMED_OUT', nextCheckAt: null });
    expect((await bookingRow(t.app, created.json().bookingId)).paymentStatus).toBe('TIMED_OUT');
    const [hold] = await t.app.db
      .select()
      .from(seatHolds)
      .where(eq(seatHolds.bookingId, created.json().bookingId));
    expect(hold!.status).toBe('released');
    expect((await book(t.app, two)).statusCode).toBe(201);
  });

  it('a success after the time-out is recorded and flagged for refund review', async () => {
    const created = await book(t.app, payload());
    const bookingId = created.json().bookingId;
    await reconcileAll(new Date(Date.now() + 21 * 60_000));
    expect((await attemptOf(t.app, bookingId)).status).toBe('TIMED_OUT');
    await payPage(t.app, created.json().data.instrumentResponse.redirectInfo.url, 'success');
    expect(await attemptOf(t.app, bookingId)).toMatchObject({
      status: 'PAYMENT_SUCCESS',
      refundReview: true,
    });
    expect(await bookingRow(t.app, bookingId)).toMatchObject({
      paymentStatus: 'PAYMENT_SUCCESS',
      paidPaise: 750_000,
    });
  });
});

describe('GET /v1/bookings', () => {
  it('admin sees all, a creator only its own, others 401/403; search and status filter', async () => {
    const callers = await signInCallers(t.app);
    const own = await createPublishedPackage(t.app, { creator: callers.creatorRecord });
    const mine = await book(t.app, bookingPayload(own.id, own.departure.id, { name: 'Zubin Own' }));
    expect(mine.statusCode).toBe(201);

    const list = (headers: Record<string, string>, query = '') =>
      t.app.inject({ url: `/v1/bookings${query}`, headers });
    expect((await list({})).statusCode).toBe(401);
    expect((await list(callers.user)).statusCode).toBe(403);

    const creatorPage = (await list(callers.creator)).json();
    expect(creatorPage.results.map((r: { bookingId: string }) => r.bookingId)).toEqual([
      mine.json().bookingId,
    ]);
    expect(creatorPage.totalResults).toBe(1);

    const adminPage = (await list(callers.admin)).json();
    expect(adminPage.totalResults).toBe(await countBookings());
    expect(adminPage.results).toHaveLength(10);
    expect(adminPage.results[0].bookingId).toBe(mine.json().bookingId);

    const searched = (await list(callers.admin, '?search=zubin')).json();
    expect(searched.results.map((r: { name: string }) => r.name)).toEqual(['Zubin Own']);
    const byNumber = (await list(callers.admin, `?search=${mine.json().bookingNumber}`)).json();
    expect(byNumber.totalResults).toBe(1);
    const declined = (await list(callers.admin, '?status=PAYMENT_DECLINED')).json();
    expect(
      declined.results.every((r: { paymentStatus: string }) => r.paymentStatus === 'PAYMENT_DECLINED'),
    ).toBe(true);
    expect(declined.totalResults).toBeGreaterThan(0);
  });

  it('the creator dashboard adds paid bookings, revenue and recent sales', async () => {
    const callers = await signInCallers(t.app);
    const own = await createPublishedPackage(t.app, { creator: callers.creatorRecord });
    const paid = await book(t.app, bookingPayload(own.id, own.departure.id));
    await payPage(t.app, paid.json().data.instrumentResponse.redirectInfo.url, 'success');
    await book(t.app, bookingPayload(own.id, own.departure.id)); // left pending: not a sale
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/creators/dashboard',
      headers: callers.creator,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalBookings: 1, totalRevenue: 7500 });
    expect(res.json().recentSales.map((r: { bookingId: string }) => r.bookingId)).toEqual([
      paid.json().bookingId,
    ]);
    // This month (India time) carries the booking and its token; the eleven before it are zero.
    const monthly = res.json().monthlyRevenue as { month: string; revenue: number }[];
    expect(monthly).toHaveLength(12);
    expect(monthly.at(-1)).toEqual({
      month: todayInIndia().slice(0, 7),
      bookings: 1,
      booked: 50_000,
      collected: 7500,
      revenue: 7500,
    });
    expect(monthly.slice(0, 11).every((m) => m.revenue === 0)).toBe(true);
  });
});

describe('payment attempts bookkeeping', () => {
  it('the result page asks the gateway at most once every few seconds', async () => {
    const created = await book(t.app, payload());
    const bookingId = created.json().bookingId;
    for (let i = 0; i < 5; i++) await t.app.inject({ url: `/v1/bookings/payment/${bookingId}` });
    const [row] = await t.app.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.bookingId, bookingId));
    expect(row!.checkCount).toBe(1);
  });
});
