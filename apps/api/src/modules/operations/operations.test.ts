import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAdmin, registerUser, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { bookings } from '../../db/schema.ts';
import { csvField, csvLine, csvRupees } from '../../lib/csv.ts';
import { paidBooking } from '../../../test/support/manage.ts';
import { asTraveller, book, bookingPayload } from '../../../test/support/bookings.ts';

// The departure board and the manifest (counts, scope, CSV escaping).

let t: TestApp;
let admin: string;
let pkg: TestPackage;
let other: TestPackage;
const day = addDays(firstBookableDate(), 12);
const later = addDays(firstBookableDate(), 40);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t.app)).tokens.access.token;
  pkg = await createPublishedPackage(t.app, {
    dates: [
      { date: day, seats: 10 },
      { date: later, seats: null },
    ],
  });
  other = await createPublishedPackage(t.app, { dates: [{ date: day, seats: 4 }] });
});
afterAll(() => t.close());

const board = (id: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/v1/tours/${id}/departures-board`, headers: bearer(token) });
const manifest = (id: string, token: string, query: string) =>
  t.app.inject({ method: 'GET', url: `/v1/tours/${id}/manifest.csv?${query}`, headers: bearer(token) });
const dateOf = async (date: string) => {
  const res = await board(pkg.id, admin);
  expect(res.statusCode).toBe(200);
  return res.json().dates.find((d: { date: string }) => d.date === date);
};

describe('the CSV helper', () => {
  it('escapes formula starts in text, quotes separators, leaves amounts as numbers', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvField(`${start}SUM(A1)`).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('Meera')).toBe('Meera');
    expect(csvLine([csvRupees(-1250), csvRupees(123456), 3, null])).toBe('-12.50,1234.56,3,\r\n');
  });
});

describe('GET /v1/tours/{id}/departures-board', () => {
  it('lists every upcoming date; an uncapped date has seats and left null', async () => {
    const res = await board(pkg.id, admin);
    expect(res.statusCode).toBe(200);
    const dates = res.json().dates;
    expect(res.json().package).toEqual({ id: pkg.id, title: pkg.title });
    expect(dates.map((d: { date: string }) => d.date)).toEqual([day, later]);
    expect(dates[0]).toMatchObject({
      departureId: pkg.departure.id,
      departureName: 'Standard',
      seats: 10,
      held: 0,
      confirmed: 0,
      left: 10,
      waitlisted: 0,
      bookings: 0,
      people: 0,
      holds: [],
    });
    expect(dates[1]).toMatchObject({ seats: null, left: null });
  });

  it('counts a hold (with its expiry), then a payment, then a cancellation', async () => {
    // An unpaid checkout of 3: held, with when the hold expires.
    const held = await book(
      t.app,
      bookingPayload(pkg.id, pkg.departure.id, { travelDate: day, adults: [2, 1], child: [0, 0] }),
    );
    expect(held.statusCode).toBe(201);
    let d = await dateOf(day);
    expect(d).toMatchObject({ held: 3, confirmed: 0, left: 7, bookings: 0, people: 0 });
    expect(d.holds).toHaveLength(1);
    expect(d.holds[0].people).toBe(3);
    expect(new Date(d.holds[0].expiresAt).getTime()).toBeGreaterThan(Date.now());

    // A paid booking of 2: confirmed.
    const paid = await paidBooking(t.app, pkg, { travelDate: day, email: 'paid.board@example.com' });
    d = await dateOf(day);
    expect(d).toMatchObject({ held: 3, confirmed: 2, left: 5, bookings: 1, people: 2 });

    // The admin cancels it: its seats come back at once.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${paid.bookingId}/cancel`,
      headers: bearer(admin),
      payload: { reason: 'Traveller asked by phone' },
    });
    expect(cancel.statusCode).toBe(200);
    d = await dateOf(day);
    expect(d).toMatchObject({ held: 3, confirmed: 0, left: 7, bookings: 0, people: 0 });
  });

  it('counts paid bookings on an uncapped date', async () => {
    await paidBooking(t.app, pkg, { travelDate: later, adults: [2, 2], child: [0, 0] });
    expect(await dateOf(later)).toMatchObject({
      seats: null,
      left: null,
      confirmed: 4,
      bookings: 1,
      people: 4,
    });
  });

  it('its creator sees it; another creator 404; a plain user 403; nobody 401', async () => {
    expect((await board(pkg.id, pkg.creator.token)).statusCode).toBe(200);
    expect((await board(pkg.id, other.creator.token)).statusCode).toBe(404);
    expect((await board('not-a-uuid', admin)).statusCode).toBe(404);
    const user = await registerUser(t.app);
    expect((await board(pkg.id, user.tokens.access.token)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/tours/${pkg.id}/departures-board` })).statusCode,
    ).toBe(401);
  });
});

describe('GET /v1/tours/{id}/manifest.csv', () => {
  let withTravellers: { bookingId: string; bookingNumber: string };
  let withoutTravellers: { bookingId: string; bookingNumber: string };
  const manifestPkg = {} as { pkg: TestPackage; date: string };

  beforeAll(async () => {
    const date = addDays(firstBookableDate(), 30);
    const m = await createPublishedPackage(t.app, {
      creator: pkg.creator,
      dates: [{ date, seats: 20 }],
    });
    Object.assign(manifestPkg, { pkg: m, date });
    withTravellers = await paidBooking(t.app, m, {
      travelDate: date,
      name: '=HYPERLINK("http://evil")',
      email: 'lead.one@example.com',
      adults: [2, 1],
      child: [0, 0],
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/v1/bookings/${withTravellers.bookingId}/travellers`,
      headers: asTraveller(withTravellers.bookingId),
      payload: [
        { name: 'Asha Rao', age: 34, gender: 'female' },
        { name: '+Ravi, Rao', age: 36, gender: 'male' },
        { name: 'Kiran', age: 8 },
      ],
    });
    expect(put.statusCode).toBe(200);
    withoutTravellers = await paidBooking(t.app, m, {
      travelDate: date,
      name: 'Dev Shah',
      email: 'dev@example.com',
    });
    // An unpaid checkout and a cancelled booking are not on the manifest.
    await book(t.app, bookingPayload(m.id, m.departure.id, { travelDate: date, name: 'Unpaid Person' }));
    const cancelled = await paidBooking(t.app, m, { travelDate: date, name: 'Gone Away' });
    await t.db.update(bookings).set({ status: 'CANCELLED' }).where(eq(bookings.id, cancelled.bookingId));
  });
  it('one row per traveller, one for a booking without travellers; formulas escaped', async () => {
    const res = await manifest(manifestPkg.pkg.id, manifestPkg.pkg.creator.token, `date=${manifestPkg.date}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Booking number,Lead traveller,Phone,E-mail,Traveller name,Age,Gender,Room,Paid (INR),Pending (INR),Emergency contact,Dietary needs,Medical notes,Passport number,Nationality,Passport expiry',
    );
    expect(lines).toHaveLength(1 + 3 + 1);
    const n = withTravellers.bookingNumber;
    // 2 + 1 adults, token 15 % of ₹50,000 + ₹30,000 = ₹12,000 paid, ₹68,000 pending.
    expect(lines[1]).toBe(
      `${n},"'=HYPERLINK(""http://evil"")",9876543210,lead.one@example.com,Asha Rao,34,female,Room 1,12000.00,68000.00,,,,,,`,
    );
    // The booking's money once, on its lead row: a spreadsheet sum counts it once.
    expect(lines[2]).toBe(
      `${n},"'=HYPERLINK(""http://evil"")",9876543210,lead.one@example.com,"'+Ravi, Rao",36,male,Room 1,,,,,,,,`,
    );
    expect(lines[3]).toMatch(/,Kiran,8,,Room 2,,,,,,,,$/);
    expect(lines[4]).toBe(
      `${withoutTravellers.bookingNumber},Dev Shah,9876543210,dev@example.com,Dev Shah (2 people),,,,7500.00,42500.00,,,,,,`,
    );
    expect(res.body).not.toContain('Unpaid Person');
    expect(res.body).not.toContain('Gone Away');
    // The printable page's JSON: the same rows, amounts in paise.
    const json = await t.app.inject({
      method: 'GET',
      url: `/v1/tours/${manifestPkg.pkg.id}/manifest?date=${manifestPkg.date}`,
      headers: bearer(admin),
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().package.title).toBe(manifestPkg.pkg.title);
    expect(json.json().lines).toHaveLength(4);
    expect(json.json().lines[0]).toMatchObject({
      travellerName: 'Asha Rao',
      paidPaise: 1_200_000,
      room: 'Room 1',
    });
  });

  it('filters by departure; another creator 404; a bad date 400', async () => {
    const { pkg: m, date } = manifestPkg;
    const byDeparture = await manifest(m.id, admin, `date=${date}&departureId=${m.departure.id}`);
    expect(byDeparture.body.trimEnd().split('\r\n')).toHaveLength(5);
    const otherDeparture = await manifest(m.id, admin, `date=${date}&departureId=${pkg.departure.id}`);
    expect(otherDeparture.body.trimEnd().split('\r\n')).toHaveLength(1);
    expect((await manifest(m.id, other.creator.token, `date=${date}`)).statusCode).toBe(404);
    expect((await manifest(m.id, admin, 'date=2026-13-45')).statusCode).toBe(400);
    expect((await manifest(m.id, admin, '')).statusCode).toBe(400);
  });
});
