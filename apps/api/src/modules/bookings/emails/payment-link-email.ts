import { formatLinkExpiry } from '@wayfarer/shared/rules/admin-booking';
import { formatPaise } from '@wayfarer/shared/rules/money';
import { formatTravelDate } from '@wayfarer/shared/rules/travel-date';
import type { Database } from '../../../db/client.ts';
import { layoutJob } from '../../../lib/email-layout.ts';
import type { AttemptRow } from '../bookings.repository.ts';
import { findConfirmationDetails, insertEmailJobs } from './email-jobs.repository.ts';

// ADR 1361: the payment link of a booking the admin made, e-mailed to the traveller through the
// outbox (when it is made, and again whenever the admin presses "E-mail link").

/** Queues the link of `attempt` (live, with its pay page) to the booking's address; `sentAt` keys it. */
export async function enqueuePaymentLinkEmail(
  tx: Database,
  attempt: Pick<AttemptRow, 'id' | 'bookingId' | 'amountPaise' | 'expiresAt' | 'redirectUrl'>,
  sentAt: Date,
): Promise<void> {
  const row = await findConfirmationDetails(tx, attempt.bookingId);
  if (!row || !attempt.redirectUrl) return;
  const b = row.booking;
  const expires = formatLinkExpiry(attempt.expiresAt.toISOString());
  await insertEmailJobs(tx, [
    layoutJob(b.email, `payment-link:${attempt.id}:${sentAt.getTime()}`, {
      subject: `Payment link for booking ${b.bookingNumber}: ${row.packageTitle}`,
      intro: `Dear ${b.name}, your booking is ready. Pay ${formatPaise(attempt.amountPaise)} through the secure link below to confirm it.`,
      lines: [
        ['Booking number', b.bookingNumber],
        ['Package', row.packageTitle],
        ['Departure', b.departureName],
        ['Tour date', formatTravelDate(b.travelDate)],
        ['Total cost', formatPaise(b.packageAmountPaise - b.discountPaise)],
        ['Due now', formatPaise(attempt.amountPaise)],
        ['Link valid until', expires],
      ],
      link: { label: 'Pay now', href: attempt.redirectUrl },
      outro: 'Your seats are held until the link expires. Reply to this e-mail if you need a new link.',
    }),
  ]);
}
