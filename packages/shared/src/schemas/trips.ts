import { bookingStatuses, tripStatuses } from '../enums.ts';
import { z } from '../zod.ts';
import { announcement } from './announcements.ts';
import { emailField } from './auth.ts';
import { taxDocumentsResponse } from './invoice.ts';

// "My trips" (ADR 1310): a traveller signs in with a one-time link e-mailed to the
// address they booked with, and sees every booking made with it, in any letter case. Its words,
// the link's life and the cookies' names are in ../trips-messages.ts, apart from zod.

/** A traveller's session lasts this long from the link's use (its own sign-out ends it sooner). */
export const TRAVELLER_SESSION_DAYS = 7;
/** Links asked for one address in an hour (per IP, AUTH_RATE_LIMIT a minute applies as well). */
export const SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR = 5;
/** The most bookings "My trips" lists (the latest travel dates first). */
export const TRIPS_LIST_MAX = 100;

/** POST /v1/trips/sign-in-link */
export const signInLinkBody = z.object({ email: emailField });
export type SignInLinkBody = z.input<typeof signInLinkBody>;

/** POST /v1/trips/session: the token of the e-mailed link. */
export const tripsSessionBody = z.object({ token: z.string().trim().min(1).max(200) });
export type TripsSessionBody = z.input<typeof tripsSessionBody>;

export const tripsSessionResponse = z.object({ email: z.string(), expiresAt: z.string() });
export type TripsSessionResponse = z.infer<typeof tripsSessionResponse>;

/**
 * GET /v1/bookings/{id}/calendar (ADR 1311): the booking's calendar file, with its read-only
 * calendar key in the query so a calendar app can open it, and the Google Calendar link.
 */
export const calendarLinks = z.object({ icsPath: z.string(), googleUrl: z.string() });
export type CalendarLinks = z.infer<typeof calendarLinks>;

export const tripGroups = ['upcoming', 'past', 'cancelled'] as const;
export type TripGroup = (typeof tripGroups)[number];

export const tripSummary = z.object({
  bookingId: z.string(),
  bookingNumber: z.string(),
  tourPackage: z.object({ title: z.string(), slug: z.string(), banner: z.string() }),
  travelDate: z.string(),
  /** The trip's last day (YYYY-MM-DD). */
  returnDate: z.string(),
  group: z.enum(tripGroups),
  bookingStatus: z.enum(bookingStatuses),
  tripStatus: z.enum(tripStatuses),
  /** Cancelled with its date by the operator ("Cancelled by the operator"). */
  cancelledByOperator: z.boolean(),
  /** The shared trip-status wording (travellerBookingLabel). */
  statusLabel: z.string(),
  /** What the booking still owes, in rupees (the one pending rule). */
  pendingAmount: z.number(),
  balanceDueDate: z.string(),
  balanceOverdue: z.boolean(),
  /** People whose traveller rows are still to be entered (0 once entered, or when no longer editable). */
  travellersMissing: z.number().int(),
  /** Travellers whose before-you-go details are incomplete while they can still be given. */
  detailsMissing: z.number().int(),
  documents: taxDocumentsResponse.extend({ receipt: z.boolean() }),
  latestAnnouncement: announcement.nullable(),
  calendar: calendarLinks,
});
export type TripSummary = z.infer<typeof tripSummary>;

export const tripsResponse = z.object({
  email: z.string(),
  expiresAt: z.string(),
  trips: z.array(tripSummary),
});
export type TripsResponse = z.infer<typeof tripsResponse>;
