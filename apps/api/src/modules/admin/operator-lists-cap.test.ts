import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLead } from '../../../test/factories.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage } from '../../../test/package-factory.ts';
import { COUNT_CAP } from '../../db/capped-count.ts';
import { paidBooking } from '../../../test/support/manage.ts';

// The admin's bookings and leads lists count their rows up to COUNT_CAP (like the
// package lists): past it they answer the cap, below it (a filter, a search) the exact number.

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000', PUBLIC_RATE_LIMIT: '1000' });
  admin = bearer((await loginAdmin(t.app)).tokens.access.token);
  const pkg = await createPublishedPackage(t.app);
  await paidBooking(t.app, pkg, { email: 'first@example.com' });
  // COUNT_CAP more copies of it, and as many leads, in two statements. Loaded as bench:scale loads
  // (scripts/bench-scale.mjs): without the triggers that add each row to a kept total, which in one
  // statement rewrite the same few total rows COUNT_CAP times (11 s on PGlite), then the totals
  // rebuilt from the rows, as after any bulk load.
  const counting = [
    ['bookings', 'booking_figures_on_booking'],
    ['bookings', 'board_counts_on_booking'],
    ['bookings', 'record_counts_on_booking'],
    ['leads', 'record_counts_on_lead'],
  ];
  await t.db.transaction(async (tx) => {
    for (const [table, trigger] of counting)
      await tx.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
    await tx.execute(sql`insert into bookings (booking_number, package_id, creator_id, departure_name,
      travel_date, name, email, phone, payment_type, pricing_type, selection, people, package_amount_paise,
      discount_paise, due_now_paise, paid_paise, payment_status, status, balance_due_date, created_at)
      select b.booking_number || '-' || g, b.package_id, b.creator_id, b.departure_name, b.travel_date, 'Copy ' || g,
        'copy' || g || '@example.com', b.phone, b.payment_type, b.pricing_type, b.selection, b.people,
        b.package_amount_paise, b.discount_paise, b.due_now_paise, 0, 'PENDING', 'PENDING', b.balance_due_date,
        b.created_at - make_interval(secs => g)
      from bookings b, generate_series(1, ${COUNT_CAP}) g`);
    await tx.execute(sql`insert into leads (name, email, phone, status, created_at)
      select 'Lead ' || g, 'lead' || g || '@example.com', '9000000000', 'new', now() - make_interval(secs => g)
      from generate_series(1, ${COUNT_CAP}) g`);
    for (const [table, trigger] of counting)
      await tx.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
    await tx.execute(sql`select kept_figures_rebuild()`);
    await tx.execute(sql`select board_counts_rebuild()`);
  });
  await createLead(t.database.db, { name: 'Zoya Followed', status: 'followed' });
}, 120_000);
afterAll(() => t.close());

describe('capped counts on the operator lists', () => {
  it('the bookings list answers the cap past it, exact counts below it', async () => {
    const all = await t.app.inject({ url: '/v1/bookings?page=1', headers: admin });
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.totalResults).toBe(COUNT_CAP);
    expect(body.totalPages).toBe(Math.ceil(COUNT_CAP / body.limit));
    expect(body.results[0].email).toBe('first@example.com');
    const paid = await t.app.inject({ url: '/v1/bookings?status=PAYMENT_SUCCESS', headers: admin });
    expect(paid.json().totalResults).toBe(1);
    const search = await t.app.inject({ url: '/v1/bookings?search=copy12', headers: admin });
    // copy12, copy120–129, copy1200–1299: 111 of them.
    expect(search.json().totalResults).toBe(111);
  });

  it('the leads list answers the cap past it, exact counts below it', async () => {
    const all = await t.app.inject({ url: '/v1/query/me?page=1', headers: admin });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ totalResults: COUNT_CAP, totalPages: COUNT_CAP / 10 });
    expect(all.json().enquiries[0].name).toBe('Zoya Followed');
    const followed = await t.app.inject({ url: '/v1/query/me?status=followed', headers: admin });
    expect(followed.json().totalResults).toBe(1);
    // The dashboard's counts stay exact past the cap (kept, ADR 1211).
    const stats = (await t.app.inject({ url: '/v1/admin/stats', headers: admin })).json();
    expect(stats.leads).toMatchObject({ new: COUNT_CAP, followed: 1, total: COUNT_CAP + 1 });
  });

  it('the admin’s totals (kept per status, ADR 1223) follow leads changed, added and deleted by hand', async () => {
    const total = async (query: string) =>
      (await t.app.inject({ url: `/v1/query/me${query}`, headers: admin })).json().totalResults;
    const recount = async (status: string) =>
      Number(
        (
          (await t.db.execute(
            sql`select count(*)::int as n from leads where status = ${status}`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n,
      );
    await t.db.execute(
      sql`update leads set status = 'followed' where name in ('Lead 1', 'Lead 2', 'Lead 3')`,
    );
    await t.db.execute(sql`delete from leads where name = 'Lead 4'`);
    await createLead(t.database.db, { status: 'cancelled' });
    for (const status of ['new', 'followed', 'cancelled', 'confirmed'])
      expect(await total(`?status=${status}`)).toBe(Math.min(COUNT_CAP, await recount(status)));
    expect(await total('?status=followed')).toBe(4);
    expect(await total('?status=cancelled')).toBe(1);
    expect(await total('')).toBe(COUNT_CAP);
    await t.db.execute(sql`delete from leads where status = 'new' and name like 'Lead 1%'`);
    expect(await total('')).toBe(Math.min(COUNT_CAP, (await recount('new')) + 5));
  });
});
