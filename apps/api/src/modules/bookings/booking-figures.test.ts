import { addDays, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLead } from '../../../test/factories.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { bookingFigures, bookings, earnings, leads, recordCounts, tourPackages } from '../../db/schema.ts';
import { sumMoneyMoved } from '../earnings/index.ts';
import { keptMonths, keptTotals } from './booking-figures.repository.ts';
import { bookingTotals, collectedByMonth, paidBookingsByMonth } from './booking-stats.repository.ts';
import { bookingDeps } from './deps.ts';
import { runTripCompletionOnce } from './jobs/booking-jobs.ts';
import { paidBooking } from '../../../test/support/manage.ts';
import { book, bookingPayload, payPage, travelDate } from '../../../test/support/bookings.ts';

// ADR 1211: the dashboards' kept figures (booking_figures, record_counts, kept by triggers) equal
// a full recount of the bookings, payments, refunds, ledger, packages and leads (and the bookings
// per status and payment status, ADR 1226) — after every step of a mix made through the API
// (checkout, balance, offline payment, cancellation with refund, trip completion) and through
// plain SQL (a moved booking day, a bulk copy, a deletion), for the platform and for every
// creator; and the migration's backfill rebuilds the same.

let t: TestApp;
let admin: string;
let pkgA: TestPackage;
let pkgB: TestPackage;
const TRAVEL = travelDate(10);

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000', PUBLIC_RATE_LIMIT: '1000' });
  admin = (await loginAdmin(t.app)).tokens.access.token;
  pkgA = await createPublishedPackage(t.app, { dates: [TRAVEL] });
  pkgB = await createPublishedPackage(t.app, { dates: [TRAVEL] });
}, 120_000);
afterAll(() => t.close());

/** Every month a row of the data falls in, and the recount of each figure. */
async function recount(creatorId?: string) {
  const db = t.db;
  const totals = await bookingTotals(db, creatorId);
  const money = await sumMoneyMoved(db, creatorId);
  const [earned] = await db
    .select({ total: sql<string>`coalesce(sum(${earnings.amountPaise}), 0)::text` })
    .from(earnings)
    .where(creatorId ? eq(earnings.creatorId, creatorId) : undefined);
  const [paidRevenue] = await db
    .select({ total: sql<string>`coalesce(sum(${bookings.paidPaise}), 0)::text` })
    .from(bookings)
    .where(
      sql`${bookings.paymentStatus} = 'PAYMENT_SUCCESS' ${creatorId ? sql`and ${bookings.creatorId} = ${creatorId}` : sql``}`,
    );
  const since = new Date('2000-01-01T00:00:00+05:30');
  const booked = await paidBookingsByMonth(db, since, creatorId);
  const collected = await collectedByMonth(db, '2000-01-01', since, creatorId);
  const months = new Map<
    string,
    { bookings: number; bookedPaise: number; paidPaise: number; collectedPaise: number }
  >();
  const monthOf = (month: string) => {
    const row = months.get(month) ?? { bookings: 0, bookedPaise: 0, paidPaise: 0, collectedPaise: 0 };
    months.set(month, row);
    return row;
  };
  for (const row of booked)
    Object.assign(monthOf(row.month), {
      bookings: row.bookings,
      bookedPaise: row.bookedPaise,
      paidPaise: row.paidPaise,
    });
  for (const [month, paise] of collected) monthOf(month).collectedPaise = paise;
  return {
    totals: {
      paidBookings: totals.paidBookings,
      grossBookedPaise: totals.grossBookedPaise,
      revenuePaise: Number(paidRevenue?.total ?? 0),
      outstandingPaise: totals.outstandingPaise,
      unpaidAfterTravelPaise: totals.unpaidAfterTravelPaise,
      collectedPaise: money.paidPaise,
      refundedPaise: money.refundedPaise,
      earningsPaise: Number(earned?.total ?? 0),
    },
    months,
  };
}

async function kept(creatorId?: string) {
  const months = new Map<
    string,
    { bookings: number; bookedPaise: number; paidPaise: number; collectedPaise: number }
  >();
  for (const { month, ...row } of await keptMonths(t.db, '2000-01', creatorId)) {
    // A month whose figures all went back to zero keeps its row: the recount has none.
    if (row.bookings || row.bookedPaise || row.paidPaise || row.collectedPaise) months.set(month, row);
  }
  return { totals: await keptTotals(t.db, creatorId), months };
}

async function countsRecounted() {
  const packages = await t.db
    .select({ scope: sql<string>`''`, name: sql<string>`'package:' || ${tourPackages.status}`, n: count() })
    .from(tourPackages)
    .groupBy(tourPackages.status);
  const ofCreators = await t.db
    .select({
      scope: sql<string>`${tourPackages.creatorId}::text`,
      name: sql<string>`'package:' || ${tourPackages.status}`,
      n: count(),
    })
    .from(tourPackages)
    .groupBy(tourPackages.creatorId, tourPackages.status);
  const ofLeads = await t.db
    .select({ scope: sql<string>`''`, name: sql<string>`'lead:' || ${leads.status}`, n: count() })
    .from(leads)
    .groupBy(leads.status);
  // ADR 982's definition, recounted: the lead's e-mail made a paid booking at or after it.
  const [converted] = await t.db
    .select({ scope: sql<string>`''`, name: sql<string>`'leads-converted'`, n: count() })
    .from(leads)
    .where(sql`${leads.email} <> '' and exists (select 1 from bookings b where lower(b.email) = lower(${leads.email})
      and b.payment_status = 'PAYMENT_SUCCESS' and b.created_at >= ${leads.createdAt})`);
  // Per creator: the leads addressed to it (leadsAddressedTo) and those converted for it.
  const perCreator = await t.db.execute(sql`
    select c.id::text as scope, x.name, x.n::int as n from creators c cross join lateral (
      select 'creator-leads' as name, count(*) as n from leads l
      where l.creator_id = c.id or l.package_id in (select id from tour_packages where creator_id = c.id)
      union all
      select 'creator-leads-converted', count(*) from leads l
      where (l.creator_id = c.id or l.package_id in (select id from tour_packages where creator_id = c.id))
        and l.email <> '' and exists (select 1 from bookings b where lower(b.email) = lower(l.email)
          and b.payment_status = 'PAYMENT_SUCCESS' and b.created_at >= l.created_at and b.creator_id = c.id)
    ) x where x.n > 0`);
  // Bookings per (booking status, payment status), platform-wide and per creator (ADR 1226).
  const ofBookings = await t.db.execute(sql`
    select v.scope, 'booking:' || b.status || ':' || b.payment_status as name, count(*)::int as n
    from bookings b cross join lateral (values (''), (b.creator_id::text)) v(scope) group by 1, 2`);
  // node-postgres and PGlite both answer { rows }.
  type Counted = { rows: { scope: string; name: string; n: number }[] };
  const creatorRows = (perCreator as unknown as Counted).rows;
  const bookingRows = (ofBookings as unknown as Counted).rows;
  const all = [
    ...packages,
    ...ofCreators,
    ...ofLeads,
    ...(converted?.n ? [converted] : []),
    ...creatorRows,
    ...bookingRows,
  ];
  return all.map((r) => `${r.scope}|${r.name}|${r.n}`).sort();
}
async function convertedKept() {
  const rows = await t.db.select().from(recordCounts).where(eq(recordCounts.name, 'leads-converted'));
  return Number(rows[0]?.n ?? 0);
}
async function countsKept() {
  const rows = await t.db.select().from(recordCounts);
  return rows
    .filter((r) => Number(r.n) !== 0)
    .map((r) => `${r.scope}|${r.name}|${r.n}`)
    .sort();
}

/** The kept figures equal the recount, platform-wide and for each creator. */
async function expectExact() {
  const scopes = [undefined, pkgA.creatorId, pkgB.creatorId];
  for (const creatorId of scopes) {
    const [k, r] = [await kept(creatorId), await recount(creatorId)];
    expect(k.totals, `totals of ${creatorId ?? 'the platform'}`).toEqual(r.totals);
    expect(k.months, `months of ${creatorId ?? 'the platform'}`).toEqual(r.months);
  }
  expect(await countsKept()).toEqual(await countsRecounted());
}

const offline = (id: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/bookings/${id}/payments`,
    headers: bearer(admin),
    payload: { method: 'bank_transfer', reference: 'UTR1211', paidOn: todayInIndia(), ...payload },
  });
const afterTrip = () => bookingDeps(t.app, () => new Date(`${addDays(TRAVEL, 5)}T12:00:00+05:30`));

describe('kept dashboard figures (ADR 1211)', () => {
  it('equal a full recount after every step of a mix of bookings, payments, refunds and cancellations', async () => {
    const kept0 = await keptTotals(t.db);
    // Leads sent before the bookings below (any case of the e-mail), one after, one without.
    const hourAgo = new Date(Date.now() - 3_600_000);
    await createLead(t.database.db, { email: 'ASHA@example.com', createdAt: hourAgo });
    await createLead(t.database.db, { email: 'dev@example.com', createdAt: hourAgo });
    await createLead(t.database.db, {
      email: 'kiran@example.com',
      createdAt: new Date(Date.now() + 3_600_000),
    });
    await createLead(t.database.db, { email: '', createdAt: hourAgo });
    // Addressed to creators: A by name, B through its package, both at once.
    const addressed = async (email: string, creatorId: string | null, packageId: string | null) =>
      t.db.execute(sql`insert into leads (name, email, phone, creator_id, package_id, created_at)
        values ('Addressed', ${email}, '9123456789', ${creatorId}, ${packageId}, ${hourAgo})`);
    await addressed('asha@example.com', pkgA.creatorId, null);
    await addressed('dev@example.com', pkgA.creatorId, null); // B's traveller: not converted for A
    await addressed('DEV@example.com', null, pkgB.id);
    await addressed('meera@example.com', pkgA.creatorId, pkgB.id);
    const converted0 = await convertedKept();
    await expectExact();

    // A token payment, then its balance on the gateway.
    const a1 = await paidBooking(t.app, pkgA, { travelDate: TRAVEL, email: 'asha@example.com' });
    await expectExact();
    const balance = await t.app.inject({ method: 'POST', url: `/v1/bookings/${a1.bookingId}/balance` });
    expect(balance.statusCode).toBe(201);
    await payPage(t.app, balance.json().data.instrumentResponse.redirectInfo.url, 'success');
    await expectExact();
    // ADR 1210: money refunded while it stays live (a cheaper date's difference) is owed again.
    const owedBefore = (await keptTotals(t.db)).outstandingPaise;
    await t.db.update(bookings).set({ liveRefundedPaise: 12_345 }).where(eq(bookings.id, a1.bookingId));
    expect((await keptTotals(t.db)).outstandingPaise).toBe(owedBefore + 12_345);
    await expectExact();

    // A token payment, then an offline one dated last month… of the booking's own moved day.
    const a2 = await paidBooking(t.app, pkgA, { travelDate: TRAVEL, email: 'kiran@example.com' });
    const lastMonth = addDays(`${todayInIndia().slice(0, 7)}-01`, -1);
    await t.db
      .update(bookings)
      .set({ createdAt: new Date(`${lastMonth}T10:00:00+05:30`) })
      .where(eq(bookings.id, a2.bookingId));
    await expectExact();
    expect((await offline(a2.bookingId, { amount: 1_000.5, paidOn: lastMonth })).statusCode).toBe(201);
    await expectExact();

    // Paid in full, then cancelled with a part refunded.
    const b1 = await paidBooking(t.app, pkgB, {
      travelDate: TRAVEL,
      paymentType: 'full',
      email: 'dev@example.com',
    });
    await expectExact();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${b1.bookingId}/cancel`,
      headers: bearer(admin),
      payload: { reason: 'Plans changed', refundAmount: 2_000.25 },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().refunds).toEqual([expect.objectContaining({ status: 'COMPLETED' })]);
    await expectExact();

    // Unpaid and declined bookings count nowhere; then the trips complete with balances owed.
    const unpaid = await book(t.app, bookingPayload(pkgA.id, pkgA.departure.id, { travelDate: TRAVEL }));
    expect(unpaid.statusCode).toBe(201);
    await paidBooking(t.app, pkgB, { travelDate: TRAVEL }, 'decline');
    await paidBooking(t.app, pkgB, { travelDate: TRAVEL, email: 'meera@example.com' });
    await expectExact();
    await runTripCompletionOnce(afterTrip());
    await expectExact();
    // asha's and dev's leads converted, addressed or not (dev's booking since cancelled: still
    // converted), and meera's; kiran's lead came after the booking.
    expect(await convertedKept()).toBe(converted0 + 6);
    const forA = await t.db.select().from(recordCounts).where(eq(recordCounts.scope, pkgA.creatorId));
    // For A only asha's: meera's lead addresses A and B, but she booked with B.
    expect(forA.find((r) => r.name === 'creator-leads-converted')?.n).toBe(1);
    const after = await keptTotals(t.db);
    expect(after.paidBookings).toBe(kept0.paidBookings + 4);
    expect(after.unpaidAfterTravelPaise).toBeGreaterThan(kept0.unpaidAfterTravelPaise);
    expect(after.refundedPaise).toBe(kept0.refundedPaise + 200_025);

    // Writers outside the API: a bulk copy of the paid bookings, a moved day, a status by hand,
    // and deleting an unpaid booking and a copied paid one (its payments cascade with it).
    await t.db.execute(sql`insert into bookings (id, booking_number, package_id, creator_id, departure_name,
      travel_date, name, email, phone, payment_type, pricing_type, selection, people, package_amount_paise,
      discount_paise, due_now_paise, paid_paise, payment_status, status, balance_due_date, created_at)
      select gen_random_uuid(), booking_number || '-copy', package_id, creator_id, departure_name, travel_date, name,
      email, phone, payment_type, pricing_type, selection, people, package_amount_paise, discount_paise,
      due_now_paise, paid_paise, payment_status, status, balance_due_date, created_at - interval '40 days'
      from bookings where payment_status = 'PAYMENT_SUCCESS'`);
    await expectExact();
    await t.db.execute(sql`insert into payment_attempts (booking_id, merchant_transaction_id, kind, amount_paise,
      status, expires_at) select id, 'copy-' || booking_number, 'full', paid_paise, 'PAYMENT_SUCCESS', now()
      from bookings where booking_number like '%-copy'`);
    await expectExact();
    await t.db.update(bookings).set({ status: 'COMPLETED' }).where(eq(bookings.id, a2.bookingId));
    await t.db.delete(bookings).where(eq(bookings.id, unpaid.json().bookingId));
    await t.db.execute(
      sql`delete from bookings where id = (select id from bookings where booking_number like '%-copy' order by booking_number limit 1)`,
    );
    await expectExact();

    // A lead's e-mail changed by hand, and a paid booking's e-mail: conversions follow.
    await t.db.execute(sql`update leads set email = 'meera@example.com' where email = ''`);
    await t.db.execute(sql`update bookings set email = 'someone@example.com' where id = ${a1.bookingId}`);
    await expectExact();

    // A lead re-addressed by hand.
    await t.db.execute(
      sql`update leads set package_id = ${pkgA.id}, creator_id = null where email = 'DEV@example.com'`,
    );
    await expectExact();

    // Packages and leads per status.
    await createLead(t.database.db, { status: 'followed' });
    const lead = await createLead(t.database.db);
    await t.db.update(leads).set({ status: 'confirmed' }).where(eq(leads.id, lead.id));
    await t.db.update(tourPackages).set({ status: 'Draft' }).where(eq(tourPackages.id, pkgA.id));
    await expectExact();
  }, 180_000);

  it('kept_figures_rebuild() (the migration’s backfill) rebuilds the same figures from the rows', async () => {
    const before = await t.db.select().from(bookingFigures);
    expect(before.length).toBeGreaterThan(0);
    // Everything kept wiped, the leads' kept columns too (their trigger off while they are).
    await t.db.execute(sql`alter table leads disable trigger lead_converted_on_lead`);
    await t.db.execute(sql`update leads set converted = false, addressed_to = '{}', converted_for = '{}'`);
    await t.db.execute(sql`alter table leads enable trigger lead_converted_on_lead`);
    await t.db.execute(sql`delete from booking_figures`);
    await t.db.execute(sql`delete from record_counts`);
    expect(await keptTotals(t.db)).not.toEqual((await recount()).totals);
    await t.db.execute(sql`select kept_figures_rebuild()`);
    await expectExact();
  });
});
