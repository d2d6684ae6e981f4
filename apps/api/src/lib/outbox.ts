import type { Database } from '../db/client.ts';
import { emailJobs } from '../db/schema.ts';
import type { MailMessage } from './mailer.ts';

/**
 * Queues one e-mail in the outbox (the `email_jobs` table the outbox worker sends from). Called
 * inside the caller's transaction, the e-mail exists only if the change that causes it commits.
 */
export async function enqueueEmail(db: Database, message: MailMessage): Promise<void> {
  await db
    .insert(emailJobs)
    .values({ to: message.to, subject: message.subject, text: message.text, html: message.html });
}
