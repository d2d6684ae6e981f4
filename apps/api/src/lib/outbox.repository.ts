import type { Database } from '../db/client.ts';
import { emailJobs } from '../db/schema.ts';
import type { MailMessage } from './mailer.ts';

/** One row in `email_jobs`, the table the outbox worker sends from. */
export async function insertEmailJob(db: Database, message: MailMessage): Promise<void> {
  await db
    .insert(emailJobs)
    .values({ to: message.to, subject: message.subject, text: message.text, html: message.html });
}
