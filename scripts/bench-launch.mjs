// npm run bench:launch: a creator's launch. Two built API instances on a fresh PostgreSQL database
// and Redis, behind the fleet's round-robin proxy (fleet-support.mjs); one published package whose
// one date has 20 seats. Then one burst: N visitors arrive over S seconds, ramping like a post's
// reach (most in the first third, a long tail), each loading the package page and its JSON; M of
// them start a checkout for 1-3 people on the date, and of those who get a seat some pay on the
// PhonePe sandbox and poll the result page's status, the rest abandon the pay page (their seats
// come back at the hold's end, SEAT_HOLD_SECONDS, and go to the waitlist). Those told "sold out"
// join the waitlist. Mid-burst, autocannon (its own process) measures the page and the JSON through
// the proxy beside a bare node:http server answering the same bytes through a proxy of its own.
// Prints the load average, then the table; exits 1 on a 5xx, an oversold date, or a checkout
// left unanswered. Bounded (about 3 minutes at the defaults); not part of npm test.
// --kill-at S: S seconds into the burst instance a is killed with -9 (a crash under the launch) and
// started again 2 s later. A 502 the proxy answers for a request cut in flight then is counted apart
// (`cutByKill`), and the visitor asks once more after a second, as a reload or a second tap would;
// every other 5xx still fails the run.
//   --visitors 2000 --seconds 60 --checkouts 300 --abandon 0.25 --seats 20 --hold-seconds 30
//   --quick (300 visitors over 20 s, 60 checkouts) --port 27100 (proxy; instances on the next
//   two, the bare server's proxy and server on the two after)
//   LAUNCH_DATABASE_URL (default TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres),
//   LAUNCH_REDIS_URL (default redis://127.0.0.1:6379), LAUNCH_DB_PREFIX (default wayfarer_launch)
import { fork, spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { option, root } from './bench-support.mjs';
import { countOutcome } from './fleet-support.mjs';
import { outOfArrivalOrder } from './launch-order.mjs';

const quick = process.argv.includes('--quick');
const VISITORS = Number(option('--visitors', quick ? 300 : 2000));
const SECONDS = Number(option('--seconds', quick ? 20 : 60));
const CHECKOUTS = Math.min(VISITORS, Number(option('--checkouts', quick ? 60 : 300)));
const ABANDON = Number(option('--abandon', 0.25));
const SEATS = Number(option('--seats', 20));
const HOLD_SECONDS = Number(option('--hold-seconds', 30));
const KILL_AT = Number(option('--kill-at', 0));
// Below Linux's ephemeral range (32768-60999): a port in it may be held by any outgoing connection
// (the burst's own thousands among them), and an instance started again on it would not listen.
const proxyPort = Number(option('--port', 27100));
const AUTOCANNON_SECONDS = quick ? 2 : 4;
const REQUEST_TIMEOUT_MS = 30_000;

const serverUrl =
  process.env.LAUNCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.LAUNCH_REDIS_URL || 'redis://127.0.0.1:6379';
const run = randomBytes(4).toString('hex');
const dbName = `${process.env.LAUNCH_DB_PREFIX || 'wayfarer_launch'}_${run}`;
const workDir = mkdtempSync(join(tmpdir(), 'wayfarer-launch-'));
const metricsToken = randomBytes(16).toString('hex');
const started = Date.now();
const log = (line) => console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const uptime = () => spawnSync('uptime', { encoding: 'utf8' }).stdout.trim();
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

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

/** Nearest-rank p50/p95/p99 of `values` in ms. */
function stats(values) {
  if (values.length === 0) return { n: 0, p50: null, p95: null, p99: null };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]);
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

// ---- the instances, the proxies and the bare server ---------------------------------------------
const common = {
  PATH: process.env.PATH ?? '',
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl(dbName),
  JWT_SECRET: randomBytes(32).toString('hex'),
  REDIS_URL: redisUrl,
  REDIS_KEY_PREFIX: `wayfarer-launch-${run}-`,
  PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
  TRUST_PROXY: '127.0.0.1',
  LOG_LEVEL: 'warn',
  METRICS_TOKEN: metricsToken,
  SEAT_HOLD_SECONDS: String(HOLD_SECONDS),
  // The built-in PhonePe sandbox keeps its transactions in the database: either instance serves
  // any pay page. Everything else is at its documented default.
  ...(process.env.DATABASE_POOL_MAX ? { DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX } : {}),
};
const instances = ['a', 'b'].map((name, i) => ({
  name,
  port: proxyPort + 1 + i,
  dataDir: join(workDir, name),
  child: null,
  errors: [],
}));

function start(instance) {
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: { ...common, PORT: String(instance.port), DATA_DIR: instance.dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  instance.child = child;
  const last = [];
  const read = (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (/"level":(50|60)/.test(line)) instance.errors.push(line.slice(0, 600));
      if (line.trim()) last.push(line.slice(0, 600));
      if (last.length > 12) last.shift();
    }
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  return (async () => {
    for (let i = 0; i < 600; i++) {
      const ok = await fetch(`http://127.0.0.1:${instance.port}/v1/ready`).then(
        (res) => res.status === 200,
        () => false,
      );
      if (ok) return;
      if (child.exitCode !== null)
        throw new Error(`instance ${instance.name} exited (${child.exitCode}):\n${last.join('\n')}`);
      await sleep(200);
    }
    throw new Error(`instance ${instance.name} never became ready`);
  })();
}

// The proxies and the bare server run in a process of their own (bench-launch-proxy.mjs).
const barePort = proxyPort + 4;
let front = null;
function startFront() {
  front = fork(
    join(root, 'scripts/bench-launch-proxy.mjs'),
    [String(proxyPort), instances.map((i) => i.port).join(','), String(proxyPort + 3), String(barePort)],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  return ask((m) => m.listening);
}
/** The front's next message that `match`es. */
function ask(match, message) {
  return new Promise((resolve, reject) => {
    const listener = (m) => {
      if (m.error) reject(new Error(m.error));
      else if (match(m)) resolve(m);
      else return;
      front.off('message', listener);
    };
    front.on('message', listener);
    if (message) front.send(message);
  });
}

/** autocannon in its own process for `seconds`: requests per second, p50/p99, errors. */
function autocannon(url, seconds) {
  const argv = [
    autocannonBin,
    '-j',
    '-n',
    '-c',
    '10',
    '-d',
    String(seconds),
    '-H',
    'accept-encoding=br',
    url,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, argv, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', () => {
      try {
        const r = JSON.parse(out);
        resolve({
          // What was answered over the run's real length (the process may start late on a busy machine).
          rps: Math.round(r.requests.total / Math.max(r.duration, 0.001)),
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.errors + r.non2xx,
        });
      } catch (error) {
        reject(error);
      }
    });
  });
}

// ---- the instances' memory and event-loop lag (GET /metrics) ------------------------------------
const sampled = new Map(instances.map((i) => [i.name, { rssMb: [], lagP99Ms: [], lagMaxMs: [] }]));
async function sampleMetrics() {
  await Promise.all(
    instances.map(async (instance) => {
      const text = await fetch(`http://127.0.0.1:${instance.port}/metrics`, {
        headers: { authorization: `Bearer ${metricsToken}` },
      })
        .then((res) => res.text())
        .catch(() => '');
      const value = (name) => Number(new RegExp(`^${name} ([0-9.e+-]+)`, 'm').exec(text)?.[1] ?? Number.NaN);
      const s = sampled.get(instance.name);
      const rss = value('wayfarer_process_resident_memory_bytes');
      if (!Number.isNaN(rss)) s.rssMb.push(rss / 2 ** 20);
      const p99 = value('wayfarer_nodejs_eventloop_lag_p99_seconds');
      if (!Number.isNaN(p99)) s.lagP99Ms.push(p99 * 1000);
      const max = value('wayfarer_nodejs_eventloop_lag_max_seconds');
      if (!Number.isNaN(max)) s.lagMaxMs.push(max * 1000);
    }),
  );
}

// ---- the launch --------------------------------------------------------------------------------
/** A post's reach: arrival times from a gamma(2) shape peaking at a sixth of the window, cut at its end. */
function arrivals(n, seconds) {
  const theta = seconds / 6;
  const times = [];
  while (times.length < n) {
    const t = -theta * (Math.log(1 - Math.random()) + Math.log(1 - Math.random()));
    if (t < seconds) times.push(t * 1000);
  }
  return times.sort((a, b) => a - b);
}

/** Each visitor from an address of its own (10.0.0.0/8), as people are. */
const address = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function timed(url, init = {}) {
  const t0 = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const body = await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t0, body, at: Date.now() };
  } catch {
    return { status: 'timeout', ms: performance.now() - t0, body: null, at: Date.now() };
  }
}

const json = (buffer) => {
  try {
    return JSON.parse(Buffer.from(buffer).toString('utf8'));
  } catch {
    return null;
  }
};

async function main() {
  log(`uptime at start: ${uptime()}`);
  const build = spawnSync('npm', ['run', 'build', '-w', '@wayfarer/api'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('npm run build -w @wayfarer/api failed');
  await onServer(`CREATE DATABASE ${dbName}`);
  // One after the other: the first migrates and seeds the demo catalogue.
  await start(instances[0]);
  await start(instances[1]);
  await startFront();
  log(`2 instances ready on ${dbName} (ports ${proxyPort + 1}-${proxyPort + 2}), proxy on ${proxyPort}`);

  // The launch's package: a published demo package, one of its dates with SEATS seats and nothing
  // held on it (the bench date); another of its dates, uncapped, for the single-checkout figure.
  const db = new pg.Client({ connectionString: databaseUrl(dbName) });
  await db.connect();
  const { rows: dates } = await db.query(
    `select p.id as package_id, p.slug, d.id, d.departure_id, d.date::text as date
       from tour_packages p join tour_dates d on d.package_id = p.id
      where p.status = 'Published' and d.date > (now() at time zone 'Asia/Kolkata')::date + 7
        and d.cancelled_at is null
        and not exists (select 1 from seat_holds h where h.tour_date_id = d.id)
        and not exists (select 1 from bookings b where b.package_id = p.id)
      order by p.created_at, p.id, d.date limit 50`,
  );
  const pkgId = dates[0]?.package_id;
  const both = dates.filter((d) => d.package_id === pkgId);
  if (both.length < 2) throw new Error('no published demo package with two free future dates');
  const [hot, single] = both;
  await db.query(
    'update tour_dates set seats = $2, closed_for_sale = false, min_travellers = null where id = $1',
    [hot.id, SEATS],
  );
  await db.query('update tour_dates set seats = null, closed_for_sale = false where id = $1', [single.id]);
  const pagePath = `/package/${hot.slug}`;
  const jsonPath = `/v1/tours/public/slug/${hot.slug}`;
  const { recorded } = await ask((m) => m.recorded, { record: [pagePath, jsonPath] });
  log(
    `package ${hot.slug}: ${hot.date} with ${SEATS} seats (hold ${HOLD_SECONDS} s); page ${recorded[pagePath]} B br, JSON ${recorded[jsonPath]} B br`,
  );

  const checkoutBody = (n, people, date) => ({
    name: `Launch Visitor ${n}`,
    email: `launch-${run}-${n}@example.com`,
    phone: '9876543210',
    tourPackageId: pkgId,
    departureId: date.departure_id,
    travelDate: date.date,
    adults: [people],
    child: [0],
    paymentType: 'token',
  });
  const base = common.PUBLIC_URL;
  const post = (path, body, n, key) =>
    timed(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-fleet-client': address(n),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: JSON.stringify(body),
    });

  // A single checkout on a quiet machine, five times (uncapped date): the p95 to compare with.
  const singles = [];
  for (let i = 0; i < 5; i++) {
    const r = await post('/v1/bookings', checkoutBody(900_000 + i, 2, single), 900_000 + i, randomUUID());
    if (r.status !== 201) throw new Error(`a single checkout answered ${r.status}`);
    singles.push(r.ms);
  }
  log(`single checkout (quiet): ${singles.map((ms) => Math.round(ms)).join(', ')} ms`);

  // ---- the burst ----
  const times = arrivals(VISITORS, SECONDS);
  const buyers = new Set();
  while (buyers.size < CHECKOUTS) buyers.add(Math.floor(Math.random() * VISITORS));
  const page = [];
  const pageJson = [];
  const statuses = {};
  /** The kill's window (--kill-at): from the signal to a second after instance a is ready again. */
  const kill = { from: 0, to: 0 };
  const cutByKill = {};
  const inKill = (r) =>
    r.status === 502 && kill.from > 0 && r.at >= kill.from && (!kill.to || r.at <= kill.to + 1000);
  /** Counts an answer by `label status`; a 502 cut in flight by the kill apart. */
  const count = (label, r) => {
    const key = `${label} ${r.status}`;
    const into = inKill(r) ? cutByKill : statuses;
    into[key] = (into[key] ?? 0) + 1;
  };
  /** A request; a 502 from the kill is counted and asked once more a second later (a reload, a tap). */
  const again = async (label, ask) => {
    const r = await ask();
    if (!inKill(r)) return r;
    count(label, r);
    await sleep(1000);
    return ask();
  };
  const checkouts = [];
  const acknowledged = new Map();
  const timings = new Map();
  const burstStart = Date.now();
  log(`burst: ${VISITORS} visitors over ${SECONDS} s, ${CHECKOUTS} checkouts, ${ABANDON * 100}% abandon`);
  const metricsTimer = setInterval(() => void sampleMetrics(), 2000);
  const loadBefore = loadavg()[0];

  const visitor = async (n, at) => {
    await sleep(Math.max(0, burstStart + at - Date.now()));
    const headers = { 'accept-encoding': 'br', 'x-fleet-client': address(n + 1) };
    const [p, j] = await Promise.all([
      again('page', () => timed(`${base}${pagePath}`, { headers })),
      again('json', () => timed(`${base}${jsonPath}`, { headers })),
    ]);
    page.push(p.ms);
    pageJson.push(j.ms);
    count('page', p);
    count('json', j);
    if (!buyers.has(n)) return;
    // Reads the page, picks the date and the party, then checks out.
    await sleep(500 + Math.random() * 2500);
    const people = 1 + Math.floor(Math.random() * 3);
    const c = { n, people, sentAt: Date.now(), status: null, ms: 0, outcome: 'unanswered' };
    checkouts.push(c);
    const key = randomUUID();
    let r = await post('/v1/bookings', checkoutBody(n, people, hot), n + 1, key);
    // A clear retry (502/503/429): the page asks again once with the same key after a second.
    if (r.status === 502 || r.status === 503 || r.status === 429) {
      c.retried = r.status;
      if (inKill(r)) count('checkout', r);
      await sleep(1000);
      r = await post('/v1/bookings', checkoutBody(n, people, hot), n + 1, key);
    }
    c.status = r.status;
    c.ms = r.ms;
    c.answeredAt = r.at;
    const answer = r.body ? json(r.body) : null;
    if (r.status === 201 && answer?.bookingId) {
      c.outcome = 'held';
      c.bookingId = answer.bookingId;
      acknowledged.set(answer.bookingNumber, checkoutBody(n, people, hot).email);
      const timing = { bookedAt: r.at, paidAt: 0 };
      timings.set(checkoutBody(n, people, hot).email, timing);
      if (Math.random() < ABANDON) {
        c.outcome = 'abandoned';
        return;
      }
      await sleep(1000 + Math.random() * 3000);
      const payPage = new URL(answer.data.instrumentResponse.redirectInfo.url);
      const paid = await again('pay', () =>
        timed(`${base}${payPage.pathname}/success`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-fleet-client': address(n + 1) },
          body: '',
          redirect: 'manual',
        }),
      );
      count('pay', paid);
      timing.paidAt = Date.now();
      c.paidAt = timing.paidAt;
      // The result page polls until the payment is decided (every second, at most 30 s).
      for (let i = 0; i < 30; i++) {
        const s = await timed(`${base}/v1/bookings/payment/${answer.bookingId}`, {
          headers: { 'x-fleet-client': address(n + 1) },
        });
        count('poll', s);
        const status = s.body ? json(s.body)?.paymentStaus : null;
        if (status && !['PENDING', 'PAYMENT_PENDING'].includes(status)) {
          c.outcome = status === 'PAYMENT_SUCCESS' ? 'paid' : `payment ${status}`;
          c.decidedMs = Date.now() - c.paidAt;
          return;
        }
        await sleep(1000);
      }
      c.outcome = 'payment still pending';
      return;
    }
    if (r.status === 409 && answer?.error === 'SEATS_UNAVAILABLE') {
      c.outcome = 'sold out';
      const w = await post(
        `/v1/tours/${pkgId}/waitlist`,
        { ...checkoutBody(n, people, hot), people, date: hot.date },
        n + 1,
      );
      c.waitlist = w.status;
      c.waitlistMs = w.ms;
      if (w.status === 201) c.outcome = 'sold out, on the waitlist';
      return;
    }
    c.outcome = `answered ${r.status}${answer?.error ? ` ${answer.error}` : ''}`;
  };

  // Mid-burst (past the peak's start): the page and then the JSON through the proxy and, at the
  // same time, the same bytes from the bare server through a proxy of its own: both share the
  // machine's load of the moment, so the ratio is the figure.
  const probes = [];
  const measure = (async () => {
    await sleep(SECONDS * 150);
    const ratio = {};
    for (const [name, path] of [
      ['page', pagePath],
      ['json', jsonPath],
    ]) {
      const from = Date.now();
      const [app, bareAnswer] = await Promise.all([
        autocannon(`http://127.0.0.1:${proxyPort}${path}`, AUTOCANNON_SECONDS),
        autocannon(`http://127.0.0.1:${proxyPort + 3}${path}`, AUTOCANNON_SECONDS),
      ]);
      probes.push({ from, to: Date.now() });
      ratio[name] = { app, bare: bareAnswer, ratio: Number((app.rps / bareAnswer.rps).toFixed(2)) };
      log(`${name}: ${app.rps} req/s vs bare ${bareAnswer.rps} req/s (x${ratio[name].ratio})`);
    }
    return ratio;
  })();

  // --kill-at: instance a dies mid-burst and comes back 2 s later, as a supervisor would start it.
  const crash = (async () => {
    if (!KILL_AT) return;
    await sleep(KILL_AT * 1000);
    kill.from = Date.now();
    instances[0].child.kill('SIGKILL');
    log(`kill -9 instance a (${KILL_AT} s into the burst); it starts again in 2 s`);
    await sleep(2000);
    await start(instances[0]);
    kill.to = Date.now();
    log(`instance a ready again after ${((kill.to - kill.from) / 1000).toFixed(1)} s`);
  })();
  await Promise.all(times.map((at, n) => visitor(n, at)));
  await crash;
  const ratios = await measure;
  const loadAfterBurst = loadavg();
  log(`burst over after ${((Date.now() - burstStart) / 1000).toFixed(1)} s; uptime: ${uptime()}`);

  // The abandoned holds end HOLD_SECONDS after their checkout; the reconciler returns them to sale
  // and the waitlist job (every minute) e-mails the next in line. Wait for both (bounded).
  const settleUntil = Date.now() + (HOLD_SECONDS + 75) * 1000;
  let settled = null;
  for (;;) {
    const { rows } = await db.query(
      `select (select count(*) from payment_attempts a join bookings b on b.id = a.booking_id
                where b.travel_date = $2 and b.departure_id = $3 and a.status in ('PENDING', 'PAYMENT_PENDING'))::int as pending,
              (select coalesce(sum(people), 0) from seat_holds where tour_date_id = $1 and status in ('held', 'confirmed'))::int as taken,
              (select count(*) from waitlist_entries where tour_date_id = $1 and notified_at is not null)::int as notified,
              (select count(*) from email_jobs where status = 'pending' and next_attempt_at <= now())::int as emails`,
      [hot.id, hot.date, hot.departure_id],
    );
    settled = rows[0];
    const seatsBack = settled.taken < SEATS;
    const done = settled.pending === 0 && settled.emails === 0 && (!seatsBack || settled.notified > 0);
    if (done || Date.now() > settleUntil) break;
    await sleep(1000);
  }
  clearInterval(metricsTimer);
  log(`settled: ${JSON.stringify(settled)}`);

  // ---- the figures ----
  const { rows: sold } = await db.query(
    `select coalesce(sum(people) filter (where status = 'confirmed'), 0)::int as sold,
            coalesce(sum(people) filter (where status = 'held'), 0)::int as held
       from seat_holds where tour_date_id = $1`,
    [hot.id],
  );
  const { rows: released } = await db.query(
    `select min(a.updated_at) as at from payment_attempts a join bookings b on b.id = a.booking_id
      where b.travel_date = $1 and b.departure_id = $2 and a.status not in ('PENDING', 'PAYMENT_PENDING', 'PAYMENT_SUCCESS')`,
    [hot.date, hot.departure_id],
  );
  const firstReleaseAt = released[0]?.at ? new Date(released[0].at).getTime() : Number.POSITIVE_INFINITY;
  const { rows: waitlist } = await db.query(
    'select count(*)::int as entries, count(notified_at)::int as notified from waitlist_entries where tour_date_id = $1',
    [hot.id],
  );
  // Arrival order, as the visitors sent their checkouts (launch-order.mjs).
  const arrival = outOfArrivalOrder(checkouts, firstReleaseAt);
  const outOfOrder = arrival.pairs.length;
  const byOutcome = {};
  for (const c of checkouts) byOutcome[c.outcome] = (byOutcome[c.outcome] ?? 0) + 1;
  const byStatus = {};
  for (const c of checkouts) byStatus[c.status] = (byStatus[c.status] ?? 0) + 1;
  const soldOut = checkouts.filter((c) => c.outcome.startsWith('sold out'));
  const firstSoldOut = Math.min(...soldOut.map((c) => c.answeredAt));
  const countFiles = await countOutcome(db, { acknowledged }, instances);
  const firstWritten = new Map();
  for (const file of countFiles.written)
    if (!firstWritten.has(file.to) || firstWritten.get(file.to) > file.at) firstWritten.set(file.to, file.at);
  const paymentToFile = [];
  for (const [email, timing] of timings) {
    const at = firstWritten.get(email);
    if (timing.paidAt && at !== undefined) paymentToFile.push(at - timing.paidAt);
  }
  const fiveXX = Object.entries(statuses)
    .filter(([key]) => / 5\d\d$/.test(key))
    .reduce((sum, [, n]) => sum + n, 0);
  const checkout5xx = checkouts.filter((c) => Number(c.status) >= 500).length;
  const unanswered = checkouts.filter((c) => c.outcome === 'unanswered' || c.status === 'timeout').length;
  const checkoutP95 = stats(checkouts.map((c) => c.ms)).p95;
  const singleP95 = stats(singles).p95;
  const summary = {
    load: { before: loadBefore, afterBurst: loadAfterBurst.map((l) => Number(l.toFixed(2))) },
    visitors: VISITORS,
    seconds: SECONDS,
    page: { ...stats(page), throughput: ratios.page },
    json: { ...stats(pageJson), throughput: ratios.json },
    checkouts: {
      started: checkouts.length,
      byStatus,
      byOutcome,
      latency: stats(checkouts.map((c) => c.ms)),
      // Checkouts that neither started nor ended while autocannon saturated the proxy.
      latencyOutsideProbes: stats(
        checkouts
          .filter((c) => !probes.some((p) => c.answeredAt >= p.from && c.sentAt <= p.to))
          .map((c) => c.ms),
      ),
      singleQuiet: stats(singles),
      p95VersusSingle: Number((checkoutP95 / singleP95).toFixed(2)),
      retried: checkouts.filter((c) => c.retried).length,
      unanswered,
      paymentDecidedMs: stats(checkouts.filter((c) => c.decidedMs).map((c) => c.decidedMs)),
    },
    seats: {
      seats: SEATS,
      soldConfirmed: sold[0].sold,
      stillHeld: sold[0].held,
      oversold: Math.max(0, sold[0].sold + sold[0].held - SEATS),
    },
    soldOut: {
      told: soldOut.length,
      onWaitlist: soldOut.filter((c) => c.waitlist === 201).length,
      answerMs: stats(soldOut.map((c) => c.ms)),
      firstAfterBurstStartS: soldOut.length ? Number(((firstSoldOut - burstStart) / 1000).toFixed(1)) : null,
      waitlist: waitlist[0],
    },
    arrivalOrder: {
      refusedBeforeAnySeatCameBack: arrival.refused,
      heldBeforeAnySeatCameBack: arrival.holders,
      pairsOutOfOrder: outOfOrder,
      // The first few, as [people, sent, answered] (ms from the burst's start): refused, then held.
      firstPairs: arrival.pairs
        .slice(0, 5)
        .map((pair) => pair.map((c) => [c.people, c.sentAt - burstStart, c.answeredAt - burstStart])),
    },
    emails: {
      queued: countFiles.jobs.length,
      jobStatus: countFiles.jobStatus,
      written: countFiles.emailFiles,
      sentTwice: countFiles.sentTwice,
      paymentToFileMs: stats(paymentToFile),
    },
    server5xx: fiveXX + checkout5xx,
    requests: statuses,
    ...(KILL_AT ? { killed: { at: KILL_AT, downMs: kill.to - kill.from, cutByKill } } : {}),
    instances: Object.fromEntries(
      [...sampled].map(([name, s]) => [
        name,
        {
          rssMbMax: Math.round(Math.max(...s.rssMb)),
          eventLoopLagP99MsMax: Math.round(Math.max(...s.lagP99Ms)),
          eventLoopLagMaxMs: Math.round(Math.max(...s.lagMaxMs)),
          errorsLogged: instances.find((i) => i.name === name).errors.length,
        },
      ]),
    ),
    proxy: (await ask((m) => m.stats, { stats: true })).stats,
  };
  await db.end();
  log(`uptime at end: ${uptime()}`);
  console.log(JSON.stringify(summary, null, 2));
  for (const instance of instances) for (const line of instance.errors.slice(0, 3)) console.log(line);
  const ok = summary.server5xx === 0 && summary.seats.oversold === 0 && unanswered === 0;
  log(
    `${ok ? 'launch held' : 'launch FAILED'}: 5xx ${summary.server5xx}, oversold ${summary.seats.oversold}, unanswered ${unanswered}, page x${ratios.page.ratio}, json x${ratios.json.ratio}, checkout p95 ${checkoutP95} ms = x${summary.checkouts.p95VersusSingle} of single, out of order ${outOfOrder}`,
  );
  return ok;
}

async function cleanUp() {
  for (const instance of instances) {
    if (instance.child && instance.child.exitCode === null) {
      instance.child.kill('SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          instance.child.kill('SIGKILL');
          resolve();
        }, 15_000);
        instance.child.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  front?.kill();
  await onServer(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  rmSync(workDir, { recursive: true, force: true });
}

const timer = setTimeout(
  () => {
    log('the launch bench did not finish in time');
    cleanUp().finally(() => process.exit(1));
  },
  (SECONDS + HOLD_SECONDS + 300) * 1000,
);
main()
  .then(
    (ok) => {
      process.exitCode = ok ? 0 : 1;
    },
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  )
  .finally(async () => {
    clearTimeout(timer);
    await cleanUp();
  });
