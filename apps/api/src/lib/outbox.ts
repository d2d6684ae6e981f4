import type { Database } from '../db/client.ts';
import { escapeHtml } from './html.ts';
import type { MailMessage } from './mailer.ts';
import { insertEmailJob } from './outbox.repository.ts';

/**
 * Queues one e-mail in the outbox (the `email_jobs` table the outbox worker sends from). Called
 * inside the caller's transaction, the e-mail exists only if the change that causes it commits.
 */
export async function enqueueEmail(db: Database, message: MailMessage): Promise<void> {
  await insertEmailJob(db, message);
}

/**
 * Stands for PUBLIC_URL in a queued e-mail (ADR 910): e-mails queued where the public URL is not
 * at hand (inside the payment state machine's transaction) link as `${SITE_URL}/booking/…`, and
 * the outbox worker puts the configured PUBLIC_URL in when it sends them.
 */
export const SITE_URL = '{{PUBLIC_URL}}';

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
