import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createPgDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { outboxDir } from '../src/lib/mailer.ts';
import { bookingPayload, travelDate } from './support/bookings.ts';
import {
  SANDBOX_MERCHANT_ID,
  SANDBOX_PREFIX,
  SANDBOX_SALT_INDEX,
  SANDBOX_SALT_KEY,
} from '../src/modules/payments/phonepe/emulator.ts';
import { createPublishedPackage, type TestPackage } from './package-factory.ts';
import {
  databaseUrlOf,
  freePort,
  type Instance,
  onServer as onServerAt,
  postJson as post,
  startInstance as startSpawned,
  stopInstance,
} from './spawned-server.ts';

// The scale-out proof of docs/DEPLOY.md: two API processes (spawned servers, as deployed) on one
// fresh PostgreSQL database. Checkout's seat cap holds across them, and with both running the
// payment reconciler and the e-mail outbox, every pending attempt is checked once and every
// e-mail sent once. The sandbox keeps its payments in one process's memory, so instance B talks
// to instance A's sandbox over HTTP as it would to PhonePe (PHONEPE_* pointing at it).

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB_DRIVER === 'pg' && Boolean(serverUrl);
const SKIP_REASON = 'needs PostgreSQL: runs in the api-pg project (set TEST_DATABASE_URL)';
if (!onPostgres) console.info(`scale-out test skipped: ${SKIP_REASON}`);

const JWT_SECRET = randomBytes(32).toString('hex');
/** Every process started, so afterAll stops them even when one failed to start. */
const started: Instance[] = [];

const onServer = (statement: string) => onServerAt(serverUrl!, statement);

/** An instance as deployed on `databaseUrl`, its workers running often so their claims overlap. */
const startInstance = (databaseUrl: string, env: Record<string, string>, port?: number) =>
  startSpawned(
    {
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      PUBLIC_RATE_LIMIT: '10000',
      RECONCILER_INTERVAL_MS: '100',
      EMAIL_OUTBOX_INTERVAL_MS: '100',
      ...env,
    },
    started,
    port,
  );

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.skipIf(!onPostgres)('two API processes on one PostgreSQL', () => {
  const dbName = `wayfarer_scale_${randomBytes(5).toString('hex')}`;
  let database: DatabaseHandle;
  let setup: FastifyInstance;
  let a: Instance;
  let b: Instance;
  let capped: TestPackage;
  let open: TestPackage;
  let pool: pg.Pool;
  const query = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    (await pool.query<T>(text, values)).rows;

  beforeAll(async () => {
    await onServer(`CREATE DATABASE ${dbName}`);
    const databaseUrl = databaseUrlOf(serverUrl!, dbName);
    database = await createPgDatabase(databaseUrl);
    await database.migrate();
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    // An in-test app on the same database only writes the packages (no workers, no listening).
    const setupDir = await mkdtemp(join(tmpdir(), 'wayfarer-scale-setup-'));
    setup = await buildApp(
      loadConfig({ DATA_DIR: setupDir, DATABASE_URL: databaseUrl, JWT_SECRET, LOG_LEVEL: 'silent' }),
      { database: { ...database, close: async () => rm(setupDir, { recursive: true, force: true }) } },
    );
    capped = await createPublishedPackage(setup, { dates: [{ date: travelDate(12), seats: 5 }] });
    open = await createPublishedPackage(setup);
    // A keeps the sandbox in-process; B reaches it over HTTP with its public merchant id and salt.
    const portA = await freePort();
    [a, b] = await Promise.all([
      startInstance(databaseUrl, {}, portA),
      startInstance(databaseUrl, {
        PHONEPE_HOST: `http://127.0.0.1:${portA}${SANDBOX_PREFIX}`,
        PHONEPE_MERCHANT_ID: SANDBOX_MERCHANT_ID,
        PHONEPE_SALT_KEY: SANDBOX_SALT_KEY,
        PHONEPE_SALT_INDEX: SANDBOX_SALT_INDEX,
      }),
    ]);
  }, 200_000);

  afterAll(async () => {
    await Promise.all(started.map(stopInstance));
    await pool?.end();
    await setup?.close();
    await database?.close();
    await onServer(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }, 30_000);

  it('50 concurrent bookings for a 5-seat date, spread over both, leave exactly 5', async () => {
    const one = bookingPayload(capped.id, capped.departure.id, {
      travelDate: travelDate(12),
      adults: [1],
      child: [0],
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(i % 2 ? b.url : a.url, '/v1/bookings', one)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    const [holds] = await query<{ n: number; people: number }>(
      `select count(*)::int as n, coalesce(sum(people), 0)::int as people from seat_holds
        where status = 'held'`,
    );
    expect(holds).toEqual({ n: 5, people: 5 });
    const [made] = await query<{ n: number }>(
      'select count(*)::int as n from bookings where package_id = $1',
      [capped.id],
    );
    expect(made!.n).toBe(5);
  }, 30_000);

  it('with both running the reconciler and the outbox, each attempt is checked once and each e-mail sent once', async () => {
    // 20 more pending payments, half made on each instance; the reconciler leaves them alone
    // until the test makes them due.
    const created = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const res = await post(
          i % 2 ? b.url : a.url,
          '/v1/bookings',
          bookingPayload(open.id, open.departure.id),
        );
        expect(res.status).toBe(201);
        return (await res.json()) as {
          bookingNumber: string;
          data: { instrumentResponse: { redirectInfo: { url: string } } };
        };
      }),
    );
    // Four are paid on the sandbox's page: the callback reaches the instance that made each
    // booking and queues three e-mails per booking (traveller, creator, the admin address).
    const paid = created.slice(0, 4);
    for (const booking of paid) {
      const page = new URL(booking.data.instrumentResponse.redirectInfo.url);
      const res = await fetch(`${page.href}/success`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      });
      expect(res.status).toBe(303);
    }
    await waitFor(
      'the paid bookings',
      async () =>
        (
          await query<{ n: number }>(
            `select count(*)::int as n from bookings where payment_status = 'PAYMENT_SUCCESS'`,
          )
        )[0]!.n === paid.length,
      10_000,
    );

    // Park every pending attempt and let any check already under way finish (on a slow machine
    // the reconciler may have reached the first ones before the test did): counts that stay the
    // same for three seconds are the baseline.
    const PENDING = `status in ('PENDING', 'PAYMENT_PENDING')`;
    let before: { id: string; check_count: number }[] = [];
    for (let steady = 0, round = 0; steady < 3; round++) {
      if (round > 20) throw new Error('the pending attempts never settled');
      await query(`update payment_attempts set next_check_at = now() + interval '1 hour' where ${PENDING}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const now = await query<{ id: string; check_count: number }>(
        `select id, check_count from payment_attempts where ${PENDING} order by id`,
      );
      steady = JSON.stringify(now) === JSON.stringify(before) ? steady + 1 : 0;
      before = now;
    }
    expect(before).toHaveLength(5 + 20 - paid.length);

    // All fall due at once and past their expiry: both reconcilers race for them, and each
    // attempt gets exactly one more check, which times it out. Due and expired at the same instant:
    // a reconciler run reads its clock before it claims, so a run whose clock was read just before
    // this update could claim an attempt it did not yet see expired (expires_at = now()) and check it
    // twice (a CI run on a loaded machine); with one instant, whatever a run claims it sees expired.
    await query(
      `update payment_attempts set next_check_at = now() - interval '1 second',
        expires_at = now() - interval '1 second'
        where id = any($1::uuid[])`,
      [before.map((row) => row.id)],
    );
    await waitFor(
      'the reconcilers',
      async () =>
        (await query<{ n: number }>(`select count(*)::int as n from payment_attempts where ${PENDING}`))[0]!
          .n === 0,
      20_000,
    );
    const after = await query<{ id: string; status: string; check_count: number }>(
      'select id, status, check_count from payment_attempts where id = any($1::uuid[]) order by id',
      [before.map((row) => row.id)],
    );
    expect(after.map((row) => ({ id: row.id, status: row.status, check_count: row.check_count }))).toEqual(
      before.map((row) => ({ id: row.id, status: 'TIMED_OUT', check_count: row.check_count + 1 })),
    );

    // The outbox: every job sent, each exactly once across both instances' outboxes.
    await waitFor(
      'the outbox',
      async () =>
        (await query<{ n: number }>(`select count(*)::int as n from email_jobs where status <> 'sent'`))[0]!
          .n === 0,
      25_000,
    );
    const jobs = await query<{ subject: string; attempts: number }>(
      'select subject, attempts from email_jobs',
    );
    // Three per paid booking; the setup's new creator accounts also got their address-check e-mail.
    const bookingJobs = jobs.filter((job) => !job.subject.startsWith('Confirm your e-mail address'));
    expect(bookingJobs).toHaveLength(paid.length * 3);
    expect(jobs.every((job) => job.attempts === 1)).toBe(true);
    const messages: string[] = [];
    for (const instance of [a, b]) {
      const dir = outboxDir(instance.dataDir);
      const files = await readdir(dir).catch(() => []);
      for (const file of files) messages.push(await readFile(join(dir, file), 'utf8'));
    }
    expect(messages).toHaveLength(jobs.length);
    for (const booking of paid) {
      expect(messages.filter((m) => m.includes(booking.bookingNumber))).toHaveLength(3);
    }
  }, 90_000);
});
