import { bookingStatuses, paymentStatuses } from '@wayfarer/shared/enums';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { COUNT_CAP } from '../../db/capped-count.ts';
import { paidBooking } from '../../../test/support/manage.ts';
import { book, bookingPayload } from '../../../test/support/bookings.ts';

// ADR 1226: the bookings list without a search answers its total from the bookings kept counted
// per (booking status, payment status), platform-wide and per creator (record_counts, kept by the
// deferred trigger record_counts_on_booking). For the admin and each creator, with every
// combination of the two filters, the total equals a recount of the bookings — after bookings made
// through the API and inserted, status-changed, payment-status-changed, moved between creators and
// deleted by hand, in and out of one transaction; and after the counts are rebuilt from the rows.
// Both databases (api and api-pg).

let t: TestApp;
let admin: Record<string, string>;
let pkgA: TestPackage;
let pkgB: TestPackage;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000', PUBLIC_RATE_LIMIT: '1000' });
  admin = bearer((await loginAdmin(t.app)).tokens.access.token);
  pkgA = await createPublishedPackage(t.app);
  pkgB = await createPublishedPackage(t.app);
  // A paid booking, a declined one and an unpaid checkout.
  await paidBooking(t.app, pkgA, { email: 'asha@example.com' });
  await paidBooking(t.app, pkgB, { email: 'ravi@example.com' }, 'decline');
  const unpaid = await book(t.app, bookingPayload(pkgB.id, pkgB.departure.id, { email: 'dev@example.com' }));
  expect(unpaid.statusCode).toBe(201);
}, 120_000);
afterAll(() => t?.close());

type Booking = { creator_id: string; status: string; payment_status: string };
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every scope and combination of the filters ('' = not filtered). */
function cases() {
  const scopes = [
    { who: 'admin', creatorId: '', headers: () => admin },
    { who: 'creator A', creatorId: pkgA.creatorId, headers: () => bearer(pkgA.creator.token) },
    { who: 'creator B', creatorId: pkgB.creatorId, headers: () => bearer(pkgB.creator.token) },
  ];
  return scopes.flatMap((scope) =>
    ['', ...bookingStatuses].flatMap((bookingStatus) =>
      ['', ...paymentStatuses].map((status) => ({ ...scope, bookingStatus, status })),
    ),
  );
}

/** The list's total for each case equals the bookings recounted (capped as the list caps them). */
async function expectExact() {
  const all = await rows<Booking>(sql`select creator_id, status, payment_status from bookings`);
  const answered: string[] = [];
  const recounted: string[] = [];
  for (const c of cases()) {
    const res = await t.app.inject({
      url: `/v1/bookings?status=${c.status}&bookingStatus=${c.bookingStatus}`,
      headers: c.headers(),
    });
    expect(res.statusCode).toBe(200);
    const label = `${c.who} ${c.bookingStatus || '*'} ${c.status || '*'}`;
    answered.push(`${label}: ${res.json().totalResults}`);
    const n = all.filter(
      (b) =>
        (!c.creatorId || b.creator_id === c.creatorId) &&
        (!c.bookingStatus || b.status === c.bookingStatus) &&
        (!c.status || b.payment_status === c.status),
    ).length;
    recounted.push(`${label}: ${Math.min(COUNT_CAP, n)}`);
  }
  expect(answered).toEqual(recounted);
  return all.length;
}

/** Bookings copied from the first one, by hand: `n` of them, of creator A, statuses cycling. */
const copies = (n: number, tag: string) =>
  t.db.execute(sql`insert into bookings (booking_number, package_id, creator_id, departure_name,
    travel_date, name, email, phone, payment_type, pricing_type, selection, people, package_amount_paise,
    discount_paise, due_now_paise, paid_paise, payment_status, status, balance_due_date, created_at)
    select b.booking_number || '-' || ${tag} || g, b.package_id, b.creator_id, b.departure_name, b.travel_date,
      'Copy ' || ${tag} || g, 'copy' || g || '@example.com', b.phone, b.payment_type, b.pricing_type,
      b.selection, b.people, b.package_amount_paise, b.discount_paise, b.due_now_paise, 0,
      (array['PENDING', 'PAYMENT_PENDING', 'PAYMENT_SUCCESS', 'PAYMENT_DECLINED', 'TIMED_OUT'])[1 + g % 5],
      (array['PENDING', 'CONFIRMED', 'CANCELLED'])[1 + g % 3], b.balance_due_date,
      b.created_at - make_interval(secs => g)
    from (select * from bookings where creator_id = ${pkgA.creatorId} order by created_at limit 1) b,
      generate_series(1, ${n}) g`);

describe('the bookings list’s kept totals', () => {
  it('equal a recount for the admin and each creator, every filter, after changes made by hand', async () => {
    expect(await expectExact()).toBe(3);

    await copies(30, 'x');
    expect(await expectExact()).toBe(33);

    // Booking statuses changed, then payment statuses, then both at once.
    await t.db.execute(
      sql`update bookings set status = 'CANCELLATION_REQUESTED' where name in ('Copy x1', 'Copy x2', 'Copy x4')`,
    );
    await t.db.execute(sql`update bookings set status = 'COMPLETED' where status = 'CONFIRMED'`);
    await expectExact();
    await t.db.execute(
      sql`update bookings set payment_status = 'PAYMENT_ERROR' where name like 'Copy x1%' and payment_status = 'PENDING'`,
    );
    await t.db.execute(
      sql`update bookings set payment_status = 'PAYMENT_SUCCESS', status = 'CONFIRMED' where name = 'Copy x3'`,
    );
    // Columns the counts do not depend on, and a status set to itself.
    await t.db.execute(
      sql`update bookings set name = name || ' (renamed)', status = status where name = 'Copy x5'`,
    );
    await expectExact();

    // Moved between creators, alone and with a status change in the same update.
    await t.db.execute(
      sql`update bookings set creator_id = ${pkgB.creatorId} where name in ('Copy x6', 'Copy x7', 'Copy x8')`,
    );
    await t.db.execute(
      sql`update bookings set creator_id = ${pkgB.creatorId}, status = 'CANCELLED', payment_status = 'BAD_REQUEST'
        where name = 'Copy x9'`,
    );
    await t.db.execute(
      sql`update bookings set creator_id = ${pkgA.creatorId} where email = 'dev@example.com'`,
    );
    await expectExact();

    // Deleted by hand.
    await t.db.execute(sql`delete from bookings where name in ('Copy x10', 'Copy x6', 'Copy x3')`);
    await t.db.execute(sql`delete from bookings where name like 'Copy x2%' and status = 'PENDING'`);
    await expectExact();
  }, 180_000);

  it('count each change of a transaction once, at its commit, and nothing of one rolled back', async () => {
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update bookings set status = 'CONFIRMED' where name = 'Copy x11'`);
      await tx.execute(sql`update bookings set status = 'COMPLETED', payment_status = 'PAYMENT_SUCCESS'
        where name = 'Copy x11'`);
      await tx.execute(sql`update bookings set creator_id = ${pkgB.creatorId} where name = 'Copy x11'`);
      await tx.execute(sql`delete from bookings where name = 'Copy x12'`);
    });
    await copies(4, 'y');
    await t.db.transaction(async (tx) => {
      // Inserted, changed twice and deleted in one transaction: no trace.
      await tx.execute(sql`update bookings set status = 'CANCELLED' where name = 'Copy y1'`);
      await tx.execute(sql`update bookings set creator_id = ${pkgB.creatorId} where name = 'Copy y1'`);
      await tx.execute(sql`delete from bookings where name = 'Copy y1'`);
    });
    await expectExact();
    const before = await rows(sql`select scope, name, n from record_counts order by scope, name`);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`update bookings set status = 'CANCELLED' where creator_id = ${pkgA.creatorId}`);
        await tx.execute(sql`delete from bookings where creator_id = ${pkgB.creatorId}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await rows(sql`select scope, name, n from record_counts order by scope, name`)).toEqual(before);
    await expectExact();
  });

  it('kept_figures_rebuild() (as after bench:scale’s bulk load) rebuilds them from the rows', async () => {
    await t.db.execute(sql`alter table bookings disable trigger record_counts_on_booking`);
    try {
      await copies(7, 'z');
      await t.db.execute(sql`update bookings set status = 'CANCELLED' where name like 'Copy x1%'`);
    } finally {
      await t.db.execute(sql`alter table bookings enable trigger record_counts_on_booking`);
    }
    await expect(expectExact()).rejects.toThrow();
    await t.db.execute(sql`select kept_figures_rebuild()`);
    await expectExact();
  });

  it('a search still counts the bookings it matches', async () => {
    const res = await t.app.inject({ url: '/v1/bookings?search=copy1', headers: admin });
    const [row] = await rows<{ n: number }>(
      sql`select count(*)::int as n from bookings where email ilike '%copy1%' or name ilike '%copy1%'`,
    );
    expect(res.json().totalResults).toBe(row!.n);
    expect(row!.n).toBeGreaterThan(0);
  });
});
