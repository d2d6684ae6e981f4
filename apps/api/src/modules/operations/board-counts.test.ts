import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { paidBooking } from '../../../test/support/manage.ts';
import { book, bookingPayload } from '../../../test/support/bookings.ts';
import { TRAVELLING_STATUSES } from './operations.repository.ts';

// ADR 1222: the departure board's kept per-date counts (board_booking_counts, board_hold_counts,
// kept by triggers on bookings and seat_holds) equal a full recount of the bookings and holds after
// every step of a mix made through the API (token and full payments, a declined one, an unpaid
// checkout, a cancellation with refund) and through plain SQL (moved days and holds, people
// changed, holds released, a bulk copy, a booking moved to another package, deletions of
// bookings, a date and a departure); and board_counts_rebuild() (the migration's backfill and the
// bulk load's) rebuilds the same. Both databases (api and api-pg).

let t: TestApp;
let admin: string;
let pkg: TestPackage;
let other: TestPackage;
const day = addDays(firstBookableDate(), 12);
const third = addDays(firstBookableDate(), 25);
const later = addDays(firstBookableDate(), 40);

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000', PUBLIC_RATE_LIMIT: '1000' });
  admin = (await loginAdmin(t.app)).tokens.access.token;
  pkg = await createPublishedPackage(t.app, {
    dates: [
      { date: day, seats: 10 },
      { date: third, seats: 6 },
      { date: later, seats: null },
    ],
  });
  other = await createPublishedPackage(t.app, { dates: [{ date: day, seats: 4 }] });
}, 120_000);
afterAll(() => t?.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
const statuses = sql.join(
  TRAVELLING_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** The counts as the board used to add them up on each request. */
const recounted = async () => ({
  bookings: await rows(sql`select package_id, departure_id, travel_date::text as travel_date,
      count(*)::int as bookings, sum(people)::int as people
    from bookings where departure_id is not null and status in (${statuses})
    group by package_id, departure_id, travel_date order by package_id, departure_id, travel_date`),
  holds: await rows(sql`select tour_date_id,
      coalesce(sum(people) filter (where status = 'held'), 0)::int as held, sum(people)::int as taken
    from seat_holds where status in ('held', 'confirmed')
    group by tour_date_id having sum(people) <> 0 order by tour_date_id`),
});
const kept = async () => ({
  bookings: await rows(sql`select package_id, departure_id, travel_date::text as travel_date, bookings, people
    from board_booking_counts order by package_id, departure_id, travel_date`),
  holds: await rows(sql`select tour_date_id, held, taken from board_hold_counts order by tour_date_id`),
});
async function expectExact() {
  expect(await kept()).toEqual(await recounted());
}
const dateId = (p: TestPackage, date: string) => p.departure.dates.find((d) => d.date === date)!.id;
const boardDate = async (date: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/tours/${pkg.id}/departures-board`,
    headers: bearer(admin),
  });
  expect(res.statusCode).toBe(200);
  return res.json().dates.find((d: { date: string }) => d.date === date);
};

describe('the departure board’s kept counts', () => {
  it('equal a full recount after every step of a mix of bookings, payments, cancellations, moves and deletions', async () => {
    await expectExact();
    // A token payment and a full one; the board shows them at once.
    const a1 = await paidBooking(t.app, pkg, { travelDate: day });
    await expectExact();
    const a2 = await paidBooking(t.app, pkg, { travelDate: later, paymentType: 'full' });
    await expectExact();
    expect(await boardDate(day)).toMatchObject({ bookings: 1, confirmed: 2, people: 2, held: 0 });
    // A checkout left unpaid (its hold is held) and a declined payment.
    const unpaid = await book(t.app, bookingPayload(pkg.id, pkg.departure.id, { travelDate: day }));
    expect(unpaid.statusCode).toBe(201);
    await expectExact();
    expect((await boardDate(day)).held).toBeGreaterThan(0);
    await paidBooking(t.app, other, { travelDate: day }, 'decline');
    await expectExact();
    const b1 = await paidBooking(t.app, other, { travelDate: day, paymentType: 'full' });
    await expectExact();
    // Cancelled with a part refunded.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${b1.bookingId}/cancel`,
      headers: bearer(admin),
      payload: { reason: 'Plans changed', refundAmount: 100 },
    });
    expect(cancel.statusCode).toBe(200);
    await expectExact();

    // Writers outside the API: a booking and its hold moved to another date, people changed, the
    // held holds released, a bulk copy, a booking moved to another package.
    await t.db.execute(sql`update bookings set travel_date = ${third} where id = ${a1.bookingId}`);
    await expectExact();
    await t.db.execute(
      sql`update seat_holds set tour_date_id = ${dateId(pkg, third)} where booking_id = ${a1.bookingId}`,
    );
    await expectExact();
    await t.db.execute(sql`update bookings set people = people + 1 where id = ${a2.bookingId}`);
    await t.db.execute(sql`update seat_holds set people = people + 1 where booking_id = ${a2.bookingId}`);
    await expectExact();
    await t.db.execute(sql`update seat_holds set status = 'released' where status = 'held'`);
    await expectExact();
    await t.db.execute(sql`insert into bookings (id, booking_number, package_id, creator_id, departure_id,
      departure_name, travel_date, name, email, phone, payment_type, pricing_type, selection, people,
      package_amount_paise, discount_paise, due_now_paise, paid_paise, payment_status, status, balance_due_date)
      select gen_random_uuid(), booking_number || '-copy', package_id, creator_id, departure_id, departure_name,
      travel_date, name, email, phone, payment_type, pricing_type, selection, people, package_amount_paise,
      discount_paise, due_now_paise, paid_paise, payment_status, status, balance_due_date from bookings`);
    await expectExact();
    await t.db.execute(sql`update bookings set package_id = ${other.id}, departure_id = ${other.departure.id}
      where id = (select id from bookings where booking_number like '%-copy' and status = 'CONFIRMED'
        order by booking_number limit 1)`);
    await expectExact();
    await t.db.execute(sql`update bookings set status = 'COMPLETED' where id = ${a2.bookingId}`);
    await expectExact();

    // Deletions: bookings (a held one's hold goes with it), a date (its holds go), a departure
    // (its bookings keep their row with no departure).
    const held = await book(t.app, bookingPayload(pkg.id, pkg.departure.id, { travelDate: third }));
    expect(held.statusCode).toBe(201);
    await expectExact();
    await t.db.execute(sql`delete from bookings where id = ${held.json().bookingId}`);
    await t.db.execute(sql`delete from bookings where id = (select id from bookings
      where booking_number like '%-copy' and status = 'CONFIRMED' order by booking_number desc limit 1)`);
    await expectExact();
    await t.db.execute(sql`delete from tour_dates where id = ${dateId(pkg, later)}`);
    await expectExact();
    await t.db.execute(sql`delete from tour_departures where id = ${other.departure.id}`);
    await expectExact();
    expect((await kept()).bookings.length).toBeGreaterThan(0);
  }, 180_000);

  it('board_counts_rebuild() (the backfill, and after a bulk load) rebuilds the same from the rows', async () => {
    const before = await kept();
    expect(before.bookings.length + before.holds.length).toBeGreaterThan(0);
    await t.db.execute(sql`delete from board_booking_counts`);
    await t.db.execute(sql`delete from board_hold_counts`);
    await t.db.execute(sql`select board_counts_rebuild()`);
    expect(await kept()).toEqual(before);
    await expectExact();
  });
});
