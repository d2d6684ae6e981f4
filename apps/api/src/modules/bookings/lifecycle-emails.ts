import { manageBookingPath } from '@wayfarer/shared/rules/booking-lifecycle';
import { formatPaise } from '@wayfarer/shared/rules/money';
import type { Database } from '../../db/client.ts';
import { escapeHtml } from '../../lib/html.ts';
import { formatTravelDate } from './booking-emails.ts';
import type { BookingRow } from './bookings.repository.ts';
import { findAdminRecipients, findConfirmationDetails, insertEmailJobs } from './email-jobs.repository.ts';

// The money e-mails after checkout (issue #12): balance received, cancellation requested (to the
// traveller and the operators), cancelled with the refund, refund completed. Queued in the
// outbox inside the transaction that causes them, each under a dedupe key so it goes out once.
// Every traveller e-mail carries the manage link PUBLIC_URL/booking/{bookingId}.

type Line = [label: string, value: string];
export type LifecycleEmail = { subject: string; intro: string; lines: Line[]; link?: string };

export const manageBookingUrl = (publicUrl: string, bookingId: string) =>
  `${publicUrl.replace(/\/+$/, '')}${manageBookingPath(bookingId)}`;

/** The one layout: an intro, a table of facts, and the link to act on (text and HTML alike). */
export function renderLifecycleEmail(email: LifecycleEmail): { text: string; html: string } {
  const facts = email.lines.map(([k, v]) => `${k}: ${v}`).join('\n');
  const link = email.link ? `\nManage your booking: ${email.link}\n` : '';
  const rows = email.lines
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('');
  const anchor = email.link ? `<p><a href="${escapeHtml(email.link)}">Manage your booking</a></p>` : '';
  return {
    text: `${email.intro}\n\n${facts}\n${link}`,
    html: `<p>${escapeHtml(email.intro)}</p><table>${rows}</table>${anchor}`,
  };
}

const job = (to: string, dedupeKey: string, email: LifecycleEmail) => ({
  to,
  dedupeKey,
  subject: email.subject,
  ...renderLifecycleEmail(email),
});

const totalOf = (b: BookingRow) => b.packageAmountPaise - b.discountPaise;
const pendingOf = (b: BookingRow) => Math.max(0, totalOf(b) - b.paidPaise);

const bookingLines = (b: BookingRow, packageTitle: string): Line[] => [
  ['Booking number', b.bookingNumber],
  ['Package', packageTitle],
  ['Departure', b.departureName],
  ['Tour date', formatTravelDate(b.travelDate)],
];

/** A balance payment received (payment-state.ts, in the transaction that records it). */
export async function enqueueBalanceReceivedEmail(
  tx: Database,
  attempt: { id: string; bookingId: string; amountPaise: number },
  publicUrl: string,
): Promise<void> {
  const row = await findConfirmationDetails(tx, attempt.bookingId);
  if (!row) return;
  const b = row.booking;
  await insertEmailJobs(tx, [
    job(b.email, `balance-received:${attempt.id}`, {
      subject: `Payment received ${b.bookingNumber}: ${row.packageTitle}`,
      intro: `Dear ${b.name}, we have received your payment of ${formatPaise(attempt.amountPaise)}. Thank you.`,
      lines: [
        ...bookingLines(b, row.packageTitle),
        ['Total cost', formatPaise(totalOf(b))],
        ['Received now', formatPaise(attempt.amountPaise)],
        ['Paid in all', formatPaise(b.paidPaise)],
        ['Pending amount', formatPaise(pendingOf(b))],
      ],
      link: manageBookingUrl(publicUrl, b.id),
    }),
  ]);
}

/** The traveller asked to cancel: an acknowledgement to them, a note to every operator (ADR 908). */
export async function enqueueCancellationRequestedEmails(
  tx: Database,
  bookingId: string,
  quote: { refundPaise: number; deductionPercent: number },
  publicUrl: string,
): Promise<void> {
  const row = await findConfirmationDetails(tx, bookingId);
  if (!row) return;
  const b = row.booking;
  const lines: Line[] = [
    ...bookingLines(b, row.packageTitle),
    ['Reason', b.cancellationReason ?? ''],
    ['Paid in all', formatPaise(b.paidPaise)],
    ['Deduction', `${quote.deductionPercent} % of ${formatPaise(totalOf(b))}`],
    ['Refund by the policy today', formatPaise(quote.refundPaise)],
  ];
  const admins = await findAdminRecipients(tx);
  await insertEmailJobs(tx, [
    job(b.email, `cancellation-requested:${b.id}`, {
      subject: `Cancellation requested ${b.bookingNumber}: ${row.packageTitle}`,
      intro: `Dear ${b.name}, we have received your request to cancel this booking. Our team will confirm the cancellation and any refund shortly.`,
      lines,
      link: manageBookingUrl(publicUrl, b.id),
    }),
    ...admins.map((to) =>
      job(to, `cancellation-requested:${b.id}:${to.toLowerCase()}`, {
        subject: `Cancellation request ${b.bookingNumber}: ${row.packageTitle}`,
        intro: `${b.name} (${b.email}, ${b.phone}) asks to cancel booking ${b.bookingNumber}. Review it in Admin › Bookings.`,
        lines,
        link: `${publicUrl.replace(/\/+$/, '')}/admin/bookings`,
      }),
    ),
  ]);
}

/** The booking was cancelled: what comes back, and that refunds follow. */
export async function enqueueCancelledEmail(
  tx: Database,
  bookingId: string,
  refundPaise: number,
  publicUrl: string,
): Promise<void> {
  const row = await findConfirmationDetails(tx, bookingId);
  if (!row) return;
  const b = row.booking;
  const refundText =
    refundPaise > 0
      ? `A refund of ${formatPaise(refundPaise)} is on its way to the account you paid from; we will write again when it is completed.`
      : 'Under our cancellation policy no refund is due.';
  await insertEmailJobs(tx, [
    job(b.email, `cancelled:${b.id}`, {
      subject: `Booking cancelled ${b.bookingNumber}: ${row.packageTitle}`,
      intro: `Dear ${b.name}, your booking has been cancelled. ${refundText}`,
      lines: [
        ...bookingLines(b, row.packageTitle),
        ['Paid in all', formatPaise(b.paidPaise)],
        ['Refund', formatPaise(refundPaise)],
      ],
      link: manageBookingUrl(publicUrl, b.id),
    }),
  ]);
}

/** One gateway refund completed (refund-state.ts, in the transaction that records it). */
export async function enqueueRefundCompletedEmail(
  tx: Database,
  refund: { id: string; bookingId: string; amountPaise: number },
  publicUrl: string,
): Promise<void> {
  const row = await findConfirmationDetails(tx, refund.bookingId);
  if (!row) return;
  const b = row.booking;
  await insertEmailJobs(tx, [
    job(b.email, `refund-completed:${refund.id}`, {
      subject: `Refund completed ${b.bookingNumber}: ${row.packageTitle}`,
      intro: `Dear ${b.name}, your refund of ${formatPaise(refund.amountPaise)} has been completed. It may take a few working days to show in your account.`,
      lines: [
        ...bookingLines(b, row.packageTitle),
        ['Refund completed', formatPaise(refund.amountPaise)],
        ['Refunded in all', formatPaise(b.refundedPaise)],
        ['Refund due', formatPaise(b.refundAppliedPaise ?? b.refundedPaise)],
      ],
      link: manageBookingUrl(publicUrl, b.id),
    }),
  ]);
}
