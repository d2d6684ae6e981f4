import type { Database } from '../../db/client.ts';
import { SITE_URL } from '../../lib/email-layout.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage, Mailer } from '../../lib/mailer.ts';
import {
  type ClaimedEmailJob,
  claimDueEmailJobs,
  insertEmailJob,
  markEmailJobsSent,
  onEmailQueued,
  recordEmailFailure,
  recordEmailJobDropped,
} from './outbox.repository.ts';
import type { WhatsAppSender } from './whatsapp-sender.ts';
import type { Clock } from '../../lib/clock.ts';

// The e-mail outbox (ADR 910, 1308): e-mails are queued as `email_jobs` rows in the transaction of
// the change that causes them, and sent by runEmailOutboxOnce, which every instance runs on a
// timer (EMAIL_OUTBOX_INTERVAL_MS) and as soon as this process queues one. WhatsApp template
// messages (channel 'whatsapp', ADR 1343) are rows of the same table, claimed, sent, retried and
// recorded by the same loop with the WhatsApp sender.

/**
 * Queues one e-mail in the outbox (the `email_jobs` table the outbox worker sends from). Called
 * inside the caller's transaction, the e-mail exists only if the change that causes it commits.
 */
export async function enqueueEmail(db: Database, message: MailMessage): Promise<void> {
  await insertEmailJob(db, message);
}

/** Runs `listener` each time this process queues an e-mail (the worker's wake-up). */
export { onEmailQueued };

/** The message with every SITE_URL made the public URL (no trailing slash). */
export function withSiteUrl(message: MailMessage, publicUrl: string): MailMessage {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    ...message,
    // Replacement functions: the URL is never read as a `$&` pattern.
    subject: message.subject.replaceAll(SITE_URL, () => base),
    text: message.text.replaceAll(SITE_URL, () => base),
    ...(message.html !== undefined && {
      html: message.html.replaceAll(SITE_URL, () => escapeHtml(base)),
    }),
  };
}

/** The job's Message-ID: the same every time the job is sent, so a second copy is recognisable. */
export const jobMessageId = (jobId: string, domain: string) => `<job-${jobId}@${domain}>`;

/** Jobs claimed at once (one statement). */
export const EMAIL_BATCH = 20;
/** Sends in flight at once per instance (the SMTP pool's connections are shared among them). */
export const EMAIL_CONCURRENCY = 10;
export const EMAIL_MAX_ATTEMPTS = 5;
/**
 * A claimed job is not claimed again for this long: its sender records the outcome well before
 * (a batch's sends are bounded by the SMTP timeouts, lib/mailer.ts), or has died.
 */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** Recording "sent" is tried again after these waits before the run gives up (ADR 1308). */
export const MARK_RETRY_MS = [0, 200, 1000, 3000, 10_000] as const;
/** A failed send is tried again after 1, 2, 4, 8 minutes. */
const backoffMs = (attempts: number) => 60_000 * 2 ** Math.max(0, attempts - 1);

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

export type EmailOutboxDeps = {
  db: Database;
  mailer: Pick<Mailer, 'send'>;
  log: Log;
  clock: Clock;
  /** Made the e-mails' site links absolute (SITE_URL). */
  publicUrl: string;
  /** The Message-IDs' domain (lib/mailer.ts messageIdDomain); default wayfarer.local. */
  messageIdDomain?: string;
  /** Waits between tries to record "sent"; tests pass one that does not wait. */
  sleep?: (ms: number) => Promise<void>;
  /** Sends the WhatsApp messages (modules/outbox/whatsapp-sender.ts); without it they fail and are retried. */
  whatsapp?: Pick<WhatsAppSender, 'send'>;
};

/** `dropped`: WhatsApp messages not sent because their number opted out (STOP). */
export type OutboxRun = { sent: number; failed: number; retried: number; dropped: number };

const realSleep = (ms: number) =>
  ms <= 0 ? Promise.resolve() : new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Jobs this process sent whose "sent" is not recorded yet (the database went away after the send),
 * by database: recorded at the start of every run, and never sent again by this process.
 */
const sentNotRecorded = new WeakMap<Database, Map<string, Date>>();
/** The provider's message ids of those jobs (WhatsApp's), recorded with "sent". */
const providerIdsNotRecorded = new WeakMap<Database, Map<string, string>>();

function providerIdsOf(db: Database): Map<string, string> {
  let map = providerIdsNotRecorded.get(db);
  if (!map) {
    map = new Map();
    providerIdsNotRecorded.set(db, map);
  }
  return map;
}

function unrecordedOf(db: Database): Map<string, Date> {
  let map = sentNotRecorded.get(db);
  if (!map) {
    map = new Map();
    sentNotRecorded.set(db, map);
  }
  return map;
}

/** Records the jobs sent, trying again (MARK_RETRY_MS); throws when the database stays away. */
async function recordSent(deps: EmailOutboxDeps, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const unrecorded = unrecordedOf(deps.db);
  const providerIds = providerIdsOf(deps.db);
  const sleep = deps.sleep ?? realSleep;
  let lastError: unknown;
  for (const wait of MARK_RETRY_MS) {
    await sleep(wait);
    try {
      // The earliest send time of the lot is close enough for all (they went out together).
      const sentAt = ids.map((id) => unrecorded.get(id)).find((at) => at) ?? deps.clock();
      await markEmailJobsSent(deps.db, ids, sentAt, providerIds);
      for (const id of ids) {
        unrecorded.delete(id);
        providerIds.delete(id);
      }
      return;
    } catch (error) {
      lastError = error;
    }
  }
  deps.log.error(
    { err: lastError, jobs: ids.length },
    'e-mails sent but not recorded as sent: recorded on the next run, never sent again by this instance',
  );
  throw lastError;
}

/** Runs `work` over `items`, at most `limit` at once. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * Sends every due job: claims EMAIL_BATCH at a time (FOR UPDATE SKIP LOCKED, so instances share
 * the queue), sends EMAIL_CONCURRENCY at once, records the batch sent in one statement (tried
 * again if the database fails; a job sent is never sent again by this instance), schedules a
 * retry of a failed send (failed after EMAIL_MAX_ATTEMPTS) and claims the next batch while there
 * is due work, until `stopping()` says the instance is shutting down.
 */
export async function runEmailOutboxOnce(
  deps: EmailOutboxDeps,
  options: { stopping?: () => boolean } = {},
): Promise<OutboxRun> {
  const result: OutboxRun = { sent: 0, failed: 0, retried: 0, dropped: 0 };
  const unrecorded = unrecordedOf(deps.db);
  const domain = deps.messageIdDomain ?? 'wayfarer.local';
  // What an earlier run sent but could not record goes first: the database is back.
  await recordSent(deps, [...unrecorded.keys()]);
  for (;;) {
    if (options.stopping?.()) break;
    const now = deps.clock();
    const claimed = await claimDueEmailJobs(deps.db, now, EMAIL_BATCH, CLAIM_LEASE_MS);
    if (claimed.length === 0) break;
    const sent: string[] = [];
    await eachLimited(claimed, EMAIL_CONCURRENCY, async (job) => {
      if (unrecorded.has(job.id)) {
        sent.push(job.id);
        return;
      }
      const outcome = await sendOne(deps, job, domain, now);
      if (typeof outcome === 'object') {
        unrecorded.set(job.id, deps.clock());
        if (outcome.providerMessageId) providerIdsOf(deps.db).set(job.id, outcome.providerMessageId);
        sent.push(job.id);
      } else if (outcome === 'failed') result.failed += 1;
      else if (outcome === 'dropped') result.dropped += 1;
      else result.retried += 1;
    });
    await recordSent(deps, sent);
    result.sent += sent.length;
    if (claimed.length < EMAIL_BATCH) break;
  }
  return result;
}

type SendOutcome = { providerMessageId: string | null } | 'failed' | 'retried' | 'dropped';

/** A WhatsApp row's body parameters (a JSON array of strings) with SITE_URL made the public URL. */
function whatsappParameters(text: string, publicUrl: string): string[] {
  const base = publicUrl.replace(/\/+$/, '');
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed)) throw new Error('WhatsApp job parameters are not a list');
  return parsed.map((value) => String(value).replaceAll(SITE_URL, () => base));
}

/** Sends one job by its channel: the provider's message id when it went out. */
async function deliver(
  deps: EmailOutboxDeps,
  job: ClaimedEmailJob,
  messageId: string,
): Promise<{ providerMessageId: string | null }> {
  if (job.channel === 'whatsapp') {
    if (!deps.whatsapp) throw new Error('no WhatsApp sender');
    const sent = await deps.whatsapp.send({
      to: job.to,
      template: job.subject,
      parameters: whatsappParameters(job.text, deps.publicUrl),
      jobId: job.id,
    });
    return { providerMessageId: sent.messageId };
  }
  const message = withSiteUrl(
    { to: job.to, subject: job.subject, text: job.text, ...(job.html && { html: job.html }) },
    deps.publicUrl,
  );
  await deps.mailer.send({ ...message, messageId });
  return { providerMessageId: null };
}

async function sendOne(
  deps: EmailOutboxDeps,
  job: ClaimedEmailJob,
  domain: string,
  now: Date,
): Promise<SendOutcome> {
  const messageId = jobMessageId(job.id, domain);
  if (job.optedOut) {
    // The number replied STOP after this message was queued (ADR 1343): it is never sent.
    try {
      await recordEmailJobDropped(deps.db, job.id, 'the number opted out (STOP)');
    } catch (error) {
      deps.log.warn({ err: error, jobId: job.id }, 'WhatsApp message not recorded as dropped');
    }
    return 'dropped';
  }
  if (job.outcomeUnknown) {
    // Its sender claimed it and never said how it went (ADR 1308): sent again, under the same
    // Message-ID, so a copy that did arrive is recognised as the same message.
    deps.log.warn(
      { jobId: job.id, messageId },
      'e-mail sent again: its earlier send has no recorded outcome',
    );
  }
  try {
    return await deliver(deps, job, messageId);
  } catch (error) {
    const lastError = (error as Error).message?.slice(0, 500) || 'send failed';
    deps.log.warn({ err: error, jobId: job.id, channel: job.channel }, 'e-mail not sent');
    const giveUp = job.attempts >= EMAIL_MAX_ATTEMPTS;
    try {
      await recordEmailFailure(deps.db, job.id, {
        giveUp,
        lastError,
        nextAttemptAt: new Date(now.getTime() + backoffMs(job.attempts)),
      });
    } catch (recordError) {
      // Left claimed: tried again when the lease ends.
      deps.log.warn({ err: recordError, jobId: job.id }, 'e-mail failure not recorded');
    }
    return giveUp ? 'failed' : 'retried';
  }
}
