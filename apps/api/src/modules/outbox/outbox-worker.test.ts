import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage } from '../../../test/package-factory.ts';
import { signInCallers } from '../../../test/roles.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { loadConfig } from '../../config.ts';
import { bookings, emailJobs } from '../../db/schema.ts';
import { paidBooking } from '../../../test/support/manage.ts';
import { createMailer, type OutgoingMail, outboxDir } from '../../lib/mailer.ts';
import {
  CLAIM_LEASE_MS,
  EMAIL_BATCH,
  EMAIL_CONCURRENCY,
  EMAIL_MAX_ATTEMPTS,
  type EmailOutboxDeps,
  jobMessageId,
  MARK_RETRY_MS,
  onEmailQueued,
  runEmailOutboxOnce,
} from './outbox.ts';
import { claimDueEmailJobs, insertEmailJobs } from './outbox.repository.ts';
import { startWorker } from '../../lib/worker.ts';

// ADR 1308: the outbox sends in batches with bounded concurrency, shares the queue
// between claimers, never sends a job twice because recording "sent" failed, sends a job whose
// sender vanished again under the same Message-ID, and an announcement to 40 travellers is
// written out within one default interval (10 s).

let t: TestApp;
const DOMAIN = 'outbox.test';
let run = 0;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  // Fault injection on both databases: the first `fail_marks` statements that record a job sent
  // fail, as on a dropped connection (a sequence, so the count survives the failed statement).
  for (const statement of [
    'create sequence outbox_fault_seq',
    'create table outbox_faults (fail_marks int not null)',
    'insert into outbox_faults values (0)',
    `create function outbox_fail_mark() returns trigger language plpgsql as $$
     begin
       if nextval('outbox_fault_seq') <= (select fail_marks from outbox_faults) then
         raise exception 'injected: the connection was lost' using errcode = '08006';
       end if;
       return new;
     end $$`,
    `create trigger outbox_fail_mark before update on email_jobs for each row
       when (new.status = 'sent' and old.status <> 'sent') execute function outbox_fail_mark()`,
  ]) {
    await t.db.execute(sql.raw(statement));
  }
});
afterAll(async () => {
  // The worker hands this database on only with the migrations' schema (test/database-baseline.ts).
  for (const statement of [
    'drop trigger outbox_fail_mark on email_jobs',
    'drop function outbox_fail_mark()',
    'drop table outbox_faults',
    'drop sequence outbox_fault_seq',
  ])
    await t.db.execute(sql.raw(statement));
  await t.close();
});
afterEach(async () => {
  vi.useRealTimers();
  await failMarks(0);
  // Each test starts with an empty queue.
  await t.db.delete(emailJobs);
});

async function failMarks(count: number) {
  await t.db.execute(sql.raw(`select setval('outbox_fault_seq', 1, false)`));
  await t.db.execute(sql.raw(`update outbox_faults set fail_marks = ${count}`));
}

/** A mailer that keeps what it is given, with the most sends in flight at once. */
function recordingMailer(work: () => Promise<void> = () => new Promise((r) => setImmediate(r))) {
  const sent: OutgoingMail[] = [];
  let inFlight = 0;
  const mailer = {
    sent,
    maxInFlight: 0,
    async send(message: OutgoingMail) {
      inFlight += 1;
      mailer.maxInFlight = Math.max(mailer.maxInFlight, inFlight);
      try {
        await work();
        sent.push(message);
      } finally {
        inFlight -= 1;
      }
    },
  };
  return mailer;
}

/**
 * Now, and after every job queued so far: the database stamps a queued job's first attempt with its
 * own now() to the microsecond, JavaScript's clock counts milliseconds, so a job queued within the
 * current millisecond would otherwise be due a fraction of a millisecond after "now" and not be
 * claimed (an intermittent failure in CI's rehearsal, 2026-12-04).
 */
const nowAfterQueued = () => new Date(Date.now() + 1);

function deps(mailer: EmailOutboxDeps['mailer'], clock = nowAfterQueued) {
  const warnings: string[] = [];
  const d: EmailOutboxDeps = {
    db: t.db,
    mailer,
    log: { warn: (_o, msg) => void warnings.push(msg), error: (_o, msg) => void warnings.push(msg) },
    clock,
    publicUrl: 'https://wayfarer.example',
    messageIdDomain: DOMAIN,
    sleep: async () => {},
  };
  return { deps: d, warnings };
}

async function queue(count: number, subject = 'Hello') {
  run += 1;
  await insertEmailJobs(
    t.db,
    Array.from({ length: count }, (_, i) => ({
      to: `traveller.${run}.${i}@example.com`,
      subject: `${subject} ${i}`,
      text: 'Your trip: {{PUBLIC_URL}}/booking/x',
    })),
  );
  return t.db
    .select()
    .from(emailJobs)
    .where(like(emailJobs.to, `traveller.${run}.%`));
}

describe('runEmailOutboxOnce', () => {
  it('sends every due job in one run, in batches, at most EMAIL_CONCURRENCY at once, each under its job’s Message-ID', async () => {
    const jobs = await queue(2 * EMAIL_BATCH + 5);
    const mailer = recordingMailer();
    const result = await runEmailOutboxOnce(deps(mailer).deps);
    expect(result).toEqual({ sent: jobs.length, failed: 0, retried: 0, dropped: 0 });
    expect(mailer.maxInFlight).toBeGreaterThan(1);
    expect(mailer.maxInFlight).toBeLessThanOrEqual(EMAIL_CONCURRENCY);
    expect(mailer.sent.map((m) => m.messageId).sort()).toEqual(
      jobs.map((j) => jobMessageId(j.id, DOMAIN)).sort(),
    );
    expect(mailer.sent[0]!.text).toBe('Your trip: https://wayfarer.example/booking/x');
    const rows = await t.db
      .select()
      .from(emailJobs)
      .where(
        inArray(
          emailJobs.id,
          jobs.map((j) => j.id),
        ),
      );
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'sent', attempts: 1, claimedUntil: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    }
    expect((await runEmailOutboxOnce(deps(mailer).deps)).sent).toBe(0);
  });

  it('two claimers at once share the queue: each job sent once', async () => {
    const jobs = await queue(3 * EMAIL_BATCH);
    const a = recordingMailer();
    const b = recordingMailer();
    const [ra, rb] = await Promise.all([runEmailOutboxOnce(deps(a).deps), runEmailOutboxOnce(deps(b).deps)]);
    expect(ra.sent + rb.sent).toBe(jobs.length);
    const ids = [...a.sent, ...b.sent].map((m) => m.messageId);
    expect(new Set(ids).size).toBe(jobs.length);
  });

  it('recording "sent" fails (a dropped connection): tried again, and the e-mail is never sent twice', async () => {
    const [job] = await queue(1);
    const mailer = recordingMailer();
    await failMarks(2);
    expect((await runEmailOutboxOnce(deps(mailer).deps)).sent).toBe(1);
    const [row] = await t.db.select().from(emailJobs).where(eq(emailJobs.id, job!.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, claimedUntil: null });
    expect(mailer.sent).toHaveLength(1);
    // Long after the lease, nothing goes again.
    const later = () => new Date(Date.now() + 2 * CLAIM_LEASE_MS);
    expect((await runEmailOutboxOnce(deps(mailer, later).deps)).sent).toBe(0);
    expect(mailer.sent).toHaveLength(1);
  });

  it('the database stays away after the send: the run fails, the next one records it without sending it again', async () => {
    const [job] = await queue(1);
    const mailer = recordingMailer();
    await failMarks(MARK_RETRY_MS.length);
    const { deps: first, warnings } = deps(mailer);
    await expect(runEmailOutboxOnce(first)).rejects.toThrow();
    expect(warnings.some((w) => w.startsWith('e-mails sent but not recorded'))).toBe(true);
    expect(mailer.sent).toHaveLength(1);
    // The database is back, after the claim's lease has ended: recorded first, not sent again.
    const later = () => new Date(Date.now() + 2 * CLAIM_LEASE_MS);
    expect((await runEmailOutboxOnce(deps(mailer, later).deps)).sent).toBe(0);
    const [row] = await t.db.select().from(emailJobs).where(eq(emailJobs.id, job!.id));
    expect(row).toMatchObject({ status: 'sent', claimedUntil: null });
    expect(mailer.sent).toHaveLength(1);
  });

  it('a job whose sender vanished is left alone during the lease, then sent again under the same Message-ID', async () => {
    const [job] = await queue(1);
    // A sender claims it and dies (never records an outcome).
    const now = nowAfterQueued();
    const claimed = await claimDueEmailJobs(t.db, now, 10, CLAIM_LEASE_MS);
    expect(claimed.map((c) => [c.id, c.outcomeUnknown])).toEqual([[job!.id, false]]);
    const mailer = recordingMailer();
    const during = () => new Date(now.getTime() + CLAIM_LEASE_MS - 1000);
    expect((await runEmailOutboxOnce(deps(mailer, during).deps)).sent).toBe(0);
    const after = () => new Date(now.getTime() + CLAIM_LEASE_MS + 1000);
    const { deps: later, warnings } = deps(mailer, after);
    expect((await runEmailOutboxOnce(later)).sent).toBe(1);
    expect(mailer.sent.map((m) => m.messageId)).toEqual([jobMessageId(job!.id, DOMAIN)]);
    expect(warnings).toContain('e-mail sent again: its earlier send has no recorded outcome');
    const [row] = await t.db.select().from(emailJobs).where(eq(emailJobs.id, job!.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a refused send is tried again after a back-off, and given up after EMAIL_MAX_ATTEMPTS', async () => {
    const [job] = await queue(1);
    const refusing = { send: async () => Promise.reject(new Error('550 mailbox unavailable')) };
    let now = nowAfterQueued().getTime();
    const clock = () => new Date(now);
    for (let attempt = 1; attempt <= EMAIL_MAX_ATTEMPTS; attempt++) {
      const result = await runEmailOutboxOnce(deps(refusing, clock).deps);
      expect(result).toEqual(
        attempt < EMAIL_MAX_ATTEMPTS
          ? { sent: 0, failed: 0, retried: 1, dropped: 0 }
          : { sent: 0, failed: 1, retried: 0, dropped: 0 },
      );
      // Not before its back-off (1, 2, 4, 8 minutes).
      expect((await runEmailOutboxOnce(deps(refusing, clock).deps)).retried).toBe(0);
      now += 60_000 * 2 ** (attempt - 1);
    }
    const [row] = await t.db.select().from(emailJobs).where(eq(emailJobs.id, job!.id));
    expect(row).toMatchObject({
      status: 'failed',
      attempts: EMAIL_MAX_ATTEMPTS,
      lastError: '550 mailbox unavailable',
      claimedUntil: null,
    });
  });

  it('through the pooled SMTP transport: each message carries its Message-ID, over a few kept connections', async () => {
    const sink = await startSmtpSink();
    try {
      const jobs = await queue(30);
      const mailer = createMailer({
        smtpUrl: sink.url,
        mailFrom: 'Wayfarer <bookings@outbox.test>',
        dataDir: t.config.dataDir,
      });
      try {
        expect((await runEmailOutboxOnce(deps(mailer).deps)).sent).toBe(30);
      } finally {
        await mailer.close();
      }
      expect(sink.messages).toHaveLength(30);
      const ids = sink.messages.map((m) => /^Message-ID: (.*)$/im.exec(m.data)?.[1]);
      expect(ids.sort()).toEqual(jobs.map((j) => jobMessageId(j.id, DOMAIN)).sort());
      expect(sink.maxOpen).toBeGreaterThan(1);
      expect(sink.connections).toBeLessThanOrEqual(5);
    } finally {
      await sink.close();
    }
  });
});

describe('the outbox worker at the default interval', () => {
  const day = addDays(firstBookableDate(), 20);
  let announce: (message: string) => Promise<number>;

  beforeAll(async () => {
    const callers = await signInCallers(t.app);
    const pkg = await createPublishedPackage(t.app, { creator: callers.creatorRecord, dates: [day] });
    // One paid booking through the API, and 39 more like it (the API's way costs seconds each).
    const first = await paidBooking(t.app, pkg, {
      travelDate: day,
      email: 'forty.0@example.com',
      adults: [1],
    });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, first.bookingId));
    const { id: _id, ...copy } = row!;
    await t.db.insert(bookings).values(
      Array.from({ length: 39 }, (_, i) => ({
        ...copy,
        bookingNumber: `${copy.bookingNumber}-${i + 1}`,
        email: `forty.${i + 1}@example.com`,
        manageKey: `${copy.manageKey}${i + 1}`,
        idempotencyKey: null,
      })),
    );
    announce = async (message: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/tours/${pkg.id}/announcements`,
        payload: { date: day, departureId: pkg.departure.id, subject: 'Bus leaves at 6', message },
        headers: callers.creator,
      });
      expect(res.statusCode).toBe(201);
      return res.json().recipients;
    };
  });

  const written = async (text: string) => {
    const dir = outboxDir(t.config.dataDir);
    const files = await readdir(dir).catch(() => [] as string[]);
    const texts = await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')));
    return texts.filter((eml) => eml.includes(text));
  };

  it('an announcement to 40 travellers is written out within 10 s (one tick, no wake-up)', async () => {
    const interval = loadConfig({}).emailOutboxIntervalMs;
    expect(interval).toBe(10_000);
    await t.db.delete(emailJobs);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const runs: Promise<unknown>[] = [];
    const d = deps(t.app.mailer).deps;
    const stop = startWorker(t.app, 'e-mail outbox', interval, (stopping) => {
      const running = runEmailOutboxOnce(d, { stopping });
      runs.push(running);
      return running;
    });
    try {
      expect(await announce('Be early at the gate.')).toBe(40);
      await vi.advanceTimersByTimeAsync(interval - 1);
      expect(runs).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(runs).toHaveLength(1);
      const started = performance.now();
      expect(await runs[0]).toEqual({ sent: 40, failed: 0, retried: 0, dropped: 0 });
      console.info(`40 announcement e-mails written in ${Math.round(performance.now() - started)} ms`);
      const files = await written('Be early at the gate.');
      expect(files).toHaveLength(40);
      expect(new Set(files.map((f) => /^To: (.*)$/m.exec(f)?.[1])).size).toBe(40);
    } finally {
      await stop();
    }
  });

  it('woken when the announcement is queued: written out without waiting for the tick', async () => {
    await t.db.delete(emailJobs);
    const runs: Promise<unknown>[] = [];
    const d = deps(t.app.mailer).deps;
    // An interval far beyond the test: only the wake-up can run it.
    const stop = startWorker(
      t.app,
      'e-mail outbox',
      600_000,
      (stopping) => {
        const running = runEmailOutboxOnce(d, { stopping });
        runs.push(running);
        return running;
      },
      { wake: onEmailQueued },
    );
    try {
      expect(await announce('Bring water for the walk.')).toBe(40);
      await vi.waitFor(() => expect(runs.length).toBeGreaterThan(0), { timeout: 5000 });
      await Promise.all(runs);
      await vi.waitFor(async () => expect(await written('Bring water for the walk.')).toHaveLength(40), {
        timeout: 5000,
      });
    } finally {
      await stop();
    }
  });
});
