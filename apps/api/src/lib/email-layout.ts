import { manageBookingPath } from '@wayfarer/shared/rules/booking-lifecycle';
import { escapeHtml } from './html.ts';

/**
 * Stands for PUBLIC_URL in a queued e-mail (ADR 910): e-mails queued where the public URL is not
 * at hand (inside the payment state machine's transaction) link as `${SITE_URL}/booking/…`, and
 * the outbox worker puts the configured PUBLIC_URL in when it sends them.
 */
export const SITE_URL = '{{PUBLIC_URL}}';

// The one layout of the notices queued in the outbox (lifecycle, operator and enquiry e-mails):
// an intro, a table of facts, and a link to act on, in text and HTML alike.

export type EmailLine = [label: string, value: string];
export type EmailLink = { label: string; href: string };
export type LayoutEmail = {
  subject: string;
  intro: string;
  lines: EmailLine[];
  link?: EmailLink;
  outro?: string;
};

/**
 * A link to a page of the site (`path` starts with '/'), made absolute by the outbox when it
 * sends (ADR 910, ADR 986): no caller needs PUBLIC_URL to queue an e-mail.
 */
export const siteLink = (path: string): string => `${SITE_URL}${path}`;

/**
 * ADR 1302: the one link to the traveller's booking page (or one of its pages, e.g. '/review'),
 * with the booking's manage key, for e-mails to the traveller only — never to staff (operator
 * notices, admin copies, creator e-mails link to the signed-in dashboard).
 */
export const travellerBookingLink = (
  booking: { id: string; manageKey: string },
  page: '' | '/review' = '',
): string => siteLink(`${manageBookingPath(booking.id)}${page}?key=${encodeURIComponent(booking.manageKey)}`);

export function renderEmail(email: Pick<LayoutEmail, 'intro' | 'lines' | 'link' | 'outro'>): {
  text: string;
  html: string;
} {
  const facts = email.lines.map(([k, v]) => `${k}: ${v}`).join('\n');
  const link = email.link ? `\n${email.link.label}: ${email.link.href}\n` : '';
  const outro = email.outro ? `\n${email.outro}\n` : '';
  const rows = email.lines
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('');
  const table = rows ? `<table>${rows}</table>` : '';
  const anchor = email.link
    ? `<p><a href="${escapeHtml(email.link.href)}">${escapeHtml(email.link.label)}</a></p>`
    : '';
  const closing = email.outro ? `<p>${escapeHtml(email.outro)}</p>` : '';
  return {
    text: `${email.intro}\n\n${facts}\n${link}${outro}`,
    html: `<p>${escapeHtml(email.intro)}</p>${table}${anchor}${closing}`,
  };
}

/** An outbox row: the rendered e-mail to one address, under a key that makes it go out once. */
export const layoutJob = (to: string, dedupeKey: string, email: LayoutEmail) => ({
  to,
  dedupeKey,
  subject: email.subject,
  ...renderEmail(email),
});
