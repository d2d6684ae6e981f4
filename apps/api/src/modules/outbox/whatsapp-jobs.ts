import { formatPaise } from '@wayfarer/shared/rules/money';
import { formatTravelDate } from '@wayfarer/shared/rules/travel-date';
import { travellerBookingLink } from '../../lib/email-layout.ts';
import type { NewWhatsAppJob } from './outbox.repository.ts';

// The WhatsApp messages that go with the traveller's booking e-mails (ADR 1343): one
// builder per template of modules/outbox/whatsapp-sender.ts, each under the dedupe key of its e-mail with a `wa:`
// in front, so it goes out once exactly when the e-mail does. Queued with insertWhatsAppJobs,
// which keeps only the bookings that opted in and whose number did not reply STOP. The links are
// the e-mails' (the manage page with its key, made absolute by the outbox).

type Booking = { id: string; name: string; bookingNumber: string; travelDate: string; manageKey: string };

const key = (emailKey: string) => `wa:${emailKey}`;
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The payment confirmed the booking ('booking_received' while its date is short of its minimum). */
export const whatsappConfirmation = (
  b: Booking,
  packageTitle: string,
  tripPending: boolean,
): NewWhatsAppJob => ({
  bookingId: b.id,
  template: tripPending ? 'booking_received' : 'booking_confirmed',
  parameters: [
    firstName(b.name),
    b.bookingNumber,
    packageTitle,
    formatTravelDate(b.travelDate),
    travellerBookingLink(b),
  ],
  dedupeKey: key(`confirmation:${b.id}`),
});

/** The booking's date reached its minimum (or runs anyway): the trip is confirmed. */
export const whatsappTripConfirmed = (
  b: Omit<Booking, 'travelDate'>,
  trip: { tourDateId: string; packageTitle: string; date: string },
): NewWhatsAppJob => ({
  bookingId: b.id,
  template: 'trip_confirmed',
  parameters: [
    firstName(b.name),
    b.bookingNumber,
    trip.packageTitle,
    formatTravelDate(trip.date),
    travellerBookingLink(b),
  ],
  dedupeKey: key(`trip-confirmed:${trip.tourDateId}:${b.id}`),
});

/** A balance reminder (the e-mail's key: reminder:{bookingId}:{kind}). */
export const whatsappBalanceReminder = (
  b: Booking & { balanceDueDate: string },
  pendingPaise: number,
  reminderKey: string,
): NewWhatsAppJob => ({
  bookingId: b.id,
  template: 'payment_reminder',
  parameters: [
    firstName(b.name),
    b.bookingNumber,
    formatPaise(pendingPaise),
    formatTravelDate(b.balanceDueDate),
    travellerBookingLink(b),
  ],
  dedupeKey: key(reminderKey),
});

/** An operator's announcement to the date's travellers: its subject, the message on the booking page. */
export const whatsappAnnouncement = (
  b: Omit<Booking, 'travelDate'>,
  a: { id: string; subject: string; packageTitle: string; date: string },
): NewWhatsAppJob => ({
  bookingId: b.id,
  template: 'trip_announcement',
  parameters: [
    firstName(b.name),
    b.bookingNumber,
    a.packageTitle,
    formatTravelDate(a.date),
    `${a.subject}. Read it on your booking page: ${travellerBookingLink(b)}`,
  ],
  dedupeKey: key(`announcement:${a.id}:${b.id}`),
});

/** The operator cancelled the booking's date (everything paid is refunded). */
export const whatsappDateCancelled = (b: Booking, packageTitle: string): NewWhatsAppJob => ({
  bookingId: b.id,
  template: 'date_cancelled',
  parameters: [
    firstName(b.name),
    b.bookingNumber,
    packageTitle,
    formatTravelDate(b.travelDate),
    travellerBookingLink(b),
  ],
  dedupeKey: key(`operator-cancelled:${b.id}`),
});

/** The booking moved to another date (`b` as it stands now, on the new date). */
export const whatsappDateMoved = (
  b: Booking,
  packageTitle: string,
  change: { changeId: string; fromDate: string },
): NewWhatsAppJob => ({
  bookingId: b.id,
  template: 'date_moved',
  parameters: [
    firstName(b.name),
    b.bookingNumber,
    packageTitle,
    formatTravelDate(change.fromDate),
    formatTravelDate(b.travelDate),
    travellerBookingLink(b),
  ],
  dedupeKey: key(`date-changed:${change.changeId}`),
});

/** The operator offers the booking another date. */
export const whatsappMoveOffered = (
  b: Booking,
  packageTitle: string,
  offer: { id: string; toDate: string },
): NewWhatsAppJob => ({
  bookingId: b.id,
  template: 'date_move_offered',
  parameters: [
    firstName(b.name),
    b.bookingNumber,
    packageTitle,
    formatTravelDate(b.travelDate),
    formatTravelDate(offer.toDate),
    travellerBookingLink(b),
  ],
  dedupeKey: key(`move-offer:${offer.id}`),
});
