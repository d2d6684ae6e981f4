import { formatPaise } from '@wayfarer/shared/rules/money';
import type { Database } from '../../db/client.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { OutboxDeps } from './deps.ts';
import {
  claimDueEmailJobs,
  findConfirmationDetails,
  insertEmailJobs,
  markEmailSent,
  recordEmailFailure,
} from './email-jobs.repository.ts';

// The e-mail outbox: jobs are inserted in the transaction that confirms a payment and
// sent by runEmailOutboxOnce, so a confirmation is never lost nor sent for a rolled-back change.

export const EMAIL_BATCH = 10;
export const EMAIL_MAX_ATTEMPTS = 5;
/** A claimed job is not picked again for this long (a worker that died mid-send). */
const CLAIM_LEASE_MS = 5 * 60_000;
/** Retry after 1, 2, 4, 8 minutes. */
const backoffMs = (attempts: number) => 60_000 * 2 ** Math.max(0, attempts - 1);

/** "12 Mar 2027" (spec 001: tour date as dd Mon yyyy). */
export function formatTravelDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** Queues the traveller's confirmation and the creator's new-booking note (inside the caller's transaction). */
export async function enqueueConfirmationEmails(db: Database, bookingId: string, paidNowPaise: number) {
  const row = await findConfirmationDetails(db, bookingId);
  if (!row) return;
  const b = row.booking;
  const total = b.packageAmountPaise - b.discountPaise;
  const pending = Math.max(0, total - b.paidPaise);
  const lines: [string, string][] = [
    ['Booking number', b.bookingNumber],
    ['Package', row.packageTitle],
    ['Departure', b.departureName],
    ['Tour date', formatTravelDate(b.travelDate)],
    ['Traveller', `${b.name} (${b.email}, ${b.phone})`],
    ['Package cost', formatPaise(b.packageAmountPaise)],
    ['Discount', formatPaise(b.discountPaise)],
    ['Total cost', formatPaise(total)],
    ['Paid now', formatPaise(paidNowPaise)],
    ['Paid in all', formatPaise(b.paidPaise)],
    ['Pending amount', formatPaise(pending)],
  ];
  const text = (intro: string) => `${intro}\n\n${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n`;
  const html = (intro: string) =>
    `<p>${escapeHtml(intro)}</p><table>${lines
      .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
      .join('')}</table>`;
  const travellerIntro = `Dear ${b.name}, your booking is confirmed. Thank you for travelling with Wayfarer.`;
  const creatorIntro = `Hello ${row.creatorName}, you have a new booking for ${row.packageTitle}.`;
  await insertEmailJobs(db, [
    {
      to: b.email,
      subject: `Tour Confirmation ${b.bookingNumber}: ${row.packageTitle}`,
      text: text(travellerIntro),
      html: html(travellerIntro),
    },
    {
      to: row.creatorEmail,
      subject: `New booking ${b.bookingNumber}: ${row.packageTitle}`,
      text: text(creatorIntro),
      html: html(creatorIntro),
    },
  ]);
}

/**
 * Sends the due jobs once: claims up to EMAIL_BATCH (FOR UPDATE SKIP LOCKED, so several
 * instances share the queue), sends each, marks it sent, or schedules a retry; failed after 5.
 */
export async function runEmailOutboxOnce(
  deps: OutboxDeps,
): Promise<{ sent: number; failed: number; retried: number }> {
  const now = deps.clock();
  const claimed = await claimDueEmailJobs(deps.db, now, EMAIL_BATCH, CLAIM_LEASE_MS);
  const result = { sent: 0, failed: 0, retried: 0 };
  for (const job of claimed) {
    try {
      await deps.mailer.send({
        to: job.to,
        subject: job.subject,
        text: job.text,
        ...(job.html && { html: job.html }),
      });
      await markEmailSent(deps.db, job.id);
      result.sent += 1;
    } catch (error) {
      const lastError = (error as Error).message?.slice(0, 500) ?? 'send failed';
      deps.log.warn({ err: error, jobId: job.id }, 'e-mail not sent');
      const giveUp = job.attempts >= EMAIL_MAX_ATTEMPTS;
      await recordEmailFailure(deps.db, job.id, {
        giveUp,
        lastError,
        nextAttemptAt: new Date(now.getTime() + backoffMs(job.attempts)),
      });
      if (giveUp) result.failed += 1;
      else result.retried += 1;
    }
  }
  return result;
}
