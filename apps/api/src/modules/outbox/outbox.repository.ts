import { and, asc, desc, eq, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, emailJobs, whatsappOptOuts } from '../../db/schema.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import type { WhatsAppTemplate } from './whatsapp-sender.ts';

// The one home of the `email_jobs` table: every module queues e-mails through these
// functions and the outbox worker (modules/outbox/outbox.ts) claims, marks and retries them here (ADR 1308).

export type EmailJobRow = typeof emailJobs.$inferSelect;
export type NewEmailJob = Pick<
  typeof emailJobs.$inferInsert,
  'to' | 'subject' | 'text' | 'html' | 'dedupeKey'
>;

/**
 * A claimed job, whether an earlier claim of it ended without an outcome (its sender vanished),
 * and for a WhatsApp message whether its number has opted out since it was queued (ADR 1343).
 */
export type ClaimedEmailJob = EmailJobRow & { outcomeUnknown: boolean; optedOut: boolean };

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

/**
 * A WhatsApp template message about a booking (ADR 1343): queued only when the booking opted in
 * (its `whatsapp_phone`) and that number has not opted out, once per dedupe key.
 */
export type NewWhatsAppJob = {
  bookingId: string;
  template: WhatsAppTemplate;
  /** The template body's parameters in order; SITE_URL in them is made the public URL when sent. */
  parameters: string[];
  dedupeKey: string;
};

/**
 * Queues the WhatsApp messages of the bookings that opted in (each only while `condition` holds,
 * when given); one whose dedupe key was queued before is left out. Answers how many went in.
 */
export async function insertWhatsAppJobs(
  db: Database,
  jobs: NewWhatsAppJob[],
  condition?: SQL,
): Promise<number> {
  let count = 0;
  for (const job of jobs) {
    const result = await db.execute(sql`
      insert into ${emailJobs} ("channel", "to", "subject", "text", "booking_id", "dedupe_key")
      select 'whatsapp', b."whatsapp_phone", ${job.template}, ${JSON.stringify(job.parameters)}, b."id", ${job.dedupeKey}
        from ${bookings} as b
       where b."id" = ${job.bookingId}
         and b."whatsapp_phone" is not null
         and not exists (select 1 from ${whatsappOptOuts} as o where o."phone" = b."whatsapp_phone")
         ${condition ? sql`and ${condition}` : sql``}
      on conflict ("dedupe_key") do nothing
      returning "id"`);
    count += (result as { rows: unknown[] }).rows.length;
  }
  return queued(count);
}

type ClaimedRow = {
  id: string;
  channel: string;
  booking_id: string | null;
  provider_message_id: string | null;
  delivery_status: string | null;
  delivery_updated_at: Date | string | null;
  opted_out: boolean;
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
    returning j.*, due.previous_claim,
      (j."channel" = 'whatsapp' and exists (
        select 1 from ${whatsappOptOuts} as o where o."phone" = j."to")) as opted_out`);
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
      channel: row.channel as EmailJobRow['channel'],
      bookingId: row.booking_id,
      providerMessageId: row.provider_message_id,
      deliveryStatus: row.delivery_status as EmailJobRow['deliveryStatus'],
      deliveryUpdatedAt: row.delivery_updated_at === null ? null : asDate(row.delivery_updated_at),
      createdAt: asDate(row.created_at),
      outcomeUnknown: row.previous_claim !== null,
      optedOut: row.opted_out === true,
    }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * The jobs went out: sent, never claimed again, with the provider's message id of those that have
 * one (WhatsApp's, by job id). Safe to repeat.
 */
export async function markEmailJobsSent(
  db: Database,
  ids: string[],
  sentAt: Date,
  providerIds: ReadonlyMap<string, string> = new Map(),
): Promise<void> {
  if (ids.length === 0) return;
  const withId = ids.filter((id) => providerIds.has(id));
  await db
    .update(emailJobs)
    .set({
      status: 'sent',
      sentAt,
      claimedUntil: null,
      lastError: null,
      ...(withId.length > 0 && {
        providerMessageId: sql`case ${emailJobs.id} ${sql.join(
          withId.map((id) => sql`when ${id}::uuid then ${providerIds.get(id)!}`),
          sql` `,
        )} else ${emailJobs.providerMessageId} end`,
      }),
    })
    .where(and(inArray(emailJobs.id, ids), ne(emailJobs.status, 'sent')));
}

/** A WhatsApp message whose number opted out after it was queued: dropped, never sent. */
export async function recordEmailJobDropped(db: Database, id: string, reason: string): Promise<void> {
  await db
    .update(emailJobs)
    .set({ status: 'dropped', lastError: reason, claimedUntil: null })
    .where(and(eq(emailJobs.id, id), ne(emailJobs.status, 'sent')));
}

const DELIVERY_RANK = sql`case ${emailJobs.deliveryStatus} when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 when 'failed' then 4 else 0 end`;
const deliveryRank = { sent: 1, delivered: 2, read: 3, failed: 4 } as const;
export type DeliveryStatus = keyof typeof deliveryRank;

/**
 * The provider's delivery status of a sent message (the WhatsApp webhook): kept when it moves the
 * message on (sent < delivered < read; failed last), so a late or repeated notice changes nothing.
 * True when a message with that id was found and moved on.
 */
export async function recordDeliveryStatus(
  db: Database,
  providerMessageId: string,
  status: DeliveryStatus,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(emailJobs)
    .set({ deliveryStatus: status, deliveryUpdatedAt: at })
    .where(
      and(
        eq(emailJobs.providerMessageId, providerMessageId),
        sql`${DELIVERY_RANK} < ${deliveryRank[status]}`,
      ),
    )
    .returning({ id: emailJobs.id });
  return rows.length > 0;
}

/** The WhatsApp messages of the outbox, newest first (the sandbox page; at most `limit`). */
export async function listWhatsAppJobs(db: Database, limit: number) {
  return db
    .select({
      id: emailJobs.id,
      to: emailJobs.to,
      template: emailJobs.subject,
      parameters: emailJobs.text,
      status: emailJobs.status,
      deliveryStatus: emailJobs.deliveryStatus,
      bookingId: emailJobs.bookingId,
      sentAt: emailJobs.sentAt,
      createdAt: emailJobs.createdAt,
    })
    .from(emailJobs)
    .where(eq(emailJobs.channel, 'whatsapp'))
    .orderBy(desc(emailJobs.createdAt), asc(emailJobs.id))
    .limit(limit);
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
