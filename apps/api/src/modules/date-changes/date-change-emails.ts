import { formatPaise, pendingPaise } from '@wayfarer/shared/rules/money';
import { formatTravelDate } from '@wayfarer/shared/rules/travel-date';
import type { Database } from '../../db/client.ts';
import { type EmailLine, layoutJob } from '../../lib/email-layout.ts';
import { manageLink } from '../bookings/index.ts';
import { whatsappDateCancelled, whatsappDateMoved, whatsappMoveOffered } from '../outbox/index.ts';
import { findConfirmationDetails, insertEmailJobs, insertWhatsAppJobs } from '../bookings/index.ts';
import { adminNotice } from '../bookings/index.ts';

// The e-mails of an operator's cancellation of a date, a group move offer and a
// date change. Queued in the outbox inside the transaction that causes them, each under its own
// dedupe key: a job or request that runs twice sends nothing twice.

const manage = (booking: { id: string; manageKey: string }) => ({
  label: 'Manage your booking',
  href: manageLink(booking),
});

/** The booking was cancelled with its date by the operator: the reason, and everything paid back. */
export async function enqueueOperatorCancelledEmail(
  tx: Database,
  bookingId: string,
  refundPaise: number,
  reason: string,
): Promise<void> {
  const row = await findConfirmationDetails(tx, bookingId);
  if (!row) return;
  const b = row.booking;
  const when = formatTravelDate(b.travelDate);
  await insertEmailJobs(tx, [
    layoutJob(b.email, `operator-cancelled:${b.id}`, {
      subject: `Trip on ${when} cancelled ${b.bookingNumber}: ${row.packageTitle}`,
      intro: `Dear ${b.name}, we are sorry: we have had to cancel the trip on ${when}. Reason: ${reason}. Your booking is cancelled by the operator and everything you paid, ${formatPaise(refundPaise)}, is being refunded in full to the account you paid from; we will write again when it is completed.`,
      lines: [
        ['Booking number', b.bookingNumber],
        ['Package', row.packageTitle],
        ['Departure', b.departureName],
        ['Tour date', when],
        ['Status', 'Cancelled by the operator'],
        ['Reason', reason],
        ['Paid in all', formatPaise(b.paidPaise)],
        ['Refund', formatPaise(refundPaise)],
      ],
      link: manage(b),
    }),
  ]);
  await insertWhatsAppJobs(tx, [whatsappDateCancelled(b, row.packageTitle)]);
}

/** Someone waiting for seats on a date the operator cancelled. */
export async function enqueueWaitlistCancelledEmails(
  tx: Database,
  entries: { id: string; name: string; email: string }[],
  trip: { title: string; date: string },
): Promise<void> {
  const when = formatTravelDate(trip.date);
  await insertEmailJobs(
    tx,
    entries.map((e) =>
      layoutJob(e.email, `waitlist-date-cancelled:${e.id}`, {
        subject: `Trip on ${when} cancelled: ${trip.title}`,
        intro: `Dear ${e.name}, the trip on ${when} you were waiting for has been cancelled by the operator, so no seats will come free on it. Other dates of ${trip.title} may still have seats.`,
        lines: [],
      }),
    ),
  );
}

/** The operator offers the booking another date: accept or cancel with a full refund. */
export async function enqueueMoveOfferEmail(
  tx: Database,
  offer: { id: string; bookingId: string; toDate: string; toDepartureName: string },
): Promise<void> {
  const row = await findConfirmationDetails(tx, offer.bookingId);
  if (!row) return;
  const b = row.booking;
  const from = formatTravelDate(b.travelDate);
  const to = formatTravelDate(offer.toDate);
  await insertEmailJobs(tx, [
    layoutJob(b.email, `move-offer:${offer.id}`, {
      subject: `New date offered for your trip ${b.bookingNumber}: ${row.packageTitle}`,
      intro: `Dear ${b.name}, the group on ${from} is moving to ${to}. On your booking page you can accept the new date, or cancel your booking with a full refund of everything you paid.`,
      lines: [
        ['Booking number', b.bookingNumber],
        ['Package', row.packageTitle],
        ['Current date', `${from} (${b.departureName})`],
        ['New date offered', `${to} (${offer.toDepartureName})`],
      ],
      link: manage(b),
    }),
  ]);
  await insertWhatsAppJobs(tx, [whatsappMoveOffered(b, row.packageTitle, offer)]);
}

export type DateChange = {
  changeId: string;
  from: { date: string; departureName: string; totalPaise: number };
  refundPaise: number;
};

/** The booking changed date: what changed, to the traveller and the admin notification address. */
export async function enqueueDateChangedEmails(tx: Database, bookingId: string, change: DateChange) {
  const row = await findConfirmationDetails(tx, bookingId);
  if (!row) return;
  const b = row.booking;
  const total = b.packageAmountPaise - b.discountPaise;
  const lines: EmailLine[] = [
    ['Booking number', b.bookingNumber],
    ['Package', row.packageTitle],
    ['Was', `${formatTravelDate(change.from.date)} (${change.from.departureName})`],
    ['Now', `${formatTravelDate(b.travelDate)} (${b.departureName})`],
    ['Total was', formatPaise(change.from.totalPaise)],
    ['Total now', formatPaise(total)],
    ['Paid in all', formatPaise(b.paidPaise)],
    ['Pending amount', formatPaise(pendingPaise(b))],
    ...(change.refundPaise > 0
      ? ([['Refund of the difference', formatPaise(change.refundPaise)]] as EmailLine[])
      : []),
    ['Balance due by', formatTravelDate(b.balanceDueDate)],
  ];
  const subject = `Date changed ${b.bookingNumber}: ${row.packageTitle}`;
  await insertEmailJobs(tx, [
    layoutJob(b.email, `date-changed:${change.changeId}`, {
      subject,
      intro: `Dear ${b.name}, your booking ${b.bookingNumber} has moved from ${formatTravelDate(change.from.date)} to ${formatTravelDate(b.travelDate)}. The prices of the new date apply.`,
      lines,
      link: manage(b),
    }),
    ...(await adminNotice(tx, `date-changed:${change.changeId}:admin`, b.id, {
      subject,
      intro: `Booking ${b.bookingNumber} (${b.name}) moved from ${formatTravelDate(change.from.date)} to ${formatTravelDate(b.travelDate)}.`,
      lines,
    })),
  ]);
  await insertWhatsAppJobs(tx, [
    whatsappDateMoved(b, row.packageTitle, { changeId: change.changeId, fromDate: change.from.date }),
  ]);
}
