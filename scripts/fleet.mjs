// npm run fleet: three built API instances on a fresh PostgreSQL database and Redis,
// behind a small round-robin proxy that retries on connection refusal, under a booking load with
// sandbox payments while one instance is killed with -9, another restarted with SIGTERM (a client
// looping on a kept-alive connection straight at it), and the app's database connections are
// terminated. The instances run with the documented production defaults (rate limits on, each
// traveller its own address through the proxy with TRUST_PROXY; the default outbox, reconciler
// and shutdown settings). Prints acknowledged vs stored bookings, duplicates, e-mails per job and
// their latency (p50/p95 from the payment to the .eml file), connection resets during the rolling
// restart and process exits; exits 1 when a booking was lost or duplicated, an e-mail sent twice,
// a live booking lost its seat row, the kept-alive client saw a reset or a process
// exited unexpectedly. Bounded (about two minutes); not part of npm test.
//   FLEET_DATABASE_URL (default TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres)
//   FLEET_REDIS_URL (default redis://127.0.0.1:6379), FLEET_PORT (proxy; instances on the next 3),
//   FLEET_DB_PREFIX (the database's name before its random part; default wayfarer_fleet)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  countOutcome,
  createRetryingProxy,
  liveSeatRowsGone,
  loopOnKeptAliveConnection,
  percentiles,
} from './fleet-support.mjs';

const root = join(import.meta.dirname, '..');
const serverUrl =
  process.env.FLEET_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.FLEET_REDIS_URL || 'redis://127.0.0.1:6379';
const proxyPort = Number(process.env.FLEET_PORT || 3330);
/** The load goes on this long once the faults are over and every instance is back. */
const AFTER_FAULTS_MS = 5000;
const CONCURRENCY = 6;
// The built-in PhonePe sandbox's public merchant account (modules/payments/phonepe/emulator.ts):
// instances a and b take payments from c's sandbox over HTTP, as they would from PhonePe.
const SANDBOX = {
  merchantId: 'WAYFARERSANDBOX',
  saltKey: 'wayfarer-sandbox-salt-8f14e45f-ceea-467a-9c2b-1d3e5b7a9c01',
};

const run = randomBytes(4).toString('hex');
const dbName = `${process.env.FLEET_DB_PREFIX || 'wayfarer_fleet'}_${run}`;
const workDir = mkdtempSync(join(tmpdir(), 'wayfarer-fleet-'));
const started = Date.now();
const log = (line) => console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function databaseUrl(name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** `npm run build -w @wayfarer/api` when dist/server.js is missing or older than the sources. */
function buildIfNeeded() {
  const bundle = join(root, 'apps/api/dist/server.js');
  const newest = (dir) =>
    readdirSync(dir, { recursive: true })
      .map((file) => join(dir, String(file)))
      .filter((file) => file.endsWith('.ts'))
      .reduce((latest, file) => Math.max(latest, statSync(file).mtimeMs), 0);
  const sources = Math.max(newest(join(root, 'apps/api/src')), newest(join(root, 'packages/shared/src')));
  if (existsSync(bundle) && statSync(bundle).mtimeMs > sources) return;
  log('building the API (apps/api/dist/server.js)');
  const result = spawnSync('npm', ['run', 'build', '-w', '@wayfarer/api'], { cwd: root, stdio: 'ignore' });
  if (result.status !== 0) throw new Error('npm run build -w @wayfarer/api failed');
}

// ---- instances --------------------------------------------------------------------------------
const common = {
  PATH: process.env.PATH ?? '',
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl(dbName),
  JWT_SECRET: randomBytes(32).toString('hex'),
  REDIS_URL: redisUrl,
  REDIS_KEY_PREFIX: `wayfarer-fleet-${run}-`,
  PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
  // The balancer on this machine names the client (docs/DEPLOY.md, Trusted proxies); everything
  // else (rate limits, RECONCILER_INTERVAL_MS, EMAIL_OUTBOX_INTERVAL_MS, SHUTDOWN_*) is left at
  // its documented default.
  TRUST_PROXY: '127.0.0.1',
  LOG_LEVEL: 'warn',
};
const sandboxPort = proxyPort + 3;
const viaSandbox = {
  PHONEPE_HOST: `http://127.0.0.1:${sandboxPort}/sandbox/phonepe`,
  PHONEPE_MERCHANT_ID: SANDBOX.merchantId,
  PHONEPE_SALT_KEY: SANDBOX.saltKey,
  PHONEPE_SALT_INDEX: '1',
};
const instances = ['a', 'b', 'c'].map((name, i) => ({
  name,
  port: proxyPort + 1 + i,
  dataDir: join(workDir, name),
  env: name === 'c' ? {} : viaSandbox,
  child: null,
  stopping: null,
}));
const exits = [];
let demoPasswords = 0;
/** When each fault ran (the proxy's failures are counted per fault). */
const phases = [];
let rolling = null;
const errorsLogged = [];

function start(instance) {
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: { ...common, ...instance.env, PORT: String(instance.port), DATA_DIR: instance.dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  instance.child = child;
  instance.stopping = null;
  let output = '';
  const read = (chunk) => {
    output += chunk;
    demoPasswords += (String(chunk).match(/password:\s+\S+/g) ?? []).length;
    // Every error an instance logs (LOG_LEVEL=warn: level 50 and up), first 300 characters.
    for (const line of String(chunk).split('\n')) {
      if (/"level":(50|60)/.test(line)) errorsLogged.push(`${instance.name}: ${line.slice(0, 800)}`);
    }
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  // 'close', not 'exit': by then everything it printed has been read.
  child.on('close', (code, signal) => {
    const expected = instance.stopping === 'SIGKILL' ? signal === 'SIGKILL' : instance.stopping && code === 0;
    exits.push({ instance: instance.name, code, signal, expected: Boolean(expected) });
    if (!expected)
      log(`instance ${instance.name} exited unexpectedly (${code ?? signal}):\n${output.slice(-2000)}`);
  });
  return untilReady(instance);
}

async function untilReady(instance, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${instance.port}/v1/ready`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`instance ${instance.name} never became ready`);
    await sleep(100);
  }
}

function stop(instance, signal) {
  instance.stopping = signal;
  const exited = new Promise((resolve) => instance.child.once('close', resolve));
  instance.child.kill(signal);
  return exited;
}

const proxyStats = { requests: 0, retries: 0, failed: 0 };
const proxy = createRetryingProxy(instances, proxyStats);

// ---- the booking load ---------------------------------------------------------------------------
async function findDate() {
  const list = await (await fetch(`${common.PUBLIC_URL}/v1/tours/list`)).json();
  let best = null;
  for (const card of list.tourPackages) {
    const pkg = await (await fetch(`${common.PUBLIC_URL}/v1/tours/public/id/${card.id}`)).json();
    for (const date of pkg.TourDate ?? []) {
      const seats = date.seatsLeft ?? Number.POSITIVE_INFINITY;
      if (!best || seats > best.seats) best = { pkg, date, seats };
    }
  }
  if (!best) throw new Error('no demo package has a bookable date');
  return best;
}

/** Each traveller books from an address of its own (10.0.0.0/8), as people do. */
const travellerAddress = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function bookingLoad(target, load) {
  const results = { acknowledged: new Map(), refused: {}, paid: 0, payFailed: 0, timings: new Map() };
  let n = 0;
  const one = async () => {
    const i = n++;
    const email = `fleet-${run}-${i}@example.com`;
    const res = await fetch(`${common.PUBLIC_URL}/v1/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-fleet-client': travellerAddress(i + 1) },
      body: JSON.stringify({
        name: 'Fleet Check',
        email,
        phone: '9876543210',
        tourPackageId: target.pkg.id,
        departureId: target.date.tourPackageDepartureId,
        travelDate: target.date.date,
        adults: [1],
        child: [0],
        paymentType: 'token',
      }),
    }).catch(() => null);
    const status = res?.status ?? 'network';
    if (status !== 201) {
      results.refused[status] = (results.refused[status] ?? 0) + 1;
      return;
    }
    const booking = await res.json();
    results.acknowledged.set(booking.bookingNumber, email);
    const timing = { bookedAt: Date.now(), paidAt: 0 };
    results.timings.set(email, timing);
    // The traveller pays on the sandbox's page (instance c: the "gateway" of this fleet).
    const page = new URL(booking.data.instrumentResponse.redirectInfo.url);
    const paid = await fetch(`http://127.0.0.1:${sandboxPort}${page.pathname}/success`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    }).catch(() => null);
    if (paid?.status === 303) {
      results.paid++;
      timing.paidAt = Date.now();
    } else results.payFailed++;
  };
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (load.running) await one();
    }),
  );
  return results;
}

// ---- the run --------------------------------------------------------------------------------------
async function main() {
  const uptime = () => spawnSync('uptime', { encoding: 'utf8' }).stdout.trim();
  log(`uptime at start: ${uptime()}`);
  buildIfNeeded();
  await onServer(`CREATE DATABASE ${dbName}`);
  await new Promise((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
  log(
    `3 instances starting together on ${dbName} (ports ${proxyPort + 1}-${proxyPort + 3}), proxy on ${proxyPort}`,
  );
  await Promise.all(instances.map(start));
  log(`all ready; demo-admin passwords printed: ${demoPasswords}`);
  const target = await findDate();
  log(`booking ${target.pkg.title ?? target.pkg.id} on ${target.date.date}, ${CONCURRENCY} at a time`);

  const db = new pg.Client({ connectionString: databaseUrl(dbName) });
  await db.connect();
  const load = { running: true };
  const loadDone = bookingLoad(target, load);
  const [a, b] = instances;
  await sleep(5000);
  log('kill -9 instance a; it starts again in 2 s');
  phases.push({ name: 'kill -9 a', from: Date.now(), to: Date.now() + 2000 });
  await stop(a, 'SIGKILL');
  const aBack = sleep(2000).then(() => start(a));
  await sleep(5000);
  log('SIGTERM instance b (rolling restart), a client looping on a kept-alive connection straight at it');
  const keptAlive = loopOnKeptAliveConnection(b.port);
  await sleep(500);
  const drainStarted = Date.now();
  phases.push({ name: 'SIGTERM b', from: drainStarted, to: 0 });
  await stop(b, 'SIGTERM');
  phases.at(-1).to = Date.now();
  const client = await keptAlive.stop();
  rolling = {
    exitedAfterMs: Date.now() - drainStarted,
    keptAliveClient: {
      answers: client.statuses,
      answeredForMsAfterSigterm: client.lastAnswerAt ? client.lastAnswerAt - drainStarted : 0,
      resets: client.resets,
      resetCodes: client.resetCodes,
      connections: client.connections,
    },
  };
  log(
    `instance b drained and exited ${rolling.exitedAfterMs} ms after SIGTERM; kept-alive client: ${JSON.stringify(rolling.keptAliveClient)}; starting again`,
  );
  const bBack = start(b);
  await sleep(3000);
  const { rows } = await db.query(
    'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [dbName],
  );
  log(`terminated the app's ${rows[0].n} database connections`);
  await Promise.all([aBack, bBack]);
  log('a and b are ready again');
  await sleep(AFTER_FAULTS_MS);
  load.running = false;
  const results = await loadDone;
  log(`load finished: ${results.acknowledged.size} bookings acknowledged; settling the workers`);
  // Rate limits are on: one address sending 35 bookings in a row is limited after 30 (one count
  // across the fleet, in Redis). The bodies are empty: refused (400) before anything is written.
  const limited = {};
  for (let i = 0; i < 35; i++) {
    const res = await fetch(`${common.PUBLIC_URL}/v1/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-fleet-client': '10.255.255.254' },
      body: '{}',
    }).catch(() => null);
    limited[res?.status ?? 'network'] = (limited[res?.status ?? 'network'] ?? 0) + 1;
  }
  log(`35 bookings from one address: ${JSON.stringify(limited)}`);

  // The reconcilers and the outboxes finish what the load left (bounded).
  const settleUntil = Date.now() + 30_000;
  for (;;) {
    const pending = await db.query(
      // A job claimed by the killed instance waits out its lease (5 min) before another sends it.
      `select (select count(*) from email_jobs where status = 'pending' and next_attempt_at <= now())::int as emails,
              (select count(*) from payment_attempts where status in ('PENDING', 'PAYMENT_PENDING'))::int as payments`,
    );
    if ((pending.rows[0].emails === 0 && pending.rows[0].payments === 0) || Date.now() > settleUntil) break;
    await sleep(500);
  }
  await Promise.all(instances.map((instance) => stop(instance, 'SIGTERM')));

  const { stored, lost, duplicates, paymentStatus, jobs, jobStatus, emailFiles, sentTwice, written } =
    await countOutcome(db, results, instances);
  // Each paid traveller's first e-mail (the confirmation), from the payment's answer to its file.
  const firstWritten = new Map();
  for (const file of written) {
    if (!firstWritten.has(file.to) || firstWritten.get(file.to) > file.at) firstWritten.set(file.to, file.at);
  }
  const fromPayment = [];
  const fromBooking = [];
  let paidNotWritten = 0;
  for (const [email, timing] of results.timings) {
    if (!timing.paidAt) continue;
    const at = firstWritten.get(email);
    if (at === undefined) {
      paidNotWritten++;
      continue;
    }
    fromPayment.push(at - timing.paidAt);
    fromBooking.push(at - timing.bookedAt);
  }
  const failuresIn = (phase) =>
    proxyStats.failures.filter((f) => f.at >= phase.from && f.at <= (phase.to || Date.now()) + 1000);
  const unexpected = exits.filter((exit) => !exit.expected);
  // No live booking lost its seat row (its date, or its hold on a capped date).
  const seatRowsGone = await liveSeatRowsGone(db);
  await db.end();
  const summary = {
    bookings: {
      acknowledged: results.acknowledged.size,
      stored: stored.length,
      lost: lost.length,
      duplicates,
      storedNotAcknowledged: stored.length - (results.acknowledged.size - lost.length),
      refusedByStatus: results.refused,
      paidOnSandbox: results.paid,
      payFailed: results.payFailed,
      paymentStatus,
    },
    emails: {
      jobs: jobs.length,
      jobStatus,
      files: emailFiles,
      sentTwice,
      // Written, then the instance died before marking the job sent: it goes again when the
      // claim's lease ends (the outbox delivers at least once).
      writtenNotMarkedSent: emailFiles - (jobStatus.sent ?? 0),
      latencyMs: {
        fromPaymentToFile: percentiles(fromPayment),
        fromBookingToFile: percentiles(fromBooking),
        paidWithoutConfirmationFile: paidNotWritten,
      },
    },
    rollingRestart: {
      ...rolling,
      proxyFailures: failuresIn(phases.find((p) => p.name === 'SIGTERM b')),
    },
    killMinus9: { proxyFailures: failuresIn(phases.find((p) => p.name === 'kill -9 a')) },
    rateLimits: { '35 bookings from one address': limited },
    seatRowsOfLiveBookingsGone: seatRowsGone,
    proxy: { requests: proxyStats.requests, retries: proxyStats.retries, failed: proxyStats.failed },
    demoAdminPasswordsPrinted: demoPasswords,
    errorsLogged: { count: errorsLogged.length, first: errorsLogged.slice(0, 5) },
    exits,
    unexpectedExits: unexpected.length,
  };
  log(`uptime at end: ${uptime()}`);
  console.log(JSON.stringify(summary, null, 2));
  const ok =
    lost.length === 0 &&
    duplicates === 0 &&
    sentTwice === 0 &&
    rolling.keptAliveClient.resets === 0 &&
    unexpected.length === 0 &&
    seatRowsGone.length === 0;
  log(ok ? 'fleet check passed' : 'fleet check FAILED');
  return ok;
}

async function cleanUp() {
  for (const instance of instances) {
    if (instance.child && instance.child.exitCode === null && instance.child.signalCode === null) {
      instance.stopping = 'SIGKILL';
      instance.child.kill('SIGKILL');
    }
  }
  proxy.close();
  await onServer(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  rmSync(workDir, { recursive: true, force: true });
}

const timer = setTimeout(() => {
  log('fleet check did not finish within 4 minutes');
  cleanUp().finally(() => process.exit(1));
}, 240_000);
main()
  .then(
    (ok) => (process.exitCode = ok ? 0 : 1),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  )
  .finally(async () => {
    clearTimeout(timer);
    await cleanUp();
  });
