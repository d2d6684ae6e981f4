// npm run bench:outbox (ADR 1308): how many e-mails a second one instance's outbox sends.
// Queues N e-mails (a booking confirmation's size) and times runEmailOutboxOnce until the queue is
// empty, with the file transport (DATA_DIR/outbox/*.eml) and with the pooled SMTP transport into a
// local SMTP sink (apps/api/test/smtp-sink.ts); on PostgreSQL also two instances sharing the queue.
// Checks every job went out once (distinct Message-IDs). Prints the load average. Not part of npm test.
// Usage: npm run bench:outbox -- [--emails 2000] [--db pg|pglite|both]
//   PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, createPgDatabase } from '../apps/api/src/db/client.ts';
import { createMailer, outboxDir } from '../apps/api/src/lib/mailer.ts';
import { runEmailOutboxOnce } from '../apps/api/src/modules/outbox/outbox.ts';
import { insertEmailJobs } from '../apps/api/src/modules/outbox/outbox.repository.ts';
import { startSmtpSink } from '../apps/api/test/smtp-sink.ts';
import { option } from './bench-support.mjs';

const emails = Number(option('--emails', 2000));
const which = option('--db', 'both');
const serverUrl =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/postgres';
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const log = { warn: (o, m) => console.warn(m, o?.err?.message ?? ''), error: (o, m) => console.error(m, o) };

// About a booking confirmation: a dozen lines of text and the same as an HTML table.
const lines = Array.from({ length: 14 }, (_, i) => `Line ${i}: Some detail of the booking, ₹42,500.00`);
const text = `Dear traveller, your booking is confirmed.\n\n${lines.join('\n')}\n\nManage it: {{PUBLIC_URL}}/booking/x?key=y\n`;
const html = `<p>Dear traveller, your booking is confirmed.</p><table>${lines
  .map((l) => `<tr><th align="left">${l.split(':')[0]}</th><td>${l.split(': ')[1]}</td></tr>`)
  .join('')}</table><p><a href="{{PUBLIC_URL}}/booking/x?key=y">Manage your booking</a></p>`;

async function queue(db, count, tag) {
  for (let i = 0; i < count; i += 500) {
    await insertEmailJobs(
      db,
      Array.from({ length: Math.min(500, count - i) }, (_, j) => ({
        to: `bench.${tag}.${i + j}@example.com`,
        subject: `Tour Confirmation WF-${tag}-${i + j}: Goa beaches`,
        text,
        html,
      })),
    );
  }
}

/** Runs the outbox on each `instances` (deps) at once until the queue is empty; answers seconds. */
async function drain(instances) {
  const started = performance.now();
  const sent = await Promise.all(
    instances.map(async (deps) => {
      let total = 0;
      for (;;) {
        const run = await runEmailOutboxOnce(deps);
        total += run.sent;
        if (run.sent === 0 && run.retried === 0) return total;
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, sent };
}

const depsOf = (db, mailer) => ({
  db,
  mailer,
  log,
  clock: () => new Date(),
  publicUrl: 'https://wayfarer.example',
  messageIdDomain: 'bench.wayfarer.local',
});

const messageIds = (texts) => new Set(texts.map((t) => /^Message-ID: (.*)$/im.exec(t)?.[1]).filter(Boolean));

async function fileTransport(label, dbs) {
  const dataDirs = dbs.map(() => mkdtempSync(join(tmpdir(), 'wayfarer-bench-outbox-')));
  try {
    await queue(dbs[0], emails, `${label}-file`);
    const before = load();
    const mailers = dataDirs.map((dataDir) =>
      createMailer({ dataDir, mailFrom: 'Wayfarer <b@bench.local>' }),
    );
    const { seconds, sent } = await drain(dbs.map((db, i) => depsOf(db, mailers[i])));
    const files = dataDirs.flatMap((dir) =>
      readdirSync(outboxDir(dir)).map((f) => readFileSync(join(outboxDir(dir), f), 'utf8')),
    );
    return report(
      `${label}, file transport, ${dbs.length} instance(s)`,
      seconds,
      sent,
      files.length,
      messageIds(files).size,
      before,
    );
  } finally {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

async function smtpTransport(label, db) {
  const sink = await startSmtpSink();
  const mailer = createMailer({ smtpUrl: sink.url, mailFrom: 'Wayfarer <b@bench.local>', dataDir: tmpdir() });
  try {
    await queue(db, emails, `${label}-smtp`);
    const before = load();
    const { seconds, sent } = await drain([depsOf(db, mailer)]);
    const ids = messageIds(sink.messages.map((m) => m.data));
    const line = report(
      `${label}, SMTP pool into a local sink`,
      seconds,
      sent,
      sink.messages.length,
      ids.size,
      before,
    );
    console.log(`    SMTP connections opened: ${sink.connections}, most open at once: ${sink.maxOpen}`);
    return line;
  } finally {
    await mailer.close();
    await sink.close();
  }
}

function report(name, seconds, sent, written, distinct, before) {
  const total = sent.reduce((a, b) => a + b, 0);
  const rate = total / seconds;
  const perInstance = sent.map((n) => n).join(' + ');
  console.log(
    `  ${name}: ${total} e-mails in ${seconds.toFixed(2)} s = ${rate.toFixed(0)}/s` +
      (sent.length > 1 ? ` (${perInstance} per instance, ${(rate / sent.length).toFixed(0)}/s each)` : '') +
      `; written ${written}, distinct Message-IDs ${distinct}; load ${before} → ${load()}`,
  );
  if (written !== emails || distinct !== emails) {
    console.error(`  FAILED: ${emails} queued, ${written} written, ${distinct} distinct`);
    process.exitCode = 1;
  }
  return rate;
}

async function onPostgres() {
  const name = `outbox_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handles = [];
  try {
    const first = await createPgDatabase(url.toString());
    handles.push(first);
    await first.migrate();
    console.log(`PostgreSQL (${name}):`);
    await fileTransport('PostgreSQL', [first.db]);
    await smtpTransport('PostgreSQL', first.db);
    const second = await createPgDatabase(url.toString());
    handles.push(second);
    await fileTransport('PostgreSQL', [first.db, second.db]);
  } finally {
    for (const handle of handles) await handle.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function onPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'wayfarer-bench-pglite-'));
  const handle = await createDatabase({ dataDir });
  try {
    await handle.migrate();
    console.log('PGlite (one process, the default without DATABASE_URL):');
    await fileTransport('PGlite', [handle.db]);
    await smtpTransport('PGlite', handle.db);
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`npm run bench:outbox: ${emails} e-mails per measurement; load average at start ${load()}`);
if (which === 'pg' || which === 'both') await onPostgres();
if (which === 'pglite' || which === 'both') await onPglite();
console.log(`load average at end ${load()}`);
