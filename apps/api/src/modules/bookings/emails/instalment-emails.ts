import type { InstalmentState } from '@wayfarer/shared/rules/instalments';
import { formatPaise } from '@wayfarer/shared/rules/money';
import { formatTravelDate } from '@wayfarer/shared/rules/travel-date';
import type { BookingRow } from '../bookings.repository.ts';
import { htmlOf, type Line, manageLink, textOf } from './booking-emails.ts';
import type { NewEmailJob } from './email-jobs.repository.ts';

// ADR 1365: the instalment reminders — one a few days before an instalment's due date, one
// overdue notice after it — to the traveller, with the manage page's "Pay instalment" link.

export type InstalmentReminderKind = 'before' | 'overdue';

export function instalmentReminderEmail(
  b: BookingRow,
  packageTitle: string,
  instalment: InstalmentState & { number: number; of: number },
  kind: InstalmentReminderKind,
): NewEmailJob {
  const owed = formatPaise(instalment.owedPaise);
  const due = formatTravelDate(instalment.dueDate);
  const which = `Instalment ${instalment.number} of ${instalment.of}`;
  const intro =
    kind === 'before'
      ? `Dear ${b.name}, instalment ${instalment.number} of ${instalment.of} (${owed}) for your booking ${b.bookingNumber} (${packageTitle}, ${formatTravelDate(b.travelDate)}) is due on ${due}.`
      : `Dear ${b.name}, instalment ${instalment.number} of ${instalment.of} (${owed}) for your booking ${b.bookingNumber} (${packageTitle}, ${formatTravelDate(b.travelDate)}) was due on ${due} and is overdue.`;
  const lines: Line[] = [
    ['Booking number', b.bookingNumber],
    ['Package', packageTitle],
    ['Tour date', formatTravelDate(b.travelDate)],
    ['Total cost', formatPaise(b.packageAmountPaise - b.discountPaise)],
    ['Paid so far', formatPaise(b.paidPaise)],
    [which, owed],
    ['Due by', due],
  ];
  const link = manageLink(b);
  const before = 'Pay the instalment here:';
  return {
    to: b.email,
    subject:
      kind === 'before'
        ? `Instalment due on ${due}: booking ${b.bookingNumber}`
        : `Instalment overdue: booking ${b.bookingNumber}`,
    text: textOf(intro, lines, [`${before} ${link}`]),
    html: htmlOf(intro, lines, { before, label: `Pay ${owed}`, href: link }),
  };
}
