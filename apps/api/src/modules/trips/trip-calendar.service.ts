import { manageBookingPath } from '@wayfarer/shared/rules/booking-lifecycle';
import { googleCalendarUrl, tripCalendar, tripEventDetails } from '@wayfarer/shared/rules/calendar';
import { isTripPending } from '@wayfarer/shared/rules/trip-status';
import type { BookingResponse } from '@wayfarer/shared/schemas/booking';
import type { CalendarLinks } from '@wayfarer/shared/schemas/trips';
import type { Database } from '../../db/client.ts';
import { getBooking } from '../bookings/index.ts';
import { getBeforeYouGo } from '../trip-details/index.ts';
import { calendarSequence } from './trips.repository.ts';
import type { Clock } from '../../lib/clock.ts';

// ADR 1311: a booking in the traveller's calendar, as an .ics file and a Google
// Calendar link. The route has checked who asks (manage key, traveller session or calendar key).

export type CalendarDeps = { db: Database; clock: Clock; publicUrl: string; mailFrom: string };

/** The booking page, without any key: the event may be shared; the reader's own key or session acts. */
const bookingPageUrl = (publicUrl: string, bookingId: string) =>
  `${publicUrl}${manageBookingPath(bookingId)}`;

/** What both the file and the link say of a booking: its title, dates and booking number. */
type TripFacts = { booking: BookingResponse; returnDate: string };

async function factsOf(deps: CalendarDeps, bookingId: string): Promise<TripFacts> {
  const booking = await getBooking(deps, bookingId, true);
  const { returnDate } = await getBeforeYouGo(deps, booking.bookingId);
  return { booking, returnDate };
}

/** The links a page offers: the file (with the read-only calendar key) and Google Calendar's. */
export function calendarLinksOf(
  deps: Pick<CalendarDeps, 'publicUrl'>,
  facts: TripFacts,
  calendarKey: string,
): CalendarLinks {
  const { booking } = facts;
  return {
    icsPath: `/v1/bookings/${booking.bookingId}/calendar.ics?key=${encodeURIComponent(calendarKey)}`,
    googleUrl: googleCalendarUrl({
      title: booking.tourPackage.title,
      firstDay: booking.travelDate,
      lastDay: facts.returnDate,
      details: tripEventDetails(booking.bookingNumber, bookingPageUrl(deps.publicUrl, booking.bookingId)),
    }),
  };
}

export async function getCalendarLinks(
  deps: CalendarDeps,
  bookingId: string,
  calendarKey: string,
): Promise<CalendarLinks> {
  return calendarLinksOf(deps, await factsOf(deps, bookingId), calendarKey);
}

/** MAIL_FROM ("Wayfarer <bookings@…>" or a bare address) as the event's organizer. */
function organizerOf(mailFrom: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  if (match) return { name: match[1] || 'Wayfarer', email: match[2] as string };
  return { name: 'Wayfarer', email: mailFrom.trim() };
}

/**
 * The booking's .ics: one all-day event, cancelled (METHOD:CANCEL) once the booking is; its
 * SEQUENCE grows whenever the dates, the title or the status it shows change.
 */
export async function getCalendarFile(
  deps: CalendarDeps,
  bookingId: string,
): Promise<{ filename: string; ics: string }> {
  const { booking, returnDate } = await factsOf(deps, bookingId);
  const cancelled = booking.bookingStatus === 'CANCELLED';
  const tentative = !cancelled && isTripPending(booking.tripStatus);
  const title = booking.tourPackage.title;
  const fingerprint = JSON.stringify([booking.travelDate, returnDate, title, cancelled, tentative]);
  const sequence = await calendarSequence(deps.db, booking.bookingId, fingerprint);
  const url = bookingPageUrl(deps.publicUrl, booking.bookingId);
  const ics = tripCalendar({
    uid: `${booking.bookingId}@wayfarer`,
    sequence,
    stamp: deps.clock(),
    firstDay: booking.travelDate,
    lastDay: returnDate,
    summary: title,
    description: tripEventDetails(booking.bookingNumber, url),
    url,
    tentative,
    cancelled,
    organizer: organizerOf(deps.mailFrom),
    ...(cancelled && { attendee: { name: booking.name, email: booking.email } }),
  });
  return { filename: `wayfarer-${booking.bookingNumber}.ics`, ics };
}
