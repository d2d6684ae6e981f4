import { addDays, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCreator, type TestCreator } from '../../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { type Callers, signInCallers } from '../../../test/roles.ts';
import { payoutItems, payouts } from '../../db/schema.ts';
import { accrueForPayment, markPayableOnCompletion, reverseForRefund } from './earnings.service.ts';
import {
  insertAttempt,
  insertBooking,
  insertRefund,
  setBookingStatus,
  verifyEmailOf,
} from '../../../test/support/earnings.ts';

// Earnings and payouts through the API: shapes, creator isolation, the payout life, and two
// payout creations at once never gathering a row twice.

let t: TestApp;
let callers: Callers;
let other: TestCreator;
let mine: TestPackage;
let theirs: TestPackage;
const today = todayInIndia();

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  callers = await signInCallers(t.app);
  other = await registerCreator(t.app);
  // Payouts wait for a verified address (ADR 937); the unverified case has its own test.
  await verifyEmailOf(db(), callers.creatorRecord.userId);
  await verifyEmailOf(db(), other.userId);
  mine = await createPublishedPackage(t.app, { creator: callers.creatorRecord, title: '=Goa Escape' });
  theirs = await createPublishedPackage(t.app, { creator: other });
});
afterAll(() => t.close());

const db = () => t.db;
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

/** A booking paid token + balance; completed (payable) unless `completed` is false. */
async function paidBooking(pkg: TestPackage, opts: { completed?: boolean; refund?: number } = {}) {
  const completed = opts.completed ?? true;
  const booking = await insertBooking(db(), pkg, { travelDate: addDays(today, completed ? -10 : 40) });
  const token = await insertAttempt(db(), booking.id, 'token', 1_958_341);
  const balance = await insertAttempt(db(), booking.id, 'balance', 11_097_264);
  await db().transaction(async (tx) => {
    await accrueForPayment(tx, token, new Date());
    await accrueForPayment(tx, balance, new Date());
  });
  if (opts.refund) {
    const refund = await insertRefund(db(), booking.id, balance, opts.refund);
    await db().transaction((tx) => reverseForRefund(tx, refund, new Date()));
  }
  if (completed) {
    await setBookingStatus(db(), booking.id, 'COMPLETED');
    await db().transaction((tx) => markPayableOnCompletion(tx, booking.id, new Date()));
  }
  return booking;
}

describe('GET /v1/earnings/me and /v1/earnings', () => {
  it('refuses anonymous (401), plain users (403) and creators on the admin list (403)', async () => {
    expect((await get('/v1/earnings/me', {})).statusCode).toBe(401);
    expect((await get('/v1/earnings/me', callers.user)).statusCode).toBe(403);
    expect((await get('/v1/earnings/me', callers.admin)).statusCode).toBe(403);
    expect((await get('/v1/earnings', callers.creator)).statusCode).toBe(403);
    expect((await get('/v1/earnings', callers.user)).statusCode).toBe(403);
    expect((await get('/v1/earnings/me/statement.csv', callers.user)).statusCode).toBe(403);
  });

  it('a creator sees its own rows and summary in rupees, never another creator’s', async () => {
    const booking = await paidBooking(mine, { completed: false, refund: 1_000_000 });
    await paidBooking(theirs, { completed: false });
    const res = await get('/v1/earnings/me', callers.creator);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // 7 %: 1,370.84 + 7,768.08 − 700.00
    expect(body.summary).toEqual({ accrued: 8438.92, payable: 0, inPayout: 0, paid: 0 });
    expect(body.totalResults).toBe(3);
    expect(
      body.results.every((r: { bookingNumber: string }) => r.bookingNumber === booking.bookingNumber),
    ).toBe(true);
    expect(body.results.find((r: { kind: string }) => r.kind === 'REVERSED')).toMatchObject({
      package: '=Goa Escape',
      kind: 'REVERSED',
      base: 10000,
      ratePercent: 7,
      amount: -700,
      status: 'accrued',
      creator: { id: callers.creatorRecord.creator.id },
    });

    const theirsRes = await get('/v1/earnings/me', bearer(other.token));
    expect(theirsRes.json().results.map((r: { bookingNumber: string }) => r.bookingNumber)).not.toContain(
      booking.bookingNumber,
    );
  });

  it('the admin filters by creator and status', async () => {
    const all = await get('/v1/earnings', callers.admin);
    expect(all.statusCode).toBe(200);
    const ids = new Set(all.json().results.map((r: { creator: { id: string } }) => r.creator.id));
    expect(ids).toEqual(new Set([callers.creatorRecord.creator.id, other.creator.id]));
    const theirsOnly = await get(`/v1/earnings?creatorId=${other.creator.id}&status=accrued`, callers.admin);
    expect(theirsOnly.json().results.length).toBeGreaterThan(0);
    expect(
      theirsOnly
        .json()
        .results.every(
          (r: { creator: { id: string }; status: string }) =>
            r.creator.id === other.creator.id && r.status === 'accrued',
        ),
    ).toBe(true);
    const none = await get(`/v1/earnings?creatorId=${other.creator.id}&status=paid`, callers.admin);
    expect(none.json()).toMatchObject({ results: [], totalResults: 0 });
    expect((await get('/v1/earnings?creatorId=nope', callers.admin)).json().totalResults).toBe(0);
  });
});

/** A creator whose address is verified, so payouts can be made. */
async function verifiedCreator(): Promise<TestCreator> {
  const creator = await registerCreator(t.app);
  await verifyEmailOf(db(), creator.userId);
  return creator;
}

describe('payouts', () => {
  it('are held (409) while the creator has not verified its e-mail address; the payable list says so', async () => {
    const creator = await registerCreator(t.app);
    const pkg = await createPublishedPackage(t.app, { creator });
    await paidBooking(pkg);
    const held = await post('/v1/payouts', callers.admin, { creatorId: creator.creator.id });
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe('Payouts are held until the creator verifies their e-mail address');
    const payable = await get('/v1/payouts/payable', callers.admin);
    const row = payable
      .json()
      .results.find((r: { creator: { id: string } }) => r.creator.id === creator.creator.id);
    expect(row).toMatchObject({ emailVerified: false });
    await verifyEmailOf(db(), creator.userId);
    expect((await post('/v1/payouts', callers.admin, { creatorId: creator.creator.id })).statusCode).toBe(
      201,
    );
  });

  it('only an admin creates, pays and cancels; anyone signed in but a creator or admin is refused the list', async () => {
    for (const headers of [callers.creator, callers.user]) {
      expect((await post('/v1/payouts', headers, { creatorId: other.creator.id })).statusCode).toBe(403);
      expect((await post(`/v1/payouts/${crypto.randomUUID()}/cancel`, headers)).statusCode).toBe(403);
    }
    expect((await get('/v1/payouts', callers.user)).statusCode).toBe(403);
    expect((await get('/v1/payouts', {})).statusCode).toBe(401);
  });

  it('409 "Nothing payable" before any trip completed; 404 for an unknown creator', async () => {
    const creator = await verifiedCreator();
    const pkg = await createPublishedPackage(t.app, { creator });
    await paidBooking(pkg, { completed: false });
    const res = await post('/v1/payouts', callers.admin, { creatorId: creator.creator.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Nothing payable');
    expect((await post('/v1/payouts', callers.admin, { creatorId: crypto.randomUUID() })).statusCode).toBe(
      404,
    );
  });

  it('gathers the payable rows once; paid with a reference; cancelled rows return to payable', async () => {
    const creator = await verifiedCreator();
    const pkg = await createPublishedPackage(t.app, { creator });
    await paidBooking(pkg, { refund: 1_000_000 });
    await paidBooking(pkg, { completed: false });
    const headers = bearer(creator.token);

    const payable = await get('/v1/payouts/payable', callers.admin);
    expect(payable.json().results).toContainEqual({
      creator: {
        id: creator.creator.id,
        fullName: creator.creator.fullName,
        username: creator.creator.username,
      },
      payable: 8438.92,
      emailVerified: true,
    });

    const created = await post('/v1/payouts', callers.admin, { creatorId: creator.creator.id });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ amount: 8438.92, rows: 3, status: 'PENDING', reference: null });
    const id = created.json().id;
    expect((await post('/v1/payouts', callers.admin, { creatorId: creator.creator.id })).statusCode).toBe(
      409,
    );
    expect((await get('/v1/earnings/me', headers)).json().summary).toEqual({
      accrued: 9138.92,
      payable: 0,
      inPayout: 8438.92,
      paid: 0,
    });

    // Cancelled: the rows are payable again, and a new payout takes them.
    const cancelled = await post(`/v1/payouts/${id}/cancel`, callers.admin);
    expect(cancelled.json().status).toBe('CANCELLED');
    expect((await post(`/v1/payouts/${id}/cancel`, callers.admin)).statusCode).toBe(409);
    expect((await get('/v1/earnings/me', headers)).json().summary.payable).toBe(8438.92);
    const again = await post('/v1/payouts', callers.admin, { creatorId: creator.creator.id });
    expect(again.statusCode).toBe(201);

    const bad = await post(`/v1/payouts/${again.json().id}/paid`, callers.admin, {
      reference: ' ',
      paidOn: today,
    });
    expect(bad.statusCode).toBe(400);
    // A 51-character UTR is refused with its limit, at the field.
    const long = await post(`/v1/payouts/${again.json().id}/paid`, callers.admin, {
      reference: 'U'.repeat(51),
      paidOn: today,
    });
    expect(long.json()).toMatchObject({
      code: 400,
      errors: [{ path: 'reference', message: 'The bank reference (UTR) can be at most 50 characters' }],
    });
    const future = await post(`/v1/payouts/${again.json().id}/paid`, callers.admin, {
      reference: 'UTR123',
      paidOn: addDays(today, 2),
    });
    expect(future.statusCode).toBe(400);
    const paid = await post(`/v1/payouts/${again.json().id}/paid`, callers.admin, {
      reference: 'HDFC0001234567',
      paidOn: today,
    });
    expect(paid.json()).toMatchObject({ status: 'PAID', reference: 'HDFC0001234567', paidOn: today });
    expect((await post(`/v1/payouts/${again.json().id}/cancel`, callers.admin)).statusCode).toBe(409);
    expect((await get('/v1/earnings/me', headers)).json().summary).toMatchObject({
      paid: 8438.92,
      inPayout: 0,
    });

    // The creator lists its own payouts only; the admin sees them all.
    const own = await get('/v1/payouts', headers);
    expect(
      own
        .json()
        .results.map((p: { id: string }) => p.id)
        .sort(),
    ).toEqual([id, again.json().id].sort());
    const others = await get('/v1/payouts', bearer(other.token));
    expect(others.json().results.map((p: { id: string }) => p.id)).not.toContain(id);
    const all = await get('/v1/payouts?status=PAID', callers.admin);
    expect(all.json().results.map((p: { id: string }) => p.id)).toContain(again.json().id);
  });

  it('two payout creations at once never include a row twice', async () => {
    const creator = await verifiedCreator();
    const pkg = await createPublishedPackage(t.app, { creator });
    for (let i = 0; i < 3; i++) await paidBooking(pkg);
    const results = await Promise.all(
      [1, 2, 3].map(() => post('/v1/payouts', callers.admin, { creatorId: creator.creator.id })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const [live] = await db()
      .select({ n: count() })
      .from(payoutItems)
      .innerJoin(payouts, eq(payouts.id, payoutItems.payoutId))
      .where(eq(payouts.creatorId, creator.creator.id));
    expect(live!.n).toBe(6);
  });

  it('the database refuses a row in a second live payout, whatever the code does', async () => {
    const creator = await verifiedCreator();
    const pkg = await createPublishedPackage(t.app, { creator });
    await paidBooking(pkg);
    const created = await post('/v1/payouts', callers.admin, { creatorId: creator.creator.id });
    const [item] = await db().select().from(payoutItems).where(eq(payoutItems.payoutId, created.json().id));
    const [second] = await db()
      .insert(payouts)
      .values({ creatorId: creator.creator.id, amountPaise: 1, rowCount: 1 })
      .returning();
    await expect(
      db().insert(payoutItems).values({ payoutId: second!.id, earningId: item!.earningId }),
    ).rejects.toThrow();
    // Once released (the first payout cancelled), the row may join another.
    await post(`/v1/payouts/${created.json().id}/cancel`, callers.admin);
    await db().insert(payoutItems).values({ payoutId: second!.id, earningId: item!.earningId });
    const live = await db().select().from(payoutItems).where(eq(payoutItems.earningId, item!.earningId));
    expect(live.filter((i) => i.releasedAt === null)).toHaveLength(1);
    expect(await db().select().from(payoutItems).where(isNull(payoutItems.releasedAt))).not.toHaveLength(0);
  });
});

describe('GET /v1/earnings/me/statement.csv', () => {
  it('streams the creator’s rows in the date range as CSV, formulas neutralised', async () => {
    const res = await get(
      `/v1/earnings/me/statement.csv?from=${addDays(today, -1)}&to=${today}`,
      callers.creator,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment;');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Date,Booking,Package,Travel date,Kind,Base (INR),Rate (%),Amount (INR),Status,Share',
    );
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.startsWith(today) && l.includes(",'=Goa Escape,"))).toBe(true);
    expect(lines).toContainEqual(expect.stringMatching(/,REVERSED,10000\.00,7,-700\.00,Accrued,creator$/));

    // Another creator's statement holds none of these rows.
    const theirsCsv = await get('/v1/earnings/me/statement.csv', bearer(other.token));
    expect(theirsCsv.body).not.toContain('Goa Escape');
    // Before any row: the header alone.
    const empty = await get(`/v1/earnings/me/statement.csv?to=${addDays(today, -1)}`, callers.creator);
    expect(empty.body.trim().split('\r\n')).toHaveLength(1);
  });

  it('400 on a bad date or a reversed range', async () => {
    expect((await get('/v1/earnings/me/statement.csv?from=2026-02-30', callers.creator)).statusCode).toBe(
      400,
    );
    expect(
      (await get(`/v1/earnings/me/statement.csv?from=${today}&to=${addDays(today, -1)}`, callers.creator))
        .statusCode,
    ).toBe(400);
  });
});

describe('GET /v1/admin/stats: the platform margin', () => {
  it('moves by paid − refunds − the creator’s share when a booking is paid and partly refunded', async () => {
    const stats = async () => (await get('/v1/admin/stats', callers.admin)).json().margin;
    const before = await stats();
    await paidBooking(mine, { completed: false, refund: 1_000_000 });
    const after = await stats();
    expect(after.paid - before.paid).toBeCloseTo(130_556.05, 2);
    expect(after.refunded - before.refunded).toBeCloseTo(10_000, 2);
    expect(after.creatorsShare - before.creatorsShare).toBeCloseTo(8438.92, 2);
    expect(after.platformMargin - before.platformMargin).toBeCloseTo(112_117.13, 2);
    expect(after.platformMargin).toBeCloseTo(after.paid - after.refunded - after.creatorsShare, 2);
  });
});

// Round 4, item 6 (ADR 1301): a page is digits; "0x10" read as 16 and "1e3" as 1000 no more.
describe('the earnings and payouts lists: the page, strictly', () => {
  const lists = () =>
    [
      ['/v1/earnings/me', callers.creator],
      ['/v1/earnings', callers.admin],
      ['/v1/payouts', callers.admin],
    ] as const;

  it.each(['1e3', '0x10', '', '%205', '-1', '1.5', '0', 'abc', '10001'])(
    'page=%s is 400 naming page',
    async (page) => {
      for (const [url, headers] of lists()) {
        const res = await get(`${url}?page=${page}`, headers);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['page']);
      }
    },
  );

  it('page=2 and no page answer', async () => {
    for (const [url, headers] of lists()) {
      expect((await get(`${url}?page=2`, headers)).json().page).toBe(2);
      expect((await get(url, headers)).json().page).toBe(1);
    }
  });
});
