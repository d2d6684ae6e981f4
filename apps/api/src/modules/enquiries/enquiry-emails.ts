import { isEmail, normalizeEmail } from '@wayfarer/shared/rules/email';
import type { Database } from '../../db/client.ts';
import { type EmailLine, layoutJob, siteLink } from '../../lib/email-layout.ts';
import { insertEmailJobs, type NewEmailJob } from '../bookings/index.ts';
import { findLeadAudience, type LeadRow } from './enquiries.repository.ts';

// The e-mails an enquiry causes (ADR 988), queued in the transaction that stores the
// lead, each once (dedupe keys): "new lead" to each creator whose inbox shows it, with a link to
// that inbox (sign-in needed), and an acknowledgement to the sender, when their e-mail is one
// (the enquiry form takes any text there, spec 000 §5).

export const CREATOR_LEADS_PATH = '/creator/dashboard/queries';

/** A subject is one line, whatever the visitor typed. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ');

/** Queues the creators' "new lead" notes and the sender's acknowledgement. */
export async function enqueueEnquiryEmails(tx: Database, lead: LeadRow): Promise<void> {
  const audience = await findLeadAudience(tx, lead);
  const about = audience.packageTitle ? ` about ${audience.packageTitle}` : '';
  const message = lead.message.trim();
  const asked: EmailLine[] = [
    ...(audience.packageTitle ? [['Package', audience.packageTitle] as EmailLine] : []),
    ...(message ? [['Message', message] as EmailLine] : []),
  ];
  const jobs: NewEmailJob[] = audience.creators.map((creator) =>
    layoutJob(creator.email, `new-lead:${lead.id}:${creator.id}`, {
      subject: `New lead: ${oneLine(lead.name)}${oneLine(about)}`,
      intro: `Hello ${creator.fullName}, ${lead.name} sent you an enquiry${about}. Reply to them soon.`,
      lines: [['Name', lead.name], ['E-mail', lead.email || '—'], ['Phone', lead.phone], ...asked],
      link: { label: 'Open your leads', href: siteLink(CREATOR_LEADS_PATH) },
    }),
  );
  const sender = normalizeEmail(lead.email);
  if (isEmail(sender)) {
    const names = audience.creators.map((c) => c.fullName);
    const who = names.length > 0 ? names.join(' and ') : 'Our team';
    jobs.push(
      layoutJob(sender, `enquiry-received:${lead.id}`, {
        subject: `We have received your enquiry${oneLine(about)}`,
        intro: `Dear ${lead.name}, thank you for your enquiry${about}. ${who} will reply to you soon, by e-mail or on ${lead.phone}.`,
        lines: [['Name', lead.name], ['Phone', lead.phone], ...asked],
        outro: 'You do not need to reply to this e-mail.',
      }),
    );
  }
  await insertEmailJobs(tx, jobs);
}
