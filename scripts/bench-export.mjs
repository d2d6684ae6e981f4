// The bookings export of 100,000 rows (ADR 961), for `npm run bench -- --only export`.
// PostgreSQL only (DATABASE_URL): 100,000 bookings are added to the first demo package in one
// statement, GET /v1/bookings/export.csv is read to the end as the admin, and the time, the rows,
// the bytes and the server's resident memory (before, and its peak sampled every 20 ms while the
// stream runs) are printed; the rows are removed afterwards.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './bench-support.mjs';

const ROWS = 100_000;
const require = createRequire(join(root, 'apps/api/package.json'));

/** The process's resident memory in MiB (Linux /proc). */
function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export async function benchExport(api, admin) {
  if (!process.env.DATABASE_URL) {
    console.log('export: skipped (PostgreSQL only: set DATABASE_URL)');
    return;
  }
  const pg = require('pg');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const started = Date.now();
    await client.query(
      `insert into bookings (booking_number, package_id, creator_id, departure_name, travel_date, name, email,
         phone, payment_type, pricing_type, selection, people, package_amount_paise, due_now_paise, paid_paise,
         payment_status, status, balance_due_date, created_at)
       select 'BENCH-' || n, p.id, p.creator_id, 'Standard', current_date + 60, 'Traveller ' || n,
         'bench' || n || '@example.com', '9876543210', 'token', 'Simple', '[{"adult":2,"child":0,"pricePaise":5000000}]',
         2, 5000000, 750000, 750000, 'PAYMENT_SUCCESS', 'CONFIRMED', current_date + 30,
         now() - (n || ' seconds')::interval
       from generate_series(1, $1::int) n, (select id, creator_id from tour_packages order by created_at limit 1) p`,
      [ROWS],
    );
    console.log(`export: ${ROWS} bookings added in ${Date.now() - started} ms`);
    const login = await fetch(`${api.origin}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const token = (await login.json()).tokens.access.token;
    const before = rssMiB(api.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMiB(api.pid));
    }, 20);
    const t0 = Date.now();
    const res = await fetch(`${api.origin}/v1/bookings/export.csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    clearInterval(sampler);
    console.log(
      `export: GET /v1/bookings/export.csv ${res.status}: ${lines - 1} rows, ${(bytes / 1024 / 1024).toFixed(1)} MiB in ${Date.now() - t0} ms; server RSS ${before.toFixed(0)} MiB before, peak ${peak.toFixed(0)} MiB`,
    );
  } finally {
    await client.query(`delete from bookings where booking_number like 'BENCH-%'`);
    await client.end();
  }
}
