import { and, eq, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { emailJobs } from '../db/schema.ts';
import type { MailMessage } from './mailer.ts';

// The one home of the `email_jobs` table (issue 34): every module queues e-mails through these
// functions and the outbox worker (lib/outbox.ts) claims, marks and retries them here (ADR 1308).

export type EmailJobRow = typeof emailJobs.$inferSelect;
export type NewEmailJob = Pick<
  typeof emailJobs.$inferInsert,
  'to' | 'subject' | 'text' | 'html' | 'dedupeKey'
>;

/** A claimed job, and whether an earlier claim of it ended without an outcome (its sender vanished). */
export type ClaimedEmailJob = EmailJobRow & { outcomeUnknown: boolean };

const queuedListeners = new Set<() => void>();

/**
 * `listener` runs each time this process queues an e-mail (the outbox worker wakes on it). The
 * rows may not be committed yet: a woken run that does not see them leaves them to the next tick.
 */
export function onEmailQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

function queued(count: number): number {
  if (count > 0) for (const listener of queuedListeners) listener();
  return count;
}

/** One row, the outbox sends it. */
export async function insertEmailJob(db: Database, message: MailMessage): Promise<void> {
  await insertEmailJobs(db, [
    { to: message.to, subject: message.subject, text: message.text, html: message.html },
  ]);
}

/** Queues the jobs; one whose dedupe key was queued before is left out. Answers how many went in. */
export async function insertEmailJobs(db: Database, jobs: NewEmailJob[]): Promise<number> {
  if (jobs.length === 0) return 0;
  const rows = await db.insert(emailJobs).values(jobs).onConflictDoNothing().returning({ id: emailJobs.id });
  return queued(rows.length);
}

/**
 * Queues one job (under its dedupe key, once) only while `condition` holds (an SQL boolean over
 * other tables, e.g. the booking still owing what the e-mail says). True when this call queued it.
 */
export async function insertEmailJobIf(db: Database, job: NewEmailJob, condition: SQL): Promise<boolean> {
  const result = await db.execute(sql`
    insert into ${emailJobs} ("to", "subject", "text", "html", "dedupe_key")
    select ${job.to}, ${job.subject}, ${job.text}, ${job.html ?? null}, ${job.dedupeKey ?? null}
    where ${condition}
    on conflict ("dedupe_key") do nothing
    returning "id"`);
  // node-postgres and PGlite both answer { rows }.
  return queued((result as { rows: unknown[] }).rows.length) > 0;
}

type ClaimedRow = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: string;
  attempts: number;
  next_attempt_at: Date | string;
  last_error: string | null;
  dedupe_key: string | null;
  claimed_until: Date | string | null;
  sent_at: Date | string | null;
  created_at: Date | string;
  previous_claim: Date | string | null;
};

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * Up to `limit` due jobs, oldest due first, claimed in one statement with FOR UPDATE SKIP LOCKED
 * (instances share the queue, never a job): each one's attempt counted and leased until
 * `now + leaseMs` (not claimable before, so a sender that dies gives its jobs back after it).
 */
export async function claimDueEmailJobs(
  db: Database,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<ClaimedEmailJob[]> {
  const until = new Date(now.getTime() + leaseMs);
  const result = await db.execute(sql`
    update ${emailJobs} as j
       set "attempts" = j."attempts" + 1, "next_attempt_at" = ${until}, "claimed_until" = ${until}
      from (
        select "id", "claimed_until" as previous_claim from ${emailJobs}
         where "status" = 'pending' and "next_attempt_at" <= ${now}
         order by "next_attempt_at", "id"
         limit ${limit}
         for update skip locked
      ) as due
     where j."id" = due."id"
    returning j.*, due.previous_claim`);
  const rows = (result as unknown as { rows: ClaimedRow[] }).rows;
  return rows
    .map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      status: row.status as EmailJobRow['status'],
      attempts: row.attempts,
      nextAttemptAt: asDate(row.next_attempt_at),
      lastError: row.last_error,
      dedupeKey: row.dedupe_key,
      claimedUntil: row.claimed_until === null ? null : asDate(row.claimed_until),
      sentAt: row.sent_at === null ? null : asDate(row.sent_at),
      createdAt: asDate(row.created_at),
      outcomeUnknown: row.previous_claim !== null,
    }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** The jobs went out: sent, never claimed again. Safe to repeat. */
export async function markEmailJobsSent(db: Database, ids: string[], sentAt: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(emailJobs)
    .set({ status: 'sent', sentAt, claimedUntil: null, lastError: null })
    .where(and(inArray(emailJobs.id, ids), ne(emailJobs.status, 'sent')));
}

/** A failed send: tried again at `nextAttemptAt`, or given up ('failed'). */
export async function recordEmailFailure(
  db: Database,
  id: string,
  failure: { giveUp: boolean; lastError: string; nextAttemptAt: Date },
): Promise<void> {
  await db
    .update(emailJobs)
    .set({
      status: failure.giveUp ? 'failed' : 'pending',
      lastError: failure.lastError,
      nextAttemptAt: failure.nextAttemptAt,
      claimedUntil: null,
    })
    .where(and(eq(emailJobs.id, id), ne(emailJobs.status, 'sent')));
}

/** Jobs whose claim has not ended (tests, the fleet check). */
export async function countClaimedEmailJobs(db: Database): Promise<number> {
  return db.$count(emailJobs, isNotNull(emailJobs.claimedUntil));
}
