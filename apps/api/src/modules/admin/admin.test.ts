import { lastMonths } from '@wayfarer/shared/rules/dashboard-figures';
import { addDays, indiaMidnight, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLead } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { adminOnlyRefusals, type Callers, signInCallers } from '../../../test/roles.ts';
import { bearer } from '../../../test/helpers.ts';
import { bookings } from '../../db/schema.ts';
import { paidBooking } from '../../../test/support/manage.ts';
import { book, bookingPayload } from '../../../test/support/bookings.ts';

// GET /v1/admin/stats and the creator dashboard's cards and months (ADR 979–983), from bookings
// made and paid through the API: checkout on the sandbox, an offline payment, a refund.
//
// Creator A: a1 (10 % coupon: ₹45,000, token ₹6,750 paid), a2 (₹50,000, token ₹7,500 + offline
// ₹10,000.50 paid on the last day of last month, booked one minute before this month began in
// India), an unpaid and a declined booking. Creator B: b1 (₹50,000 paid in full, then cancelled
// with ₹20,000.25 refunded). a1 is moved to one minute after this month began in India: still
// the previous day in UTC.

let t: TestApp;
let callers: Callers;
let pkgA: TestPackage;
let pkgB: TestPackage;
const months = lastMonths(todayInIndia(), 12);
const thisMonth = months[11]!;
const lastMonth = months[10]!;
const monthStart = indiaMidnight(`${thisMonth}-01`);
const minutes = (n: number) => new Date(monthStart.getTime() + n * 60_000);

async function setCreatedAt(bookingId: string, at: Date) {
  await t.db.update(bookings).set({ createdAt: at }).where(eq(bookings.id, bookingId));
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000', PUBLIC_RATE_LIMIT: '1000' });
  callers = await signInCallers(t.app);
  for (const status of ['new', 'new', 'followed', 'confirmed'] as const) {
    await createLead(t.database.db, { status, creatorId: callers.creatorRecord.creator.id });
  }
  pkgA = await createPublishedPackage(t.app);
  pkgB = await createPublishedPackage(t.app);
  const coupon = await t.app.inject({
    method: 'POST',
    url: '/v1/coupons',
    headers: callers.admin,
    payload: { code: 'STATS10', kind: 'percent', value: 10 },
  });
  expect(coupon.statusCode).toBe(201);

  const a1 = await paidBooking(t.app, pkgA, { email: 'Asha@Example.com', couponCode: 'STATS10' });
  const a2 = await paidBooking(t.app, pkgA, { email: 'kiran@example.com' });
  // Booked last month: its offline payment is dated on the booking's day (an offline payment is never
  // dated before its booking).
  await setCreatedAt(a2.bookingId, minutes(-1));
  const lastDayOfLastMonth = addDays(`${thisMonth}-01`, -1);
  const offline = await t.app.inject({
    method: 'POST',
    url: `/v1/bookings/${a2.bookingId}/payments`,
    headers: callers.admin,
    payload: { amount: 10_000.5, method: 'bank_transfer', reference: 'UTR42', paidOn: lastDayOfLastMonth },
  });
  expect(offline.statusCode).toBe(201);
  const b1 = await paidBooking(t.app, pkgB, { email: 'dev@example.com', paymentType: 'full' });
  const cancel = await t.app.inject({
    method: 'POST',
    url: `/v1/bookings/${b1.bookingId}/cancel`,
    headers: callers.admin,
    payload: { reason: 'Plans changed', refundAmount: 20_000.25 },
  });
  expect(cancel.statusCode).toBe(200);
  expect(cancel.json().refunds).toEqual([expect.objectContaining({ status: 'COMPLETED' })]);
  const unpaid = await book(t.app, bookingPayload(pkgA.id, pkgA.departure.id, { email: 'late@example.com' }));
  expect(unpaid.statusCode).toBe(201);
  await paidBooking(t.app, pkgA, { email: 'no@example.com' }, 'decline');

  // The India-time month edge: a2 on the last minute of last month, a1 on this month's first.
  await setCreatedAt(a2.bookingId, minutes(-1));
  await setCreatedAt(a1.bookingId, minutes(1));
  // Leads: converted when the same e-mail (any case) made a paid booking at or after the lead.
  await createLead(t.database.db, { email: 'ASHA@example.com', createdAt: minutes(-60 * 24) }); // yes
  await createLead(t.database.db, { email: 'kiran@example.com', createdAt: minutes(30) }); // booked before
  await createLead(t.database.db, { email: 'dev@example.com', createdAt: minutes(-60 * 24 * 40) }); // yes, though cancelled
  await createLead(t.database.db, { email: 'late@example.com', createdAt: minutes(-120) }); // never paid
  await createLead(t.database.db, { email: '', createdAt: minutes(-120) }); // no e-mail to match
  // Addressed to a creator (ADR 979): converted for it only by a paid booking of its own packages.
  const [aId, bId] = [pkgA.creatorId, pkgB.creatorId];
  await createLead(t.database.db, { email: 'asha@example.com', creatorId: aId, createdAt: minutes(-60) }); // A: yes
  await createLead(t.database.db, { email: 'dev@example.com', creatorId: aId, createdAt: minutes(-60) }); // A: no (B's)
  await createLead(t.database.db, { email: 'dev@example.com', creatorId: bId, createdAt: minutes(-60) }); // B: yes
});
afterAll(() => t.close());

const stats = (headers: Record<string, string>) => t.app.inject({ url: '/v1/admin/stats', headers });
const zeroMonth = (month: string) => ({ month, bookings: 0, booked: 0, collected: 0 });

describe('GET /v1/admin/stats', () => {
  it('refuses anonymous (401), users and creators (403)', async () => {
    for (const refusal of adminOnlyRefusals(callers)) {
      expect((await stats(refusal.headers)).statusCode, refusal.who).toBe(refusal.status);
    }
  });

  it('counts and sums the paid bookings, payments, balances and refunds', async () => {
    const res = await stats(callers.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      creators: 3,
      packages: { draft: 0, pendingReview: 0, published: 2, rejected: 0 },
      leads: { new: 10, followed: 1, cancelled: 0, confirmed: 1, total: 12 },
      // a1, a2 and b1: paid, whatever became of them since; the unpaid and declined ones are not.
      bookings: 3,
      grossBooked: 145_000,
      // ₹6,750 + ₹7,500 + ₹10,000.50 (offline) + ₹50,000, before the refund.
      collected: 74_250.5,
      // a1 ₹38,250 + a2 ₹32,499.50; b1 is cancelled and owes nothing.
      outstanding: 70_749.5,
      refunds: 20_000.25,
      leadConversion: { leads: 12, converted: 5, percent: 41.7 },
    });
    expect(body.margin).toMatchObject({ paid: 74_250.5, refunded: 20_000.25 });
  });

  it('charts 12 months in India time, oldest first, zeros kept', async () => {
    const { monthly } = (await stats(callers.admin)).json();
    expect(monthly.map((m: { month: string }) => m.month)).toEqual(months);
    expect(monthly.slice(0, 10)).toEqual(months.slice(0, 10).map(zeroMonth));
    // a2 was booked a minute before this month began in India; its offline payment was paid on
    // last month's last day. Its token, a1's and b1's payments succeeded this month.
    expect(monthly[10]).toEqual({ month: lastMonth, bookings: 1, booked: 50_000, collected: 10_000.5 });
    expect(monthly[11]).toEqual({ month: thisMonth, bookings: 2, booked: 95_000, collected: 64_250 });
  });
});

describe('POST /v1/creators/dashboard: the same months, for its own packages only', () => {
  const dashboard = (token: string) =>
    t.app.inject({ method: 'POST', url: '/v1/creators/dashboard', headers: bearer(token) });

  it('creator A sees a1 and a2, never B’s booking', async () => {
    const body = (await dashboard(pkgA.creator.token)).json();
    expect(body).toMatchObject({ totalBookings: 2, totalRevenue: 24_250.5 });
    expect(body.monthlyRevenue).toHaveLength(12);
    expect(body.monthlyRevenue.map((m: { month: string }) => m.month)).toEqual(months);
    expect(body.monthlyRevenue.slice(0, 10)).toEqual(
      months.slice(0, 10).map((month) => ({ ...zeroMonth(month), revenue: 0 })),
    );
    expect(body.monthlyRevenue[10]).toEqual({
      month: lastMonth,
      bookings: 1,
      booked: 50_000,
      collected: 10_000.5,
      revenue: 17_500.5,
    });
    expect(body.monthlyRevenue[11]).toEqual({
      month: thisMonth,
      bookings: 1,
      booked: 45_000,
      collected: 14_250,
      revenue: 6_750,
    });
  });

  it('the cards: the admin’s figures for its own packages and leads (ADR 979)', async () => {
    expect((await dashboard(pkgA.creator.token)).json()).toMatchObject({
      grossBooked: 95_000,
      collected: 24_250.5,
      outstanding: 70_749.5,
      refunds: 0,
      leadConversion: { leads: 2, converted: 1, percent: 50 },
      packagesByStatus: { draft: 0, pendingReview: 0, published: 1, rejected: 0 },
    });
    expect((await dashboard(pkgB.creator.token)).json()).toMatchObject({
      grossBooked: 50_000,
      collected: 50_000,
      outstanding: 0,
      refunds: 20_000.25,
      leadConversion: { leads: 1, converted: 1, percent: 100 },
      packagesByStatus: { draft: 0, pendingReview: 0, published: 1, rejected: 0 },
    });
    expect((await dashboard(callers.creatorRecord.token)).json()).toMatchObject({
      grossBooked: 0,
      collected: 0,
      outstanding: 0,
      refunds: 0,
      leadConversion: { leads: 4, converted: 0, percent: 0 },
      packagesByStatus: { draft: 0, pendingReview: 0, published: 0, rejected: 0 },
    });
  });

  it('creator B sees b1 only; a creator with no bookings sees twelve zero months', async () => {
    const b = (await dashboard(pkgB.creator.token)).json();
    expect(b.totalBookings).toBe(1);
    expect(b.monthlyRevenue[10]).toEqual({ ...zeroMonth(lastMonth), revenue: 0 });
    expect(b.monthlyRevenue[11]).toEqual({
      month: thisMonth,
      bookings: 1,
      booked: 50_000,
      collected: 50_000,
      revenue: 50_000,
    });
    const none = (await dashboard(callers.creatorRecord.token)).json();
    expect(none.monthlyRevenue).toEqual(months.map((month) => ({ ...zeroMonth(month), revenue: 0 })));
  });
});
