import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../../../test/helpers.ts';
import { createPublishedPackage } from '../../../../test/package-factory.ts';
import { signInCallers } from '../../../../test/roles.ts';
import { emailJobs, refunds, seatHolds } from '../../../db/schema.ts';
import { outboxDir } from '../../../lib/mailer.ts';
import { runEmailOutboxOnce } from '../../outbox/index.ts';
import { bookingDeps } from '../deps.ts';
import { runReconcilerOnce } from './reconciler.ts';
import {
  attemptOf,
  book,
  bookingPayload,
  bookingRow,
  bookingsTestApp,
  countBookings,
  payload,
  payPage,
  pkg,
  t,
  travelDate,
} from '../../../../test/support/bookings.ts';

// Paying on the sandbox, the seats a booking holds until it is paid or times out, and the lists
// that read those bookings. GET /v1/bookings relies on the bookings made above it in this file:
// more than a page of ten, one of them declined.

bookingsTestApp();

/** Runs the reconciler until it has nothing due at `now`. */
async function reconcileAll(now: Date) {
  for (let i = 0; i < 20; i++)
    if ((await runReconcilerOnce(bookingDeps(t.app, () => now))).checked === 0) return;
}

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

    const jobs = await t.db.select().from(emailJobs).where(eq(emailJobs.status, 'pending'));
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
    const holds = await t.db
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
    const [hold] = await t.db
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

  it('a late success takes its released seats back only while the date still has them (confirmSeats)', async () => {
    const date = travelDate(15);
    const dated = await createPublishedPackage(t.app, { dates: [{ date, seats: 2 }] });
    const two = bookingPayload(dated.id, dated.departure.id, { travelDate: date });
    const holdOf = async (bookingId: string) =>
      (await t.db.select().from(seatHolds).where(eq(seatHolds.bookingId, bookingId)))[0]!;
    const seatsTaken = async () =>
      (
        await t.db
          .select()
          .from(seatHolds)
          .where(
            and(
              eq(seatHolds.tourDateId, dated.departure.dates[0]!.id),
              inArray(seatHolds.status, ['held', 'confirmed']),
            ),
          )
      ).reduce((sum, h) => sum + h.people, 0);

    // The first booking times out; its two seats go to a second traveller.
    const late = await book(t.app, two);
    expect(late.statusCode).toBe(201);
    await reconcileAll(new Date(Date.now() + 21 * 60_000));
    expect((await holdOf(late.json().bookingId)).status).toBe('released');
    const second = await book(t.app, two);
    expect(second.statusCode).toBe(201);

    // The first payment then succeeds: no seat is taken back, and the booking that cannot run is
    // cancelled with the money refunded in full by itself (ADR 1300; before, it was left CONFIRMED
    // without seats for a refund review).
    await payPage(t.app, late.json().data.instrumentResponse.redirectInfo.url, 'success');
    expect(await attemptOf(t.app, late.json().bookingId)).toMatchObject({
      status: 'PAYMENT_SUCCESS',
      refundReview: false,
    });
    expect(await bookingRow(t.app, late.json().bookingId)).toMatchObject({
      status: 'CANCELLED',
      paidPaise: (await attemptOf(t.app, late.json().bookingId)).amountPaise,
    });
    const [returned] = await t.db.select().from(refunds).where(eq(refunds.bookingId, late.json().bookingId));
    expect(returned).toMatchObject({
      kind: 'gateway',
      amountPaise: (await attemptOf(t.app, late.json().bookingId)).amountPaise,
    });
    expect((await holdOf(late.json().bookingId)).status).toBe('released');
    expect(await seatsTaken()).toBe(2);

    // The second one times out too and pays late with its seats still free: they are taken back.
    await reconcileAll(new Date(Date.now() + 42 * 60_000));
    expect((await holdOf(second.json().bookingId)).status).toBe('released');
    await payPage(t.app, second.json().data.instrumentResponse.redirectInfo.url, 'success');
    expect((await holdOf(second.json().bookingId)).status).toBe('confirmed');
    expect(await seatsTaken()).toBe(2);
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
