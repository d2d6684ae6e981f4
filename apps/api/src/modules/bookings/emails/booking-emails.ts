import type { BalanceReminderKind } from '@wayfarer/shared/rules/balance-reminders';
import { bookingInstalments } from '@wayfarer/shared/rules/instalments';
import { formatPaise, pendingPaise } from '@wayfarer/shared/rules/money';
import { formatTravelDate } from '@wayfarer/shared/rules/travel-date';
import {
  BOOKED_NOT_CONFIRMED_TEXT,
  isTripPending,
  tripMinimumNotice,
} from '@wayfarer/shared/rules/trip-status';
import type { Database } from '../../../db/client.ts';
import { tripNoticeOfBooking } from '../../group-trips/index.ts';
import { escapeHtml } from '../../../lib/html.ts';
import { travellerBookingLink } from '../../../lib/email-layout.ts';
import { selectionLines } from '../booking-selection.ts';
import type { BookingRow } from '../bookings.repository.ts';
import { adminNotice, creatorBookingLink } from './operator-emails.ts';
import { whatsappConfirmation } from '../../outbox/index.ts';
import {
  findConfirmationDetails,
  insertEmailJobs,
  insertWhatsAppJobs,
  type NewEmailJob,
} from './email-jobs.repository.ts';

// The booking e-mails: queued in the transaction that confirms a payment (or completes a trip)
// and sent by the outbox (modules/outbox/outbox.ts runEmailOutboxOnce), so a confirmation is never lost nor
// sent for a rolled-back change.

/**
 * The traveller's manage page (pay the balance, enter travellers, receipt, cancel) with the
 * booking's manage key (ADR 1302), made absolute by the outbox. For the traveller's e-mails only.
 */
export const manageLink = (booking: { id: string; manageKey: string }): string =>
  travellerBookingLink(booking);

/** The traveller's review page, with the manage key as manageLink. */
export const reviewLink = (booking: { id: string; manageKey: string }): string =>
  travellerBookingLink(booking, '/review');

export type Line = [label: string, value: string];

export const textOf = (intro: string, lines: Line[], outro: string[]) =>
  `${intro}\n\n${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n${outro.map((p) => `\n${p}\n`).join('')}`;

export const htmlOf = (
  intro: string,
  lines: Line[],
  link?: { before: string; label: string; href: string },
) =>
  `<p>${escapeHtml(intro)}</p><table>${lines
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')}</table>${
    link
      ? `<p>${escapeHtml(link.before)} <a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`
      : ''
  }`;

/** What the confirmation says about the booking: rooms or items, people, money and the due date. */
function confirmationLines(b: BookingRow, packageTitle: string, paidNowPaise: number | null): Line[] {
  const total = b.packageAmountPaise - b.discountPaise;
  const pending = pendingPaise(b);
  return [
    ['Booking number', b.bookingNumber],
    ['Package', packageTitle],
    ['Departure', b.departureName],
    ['Tour date', formatTravelDate(b.travelDate)],
    ['Traveller', `${b.name} (${b.email}, ${b.phone})`],
    ...selectionLines(b.pricingType, b.selection).map(
      (line): Line => [line.label, formatPaise(line.amountPaise)],
    ),
    ['People', String(b.people)],
    ['Package cost', formatPaise(b.packageAmountPaise)],
    ['Discount', formatPaise(b.discountPaise)],
    ['Total cost', formatPaise(total)],
    ...(paidNowPaise === null ? [] : [['Paid now', formatPaise(paidNowPaise)] as Line]),
    ['Paid in all', formatPaise(b.paidPaise)],
    ['Pending amount', formatPaise(pending)],
    ...(pending > 0 ? dueLines(b) : []),
  ];
}

/** When the rest is due: the balance's date, or each instalment still owed on a plan (ADR 1365). */
function dueLines(b: BookingRow): Line[] {
  const owed = bookingInstalments(b, new Date()).filter((i) => i.owedPaise > 0);
  if (owed.length === 0) return [['Balance due by', formatTravelDate(b.balanceDueDate)]];
  return owed.map(
    (i): Line => [`Instalment due by ${formatTravelDate(i.dueDate)}`, formatPaise(i.owedPaise)],
  );
}

type ConfirmationDetails = NonNullable<Awaited<ReturnType<typeof findConfirmationDetails>>>;

type TripNotice = Awaited<ReturnType<typeof tripNoticeOfBooking>>;

/**
 * The traveller's confirmation; paidNowPaise null for a resend (it then says what stands today).
 * ADR 1304: on a date still short of its minimum the booking is "Booked — trip not yet confirmed"
 * (subject and body), with the minimum, the people still needed by the decision day and the full
 * refund if it does not run; "confirmed" once the date is, or when it has no minimum.
 */
function travellerConfirmation(
  row: ConfirmationDetails,
  paidNowPaise: number | null,
  trip: TripNotice,
): NewEmailJob {
  const b = row.booking;
  const lines = confirmationLines(b, row.packageTitle, paidNowPaise);
  const pending = b.packageAmountPaise - b.discountPaise - b.paidPaise > 0;
  const link = manageLink(b);
  const before = pending
    ? b.instalmentPlan
      ? 'Pay each instalment by its due date, enter your travellers and download your receipt here:'
      : `Pay the balance by ${formatTravelDate(b.balanceDueDate)}, enter your travellers and download your receipt here:`
    : 'Enter your travellers and download your receipt here:';
  const notYet = isTripPending(trip.tripStatus) && trip.minTravellers !== null;
  const intro = notYet
    ? `Dear ${b.name}, your payment was received. Your booking: ${BOOKED_NOT_CONFIRMED_TEXT}. ${tripMinimumNotice(
        trip.minTravellers ?? 0,
        trip.travellersNeeded ?? 0,
        formatTravelDate(trip.decisionDate ?? b.travelDate),
      )} We will e-mail you when the trip is confirmed: wait for that e-mail before you book flights. Thank you for travelling with Wayfarer.`
    : `Dear ${b.name}, your booking is confirmed. Thank you for travelling with Wayfarer.`;
  return {
    to: b.email,
    subject: notYet
      ? `${BOOKED_NOT_CONFIRMED_TEXT}: booking ${b.bookingNumber}, ${row.packageTitle}`
      : `Tour Confirmation ${b.bookingNumber}: ${row.packageTitle}`,
    text: textOf(intro, lines, [`${before} ${link}`]),
    html: htmlOf(intro, lines, { before, label: 'Manage your booking', href: link }),
  };
}

/**
 * Queues the traveller's confirmation, the creator's new-booking note and the admin address's
 * copy (ADR 987), inside the caller's transaction, each once per booking (dedupe keys).
 */
export async function enqueueConfirmationEmails(db: Database, bookingId: string, paidNowPaise: number) {
  const row = await findConfirmationDetails(db, bookingId);
  if (!row) return;
  const b = row.booking;
  const lines = confirmationLines(b, row.packageTitle, paidNowPaise);
  const creatorIntro = `Hello ${row.creatorName}, you have a new booking for ${row.packageTitle}.`;
  const creatorLink = {
    before: 'See it in your dashboard:',
    label: 'Open the booking',
    href: creatorBookingLink(b.id),
  };
  const subject = `New booking ${b.bookingNumber}: ${row.packageTitle}`;
  // The date's state counts this booking's people (it is CONFIRMED by now): the payment that
  // reaches the minimum is told "confirmed" even before confirmDateIfReached stores it.
  const trip = await tripNoticeOfBooking(db, b.id, new Date());
  await insertEmailJobs(db, [
    { ...travellerConfirmation(row, paidNowPaise, trip), dedupeKey: `confirmation:${b.id}` },
    // The creator is not sent the manage link (it carries the traveller's key, ADR 1302). Its link
    // opens the creator's booking detail page, which needs sign-in.
    {
      to: row.creatorEmail,
      subject,
      text: textOf(creatorIntro, lines, [`${creatorLink.before} ${creatorLink.href}`]),
      html: htmlOf(creatorIntro, lines, creatorLink),
      dedupeKey: `new-booking:${b.id}:creator`,
    },
    ...(await adminNotice(db, `new-booking:${b.id}:admin`, b.id, {
      subject,
      intro: `New booking ${b.bookingNumber} for ${row.packageTitle} (${row.creatorName}).`,
      lines,
    })),
  ]);
  // The same news on WhatsApp when the traveller opted in (ADR 1343).
  const tripPending = isTripPending(trip.tripStatus) && trip.minTravellers !== null;
  await insertWhatsAppJobs(db, [whatsappConfirmation(b, row.packageTitle, tripPending)]);
}

/**
 * An operator's resend of the traveller's confirmation: a new job each time, under a
 * dedupe key of its own (`resend-key`), as the booking stands now. False when the booking is gone.
 */
export async function enqueueConfirmationResend(
  db: Database,
  bookingId: string,
  resendKey: string,
): Promise<boolean> {
  const row = await findConfirmationDetails(db, bookingId);
  if (!row) return false;
  const trip = await tripNoticeOfBooking(db, bookingId, new Date());
  await insertEmailJobs(db, [
    { ...travellerConfirmation(row, null, trip), dedupeKey: `confirmation-resend:${resendKey}` },
  ]);
  return true;
}

/**
 * A balance reminder (ADR 912): 7 days before the due date ('before') or on it ('due', also when
 * sent later, while the balance is still owed before travel). Only inserted while the booking is
 * CONFIRMED and still has the paid amount it was written with, once per booking and kind.
 */
export function balanceReminderEmail(
  b: BookingRow,
  packageTitle: string,
  kind: BalanceReminderKind,
  today: string,
): NewEmailJob {
  const total = b.packageAmountPaise - b.discountPaise;
  const pending = formatPaise(pendingPaise(b));
  const due = formatTravelDate(b.balanceDueDate);
  const when =
    kind === 'before'
      ? `is due on ${due}`
      : today === b.balanceDueDate
        ? 'is due today'
        : `was due on ${due}`;
  const intro = `Dear ${b.name}, the balance of ${pending} for your booking ${b.bookingNumber} (${packageTitle}, ${formatTravelDate(b.travelDate)}) ${when}.`;
  const lines: Line[] = [
    ['Booking number', b.bookingNumber],
    ['Package', packageTitle],
    ['Tour date', formatTravelDate(b.travelDate)],
    ['Total cost', formatPaise(total)],
    ['Paid so far', formatPaise(b.paidPaise)],
    ['Pending amount', pending],
    ['Balance due by', due],
  ];
  const link = manageLink(b);
  const before = 'Pay the balance here:';
  return {
    to: b.email,
    subject:
      kind === 'before'
        ? `Balance due on ${due}: booking ${b.bookingNumber}`
        : `Balance due: booking ${b.bookingNumber}`,
    text: textOf(intro, lines, [`${before} ${link}`]),
    html: htmlOf(intro, lines, { before, label: `Pay ${pending}`, href: link }),
  };
}

/**
 * The invitation to review a completed trip, to the traveller, once per booking
 * (dedupe key review-invite:{bookingId}); queued in the transaction that completes the booking.
 */
export async function enqueueReviewInvite(db: Database, bookingId: string): Promise<void> {
  const row = await findConfirmationDetails(db, bookingId);
  if (!row) return;
  const b = row.booking;
  const intro = `Dear ${b.name}, welcome back from ${row.packageTitle}. We hope you had a wonderful trip.`;
  const lines: Line[] = [
    ['Booking number', b.bookingNumber],
    ['Package', row.packageTitle],
    ['Tour date', formatTravelDate(b.travelDate)],
  ];
  const link = reviewLink(b);
  const before =
    'Tell other travellers how it went: your review shows on the package page as a verified traveller’s.';
  await insertEmailJobs(db, [
    {
      to: b.email,
      subject: `How was ${row.packageTitle}? Review your trip`,
      text: textOf(intro, lines, [`${before} ${link}`]),
      html: htmlOf(intro, lines, { before, label: 'Review your trip', href: link }),
      dedupeKey: reviewInviteDedupeKey(b.id),
    },
  ]);
}

/** The e-mail job key that makes the review invitation go out once per booking. */
export const reviewInviteDedupeKey = (bookingId: string) => `review-invite:${bookingId}`;
