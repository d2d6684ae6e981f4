import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { travellerBookingLabel } from '@wayfarer/shared/rules/trip-status';
import type { BookingResponse } from '@wayfarer/shared/schemas/booking';
import type { BeforeYouGoResponse } from '@wayfarer/shared/schemas/trip-details';
import {
  type TripGroup,
  type TripSummary,
  TRIPS_LIST_MAX,
  type TripsResponse,
} from '@wayfarer/shared/schemas/trips';
import { enqueueEmail } from '../outbox/index.ts';
import { getBooking } from '../bookings/index.ts';
import { calendarKeyFor } from '../bookings/index.ts';
import { getTaxDocuments } from '../invoices/index.ts';
import { getBeforeYouGo } from '../trip-details/index.ts';
import { issueSignInLink } from '../traveller-sessions/index.ts';
import { type CalendarDeps, calendarLinksOf } from './trip-calendar.service.ts';
import { signInLinkEmail } from './trip-emails.ts';
import { hasBookingsFor, listBookingIdsFor } from './trips.repository.ts';

// ADR 1310: "My trips". Each booking is read through the services that own it — the
// booking (what it owes: the one pending rule), its before-you-go details and announcements, its
// tax documents — so the list says what the booking page says.

export type TripsDeps = CalendarDeps;

/**
 * E-mails a sign-in link when `email` (lower-cased) has bookings, else nothing. The route answers
 * before this runs, the same for every address (ADR 1310, as ADR 056 for passwords).
 */
export async function requestSignInLink(deps: TripsDeps, email: string): Promise<void> {
  if (!(await hasBookingsFor(deps.db, email))) return;
  await deps.db.transaction(async (tx) => {
    const token = await issueSignInLink(tx, email, deps.clock());
    await enqueueEmail(tx, signInLinkEmail(email, token));
  });
}

const LIVE = ['CONFIRMED', 'CANCELLATION_REQUESTED'] as const;

function groupOf(booking: BookingResponse, returnDate: string, today: string): TripGroup {
  if (booking.bookingStatus === 'CANCELLED') return 'cancelled';
  if (booking.bookingStatus === 'COMPLETED' || returnDate < today) return 'past';
  return 'upcoming';
}

function summaryOf(
  deps: TripsDeps,
  booking: BookingResponse,
  details: BeforeYouGoResponse,
  documents: TripSummary['documents'],
  calendarKey: string,
  today: string,
): TripSummary {
  const isLive = (LIVE as readonly string[]).includes(booking.bookingStatus);
  return {
    bookingId: booking.bookingId,
    bookingNumber: booking.bookingNumber,
    tourPackage: {
      title: booking.tourPackage.title,
      slug: booking.tourPackage.slug,
      banner: booking.tourPackage.banner,
    },
    travelDate: booking.travelDate,
    returnDate: details.returnDate,
    group: groupOf(booking, details.returnDate, today),
    bookingStatus: booking.bookingStatus,
    tripStatus: booking.tripStatus,
    cancelledByOperator: booking.cancellation?.byOperator ?? false,
    statusLabel: travellerBookingLabel({
      status: booking.bookingStatus,
      cancelledByOperator: booking.cancellation?.byOperator ?? false,
      tripStatus: booking.tripStatus,
    }),
    pendingAmount: booking.pendingAmount,
    balanceDueDate: booking.balanceDueDate,
    balanceOverdue: booking.balanceOverdue,
    travellersMissing:
      isLive && booking.travellersEditable ? Math.max(0, booking.people - booking.travellers.length) : 0,
    detailsMissing: details.editable ? details.travellers.filter((t) => !t.complete).length : 0,
    documents,
    // Newest first (the booking page's order).
    latestAnnouncement: details.announcements[0] ?? null,
    calendar: calendarLinksOf(deps, { booking, returnDate: details.returnDate }, calendarKey),
  };
}

/** Bookings read at once for the list. */
const TRIPS_READ_BATCH = 4;

async function readTrip(deps: TripsDeps, id: string, today: string): Promise<TripSummary> {
  const [booking, details, tax, calendarKey] = await Promise.all([
    getBooking(deps, id, true),
    getBeforeYouGo(deps, id),
    getTaxDocuments(deps.db, id),
    calendarKeyFor(deps.db, id),
  ]);
  const receipt = booking.payments.some((p) => p.status === 'PAYMENT_SUCCESS');
  return summaryOf(deps, booking, details, { ...tax, receipt }, calendarKey, today);
}

/** Every booking made with the session's address (any letter case), as "My trips" shows it. */
export async function listTrips(
  deps: TripsDeps,
  session: { email: string; expiresAt: Date },
): Promise<TripsResponse> {
  const now = deps.clock();
  const today = todayInIndia(now);
  const ids = await listBookingIdsFor(deps.db, session.email, TRIPS_LIST_MAX);
  const trips: TripSummary[] = [];
  // A few bookings at a time, each one's reads at once: on PostgreSQL they share the pool without
  // taking all of it; PGlite serves one query at a time whatever is asked.
  for (let start = 0; start < ids.length; start += TRIPS_READ_BATCH) {
    const batch = ids.slice(start, start + TRIPS_READ_BATCH);
    trips.push(...(await Promise.all(batch.map((id) => readTrip(deps, id, today)))));
  }
  return { email: session.email, expiresAt: session.expiresAt.toISOString(), trips };
}
