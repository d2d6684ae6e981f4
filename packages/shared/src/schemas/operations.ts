import { leadStatuses, tripStatuses } from '../enums.ts';
import { isIsoDate } from '../rules/travel-date.ts';
import { z } from '../zod.ts';
import { bookingContact } from './booking.ts';
import { bookingListQuery } from './booking-list.ts';
import { departureMoney } from './departure-ops.ts';

// Running the trips: the departure board, the manifest, CSV exports and the waitlist.

export const operationsMessages = {
  seatsAvailable: 'Seats are available — book now',
  dateNotFound: 'This date is not offered for the package',
  // Round 4, item 6: an announcement or a departure's notes are for a date still to come (or today).
  datePast: 'This date has already passed',
  dateInvalid: 'Dates are YYYY-MM-DD',
  dateOrder: '“From” must not be after “to”',
  tooManyPeople: 'More people than the date has seats',
  // One entry per date and e-mail address, whatever its case.
  alreadyWaiting: 'You are already on the waitlist for this date',
} as const;

/** Most people one waitlist entry may ask for. */
export const WAITLIST_MAX_PEOPLE = 50;

const isoDate = z.string().trim().max(10).refine(isIsoDate, { message: operationsMessages.dateInvalid });
/** An empty `?from=` or `?to=` means no bound. */
const optionalDate = z
  .string()
  .trim()
  .max(20)
  .optional()
  .transform((v) => v || undefined)
  .refine((v) => v === undefined || isIsoDate(v), { message: operationsMessages.dateInvalid });

export const boardHold = z.object({ people: z.number().int(), expiresAt: z.string() });

export const boardDate = z.object({
  date: z.string(),
  departureId: z.string(),
  departureName: z.string(),
  /** The date's cap in people; null = uncapped. */
  seats: z.number().int().nullable(),
  /** Closed for sale by the creator: no new bookings; its bookings stay. */
  closedForSale: z.boolean(),
  /** The operator cancelled the date (every booking on it refunded in full). */
  cancelledByOperator: z.boolean(),
  /** People on unpaid checkouts' holds still held. */
  held: z.number().int(),
  /** People on paid bookings (confirmed, cancellation requested, completed). */
  confirmed: z.number().int(),
  /** seats − held − confirmed holds (never below 0); null when uncapped. */
  left: z.number().int().nullable(),
  /** People waiting on the waitlist (not yet notified). */
  waitlisted: z.number().int(),
  /** Paid bookings. */
  bookings: z.number().int(),
  /** People on paid bookings (the same as confirmed). */
  people: z.number().int(),
  holds: z.array(boardHold),
  /** The minimum group size (null: none), where the trip stands, and its decision day. */
  minTravellers: z.number().int().nullable(),
  tripStatus: z.enum(tripStatuses),
  /** The decision day (travel date − the package's decision days); null without a minimum. */
  decisionDate: z.string().nullable(),
  /** People still needed (null without a minimum, 0 once confirmed). */
  travellersNeeded: z.number().int().nullable(),
  /** Confirmed, but cancellations since have left fewer paid people than the minimum. */
  belowMinimum: z.boolean(),
  /** ADR 1340: the date's money and margin, for the admin only (null for a creator). */
  money: departureMoney.nullable(),
});
export type BoardDate = z.infer<typeof boardDate>;

export const departuresBoardResponse = z.object({
  package: z.object({ id: z.string(), title: z.string() }),
  dates: z.array(boardDate),
});
export type DeparturesBoardResponse = z.infer<typeof departuresBoardResponse>;

export const manifestQuery = z.object({
  date: isoDate,
  departureId: z.string().trim().max(100).optional(),
});
export type ManifestQuery = z.input<typeof manifestQuery>;

/** One manifest row (the printable page; the CSV has the same columns). Amounts in paise. */
export const manifestLine = z.object({
  bookingNumber: z.string(),
  leadName: z.string(),
  phone: z.string(),
  email: z.string(),
  travellerName: z.string(),
  /** The traveller's row on the booking (null: the booking has no traveller rows yet). */
  position: z.number().int().nullable(),
  age: z.number().int().nullable(),
  gender: z.string().nullable(),
  room: z.string(),
  /** The booking's money on its lead (first) row only; null on its other travellers' rows. */
  paidPaise: z.number().int().nullable(),
  pendingPaise: z.number().int().nullable(),
  /** "Before you go"; medicalNotes and passportNumber null unless the reader is the admin or the package's creator. */
  emergencyContact: z.string(),
  dietaryNeeds: z.string(),
  medicalNotes: z.string().nullable(),
  passportNumber: z.string().nullable(),
  nationality: z.string(),
  passportExpiry: z.string(),
});
export type ManifestLine = z.infer<typeof manifestLine>;

export const manifestResponse = z.object({
  package: z.object({ id: z.string(), title: z.string() }),
  date: z.string(),
  lines: z.array(manifestLine),
});
export type ManifestResponse = z.infer<typeof manifestResponse>;

/** The bookings list's filters (all its rows, not a page), and a window of travel dates. */
export const bookingExportQuery = bookingListQuery
  .omit({ page: true })
  .extend({ from: optionalDate, to: optionalDate })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: operationsMessages.dateOrder,
    path: ['from'],
  });
export type BookingExportQuery = z.input<typeof bookingExportQuery>;

export const leadExportQuery = z.object({
  search: z.string().trim().max(100).optional().default(''),
  status: z
    .enum([...leadStatuses, ''])
    .catch('')
    .default(''),
});
export type LeadExportQuery = z.input<typeof leadExportQuery>;

export const waitlistBody = bookingContact.extend({
  people: z.number().int().min(1).max(WAITLIST_MAX_PEOPLE),
  date: isoDate,
  departureId: z.string().trim().min(1).max(100),
});
export type WaitlistBody = z.input<typeof waitlistBody>;

export const waitlistEntry = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  people: z.number().int(),
  date: z.string(),
  departureId: z.string(),
  departureName: z.string(),
  createdAt: z.string(),
  notifiedAt: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntry>;

export const waitlistCreated = z.object({ id: z.string(), message: z.string() });
export const waitlistResponse = z.object({ entries: z.array(waitlistEntry) });
export type WaitlistResponse = z.infer<typeof waitlistResponse>;

// A date's launch (ADR 1352): how its first hour after bookings opened went, for the creator.
export const launchQuery = z.object({
  date: isoDate,
  departureId: z.string().trim().min(1).max(100),
});
export type LaunchQuery = z.input<typeof launchQuery>;

/** Minutes of the launch the board shows (the first hour). */
export const LAUNCH_MINUTES = 60;

export const launchResponse = z.object({
  package: z.object({ id: z.string(), title: z.string() }),
  date: z.string(),
  departureId: z.string(),
  departureName: z.string(),
  /** The date's cap in people; null = uncapped. */
  seats: z.number().int().nullable(),
  /** When bookings opened: the date's first checkout (null: none yet). */
  openedAt: z.string().nullable(),
  /** Seats sold (people on paid, live bookings) in each minute of the first hour, by checkout time. */
  perMinute: z.array(z.number().int()).length(LAUNCH_MINUTES),
  /** Seats sold in the first hour, and in all. */
  soldFirstHour: z.number().int(),
  soldTotal: z.number().int(),
  /** The minute of the first hour in which the date's last seat went (null: not sold out then). */
  soldOutMinute: z.number().int().nullable(),
  /** The waitlist: entries (and their people) still waiting, and entries told seats came free. */
  waitlist: z.object({ waiting: z.number().int(), people: z.number().int(), told: z.number().int() }),
});
export type LaunchResponse = z.infer<typeof launchResponse>;
