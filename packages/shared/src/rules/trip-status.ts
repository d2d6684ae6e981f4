import { type BookingStatus, bookingStatusLabelOf, type TripStatus } from '../enums.ts';
import { addDays } from './travel-date.ts';

// ADR 1201: minimum group size. A dated trip with a minimum is confirmed once the people
// on its paid bookings reach it (or an operator runs it anyway); until then it is filling, and from
// its decision day (travel date − the package's decisionDaysBefore, India dates) at risk. A date
// once confirmed stays confirmed whatever is cancelled later.

export const MIN_TRAVELLERS_MAX = 999;
export const DECISION_DAYS_MIN = 1;
export const DECISION_DAYS_MAX = 180;
export const DEFAULT_DECISION_DAYS_BEFORE = 45;

/**
 * Bookings whose people count toward the minimum: something paid (CONFIRMED or later), not
 * cancelled. PENDING bookings (seat holds, nothing paid) never count.
 */
export const COUNTING_BOOKING_STATUSES: readonly BookingStatus[] = [
  'CONFIRMED',
  'CANCELLATION_REQUESTED',
  'COMPLETED',
];

export const countsTowardMinimum = (status: BookingStatus): boolean =>
  COUNTING_BOOKING_STATUSES.includes(status);

/** The people counted on a date: the sum of `people` over its counting bookings. */
export const countedPeople = (list: { status: BookingStatus; people: number }[]): number =>
  list.reduce((sum, b) => (countsTowardMinimum(b.status) ? sum + b.people : sum), 0);

/** The decision day of a trip on `travelDate` (YYYY-MM-DD, India). */
export const decisionDate = (travelDate: string, decisionDaysBefore: number): string =>
  addDays(travelDate, -decisionDaysBefore);

/** Whether `paidPeople` reach a minimum (none: always). */
export const isMinimumReached = (minTravellers: number | null, paidPeople: number): boolean =>
  minTravellers === null || paidPeople >= minTravellers;

export type TripInput = {
  travelDate: string;
  /** The date's minimum group size; null for none. */
  minTravellers: number | null;
  /** People on the date's counting bookings (countedPeople). */
  paidPeople: number;
  /** Whether the date was confirmed (confirmed_at stored): reached once, or run anyway. */
  confirmedAt: Date | string | null;
  decisionDaysBefore: number;
  /**
   * Whether the operator cancelled the date (or this booking with it). Required, never defaulted:
   * each caller says where it reads that from (the columns of ADR 1204).
   */
  cancelledByOperator: boolean;
  /** Today in India (todayInIndia). */
  today: string;
};

export type TripState = {
  tripStatus: TripStatus;
  /** People still needed: null without a minimum (or once cancelled), 0 once confirmed. */
  travellersNeeded: number | null;
  /** The public "confirmed" flag: true for a confirmed date and for a date without a minimum. */
  confirmed: boolean;
  /** The decision day, null without a minimum. */
  decisionDate: string | null;
};

/**
 * What the public page shows of a date beside its seats: the people it still needs (null without
 * a minimum, 0 once confirmed) and whether it is confirmed (true without a minimum).
 */
export function minimumProgress(
  input: Pick<TripInput, 'minTravellers' | 'paidPeople' | 'confirmedAt'>,
): Pick<TripState, 'travellersNeeded' | 'confirmed'> {
  if (input.minTravellers === null) return { travellersNeeded: null, confirmed: true };
  if (input.confirmedAt !== null || input.paidPeople >= input.minTravellers) {
    return { travellersNeeded: 0, confirmed: true };
  }
  return { travellersNeeded: input.minTravellers - input.paidPeople, confirmed: false };
}

export function tripState(input: TripInput): TripState {
  const hasMinimum = input.minTravellers !== null;
  const decision = hasMinimum ? decisionDate(input.travelDate, input.decisionDaysBefore) : null;
  if (input.cancelledByOperator) {
    return {
      tripStatus: 'cancelled_by_operator',
      travellersNeeded: null,
      confirmed: false,
      decisionDate: decision,
    };
  }
  if (input.minTravellers === null) {
    return { tripStatus: 'open', travellersNeeded: null, confirmed: true, decisionDate: null };
  }
  const progress = minimumProgress(input);
  if (progress.confirmed) {
    return { tripStatus: 'confirmed', travellersNeeded: 0, confirmed: true, decisionDate: decision };
  }
  const travellersNeeded = progress.travellersNeeded ?? 0;
  const atRisk = decision !== null && input.today >= decision;
  return {
    tripStatus: atRisk ? 'at_risk' : 'filling',
    travellersNeeded,
    confirmed: false,
    decisionDate: decision,
  };
}

/**
 * A confirmed date whose counted people have since fallen below its minimum (cancellations after
 * confirmation): it stays confirmed, and the operators are warned.
 */
export const isConfirmedBelowMinimum = (
  state: Pick<TripState, 'tripStatus'>,
  minTravellers: number | null,
  paidPeople: number,
): boolean => state.tripStatus === 'confirmed' && minTravellers !== null && paidPeople < minTravellers;

// The words travellers and operators read, word for word as the product names them.

/** "Needs 3 more travellers to confirm — full refund if it doesn't run". */
export const travellersNeededText = (needed: number): string =>
  `Needs ${needed} more ${needed === 1 ? 'traveller' : 'travellers'} to confirm — full refund if it doesn't run`;
export const CONFIRMED_DEPARTURE_TEXT = 'Confirmed departure';
export const SOLD_OUT_TEXT = 'Sold out';
export const AT_RISK_TEXT = 'At risk';
export const RUN_ANYWAY_TEXT = 'Run anyway';

/** The line a traveller reads about a date's minimum: null when there is nothing to say. */
export function tripLine(state: Pick<TripState, 'tripStatus' | 'travellersNeeded'>): string | null {
  if (state.tripStatus === 'confirmed') return CONFIRMED_DEPARTURE_TEXT;
  if ((state.tripStatus === 'filling' || state.tripStatus === 'at_risk') && state.travellersNeeded !== null) {
    return travellersNeededText(state.travellersNeeded);
  }
  return null;
}

/** The same line from a public package's date (TourDate: minTravellers, travellersNeeded, confirmed). */
export function publicDateLine(date: {
  minTravellers: number | null;
  travellersNeeded: number | null;
  confirmed: boolean;
}): string | null {
  if (date.minTravellers === null) return null;
  if (date.confirmed) return CONFIRMED_DEPARTURE_TEXT;
  return date.travellersNeeded ? travellersNeededText(date.travellersNeeded) : null;
}

/** The warning an operator reads on a confirmed date now below its minimum. */
export const belowMinimumWarning = (paidPeople: number, minTravellers: number): string =>
  `Confirmed, but cancellations have left ${paidPeople} of the minimum ${minTravellers} travellers`;

/** The confirmation e-mail's subject, in the product's words. */
export const tripConfirmedSubject = (formattedDate: string): string =>
  `Your trip on ${formattedDate} is confirmed`;

// Round 4, item 5 (ADR 1304): a booking is only "Confirmed" once its trip is. A paid booking on a
// date still short of its minimum is booked, not confirmed: travellers buy flights on that word.

/** The traveller's label of a paid booking whose date has a minimum not yet reached. */
export const BOOKED_NOT_CONFIRMED_TEXT = 'Booked — trip not yet confirmed';

/** Whether a date still waits for its minimum group size (filling or at risk). */
export const isTripPending = (tripStatus: TripStatus): boolean =>
  tripStatus === 'filling' || tripStatus === 'at_risk';

/**
 * The booking's state as the traveller reads it (the booking page's badge, the payment result,
 * the confirmation e-mail): a CONFIRMED booking on a date with a minimum not yet confirmed is
 * "Booked — trip not yet confirmed"; "Confirmed" once the date is (or when it has no minimum).
 * Every other status reads as bookingStatusLabelOf says (ADR 1204).
 */
export function travellerBookingLabel(b: {
  status: BookingStatus;
  cancelledByOperator: boolean;
  tripStatus: TripStatus;
}): string {
  if (b.status === 'CONFIRMED' && isTripPending(b.tripStatus)) return BOOKED_NOT_CONFIRMED_TEXT;
  return bookingStatusLabelOf(b);
}

/**
 * What a traveller is told of a date not yet confirmed: "This trip runs once 8 travellers have
 * booked; 4 more are needed by 20 Feb 2027. If it does not run, your booking is refunded in full."
 * `decisionDay` is already formatted for reading.
 */
export function tripMinimumNotice(
  minTravellers: number,
  travellersNeeded: number,
  decisionDay: string,
): string {
  const more = `${travellersNeeded} more ${travellersNeeded === 1 ? 'is' : 'are'} needed by ${decisionDay}`;
  return `This trip runs once ${minTravellers} travellers have booked; ${more}. If it does not run, your booking is refunded in full.`;
}
