// npm run fleet's parts (scripts/fleet.mjs): the retrying round-robin proxy and the count of what
// the database and the instances' outboxes hold afterwards.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { join } from 'node:path';

/**
 * Round robin over `instances` ({ port }); a refused connection (the instance is down or
 * draining) is retried on the next one. Anything else (a reset after sending) may have been
 * processed, so the client gets a 502, as from a real proxy.
 */
export function createRetryingProxy(instances, stats) {
  let next = 0;
  return createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      stats.requests++;
      const body = Buffer.concat(chunks);
      const attempt = (tries) => {
        const target = instances[next++ % instances.length];
        const upstream = request(
          {
            host: '127.0.0.1',
            port: target.port,
            method: req.method,
            path: req.url,
            headers: req.headers,
            agent: false,
          },
          (answer) => {
            res.writeHead(answer.statusCode, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', (error) => {
          if (error.code === 'ECONNREFUSED' && tries < 12) {
            stats.retries++;
            setTimeout(() => attempt(tries + 1), tries < 3 ? 0 : 100);
            return;
          }
          stats.failed++;
          if (!res.headersSent) res.writeHead(502).end();
          else res.destroy();
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });
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
  // Each job's e-mail as .eml files across every instance's DATA_DIR/outbox, by recipient + subject.
  const files = new Map();
  for (const instance of instances) {
    const dir = join(instance.dataDir, 'outbox');
    for (const file of existsSync(dir) ? readdirSync(dir) : []) {
      const text = readFileSync(join(dir, file), 'utf8');
      const key = `${/^To: (.*)$/m.exec(text)?.[1]}|${/^Subject: (.*)$/m.exec(text)?.[1]}`;
      files.set(key, (files.get(key) ?? 0) + 1);
    }
  }
  const emailFiles = [...files.values()].reduce((sum, count) => sum + count, 0);
  const sentTwice = [...files.values()].filter((count) => count > 1).length;
  return { stored, lost, duplicates, paymentStatus, jobs, jobStatus, emailFiles, sentTwice };
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
