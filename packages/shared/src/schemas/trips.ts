import { bookingStatuses, tripStatuses } from '../enums.ts';
import { z } from '../zod.ts';
import { announcement } from './announcements.ts';
import { emailField } from './auth.ts';
import { taxDocumentsResponse } from './invoice.ts';

// "My trips" (ADR 1310): a traveller signs in with a one-time link e-mailed to the
// address they booked with, and sees every booking made with it, in any letter case.

/** A sign-in link works once, for this long. */
export const SIGN_IN_LINK_MINUTES = 15;
/** A traveller's session lasts this long from the link's use (its own sign-out ends it sooner). */
export const TRAVELLER_SESSION_DAYS = 7;
/** Links asked for one address in an hour (per IP, AUTH_RATE_LIMIT a minute applies as well). */
export const SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR = 5;
/** The traveller's session cookie: httpOnly, SameSite=Strict, sent to /v1 only. */
export const TRAVELLER_SESSION_COOKIE = 'wayfarer_traveller';
/** The most bookings "My trips" lists (the latest travel dates first). */
export const TRIPS_LIST_MAX = 100;

export const tripsMessages = {
  title: 'My trips',
  intro:
    'Enter the e-mail address you booked with. We will send you a link that signs you in — no password needed.',
  emailLabel: 'E-mail address',
  sendLink: 'Send me a sign-in link',
  checkEmail: (email: string) =>
    `Check your e-mail. If ${email} has bookings with us, a sign-in link is on its way. It works once, for ${SIGN_IN_LINK_MINUTES} minutes.`,
  signingIn: 'Signing you in…',
  invalidLink: 'This sign-in link has expired or has already been used. Ask for a new one below.',
  signInRequired: 'Sign in to see your trips',
  signedInAs: (email: string) => `Signed in as ${email}`,
  signOut: 'Sign out',
  signedOut: 'You are signed out of My trips.',
  noTrips: 'No bookings were made with this address yet.',
  upcoming: 'Upcoming',
  past: 'Past',
  cancelled: 'Cancelled',
  openBooking: 'Open booking',
  stillToPay: 'Still to pay',
  payBalance: 'Pay the balance',
  addTravellers: (missing: number) => `Add ${missing} traveller${missing === 1 ? '' : 's'}`,
  completeDetails: (missing: number) =>
    `Complete before-you-go details (${missing} traveller${missing === 1 ? '' : 's'})`,
  allSet: 'Nothing else needed for now.',
  documents: 'Documents',
  receipt: 'Receipt',
  latestAnnouncement: 'Latest announcement',
  addToCalendar: 'Add to calendar (.ics)',
  googleCalendar: 'Add to Google Calendar',
  emailSubject: 'Your sign-in link for My trips on Wayfarer',
} as const;

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
