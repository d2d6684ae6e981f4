import { addDays, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';
import { FAR, GroupTripSuite, LATER, noon, RACE, SOON } from '../../../test/support/group-trips.ts';
import { confirmDateIfReached, runTripDecisionsOnce } from './group-trips.service.ts';

// A date still below its minimum on its decision day is flagged at risk once a day; the creator
// can run it anyway; and two payments reaching the minimum together confirm it once.

const g = new GroupTripSuite();
beforeAll(async () => {
  await g.start();
  // SOON's decision day (30 days before) is past.
  expect((await g.setMinimums({ [FAR]: 4, [SOON]: 5 }, 30)).statusCode).toBe(200);
});
afterAll(() => g.close());

describe('the decision day', () => {
  it('flags a date below its minimum at risk, e-mailing admin and creator once a day', async () => {
    const booked = await g.paidBooking(SOON, 2);
    expect(await g.boardRow(SOON)).toMatchObject({
      tripStatus: 'at_risk',
      travellersNeeded: 3,
      decisionDate: addDays(SOON, -30),
    });
    expect(await g.bookingRead(booked)).toMatchObject({ tripStatus: 'at_risk', travellersNeeded: 3 });
    // Two India days ahead (today's run may have come from an earlier test's job run).
    const day = addDays(todayInIndia(), 1);
    const next = addDays(day, 1);
    const first = await runTripDecisionsOnce({ db: g.t.db, clock: () => noon(day) });
    expect(first.atRisk).toBe(1);
    const again = await runTripDecisionsOnce({ db: g.t.db, clock: () => noon(day) });
    expect(again.atRisk).toBe(0);
    expect(await g.atRiskMails(day)).toHaveLength(2);
    expect(await g.atRiskMails(next)).toHaveLength(0);
    const tomorrow = await runTripDecisionsOnce({ db: g.t.db, clock: () => noon(next) });
    expect(tomorrow.atRisk).toBe(1);
    const mails = await g.atRiskMails(next);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.to)).toContain(g.callers.creatorRecord.creator.email);
    expect(mails[0]!.subject).toMatch(/^At risk: .* needs 3 more travellers$/);
    // The dashboards list it: the admin's, and its creator's (not another creator's).
    const stats = await g.t.app.inject({ method: 'GET', url: '/v1/admin/stats', headers: g.callers.admin });
    expect(stats.json().atRiskDates).toEqual([
      expect.objectContaining({
        packageId: g.pkg.id,
        date: SOON,
        minTravellers: 5,
        paidPeople: 2,
        travellersNeeded: 3,
      }),
    ]);
    const mine = await g.t.app.inject({
      method: 'POST',
      url: '/v1/creators/dashboard',
      headers: g.callers.creator,
    });
    expect(mine.json().atRiskDates).toHaveLength(1);
    const theirs = await g.t.app.inject({
      method: 'POST',
      url: '/v1/creators/dashboard',
      headers: { authorization: `Bearer ${g.other.creator.token}` },
    });
    expect(theirs.json().atRiskDates).toEqual([]);
    // Before the decision day nothing is flagged (FAR's sister date LATER has no minimum).
    expect((await g.boardRow(LATER)).tripStatus).toBe('open');
  });

  it('confirms by the job a date whose minimum was lowered to what is paid', async () => {
    const saved = await g.setMinimums({ [FAR]: 4, [SOON]: 2 }, 30);
    expect(saved.statusCode).toBe(200);
    const run = await runTripDecisionsOnce({ db: g.t.db, clock: () => new Date() });
    expect(run.confirmed).toBe(1);
    expect(await g.confirmedMails(SOON)).toHaveLength(3);
    expect((await g.boardRow(SOON)).tripStatus).toBe('confirmed');
  });
});

describe('POST /v1/tours/{id}/dates/confirm (run anyway)', () => {
  const confirm = (id: string, headers: Record<string, string>, payload: object) =>
    g.t.app.inject({ method: 'POST', url: `/v1/tours/${id}/dates/confirm`, headers, payload });

  it('refuses anonymous (401), a plain user (403), another creator’s package (404), an unknown date (404)', async () => {
    const body = { date: LATER, departureId: g.pkg.departure.id };
    expect((await confirm(g.pkg.id, {}, body)).statusCode).toBe(401);
    expect((await confirm(g.pkg.id, g.callers.user, body)).statusCode).toBe(403);
    expect((await confirm(g.other.id, g.callers.creator, body)).statusCode).toBe(404);
    const missing = await confirm(g.pkg.id, g.callers.admin, {
      date: addDays(LATER, 1),
      departureId: g.pkg.departure.id,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('TOUR_DATE_NOT_FOUND');
    expect(
      (await confirm(g.pkg.id, g.callers.admin, { date: 'soon', departureId: g.pkg.departure.id }))
        .statusCode,
    ).toBe(400);
  });

  it('the creator runs a date anyway: confirmed once, everyone told once', async () => {
    expect((await g.setMinimums({ [FAR]: 4, [SOON]: 2, [LATER]: 6 }, 30)).statusCode).toBe(200);
    const booked = await g.paidBooking(LATER, 2);
    expect(await g.bookingRead(booked)).toMatchObject({ tripStatus: 'filling', travellersNeeded: 4 });
    const body = { date: LATER, departureId: g.pkg.departure.id };
    const res = await confirm(g.pkg.id, g.callers.creator, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      date: LATER,
      minTravellers: 6,
      tripStatus: 'confirmed',
      travellersNeeded: 0,
    });
    expect((await confirm(g.pkg.id, g.callers.admin, body)).statusCode).toBe(200);
    expect(await g.confirmedMails(LATER)).toHaveLength(3);
    expect((await g.dateRow(LATER)).confirmedBy).toBe(g.callers.creatorRecord.userId);
    expect(await g.bookingRead(booked)).toMatchObject({ tripStatus: 'confirmed', travellersNeeded: 0 });
  });
});

// PostgreSQL only: PGlite runs one transaction at a time, so two never overlap there.
describe.skipIf(process.env.TEST_DB_DRIVER !== 'pg')('two payments reaching the minimum together', () => {
  it('serialise on the date row: the second counts the first and confirms once', async () => {
    expect((await g.setMinimums({ [FAR]: 4, [SOON]: 2, [LATER]: 6, [RACE]: 3 }, 30)).statusCode).toBe(200);
    await g.paidBooking(RACE);
    const first = await g.paidBooking(RACE, 1, false);
    const second = await g.paidBooking(RACE, 1, false);
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
    const one = g.t.db.transaction(async (tx) => {
      await pay(tx, first);
      const confirmed = await confirmDateIfReached(tx, first, new Date());
      counted();
      await gate;
      return confirmed;
    });
    await firstCounted;
    let twoDone = false;
    const two = g.t.db
      .transaction(async (tx) => {
        await pay(tx, second);
        return confirmDateIfReached(tx, second, new Date());
      })
      .finally(() => {
        twoDone = true;
      });
    // The second either waits on the date row's lock or (without the lock) has finished counting.
    for (;;) {
      const [row] = await g.t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`pg_stat_activity`)
        .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
      if (twoDone || Number(row?.n) > 0) break;
    }
    release();
    expect(await one).toBe(false);
    expect(await two).toBe(true);
    expect((await g.dateRow(RACE)).confirmedAt).not.toBeNull();
    // Three bookings, the creator and the admin address: five e-mails, once each.
    expect(await g.confirmedMails(RACE)).toHaveLength(5);
  });
});
