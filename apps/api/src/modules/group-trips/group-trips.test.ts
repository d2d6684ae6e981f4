import {
  addDays,
  firstBookableDate,
  formatTravelDate,
  todayInIndia,
} from '@wayfarer/shared/rules/travel-date';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { type Callers, signInCallers } from '../../../test/roles.ts';
import type { Database } from '../../db/client.ts';
import { bookings, emailJobs, tourDates } from '../../db/schema.ts';
import { book, bookingPayload, payPage, urlOf } from '../../../test/support/bookings.ts';
import { confirmDateIfReached, runTripDecisionsOnce } from './group-trips.service.ts';

// A date's minimum group size confirms it once (by payments or "run anyway"),
// never goes back, and the decision-day job flags dates still below it once a day.

let t: TestApp;
let callers: Callers;
let pkg: TestPackage;
let other: TestPackage;
/** Decision day (30 days before) well ahead: filling. */
const FAR = addDays(firstBookableDate(), 60);
/** Decision day already past: at risk. */
const SOON = addDays(firstBookableDate(), 10);
const LATER = addDays(firstBookableDate(), 90);
/** Two payments land together on it. */
const RACE = addDays(firstBookableDate(), 75);

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  callers = await signInCallers(t.app);
  pkg = await createPublishedPackage(t.app, {
    creator: callers.creatorRecord,
    dates: [
      { date: FAR, seats: 20 },
      { date: SOON, seats: 20 },
      { date: LATER, seats: 20 },
      { date: RACE, seats: 20 },
    ],
  });
  other = await createPublishedPackage(t.app, { dates: [{ date: FAR, seats: 10 }] });
});
afterAll(() => t.close());

const availability = (id = pkg.id, headers = callers.creator) =>
  t.app.inject({ method: 'GET', url: `/v1/tours/${id}/availability`, headers });
async function setMinimums(minimums: Record<string, unknown>, decisionDaysBefore?: number | string) {
  const read = (await availability()).json();
  return t.app.inject({
    method: 'POST',
    url: `/v1/tours/${pkg.id}/availability`,
    headers: callers.creator,
    payload: {
      tourType: read.tourType,
      tourDates: read.TourDate.map(
        (d: { id: string; date: string; tourPackageDepartureId: string; seats: number }) => ({
          id: d.id,
          date: d.date,
          tourPackageDepartureId: d.tourPackageDepartureId,
          seats: d.seats,
          minTravellers: minimums[d.date] ?? null,
        }),
      ),
      ...(decisionDaysBefore !== undefined && { decisionDaysBefore }),
    },
  });
}

let n = 0;
async function paidBooking(date: string, adults = 1, pay = true): Promise<string> {
  n += 1;
  const created = await book(
    t.app,
    bookingPayload(pkg.id, pkg.departure.id, {
      adults: [adults],
      child: [0],
      travelDate: date,
      paymentType: 'full',
      email: `traveller${n}@example.com`,
    }),
  );
  expect(created.statusCode).toBe(201);
  if (pay) expect((await payPage(t.app, urlOf(created), 'success')).statusCode).toBeLessThan(400);
  return created.json().bookingId as string;
}

const bookingRead = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/v1/bookings/booking/${id}` })).json();
const publicDate = async (date: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/v1/tours/public/id/${pkg.id}` });
  expect(res.statusCode).toBe(200);
  return res.json().TourDate.find((d: { date: string }) => d.date === date);
};
const boardRow = async (date: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/tours/${pkg.id}/departures-board`,
    headers: callers.admin,
  });
  expect(res.statusCode).toBe(200);
  return res.json().dates.find((d: { date: string }) => d.date === date);
};
const confirmedMails = (date: string) =>
  t.app.db
    .select()
    .from(emailJobs)
    .where(like(emailJobs.subject, `Your trip on ${formatTravelDate(date)} is confirmed%`));
const atRiskMails = (day: string) =>
  t.app.db
    .select()
    .from(emailJobs)
    .where(like(emailJobs.dedupeKey, `trip-at-risk:%:${day}:%`));
const dateRow = async (date: string) =>
  (
    await t.app.db
      .select()
      .from(tourDates)
      .where(and(eq(tourDates.packageId, pkg.id), eq(tourDates.date, date)))
  )[0]!;
/** The traveller's booking confirmation, queued with the payment. */
const bookingMail = async (bookingId: string) =>
  (
    await t.app.db
      .select()
      .from(emailJobs)
      .where(eq(emailJobs.dedupeKey, `confirmation:${bookingId}`))
  )[0]!;
const noon = (date: string) => new Date(`${date}T06:30:00Z`);

describe('minimum group size on the availability tab', () => {
  it('saves a minimum per date and the decision days, and reads them back', async () => {
    const saved = await setMinimums({ [FAR]: 4, [SOON]: 5 }, 30);
    expect(saved.statusCode).toBe(200);
    const read = (await availability()).json();
    expect(read.decisionDaysBefore).toBe(30);
    const byDate = Object.fromEntries(read.TourDate.map((d: { date: string }) => [d.date, d]));
    expect(byDate[FAR]).toMatchObject({ minTravellers: 4, confirmed: false });
    expect(byDate[LATER]).toMatchObject({ minTravellers: null });
  });

  it('refuses a minimum or decision days out of range, naming the field', async () => {
    for (const [min, days, path] of [
      [0, 30, 'tourDates.0.minTravellers'],
      [1000, 30, 'tourDates.0.minTravellers'],
      [4, 0, 'decisionDaysBefore'],
      [4, 181, 'decisionDaysBefore'],
    ] as const) {
      const res = await setMinimums({ [FAR]: min, [SOON]: 5, [LATER]: min }, days);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path.replace(/\.\d+\./, '.0.'))).toContain(
        path,
      );
    }
    expect((await availability()).json().decisionDaysBefore).toBe(30);
  });

  // Round 4, item 6 (ADR 1301): a minimum of 50 on a date with 20 seats could never be reached.
  it.each([[50], [21], ['21'], [true], ['0x12'], ['1e1'], [[4]], [4.5]])(
    'refuses a minimum of %j on FAR (20 seats), naming it; nothing is stored',
    async (min) => {
      const res = await setMinimums({ [FAR]: min, [SOON]: 5 }, 30);
      expect(res.statusCode).toBe(400);
      const far = (await availability()).json().TourDate.findIndex((d: { date: string }) => d.date === FAR);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual([
        `tourDates.${far}.minTravellers`,
      ]);
      expect((await dateRow(FAR)).minTravellers).toBe(4);
      expect((await dateRow(SOON)).minTravellers).toBe(5);
    },
  );

  it('takes a minimum equal to the seats; the message says the seats', async () => {
    const over = await setMinimums({ [FAR]: 4, [SOON]: 5, [LATER]: 21 }, 30);
    expect(over.json().errors[0].message).toBe('The minimum cannot be more than the seats');
    expect((await setMinimums({ [FAR]: 4, [SOON]: 5, [LATER]: '20' }, 30)).statusCode).toBe(200);
    expect((await dateRow(LATER)).minTravellers).toBe(20);
    expect((await setMinimums({ [FAR]: 4, [SOON]: 5 }, 30)).statusCode).toBe(200);
    expect((await dateRow(LATER)).minTravellers).toBeNull();
  });
});

describe('confirmation when paid people reach the minimum', () => {
  const ids: string[] = [];

  it('counts paid people only: holds do not count', async () => {
    ids.push(await paidBooking(FAR));
    ids.push(await paidBooking(FAR, 2));
    // An unpaid checkout of 2: a hold, not counted.
    await paidBooking(FAR, 2, false);
    expect(await publicDate(FAR)).toMatchObject({ minTravellers: 4, travellersNeeded: 1, confirmed: false });
    expect(await bookingRead(ids[0]!)).toMatchObject({ tripStatus: 'filling', travellersNeeded: 1 });
    expect(await boardRow(FAR)).toMatchObject({ minTravellers: 4, tripStatus: 'filling', confirmed: 3 });
    expect(await confirmedMails(FAR)).toHaveLength(0);
    expect((await dateRow(FAR)).confirmedAt).toBeNull();
  });

  it('a payment that does not reach the minimum is e-mailed "Booked — trip not yet confirmed", never "confirmed" (ADR 1304)', async () => {
    const first = await bookingMail(ids[0]!);
    expect(first.subject).toMatch(/^Booked — trip not yet confirmed: booking \S+, /);
    // The first paid person: 3 more were needed then, by the decision day (30 days before).
    expect(first.text).toContain('Your booking: Booked — trip not yet confirmed.');
    expect(first.text).toContain(
      `This trip runs once 4 travellers have booked; 3 more are needed by ${formatTravelDate(addDays(FAR, -30))}. If it does not run, your booking is refunded in full.`,
    );
    expect(first.text).not.toContain('your booking is confirmed');
    expect(first.html).toContain('Booked — trip not yet confirmed');
    expect((await bookingMail(ids[1]!)).text).toContain('1 more is needed by');
  });

  it('the 4th paid person confirms the date once and e-mails everyone on it once', async () => {
    ids.push(await paidBooking(FAR));
    expect((await dateRow(FAR)).confirmedAt).not.toBeNull();
    const mails = await confirmedMails(FAR);
    // Three bookings, the creator and the admin notification address.
    expect(
      mails
        .map((m) => m.to)
        .filter((to) => to.startsWith('traveller'))
        .sort(),
    ).toEqual(['traveller1@example.com', 'traveller2@example.com', 'traveller4@example.com']);
    expect(mails.filter((m) => m.dedupeKey?.endsWith(':creator')).map((m) => m.to)).toEqual([
      callers.creatorRecord.creator.email,
    ]);
    expect(mails.filter((m) => m.dedupeKey?.endsWith(':admin'))).toHaveLength(1);
    for (const mail of mails)
      expect(mail.subject).toContain(`Your trip on ${formatTravelDate(FAR)} is confirmed`);
    expect(new Set(mails.map((m) => m.dedupeKey)).size).toBe(5);
    expect(await publicDate(FAR)).toMatchObject({ travellersNeeded: 0, confirmed: true });
    expect(await bookingRead(ids[0]!)).toMatchObject({ tripStatus: 'confirmed', travellersNeeded: 0 });
    // The payment that reached the minimum is told "confirmed" (the date was confirmed first).
    const reaching = await bookingMail(ids[2]!);
    expect(reaching.subject).toMatch(/^Tour Confirmation /);
    expect(reaching.text).toContain('your booking is confirmed');
    expect(reaching.text).not.toContain('not yet confirmed');

    // A fifth paid person, and the job running twice, send no second confirmation.
    ids.push(await paidBooking(FAR));
    expect((await bookingMail(ids[3]!)).text).toContain('your booking is confirmed');
    await runTripDecisionsOnce({ db: t.app.db, clock: () => new Date() });
    await runTripDecisionsOnce({ db: t.app.db, clock: () => new Date() });
    expect(await confirmedMails(FAR)).toHaveLength(5);
  });

  it('stays confirmed after cancellations, and warns the operator', async () => {
    for (const id of ids.slice(0, 3)) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/bookings/${id}/cancel`,
        headers: callers.admin,
        payload: { reason: 'Plans changed' },
      });
      expect(res.statusCode).toBe(200);
    }
    const row = await boardRow(FAR);
    expect(row).toMatchObject({
      tripStatus: 'confirmed',
      confirmed: 1,
      travellersNeeded: 0,
      belowMinimum: true,
    });
    expect(await publicDate(FAR)).toMatchObject({ confirmed: true, travellersNeeded: 0 });
    expect(await bookingRead(ids[3]!)).toMatchObject({ tripStatus: 'confirmed' });
    expect(await confirmedMails(FAR)).toHaveLength(5);
  });
});

describe('the decision day', () => {
  it('flags a date below its minimum at risk, e-mailing admin and creator once a day', async () => {
    const booked = await paidBooking(SOON, 2);
    expect(await boardRow(SOON)).toMatchObject({
      tripStatus: 'at_risk',
      travellersNeeded: 3,
      decisionDate: addDays(SOON, -30),
    });
    expect(await bookingRead(booked)).toMatchObject({ tripStatus: 'at_risk', travellersNeeded: 3 });
    // Two India days ahead (today's run may have come from an earlier test's job run).
    const day = addDays(todayInIndia(), 1);
    const next = addDays(day, 1);
    const first = await runTripDecisionsOnce({ db: t.app.db, clock: () => noon(day) });
    expect(first.atRisk).toBe(1);
    const again = await runTripDecisionsOnce({ db: t.app.db, clock: () => noon(day) });
    expect(again.atRisk).toBe(0);
    expect(await atRiskMails(day)).toHaveLength(2);
    expect(await atRiskMails(next)).toHaveLength(0);
    const tomorrow = await runTripDecisionsOnce({ db: t.app.db, clock: () => noon(next) });
    expect(tomorrow.atRisk).toBe(1);
    const mails = await atRiskMails(next);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.to)).toContain(callers.creatorRecord.creator.email);
    expect(mails[0]!.subject).toMatch(/^At risk: .* needs 3 more travellers$/);
    // The dashboards list it: the admin's, and its creator's (not another creator's).
    const stats = await t.app.inject({ method: 'GET', url: '/v1/admin/stats', headers: callers.admin });
    expect(stats.json().atRiskDates).toEqual([
      expect.objectContaining({
        packageId: pkg.id,
        date: SOON,
        minTravellers: 5,
        paidPeople: 2,
        travellersNeeded: 3,
      }),
    ]);
    const mine = await t.app.inject({
      method: 'POST',
      url: '/v1/creators/dashboard',
      headers: callers.creator,
    });
    expect(mine.json().atRiskDates).toHaveLength(1);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/v1/creators/dashboard',
      headers: { authorization: `Bearer ${other.creator.token}` },
    });
    expect(theirs.json().atRiskDates).toEqual([]);
    // Before the decision day nothing is flagged (FAR's sister date LATER has no minimum).
    expect((await boardRow(LATER)).tripStatus).toBe('open');
  });

  it('confirms by the job a date whose minimum was lowered to what is paid', async () => {
    const saved = await setMinimums({ [FAR]: 4, [SOON]: 2 }, 30);
    expect(saved.statusCode).toBe(200);
    const run = await runTripDecisionsOnce({ db: t.app.db, clock: () => new Date() });
    expect(run.confirmed).toBe(1);
    expect(await confirmedMails(SOON)).toHaveLength(3);
    expect((await boardRow(SOON)).tripStatus).toBe('confirmed');
  });
});

describe('POST /v1/tours/{id}/dates/confirm (run anyway)', () => {
  const confirm = (id: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: `/v1/tours/${id}/dates/confirm`, headers, payload });

  it('refuses anonymous (401), a plain user (403), another creator’s package (404), an unknown date (404)', async () => {
    const body = { date: LATER, departureId: pkg.departure.id };
    expect((await confirm(pkg.id, {}, body)).statusCode).toBe(401);
    expect((await confirm(pkg.id, callers.user, body)).statusCode).toBe(403);
    expect((await confirm(other.id, callers.creator, body)).statusCode).toBe(404);
    const missing = await confirm(pkg.id, callers.admin, {
      date: addDays(LATER, 1),
      departureId: pkg.departure.id,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('TOUR_DATE_NOT_FOUND');
    expect(
      (await confirm(pkg.id, callers.admin, { date: 'soon', departureId: pkg.departure.id })).statusCode,
    ).toBe(400);
  });

  it('the creator runs a date anyway: confirmed once, everyone told once', async () => {
    expect((await setMinimums({ [FAR]: 4, [SOON]: 2, [LATER]: 6 }, 30)).statusCode).toBe(200);
    const booked = await paidBooking(LATER, 2);
    expect(await bookingRead(booked)).toMatchObject({ tripStatus: 'filling', travellersNeeded: 4 });
    const body = { date: LATER, departureId: pkg.departure.id };
    const res = await confirm(pkg.id, callers.creator, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      date: LATER,
      minTravellers: 6,
      tripStatus: 'confirmed',
      travellersNeeded: 0,
    });
    expect((await confirm(pkg.id, callers.admin, body)).statusCode).toBe(200);
    expect(await confirmedMails(LATER)).toHaveLength(3);
    expect((await dateRow(LATER)).confirmedBy).toBe(callers.creatorRecord.userId);
    expect(await bookingRead(booked)).toMatchObject({ tripStatus: 'confirmed', travellersNeeded: 0 });
  });
});

// PostgreSQL only: PGlite runs one transaction at a time, so two never overlap there.
describe.skipIf(process.env.TEST_DB_DRIVER !== 'pg')('two payments reaching the minimum together', () => {
  it('serialise on the date row: the second counts the first and confirms once', async () => {
    expect((await setMinimums({ [FAR]: 4, [SOON]: 2, [LATER]: 6, [RACE]: 3 }, 30)).statusCode).toBe(200);
    await paidBooking(RACE);
    const first = await paidBooking(RACE, 1, false);
    const second = await paidBooking(RACE, 1, false);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let counted = () => {};
    const firstCounted = new Promise<void>((resolve) => {
      counted = resolve;
    });
    // As payment-state.ts does: the booking turns CONFIRMED, then its date is checked, in one
    // transaction. The first stays open (its row lock held) until the second has reached its check.
    const pay = (tx: Database, id: string) =>
      tx.update(bookings).set({ status: 'CONFIRMED' }).where(eq(bookings.id, id));
    const one = t.app.db.transaction(async (tx) => {
      await pay(tx, first);
      const confirmed = await confirmDateIfReached(tx, first, new Date());
      counted();
      await gate;
      return confirmed;
    });
    await firstCounted;
    let twoDone = false;
    const two = t.app.db
      .transaction(async (tx) => {
        await pay(tx, second);
        return confirmDateIfReached(tx, second, new Date());
      })
      .finally(() => {
        twoDone = true;
      });
    // The second either waits on the date row's lock or (without the lock) has finished counting.
    for (;;) {
      const [row] = await t.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`pg_stat_activity`)
        .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
      if (twoDone || Number(row?.n) > 0) break;
    }
    release();
    expect(await one).toBe(false);
    expect(await two).toBe(true);
    expect((await dateRow(RACE)).confirmedAt).not.toBeNull();
    // Three bookings, the creator and the admin address: five e-mails, once each.
    expect(await confirmedMails(RACE)).toHaveLength(5);
  });
});
