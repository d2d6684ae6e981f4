// npm run fleet's parts (scripts/fleet.mjs): the retrying round-robin proxy and the count of what
// the database and the instances' outboxes hold afterwards.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import { join } from 'node:path';

/**
 * Round robin over `instances` ({ port }); a refused connection (the instance is down or
 * draining) is retried on the next one. Anything else (a reset after sending) may have been
 * processed, so the client gets a 502, as from a real proxy; each such failure is kept in
 * `stats.failures` with its time and error code. Like nginx with
 * `proxy_set_header X-Forwarded-For $remote_addr`, the proxy names the client in X-Forwarded-For
 * (the load generator says which traveller it is in `x-fleet-client`). `options.agent`: the
 * upstream connections' agent (default none: a connection per request; bench:launch keeps them
 * alive, as nginx's upstream keepalive does). `options.readyPath` (e.g. `/v1/ready`): an instance
 * that refused a connection is out of the rotation until that path answers it 200 (checked every
 * `options.readyEveryMs`, default 500), as a balancer with a readiness check (docs/DEPLOY.md) does
 * not send traffic to an instance that is still starting.
 */
export function createRetryingProxy(instances, stats, options = {}) {
  const agent = options.agent ?? false;
  let next = 0;
  stats.failures ??= [];
  stats.outOfRotation ??= 0;
  /** Out of the rotation until ready again (only with options.readyPath). */
  const out = new Set();
  const watchReadiness = (target) => {
    if (!options.readyPath || out.has(target)) return;
    out.add(target);
    stats.outOfRotation++;
    const check = () =>
      // A starting instance may accept and not answer: each check gives up before the next.
      fetch(`http://127.0.0.1:${target.port}${options.readyPath}`, {
        signal: AbortSignal.timeout(options.readyEveryMs ?? 500),
      }).then(
        (answer) => answer.status === 200,
        () => false,
      );
    const timer = setInterval(async () => {
      if (!(await check())) return;
      clearInterval(timer);
      out.delete(target);
    }, options.readyEveryMs ?? 500);
    timer.unref();
  };
  const pick = () => {
    for (let i = 0; i < instances.length; i++) {
      const target = instances[next++ % instances.length];
      if (!out.has(target)) return target;
    }
    return instances[next++ % instances.length];
  };
  return createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      stats.requests++;
      const body = Buffer.concat(chunks);
      const headers = {
        ...req.headers,
        'x-forwarded-for': req.headers['x-fleet-client'] ?? req.socket.remoteAddress,
      };
      delete headers['x-fleet-client'];
      const attempt = (tries) => {
        const target = pick();
        const upstream = request(
          {
            host: '127.0.0.1',
            port: target.port,
            method: req.method,
            path: req.url,
            headers,
            agent,
          },
          (answer) => {
            res.writeHead(answer.statusCode, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', (error) => {
          if (error.code === 'ECONNREFUSED' && tries < 12) {
            watchReadiness(target);
            stats.retries++;
            setTimeout(() => attempt(tries + 1), tries < 3 ? 0 : 100);
            return;
          }
          stats.failed++;
          stats.failures.push({ at: Date.now(), instance: target.name, code: error.code ?? error.message });
          if (!res.headersSent) res.writeHead(502).end();
          else res.destroy();
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });
}

/**
 * A client looping on one kept-alive connection straight at an instance (no proxy), as a balancer
 * that has not yet noticed the stop does: until `stop()` or the instance refuses connections.
 * Answers statuses counted, resets (a connection reset or closed under a request), and the last
 * answer's time.
 */
export function loopOnKeptAliveConnection(port, path = '/v1/health') {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const result = { statuses: {}, resets: 0, resetCodes: [], lastAnswerAt: 0, refusedAt: 0, connections: 0 };
  let running = true;
  const seen = new WeakSet();
  const one = () =>
    new Promise((resolve) => {
      const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          result.statuses[res.statusCode] = (result.statuses[res.statusCode] ?? 0) + 1;
          result.lastAnswerAt = Date.now();
          resolve('answered');
        });
      });
      req.on('socket', (socket) => {
        if (seen.has(socket)) return;
        seen.add(socket);
        socket.once('connect', () => result.connections++);
      });
      req.on('error', (error) => {
        if (error.code === 'ECONNREFUSED') {
          result.refusedAt = Date.now();
          return resolve('refused');
        }
        result.resets++;
        result.resetCodes.push(error.code ?? error.message);
        resolve('reset');
      });
      req.end();
    });
  const done = (async () => {
    while (running) {
      if ((await one()) === 'refused') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    agent.destroy();
    return result;
  })();
  return {
    stop: () => {
      running = false;
      return done;
    },
    done,
  };
}

/** p50 and p95 of `values` (milliseconds), rounded. */
export function percentiles(values) {
  if (values.length === 0) return { n: 0, p50: null, p95: null };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]);
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), max: Math.round(sorted.at(-1)) };
}

/** Acknowledged vs stored bookings, duplicates, e-mail jobs vs the e-mails written. */
export async function countOutcome(db, results, instances) {
  const stored = (await db.query('select booking_number, email, payment_status from bookings')).rows;
  const storedNumbers = new Set(stored.map((row) => row.booking_number));
  const lost = [...results.acknowledged.keys()].filter((number) => !storedNumbers.has(number));
  const perEmail = new Map();
  for (const row of stored) perEmail.set(row.email, (perEmail.get(row.email) ?? 0) + 1);
  const duplicates = [...perEmail.values()].filter((count) => count > 1).length;
  const paymentStatus = {};
  for (const row of stored) paymentStatus[row.payment_status] = (paymentStatus[row.payment_status] ?? 0) + 1;
  const jobs = (
    await db.query(
      `select "to", subject, case when status = 'pending' and next_attempt_at > now()
         then 'pending, not due yet (a claim''s lease or a retry back-off)' else status end as status from email_jobs`,
    )
  ).rows;
  const jobStatus = {};
  for (const job of jobs) jobStatus[job.status] = (jobStatus[job.status] ?? 0) + 1;
  // Each job's e-mail as .eml files across every instance's DATA_DIR/outbox, by Message-ID (one
  // per job, ADR 1308), with when it was written.
  const files = new Map();
  const written = [];
  for (const instance of instances) {
    const dir = join(instance.dataDir, 'outbox');
    for (const file of existsSync(dir) ? readdirSync(dir) : []) {
      const path = join(dir, file);
      const text = readFileSync(path, 'utf8');
      const key =
        /^Message-ID: (.*)$/im.exec(text)?.[1] ??
        `${/^To: (.*)$/m.exec(text)?.[1]}|${/^Subject: (.*)$/m.exec(text)?.[1]}`;
      files.set(key, (files.get(key) ?? 0) + 1);
      written.push({ to: /^To: (.*)$/m.exec(text)?.[1]?.trim(), at: statSync(path).mtimeMs });
    }
  }
  const emailFiles = [...files.values()].reduce((sum, count) => sum + count, 0);
  const sentTwice = [...files.values()].filter((count) => count > 1).length;
  return { stored, lost, duplicates, paymentStatus, jobs, jobStatus, emailFiles, sentTwice, written };
}

/**
 * A seat row of a live booking is never deleted. A live booking (not cancelled, money
 * received) of a dated package (OneTime, SpecificDays) still has its date row (its departure and
 * day), and on a capped date its seat hold. Answers the bookings that lost either (none when the
 * rule holds, across instances killed with -9 and restarted).
 */
export async function liveSeatRowsGone(db) {
  const { rows } = await db.query(
    `select b.booking_number, d.id is null as date_gone, (d.seats is not null and h.id is null) as hold_gone
       from bookings b
       join tour_packages p on p.id = b.package_id
       left join tour_dates d on d.departure_id = b.departure_id and d.date = b.travel_date
       left join seat_holds h on h.booking_id = b.id
      where b.status <> 'CANCELLED' and b.paid_paise > 0 and p.tour_type <> 'AnyDay'
        and (d.id is null or (d.seats is not null and h.id is null))`,
  );
  return rows.map((row) => ({
    bookingNumber: row.booking_number,
    gone: row.date_gone ? 'date row' : 'seat hold',
  }));
}
