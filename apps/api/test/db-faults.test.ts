import { randomBytes } from 'node:crypto';
import { request as httpRequest, Agent } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { sharedSigningSecret } from '../src/modules/auth/signing-secret.ts';
import { createPgDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { checkReady } from '../src/modules/health/health.service.ts';
import { drain } from '../src/shutdown.ts';
import { createPublishedPackage } from './package-factory.ts';
import { databaseUrlOf, onServer } from './spawned-server.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

// The database faults a fleet meets (ADR 1320, 1133), on PostgreSQL (PGlite has no connections to lose): the app's
// connections terminated while idle and in the middle of a request, the database cut off behind
// a TCP proxy and back, and the SIGTERM drain with a request in flight. An error event nobody
// listens to would end the test process, which vitest reports as a failure.

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB_DRIVER === 'pg' && Boolean(serverUrl);
if (!onPostgres) console.info('database fault tests skipped: they need PostgreSQL (the api-pg project)');

const BUSY = {
  code: 503,
  error: 'DATABASE_UNAVAILABLE',
  message: 'The service is busy — try again in a moment.',
};

/** Resolves once `check` holds, checking every 25 ms; fails after `timeoutMs`. */
async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.skipIf(!onPostgres)('database faults (PostgreSQL)', () => {
  const dbName = `wayfarer_faults_${randomBytes(5).toString('hex')}`;
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let dataDir: string;
  /** The test's own connection (lock holder, terminator), straight to the server. */
  let admin: pg.Client;
  const lost: Error[] = [];

  /** The app's backends on the test database (never this test's own). */
  const appBackends = async (where = 'true') =>
    (
      await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and ${where}`,
        [dbName],
      )
    ).rows.map((row) => row.pid);
  const terminate = (pids: number[]) =>
    admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) pid', [pids]);

  beforeAll(async () => {
    await onServer(serverUrl!, `CREATE DATABASE ${dbName}`);
    const direct = databaseUrlOf(serverUrl!, dbName);
    const target = new URL(serverUrl!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(direct);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    database = await createPgDatabase(viaProxy.toString());
    database.onConnectionError((error) => lost.push(error));
    await database.migrate();
    dataDir = await mkdtemp(join(tmpdir(), 'wayfarer-faults-'));
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: viaProxy.toString(), LOG_LEVEL: 'silent' });
    config.jwtSecret ??= await sharedSigningSecret(database.db, dataDir);
    app = await buildApp(config, { database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    admin = new pg.Client({ connectionString: direct });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.end();
    await app?.close();
    await proxy?.close();
    await rm(dataDir, { recursive: true, force: true });
    await onServer(serverUrl!, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('idle connections terminated: the process stays up and the next request is answered', async () => {
    // A few requests at once leave several idle connections in the pool.
    await Promise.all(Array.from({ length: 4 }, () => app.inject({ url: '/v1/settings' })));
    const pids = await appBackends();
    expect(pids.length).toBeGreaterThan(0);
    const before = lost.length;
    await terminate(pids);
    await until('every idle client to report its lost connection', () => lost.length >= before + pids.length);
    const res = await app.inject({ url: '/v1/settings' });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ url: '/v1/ready' })).statusCode).toBe(200);
  });

  it('a connection terminated mid-request fails that request with a 503 in the error shape, only it', async () => {
    await admin.query('begin');
    try {
      await admin.query('lock table site_settings in access exclusive mode');
      const blocked = app.inject({ url: '/v1/settings' });
      await until(
        'the request to wait on the lock',
        async () => (await appBackends(`wait_event_type = 'Lock'`)).length > 0,
      );
      await terminate(await appBackends(`wait_event_type = 'Lock'`));
      const res = await blocked;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(BUSY);
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      await admin.query('rollback');
    }
    expect((await app.inject({ url: '/v1/settings' })).statusCode).toBe(200);
  });

  it('a client left checked out when its connection is lost goes back to the pool (no leak)', async () => {
    // As drizzle's transaction() does when BEGIN itself fails: the client is never released.
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const before = pool.totalCount;
    await terminate([rows[0]!.pid]);
    await until('the leaked client to be dropped by the pool', () => pool.totalCount === before - 1);
    expect((await app.inject({ url: '/v1/settings' })).statusCode).toBe(200);
  });

  it('database cut off: alive, not ready, requests 503; back: ready again within 5 s', async () => {
    await proxy.cut();
    expect((await app.inject({ url: '/v1/ready' })).statusCode).toBe(503);
    const health = await app.inject({ url: '/v1/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'down', rateLimits: 'process' });
    const read = await app.inject({ url: '/v1/settings' });
    expect(read.statusCode).toBe(503);
    expect(read.json()).toEqual(BUSY);

    await proxy.restore();
    const back = Date.now();
    await until(
      '/v1/ready to answer 200',
      async () => (await app.inject({ url: '/v1/ready' })).statusCode === 200,
    );
    expect(Date.now() - back).toBeLessThan(5000);
    expect((await app.inject({ url: '/v1/settings' })).statusCode).toBe(200);
  });

  it('a checkout whose connection drops just after the gateway answered: 201 with its pay page, saved once the database is back (issue 33)', async () => {
    const day = addDays(firstBookableDate(), 10);
    const pkg = await createPublishedPackage(app, { dates: [day], seats: 4 });
    const gateway = app.paymentGateway;
    const pay = gateway.pay;
    let restored: Promise<void> | undefined;
    gateway.pay = async (request) => {
      const answer = await pay.call(gateway, request);
      // The database goes away between the gateway's answer and saving the page, for half a second.
      await proxy.cut();
      restored = new Promise((resolve) => setTimeout(resolve, 500)).then(() => proxy.restore());
      return answer;
    };
    const headers = { 'idempotency-key': `faults-${randomBytes(4).toString('hex')}` };
    const body = {
      name: 'Meera Nair',
      email: 'meera.faults@example.com',
      phone: '9876543210',
      tourPackageId: pkg.id,
      departureId: pkg.departure.id,
      travelDate: day,
      adults: [2],
      child: [0],
      paymentType: 'token',
    };
    let first: Awaited<ReturnType<typeof app.inject>>;
    try {
      first = await app.inject({ method: 'POST', url: '/v1/bookings', payload: body, headers });
    } finally {
      gateway.pay = pay;
      await restored;
    }
    expect(first.statusCode).toBe(201);
    const { bookingId } = first.json();
    const url = first.json().data.instrumentResponse.redirectInfo.url;
    await until(
      'the pay page to be saved',
      async () =>
        (await admin.query('select redirect_url from payment_attempts where booking_id = $1', [bookingId]))
          .rows[0]?.redirect_url === url,
      10_000,
    );
    const again = await app.inject({ method: 'POST', url: '/v1/bookings', payload: body, headers });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.instrumentResponse.redirectInfo.url).toBe(url);
    const counts = await admin.query(
      `select (select count(*) from bookings where email = $1)::int as bookings,
              (select count(*) from payment_attempts a join bookings b on b.id = a.booking_id where b.email = $1)::int as attempts,
              (select count(*) from seat_holds h join bookings b on b.id = h.booking_id where b.email = $1)::int as holds`,
      [body.email],
    );
    expect(counts.rows[0]).toEqual({ bookings: 1, attempts: 1, holds: 1 });
  });

  it('SIGTERM drain: not ready at once, accepts no more, the request in flight completes with Connection: close', async () => {
    const { port } = app.server.address() as { port: number };
    const idleAgent = new Agent({ keepAlive: true });
    const busyAgent = new Agent({ keepAlive: true });
    const get = (path: string, agent: Agent) =>
      new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
        httpRequest({ host: '127.0.0.1', port, path, agent }, (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
        })
          .on('error', reject)
          .end();
      });
    // One keep-alive connection that goes idle, to be closed by the drain.
    expect((await get('/v1/health', idleAgent)).connection).toBe('keep-alive');
    const idleSocket = Object.values(idleAgent.freeSockets)[0]![0]!;
    const idleClosed = new Promise((resolve) => idleSocket.once('close', resolve));

    await admin.query('begin');
    let stopping: Promise<void> | undefined;
    let workersStopped = false;
    try {
      await admin.query('lock table site_settings in access exclusive mode');
      const inFlight = get('/v1/settings', busyAgent);
      await until(
        'the request to wait on the lock',
        async () => (await appBackends(`wait_event_type = 'Lock'`)).length > 0,
      );
      stopping = drain(app, async () => {
        workersStopped = true;
      });
      expect(workersStopped).toBe(true);
      await expect(checkReady(app.db, app.draining)).rejects.toMatchObject({ statusCode: 503 });
      await idleClosed;
      await until('new connections to be refused', () => refused(port));
      await admin.query('rollback');
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(answer.connection).toBe('close');
      await stopping;
    } finally {
      await admin.query('rollback').catch(() => {});
      idleAgent.destroy();
      busyAgent.destroy();
    }
  });
});

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}
