import type { RefundKind } from '@wayfarer/shared/enums';
import { formatPaise, pendingPaise } from '@wayfarer/shared/rules/money';
import { formatTravelDate } from '@wayfarer/shared/rules/travel-date';
import type { Database } from '../../../db/client.ts';
import { type EmailLine, type LayoutEmail, layoutJob } from '../../../lib/email-layout.ts';
import { manageLink } from './booking-emails.ts';
import type { BookingRow } from '../bookings.repository.ts';
import { findConfirmationDetails, insertEmailJobs } from './email-jobs.repository.ts';
import { adminNotice } from './operator-emails.ts';

// The money e-mails after checkout: balance received (to the traveller and the admin
// address), cancellation requested (to the traveller and the admin address), cancelled with the
// refund, refund completed. Queued in the outbox inside the transaction that causes them, each
// under a dedupe key so it goes out once. Every traveller e-mail carries the manage link, written
// with the outbox's {{PUBLIC_URL}} token, resolved when sent (ADR 910, ADR 986): no PUBLIC_URL is passed in.

type Line = EmailLine;
export type LifecycleEmail = Omit<LayoutEmail, 'link'> & { link?: string };

/** A traveller's notice: its link is the manage page. */
const job = (to: string, dedupeKey: string, { link, ...email }: LifecycleEmail) =>
  layoutJob(to, dedupeKey, { ...email, ...(link && { link: { label: 'Manage your booking', href: link } }) });

const totalOf = (b: BookingRow) => b.packageAmountPaise - b.discountPaise;
const pendingOf = (b: BookingRow) => pendingPaise(b);

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
): Promise<void> {
  const row = await findConfirmationDetails(tx, attempt.bookingId);
  if (!row) return;
  const b = row.booking;
  const lines: Line[] = [
    ...bookingLines(b, row.packageTitle),
    ['Total cost', formatPaise(totalOf(b))],
    ['Received now', formatPaise(attempt.amountPaise)],
    ['Paid in all', formatPaise(b.paidPaise)],
    ['Pending amount', formatPaise(pendingOf(b))],
  ];
  const received = formatPaise(attempt.amountPaise);
  await insertEmailJobs(tx, [
    job(b.email, `balance-received:${attempt.id}`, {
      subject: `Payment received ${b.bookingNumber}: ${row.packageTitle}`,
      intro: `Dear ${b.name}, we have received your payment of ${received}. Thank you.`,
      lines,
      link: manageLink(b),
    }),
    ...(await adminNotice(tx, `balance-received:${attempt.id}:admin`, b.id, {
      subject: `Balance received ${b.bookingNumber}: ${row.packageTitle}`,
      intro: `${b.name} (${b.email}, ${b.phone}) paid ${received} towards booking ${b.bookingNumber}.`,
      lines,
    })),
  ]);
}

const receivedWhen = (days: number) =>
  days >= 0 ? `${days} ${days === 1 ? 'day' : 'days'} before departure` : 'after the departure date';

/** The traveller asked to cancel: an acknowledgement to them, a note to the admin address (ADR 987). */
export async function enqueueCancellationRequestedEmails(
  tx: Database,
  bookingId: string,
  quote: { refundPaise: number; deductionPercent: number; daysBeforeTravel: number },
): Promise<void> {
  const row = await findConfirmationDetails(tx, bookingId);
  if (!row) return;
  const b = row.booking;
  const lines: Line[] = [
    ...bookingLines(b, row.packageTitle),
    ['Reason', b.cancellationReason ?? ''],
    ['Paid in all', formatPaise(b.paidPaise)],
    // The figures of the one rule (the quote frozen as the request is received).
    [
      'Deduction',
      `${quote.deductionPercent}% of ${formatPaise(totalOf(b))} (a cancellation received ${receivedWhen(quote.daysBeforeTravel)})`,
    ],
    ['Refund by the policy when we received your request', formatPaise(quote.refundPaise)],
  ];
  await insertEmailJobs(tx, [
    job(b.email, `cancellation-requested:${b.id}`, {
      subject: `Cancellation requested ${b.bookingNumber}: ${row.packageTitle}`,
      intro: `Dear ${b.name}, we have received your request to cancel this booking. Our team will confirm the cancellation and any refund shortly.`,
      lines,
      link: manageLink(b),
    }),
    ...(await adminNotice(tx, `cancellation-requested:${b.id}:admin`, b.id, {
      subject: `Cancellation request ${b.bookingNumber}: ${row.packageTitle}`,
      intro: `${b.name} (${b.email}, ${b.phone}) asks to cancel booking ${b.bookingNumber}. Review it in Admin › Bookings.`,
      lines,
    })),
  ]);
}

/** The booking was cancelled: what comes back, and that refunds follow. */
export async function enqueueCancelledEmail(
  tx: Database,
  bookingId: string,
  refundPaise: number,
  basis: 'requested' | 'policy' | 'override' = 'policy',
): Promise<void> {
  const row = await findConfirmationDetails(tx, bookingId);
  if (!row) return;
  const b = row.booking;
  // The e-mail says which refund applied.
  const why = {
    requested: 'the refund our cancellation policy gave when we received your request',
    policy: 'the refund our cancellation policy gives today',
    override: 'a refund our team set for your booking',
  }[basis];
  const refundText =
    refundPaise > 0
      ? `A refund of ${formatPaise(refundPaise)} (${why}) is on its way to the account you paid from; we will write again when it is completed.`
      : `No refund is due (${why}).`;
  await insertEmailJobs(tx, [
    job(b.email, `cancelled:${b.id}`, {
      subject: `Booking cancelled ${b.bookingNumber}: ${row.packageTitle}`,
      intro: `Dear ${b.name}, your booking has been cancelled. ${refundText}`,
      lines: [
        ...bookingLines(b, row.packageTitle),
        ['Paid in all', formatPaise(b.paidPaise)],
        ['Refund', formatPaise(refundPaise)],
      ],
      link: manageLink(b),
    }),
  ]);
}

/** What a completed refund was, for its e-mail: the amount and how it reached the traveller. */
export type CompletedRefund = {
  id: string;
  bookingId: string;
  amountPaise: number;
  kind: RefundKind;
  merchantTransactionId: string;
  gatewayTransactionId: string | null;
  offlineReference: string | null;
  refundedOn: string | null;
};

/** How the refund was paid, in the traveller's words: the e-mail says what was refunded, and how. */
export function refundMethodText(refund: CompletedRefund): string {
  if (refund.kind === 'offline') {
    const on = refund.refundedOn ? ` on ${formatTravelDate(refund.refundedOn)}` : '';
    return `Paid back offline${on}, reference ${refund.offlineReference ?? '—'}`;
  }
  return `To the account or card you paid from through PhonePe, reference ${
    refund.gatewayTransactionId ?? refund.merchantTransactionId
  }`;
}

/** One refund completed (refund-state.ts, in the transaction that records it): amount and method. */
export async function enqueueRefundCompletedEmail(tx: Database, refund: CompletedRefund): Promise<void> {
  const row = await findConfirmationDetails(tx, refund.bookingId);
  if (!row) return;
  const b = row.booking;
  const amount = formatPaise(refund.amountPaise);
  const method = refundMethodText(refund);
  const promised = b.refundAppliedPaise ?? b.refundedPaise;
  const stillToCome = Math.max(0, promised - b.refundedPaise);
  await insertEmailJobs(tx, [
    job(b.email, `refund-completed:${refund.id}`, {
      subject: `Refund completed ${b.bookingNumber}: ${row.packageTitle}`,
      intro: `Dear ${b.name}, we have refunded ${amount}. ${method}. It may take a few working days to show in your account.`,
      lines: [
        ...bookingLines(b, row.packageTitle),
        ['Refunded now', amount],
        ['Refund method', method],
        ['Refunded in all', formatPaise(b.refundedPaise)],
        ['Refund for the cancellation', formatPaise(promised)],
        ...(stillToCome > 0 ? ([['Still to be refunded', formatPaise(stillToCome)]] as Line[]) : []),
      ],
      link: manageLink(b),
    }),
  ]);
}

/** Why money that arrived was given back at once (booking core, ADR 1300). */
export type ReturnedPaymentReason = 'date-cancelled' | 'booking-cancelled' | 'seats-gone';

const adminWhy: Record<ReturnedPaymentReason, string> = {
  'date-cancelled': 'its trip date had been cancelled by the operator',
  'booking-cancelled': 'the booking had been cancelled',
  'seats-gone': 'its seat hold had been released and the date is now full',
};

const returnedWhy: Record<ReturnedPaymentReason, string> = {
  'date-cancelled': 'the operator had cancelled this trip date before your payment reached us',
  'booking-cancelled': 'this booking had been cancelled before your payment reached us',
  'seats-gone':
    'your payment reached us after the seats held for you had been released, and the date is now full',
};

/**
 * Money arrived for a booking that is no longer live (the payment-state's first payment on a
 * cancelled booking or date, or on a date now full): the traveller is told it is on its way back in
 * full, never that the booking is confirmed; the admin address gets a copy.
 */
export async function enqueuePaymentReturnedEmail(
  tx: Database,
  attempt: { id: string; bookingId: string; amountPaise: number },
  reason: ReturnedPaymentReason,
): Promise<void> {
  const row = await findConfirmationDetails(tx, attempt.bookingId);
  if (!row) return;
  const b = row.booking;
  const amount = formatPaise(attempt.amountPaise);
  const lines: Line[] = [...bookingLines(b, row.packageTitle), ['Refund', amount]];
  await insertEmailJobs(tx, [
    job(b.email, `payment-returned:${attempt.id}`, {
      subject: `Payment refunded ${b.bookingNumber}: ${row.packageTitle}`,
      intro: `Dear ${b.name}, we received your payment of ${amount}, but ${returnedWhy[reason]}. The booking is not confirmed: the full ${amount} is being refunded to your original payment method.`,
      lines,
      link: manageLink(b),
    }),
    ...(await adminNotice(tx, `payment-returned:${attempt.id}:admin`, b.id, {
      subject: `Payment refunded on arrival ${b.bookingNumber}: ${row.packageTitle}`,
      intro: `${b.name} (${b.email}, ${b.phone}) paid ${amount} for booking ${b.bookingNumber} after ${adminWhy[reason]}. The full amount is being refunded automatically.`,
      lines,
    })),
  ]);
}
