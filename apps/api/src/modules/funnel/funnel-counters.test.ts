import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { bookings, funnelDaily, shareLinks } from '../../db/schema.ts';
import { BROWSER_UA } from '../../../test/support/share-links.ts';
import {
  createShareCodeCache,
  type FunnelDeps,
  flushFunnelOnce,
  getFunnel,
  recordVisits,
} from './funnel.service.ts';
import {
  memoryVisitCounter,
  type PendingVisit,
  redisVisitCounter,
  type VisitCounter,
} from './visit-counter.ts';

// ADR 1314: where the visit counters live until they reach PostgreSQL — the India day
// a visit counts on (the injected clock), the flush at shutdown, and Redis shared by instances.

let t: TestApp;
let pkg: TestPackage;

beforeAll(async () => {
  t = await createTestApp();
  pkg = await createPublishedPackage(t.app);
});
afterAll(() => t.close());

const depsAt = (counter: VisitCounter, at: { value: Date }): FunnelDeps => ({
  db: t.db,
  counter,
  clock: () => at.value,
  codes: createShareCodeCache(),
});

describe('the India day of a visit', () => {
  it('counts the same visitor again after midnight in India, on the new day', async () => {
    const counter = memoryVisitCounter();
    // 23:59 on 10 March 2027 in India is 18:29 UTC; 00:01 on the 11th is 18:31 UTC.
    const at = { value: new Date('2027-03-10T18:29:00Z') };
    const deps = depsAt(counter, at);
    const beacon = { visitor: 'night-owl-visitor-0001', ref: undefined, pages: [{ packageId: pkg.id }] };
    expect(await recordVisits(deps, beacon, BROWSER_UA)).toBe(1);
    expect(await recordVisits(deps, beacon, BROWSER_UA)).toBe(0);
    at.value = new Date('2027-03-10T18:31:00Z');
    expect(await recordVisits(deps, beacon, BROWSER_UA)).toBe(1);
    const funnel = await getFunnel(deps, { creatorId: pkg.creator.creator.id }, 7);
    expect(funnel.to).toBe('2027-03-11');
    expect(funnel.byDay.slice(-2).map((d) => [d.date, d.visits])).toEqual([
      ['2027-03-10', 1],
      ['2027-03-11', 1],
    ]);
  });

  it('keeps pending visits when PostgreSQL refuses them, and writes them with the next flush', async () => {
    const counter = memoryVisitCounter();
    const at = { value: new Date('2027-04-01T06:00:00Z') };
    await recordVisits(
      depsAt(counter, at),
      { visitor: 'retry-visitor-00001', ref: undefined, pages: [{ packageId: pkg.id }] },
      BROWSER_UA,
    );
    await expect(counter.drain(async () => Promise.reject(new Error('database away')))).rejects.toThrow();
    expect(await flushFunnelOnce({ db: t.db, counter })).toBe(1);
    expect(await flushFunnelOnce({ db: t.db, counter })).toBe(0);
    const [row] = await t.db
      .select({ visits: funnelDaily.visits })
      .from(funnelDaily)
      .where(sql`${funnelDaily.day} = '2027-04-01' and ${funnelDaily.packageId} = ${pkg.id}`);
    expect(row?.visits).toBe(1);
  });
});

describe('the counters the database keeps', () => {
  const rowsOf = (packageId: string) =>
    t.db
      .select({
        channel: funnelDaily.channel,
        enquiries: funnelDaily.enquiries,
        checkoutsStarted: funnelDaily.checkoutsStarted,
      })
      .from(funnelDaily)
      .where(eq(funnelDaily.packageId, packageId));

  it('follow leads added in bulk and deleted, and a booking moved to another link', async () => {
    const other = await createPublishedPackage(t.app);
    await t.db.execute(sql`insert into leads (name, phone, package_id, created_at)
      select 'Bulk ' || g, '9876543210', ${other.id}::uuid, now() from generate_series(1, 3) g`);
    await t.db.execute(sql`delete from leads where name = 'Bulk 2'`);
    expect(await rowsOf(other.id)).toEqual([{ channel: 'direct', enquiries: 2, checkoutsStarted: 0 }]);

    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/bookings',
      payload: {
        name: 'Meera Nair',
        email: 'meera@example.com',
        phone: '9876543210',
        tourPackageId: other.id,
        departureId: other.departure.id,
        travelDate: other.input.departures[0]?.dates[0] ?? addDays(firstBookableDate(), 5),
        adults: [2],
        child: [0],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [link] = await t.db
      .insert(shareLinks)
      .values({ code: 'Zx12Cv34', creatorId: other.creatorId, packageId: other.id, channel: 'youtube' })
      .returning();
    await t.db
      .update(bookings)
      .set({ shareLinkId: link!.id })
      .where(eq(bookings.id, created.json().bookingId));
    expect((await rowsOf(other.id)).sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
      { channel: 'direct', enquiries: 2, checkoutsStarted: 0 },
      { channel: 'youtube', enquiries: 0, checkoutsStarted: 1 },
    ]);
  });
});

describe('shutdown', () => {
  it('writes the pending visits before the database closes', async () => {
    const other = await createTestApp();
    const otherPkg = await createPublishedPackage(other.app);
    const res = await other.app.inject({
      method: 'POST',
      url: '/v1/funnel/visits',
      headers: { 'user-agent': BROWSER_UA },
      payload: { visitor: 'closing-time-visitor-1', pages: [{ packageId: otherPkg.id }] },
    });
    expect(res.statusCode).toBe(204);
    // Nothing flushed it yet (no worker runs in tests): the database's close reads what is there.
    const close = other.database.close;
    let visitsAtClose: number | undefined;
    other.database.close = async () => {
      const rows = await other.db
        .select({ visits: funnelDaily.visits })
        .from(funnelDaily)
        .where(eq(funnelDaily.packageId, otherPkg.id));
      visitsAtClose = rows.reduce((sum, r) => sum + r.visits, 0);
      await close();
    };
    await other.close();
    expect(visitsAtClose).toBe(1);
  });
});

// A Redis of the test's own (each database project its own port, in this helper's range).
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const REDIS_PORT = process.env.TEST_DB_DRIVER === 'pg' ? 4462 : 4461;

describe.skipIf(!hasRedisServer)('in Redis', () => {
  let server: ChildProcess;
  const clients: Redis[] = [];
  const log = { warn: () => {} };
  const connect = async () => {
    const redis = new Redis({ port: REDIS_PORT, host: '127.0.0.1', maxRetriesPerRequest: 0 });
    clients.push(redis);
    await new Promise((resolve) => redis.once('ready', resolve));
    return redis;
  };
  const visit = (seenKey: string, counterKey = 'k1'): PendingVisit => ({
    seenKey,
    counterKey,
    day: '2027-05-01',
  });

  beforeAll(async () => {
    server = spawn('redis-server', ['--port', String(REDIS_PORT), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    server.kill();
  });

  it('counts a visit once across instances, and each pending count is taken by one flush', async () => {
    const prefix = `share-test-${process.pid}-${Date.now()}:`;
    const a = redisVisitCounter(await connect(), prefix, log);
    const b = redisVisitCounter(await connect(), prefix, log);
    expect(await a.count([visit('v1'), visit('v2', 'k2')])).toBe(2);
    expect(await b.count([visit('v1'), visit('v3')])).toBe(1);
    // A failed write puts the counts back; the next flush (of either instance) takes them.
    await expect(b.drain(async () => Promise.reject(new Error('database away')))).rejects.toThrow();
    const seen: Map<string, number>[] = [];
    await Promise.all([a.drain(async (c) => void seen.push(c)), b.drain(async (c) => void seen.push(c))]);
    expect(seen).toHaveLength(1);
    expect(Object.fromEntries(seen[0]!)).toEqual({ k1: 2, k2: 1 });
    await a.drain(async (c) => void seen.push(c));
    expect(seen).toHaveLength(1);
  });

  it('counts in memory while Redis is away, and flushes those too', async () => {
    const redis = new Redis({ port: 1, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0 });
    clients.push(redis);
    const counter = redisVisitCounter(redis, 'share-test-away:', log);
    expect(await counter.count([visit('w1'), visit('w1')])).toBe(1);
    const written: Map<string, number>[] = [];
    await counter.drain(async (c) => void written.push(c));
    expect(written.map((c) => Object.fromEntries(c))).toEqual([{ k1: 1 }]);
  });
});
