import type { TripStatus } from '@wayfarer/shared/enums';
import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { isMinimumReached, type TripState, tripState } from '@wayfarer/shared/rules/trip-status';
import { operationsMessages } from '@wayfarer/shared/schemas/operations';
import type { AtRiskDate, ConfirmDateResponse, confirmDateBody } from '@wayfarer/shared/schemas/group-trips';
import type { z } from '@wayfarer/shared/zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { findAdminRecipients } from '../settings/index.ts';
import { packageForUser } from '../tours/index.ts';
import { whatsappTripConfirmed } from '../outbox/index.ts';
import { atRiskJobs, confirmationJobs } from './group-trip-emails.ts';
import {
  findGroupDate,
  findGroupDateOfBooking,
  type GroupDate,
  insertEmailJobsOnce,
  insertWhatsAppJobs,
  listAtRiskDates,
  listCountingBookings,
  listUndecidedDates,
  lockGroupDate,
  markDateConfirmed,
} from './group-trips.repository.ts';
import type { Clock } from '../../lib/clock.ts';

// ADR 1201–1203: minimum group size. A date is confirmed once, when its paid
// people reach the minimum (in the payment's own transaction) or when an operator runs it anyway;
// the decision-day job confirms what reached it otherwise (a minimum lowered) and, from the
// decision day, tells the admin and the creator daily of each date still below it.

type Deps = { db: Database; clock: Clock };

/**
 * Where the date stands; `cancelledByOperator` is part B's (ADR 1204): the date's operator
 * cancellation (`tour_dates.cancelled_at`), or for a booking read also the booking's own.
 */
export const stateOf = (
  date: GroupDate,
  today: string,
  cancelledByOperator = date.cancelledByOperator,
): TripState =>
  tripState({
    travelDate: date.date,
    minTravellers: date.minTravellers,
    paidPeople: date.paidPeople,
    confirmedAt: date.confirmedAt,
    decisionDaysBefore: date.decisionDaysBefore,
    cancelledByOperator,
    today,
  });

/** confirmed_at set once and everyone told, in `tx`; false when it was confirmed already. */
async function confirmLocked(tx: Database, date: GroupDate, now: Date, by: string | null): Promise<boolean> {
  if (!(await markDateConfirmed(tx, date.tourDateId, now, by))) return false;
  const booked = await listCountingBookings(tx, date);
  await insertEmailJobsOnce(tx, confirmationJobs(date, booked, await findAdminRecipients(tx)));
  await insertWhatsAppJobs(
    tx,
    booked.map((b) => whatsappTripConfirmed(b, date)),
  );
  return true;
}

/**
 * Called where a payment confirms a booking (payment-state.ts), inside its transaction: when the
 * booking's date has a minimum and its paid people now reach it, the date is confirmed once.
 * The date row is locked first, so two payments landing together confirm it once between them.
 */
export async function confirmDateIfReached(tx: Database, bookingId: string, now: Date): Promise<boolean> {
  const found = await findGroupDateOfBooking(tx, bookingId);
  if (!found || found.minTravellers === null || found.confirmedAt !== null) return false;
  const date = await lockGroupDate(tx, found.tourDateId);
  if (!date || date.confirmedAt !== null || date.minTravellers === null) return false;
  if (!isMinimumReached(date.minTravellers, date.paidPeople)) return false;
  return confirmLocked(tx, date, now, null);
}

/** "Run anyway": an admin, or the package's creator, confirms a date below its minimum. */
export async function confirmDateByHand(
  deps: Deps,
  user: AuthUser,
  packageId: string,
  body: z.output<typeof confirmDateBody>,
): Promise<ConfirmDateResponse> {
  const pkg = await packageForUser(deps.db, user, packageId);
  const now = deps.clock();
  const found = await findGroupDate(deps.db, pkg.id, body.departureId, body.date);
  if (!found) throw new AppError('TOUR_DATE_NOT_FOUND', operationsMessages.dateNotFound);
  const date = await deps.db.transaction(async (tx) => {
    const locked = await lockGroupDate(tx, found.tourDateId);
    if (!locked) throw new AppError('TOUR_DATE_NOT_FOUND', operationsMessages.dateNotFound);
    // A date without a minimum has nothing to decide: it runs as it is.
    if (locked.minTravellers === null || locked.confirmedAt !== null) return locked;
    await confirmLocked(tx, locked, now, user.id);
    return { ...locked, confirmedAt: now };
  });
  const state = stateOf(date, todayInIndia(now));
  return {
    date: date.date,
    departureId: date.departureId,
    minTravellers: date.minTravellers,
    tripStatus: state.tripStatus,
    travellersNeeded: state.travellersNeeded,
    confirmedAt: date.confirmedAt ? date.confirmedAt.toISOString() : null,
  };
}

/** What the booking page reads of its date (open for a date without a minimum or no date row). */
export async function tripOfBooking(
  db: Database,
  bookingId: string,
  now: Date,
): Promise<{ tripStatus: TripStatus; travellersNeeded: number | null }> {
  const date = await findGroupDateOfBooking(db, bookingId);
  if (!date) return { tripStatus: 'open', travellersNeeded: null };
  const state = stateOf(date, todayInIndia(now));
  return { tripStatus: state.tripStatus, travellersNeeded: state.travellersNeeded };
}

/**
 * What the traveller's booking confirmation says of its date (ADR 1304): where it stands, its
 * minimum, the people it still needs and its decision day. Open for a date without a row.
 */
export async function tripNoticeOfBooking(
  db: Database,
  bookingId: string,
  now: Date,
): Promise<
  Pick<TripState, 'tripStatus' | 'travellersNeeded' | 'decisionDate'> & { minTravellers: number | null }
> {
  const date = await findGroupDateOfBooking(db, bookingId);
  if (!date) return { tripStatus: 'open', travellersNeeded: null, decisionDate: null, minTravellers: null };
  const state = stateOf(date, todayInIndia(now));
  return {
    tripStatus: state.tripStatus,
    travellersNeeded: state.travellersNeeded,
    decisionDate: state.decisionDate,
    minTravellers: date.minTravellers,
  };
}

/** Most at-risk dates a dashboard lists (the oldest decisions first). */
export const AT_RISK_SHOWN = 20;

/** The dashboards' at-risk dates (ADR 1203): every package for the admin, its own for a creator. */
export async function atRiskDates(db: Database, now: Date, creatorId?: string): Promise<AtRiskDate[]> {
  const today = todayInIndia(now);
  const rows = await listAtRiskDates(db, today, AT_RISK_SHOWN, creatorId);
  return rows.flatMap((row) => {
    const state = stateOf(row, today);
    if (state.tripStatus !== 'at_risk') return [];
    return [
      {
        packageId: row.packageId,
        packageTitle: row.packageTitle,
        date: row.date,
        departureId: row.departureId,
        departureName: row.departureName,
        minTravellers: row.minTravellers ?? 0,
        paidPeople: row.paidPeople,
        travellersNeeded: state.travellersNeeded ?? 0,
        decisionDate: state.decisionDate ?? row.date,
      },
    ];
  });
}

const DECISION_BATCH = 200;
const DECISION_MAX_BATCHES = 50;

/**
 * The decision-day job (any instance, any number of times a day): every date with a minimum, not
 * confirmed and not yet travelled, is confirmed when its paid people reach the minimum; one still
 * below it on or after its decision day (India time) is at risk, and the admin address and the
 * creator are e-mailed once per date per day (dedupe key per date and day).
 */
export async function runTripDecisionsOnce(deps: Deps): Promise<{ confirmed: number; atRisk: number }> {
  const now = deps.clock();
  const today = todayInIndia(now);
  const adminTo = await findAdminRecipients(deps.db);
  let confirmed = 0;
  let atRisk = 0;
  let after: { date: string; id: string } | undefined;
  for (let batch = 0; batch < DECISION_MAX_BATCHES; batch++) {
    const dates = await listUndecidedDates(deps.db, today, DECISION_BATCH, after);
    for (const date of dates) {
      const state = stateOf(date, today);
      if (state.tripStatus === 'confirmed') {
        const done = await deps.db.transaction(async (tx) => {
          const locked = await lockGroupDate(tx, date.tourDateId);
          if (
            !locked ||
            locked.confirmedAt !== null ||
            !isMinimumReached(locked.minTravellers, locked.paidPeople)
          )
            return false;
          return confirmLocked(tx, locked, now, null);
        });
        if (done) confirmed += 1;
      } else if (state.tripStatus === 'at_risk' && state.decisionDate && state.travellersNeeded !== null) {
        const queued = await insertEmailJobsOnce(
          deps.db,
          atRiskJobs(date, state.travellersNeeded, state.decisionDate, today, adminTo),
        );
        if (queued > 0) atRisk += 1;
      }
    }
    const last = dates.at(-1);
    if (!last || dates.length < DECISION_BATCH) break;
    after = { date: last.date, id: last.tourDateId };
  }
  return { confirmed, atRisk };
}
