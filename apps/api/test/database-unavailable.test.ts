import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrlOf, type Instance, onServer, startInstance, stopInstance } from './spawned-server.ts';

// An unavailable database is a 503 (ADR 1333, 1334), on the real PostgreSQL with databases of the test's own:
// a database refusing connections (`ALLOW_CONNECTIONS false`, SQLSTATE 55000) with the app's
// connections terminated answers 503 DATABASE_UNAVAILABLE with Retry-After, /metrics answers 200
// from memory, and the instance serves again once connections are allowed; an instance started
// while its database refuses connections stays up (alive, not ready) and becomes ready when they
// are allowed, without a restart.

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB_DRIVER === 'pg' && Boolean(serverUrl);
if (!onPostgres)
  console.info('database unavailable tests skipped: they need PostgreSQL (the api-pg project)');

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
const UNAVAILABLE = {
  code: 503,
  error: 'DATABASE_UNAVAILABLE',
  message: 'The service is busy — try again in a moment.',
};

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const scrape = (instance: Instance) =>
  fetch(`${instance.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });

describe.skipIf(!onPostgres)('a database that refuses connections (PostgreSQL)', () => {
  const suffix = randomBytes(5).toString('hex');
  const running = `wayfarer_fleet_${suffix}`;
  const starting = `wayfarer_fleet_${suffix}_start`;
  const started: Instance[] = [];
  /** The test's own connection to the server's `postgres` database, never to the test databases. */
  let admin: pg.Client;
  const env = (name: string) => ({
    DATABASE_URL: databaseUrlOf(serverUrl!, name),
    JWT_SECRET: randomBytes(32).toString('hex'),
    METRICS_TOKEN,
  });
  const allowConnections = (name: string, allow: boolean) =>
    admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS ${allow}`);

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${running}`);
    await admin.query(`CREATE DATABASE ${starting}`);
  });

  afterAll(async () => {
    await Promise.all(started.map(stopInstance));
    for (const name of [running, starting]) {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => {});
      await onServer(serverUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
    await admin?.end();
  }, 30_000);

  it('running: 503 DATABASE_UNAVAILABLE with Retry-After, /metrics 200; allowed again: 200', async () => {
    const instance = await startInstance(env(running), started);
    const list = () => fetch(`${instance.url}/v1/tours/list?page=1`);
    expect((await list()).status).toBe(200);
    expect(await (await scrape(instance)).text()).toMatch(/^wayfarer_database_up 1$/m);

    await allowConnections(running, false);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [running]);
    // The terminated connections, then new ones refused (55000): each answers the same.
    for (let i = 0; i < 3; i += 1) {
      const res = await list();
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual(UNAVAILABLE);
      expect(res.headers.get('retry-after')).toBe('5');
    }
    expect((await fetch(`${instance.url}/v1/ready`)).status).toBe(503);
    const health = await fetch(`${instance.url}/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ database: 'down' });
    const metrics = await scrape(instance);
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toMatch(/^wayfarer_database_up 0$/m);
    expect(text).toMatch(/^wayfarer_job_backlog\{job="outbox_unsent"\} \d+$/m);
    expect(text).toMatch(
      /wayfarer_http_requests_total\{method="GET",route="\/v1\/tours\/list",status="503"\} 3/,
    );

    await allowConnections(running, true);
    await until('/v1/tours/list to answer 200', async () => (await list()).status === 200, 10_000);
    expect((await fetch(`${instance.url}/v1/ready`)).status).toBe(200);
    expect(await (await scrape(instance)).text()).toMatch(/^wayfarer_database_up 1$/m);
  }, 30_000);

  it('started while it refuses: stays up, alive, not ready; allowed: ready without a restart', async () => {
    await allowConnections(starting, false);
    // Resolves at its first wait, logged once (listening already: the probes answer).
    const instance = await startInstance(
      env(starting),
      started,
      undefined,
      undefined,
      'The database is not available',
    );
    const waitingAt = Date.now();
    const output = () => instance.output.join('');
    expect(output()).toMatch(/not currently accepting connections/);
    const exited = () => instance.process.exitCode !== null || instance.process.signalCode !== null;
    // Up, alive and not ready for the whole outage (checked until 2.5 s after its first wait).
    await until(
      '2.5 s of waiting, the instance up all along',
      async () => {
        expect(exited()).toBe(false);
        expect((await fetch(`${instance.url}/v1/health`)).status).toBe(200);
        const ready = await fetch(`${instance.url}/v1/ready`);
        expect(ready.status).toBe(503);
        expect(await ready.json()).toMatchObject({
          message: 'Starting: migrations and seed have not run yet',
        });
        const list = await fetch(`${instance.url}/v1/tours/list?page=1`);
        expect(list.status).toBe(503);
        expect(list.headers.get('retry-after')).toBe('5');
        return Date.now() - waitingAt > 2500;
      },
      30_000,
    );
    const metrics = await scrape(instance);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(/^wayfarer_database_up 0$/m);
    // One line per wait, the waits growing: 0.5 s, 1 s, 2 s …
    const waits = [...output().matchAll(/trying again in ([\d.]+) s/g)].map((match) => Number(match[1]));
    expect(waits.slice(0, 3)).toEqual([0.5, 1, 2]);

    await allowConnections(starting, true);
    const allowedAt = Date.now();
    await until(
      '/v1/ready to answer 200',
      async () => (await fetch(`${instance.url}/v1/ready`)).status === 200,
      15_000,
    );
    // The longest wait it can be in by now is 4 s (0.5 + 1 + 2 + 4 > 2.5 s of waiting).
    expect(Date.now() - allowedAt).toBeLessThan(12_000);
    expect(output()).toContain('Wayfarer is running');
    expect((await fetch(`${instance.url}/v1/tours/list?page=1`)).status).toBe(200);
    expect(exited()).toBe(false);
  }, 30_000);
});
