import type { BookingStatus } from '@wayfarer/shared/enums';
import { COUNTING_BOOKING_STATUSES } from '@wayfarer/shared/rules/trip-status';
import { and, asc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, creators, tourDates, tourDepartures, tourPackages } from '../../db/schema.ts';
import { insertEmailJobs, type NewEmailJob } from '../outbox/index.ts';

// The reads and writes of minimum group sizes: a date's counted people, its
// one-time confirmation (confirmed_at), the bookings told of it, and the decision-day job's dates.

const counting = [...COUNTING_BOOKING_STATUSES] as BookingStatus[];

/** A dated trip with what its status is worked out from (trip-status.ts). */
export type GroupDate = {
  tourDateId: string;
  packageId: string;
  departureId: string;
  date: string;
  minTravellers: number | null;
  confirmedAt: Date | null;
  decisionDaysBefore: number;
  packageTitle: string;
  creatorEmail: string;
  paidPeople: number;
  /** ADR 1204: the operator cancelled the date (tour_dates.cancelled_at). */
  cancelledByOperator: boolean;
};

/** People on the (package, departure, date)'s counting bookings, as a correlated subquery. */
const paidPeopleOf = sql<number>`(select coalesce(sum(b.people), 0)::int from ${bookings} b
  where b.package_id = ${tourDates.packageId} and b.departure_id = ${tourDates.departureId}
    and b.travel_date = ${tourDates.date}
    and b.status in (${sql.join(
      counting.map((s) => sql`${s}`),
      sql`, `,
    )}))`;

const groupDateColumns = {
  tourDateId: tourDates.id,
  packageId: tourDates.packageId,
  departureId: tourDates.departureId,
  date: tourDates.date,
  minTravellers: tourDates.minTravellers,
  confirmedAt: tourDates.confirmedAt,
  decisionDaysBefore: tourPackages.decisionDaysBefore,
  packageTitle: tourPackages.title,
  creatorEmail: creators.email,
  paidPeople: paidPeopleOf,
  cancelledByOperator: sql<boolean>`(${tourDates.cancelledAt} is not null)`,
};

const withNumbers = <T extends GroupDate>(row: T): T => ({
  ...row,
  paidPeople: Number(row.paidPeople),
  cancelledByOperator: row.cancelledByOperator === true || String(row.cancelledByOperator) === 't',
});

function groupDates(db: Database) {
  return db
    .select(groupDateColumns)
    .from(tourDates)
    .innerJoin(tourPackages, eq(tourPackages.id, tourDates.packageId))
    .innerJoin(creators, eq(creators.id, tourPackages.creatorId));
}

/**
 * The date a booking travels on (its package, departure and travel date), if it still exists;
 * `cancelledByOperator` also when the operator cancelled this booking alone (a declined move).
 */
export async function findGroupDateOfBooking(
  db: Database,
  bookingId: string,
): Promise<GroupDate | undefined> {
  const [row] = await db
    .select({
      ...groupDateColumns,
      cancelledByOperator: sql<boolean>`(${tourDates.cancelledAt} is not null or ${bookings.cancelledByOperator})`,
    })
    .from(tourDates)
    .innerJoin(tourPackages, eq(tourPackages.id, tourDates.packageId))
    .innerJoin(creators, eq(creators.id, tourPackages.creatorId))
    .innerJoin(
      bookings,
      and(
        eq(bookings.packageId, tourDates.packageId),
        eq(bookings.departureId, tourDates.departureId),
        eq(bookings.travelDate, tourDates.date),
      ),
    )
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row && withNumbers(row);
}

/** A date of the package by its departure and day. */
export async function findGroupDate(
  db: Database,
  packageId: string,
  departureId: string,
  date: string,
): Promise<GroupDate | undefined> {
  const [row] = await groupDates(db)
    .where(
      and(
        eq(tourDates.packageId, packageId),
        eq(tourDates.departureId, departureId),
        eq(tourDates.date, date),
      ),
    )
    .limit(1);
  return row && withNumbers(row);
}

/**
 * Locks the date row (FOR UPDATE) and reads it again with its counted people: two payments on one
 * date confirm in turn, the second counting the first's people once it has committed.
 */
export async function lockGroupDate(tx: Database, tourDateId: string): Promise<GroupDate | undefined> {
  await tx.select({ id: tourDates.id }).from(tourDates).where(eq(tourDates.id, tourDateId)).for('update');
  const [row] = await groupDates(tx).where(eq(tourDates.id, tourDateId)).limit(1);
  return row && withNumbers(row);
}

/** confirmed_at set, once: false when the date was already confirmed (nothing is sent twice). */
export async function markDateConfirmed(
  tx: Database,
  tourDateId: string,
  now: Date,
  by: string | null,
): Promise<boolean> {
  const rows = await tx
    .update(tourDates)
    .set({ confirmedAt: now, confirmedBy: by })
    .where(and(eq(tourDates.id, tourDateId), isNull(tourDates.confirmedAt)))
    .returning({ id: tourDates.id });
  return rows.length > 0;
}

/**
 * The counting bookings on a date, oldest first: who is told it is confirmed, and who an
 * announcement reaches (its live bookings, ADR 1207).
 */
export async function listCountingBookings(
  db: Database,
  date: Pick<GroupDate, 'packageId' | 'departureId' | 'date'>,
): Promise<
  { id: string; bookingNumber: string; name: string; email: string; people: number; manageKey: string }[]
> {
  return db
    .select({
      id: bookings.id,
      bookingNumber: bookings.bookingNumber,
      name: bookings.name,
      email: bookings.email,
      people: bookings.people,
      // ADR 1302: for the traveller's e-mail link only.
      manageKey: bookings.manageKey,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.packageId, date.packageId),
        eq(bookings.departureId, date.departureId),
        eq(bookings.travelDate, date.date),
        inArray(bookings.status, counting),
      ),
    )
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
}

/**
 * The decision-day job's dates: a minimum, not yet confirmed, not yet travelled (from `today`),
 * in date order, `limit` after `afterId` within the same keyset (date, id).
 */
export async function listUndecidedDates(
  db: Database,
  today: string,
  limit: number,
  after?: { date: string; id: string },
): Promise<GroupDate[]> {
  const rows = await groupDates(db)
    .where(
      and(
        isNotNull(tourDates.minTravellers),
        isNull(tourDates.confirmedAt),
        // A date the operator cancelled has nothing left to decide (ADR 1204).
        isNull(tourDates.cancelledAt),
        gte(tourDates.date, today),
        after
          ? sql`(${tourDates.date}, ${tourDates.id}) > (${after.date}::date, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(tourDates.date), asc(tourDates.id))
    .limit(limit);
  return rows.map(withNumbers);
}

/**
 * The dashboards' at-risk dates: a minimum, not confirmed, not yet travelled, on or after the
 * decision day (India `today`), below the minimum; a creator's own packages when `creatorId`.
 */
export async function listAtRiskDates(
  db: Database,
  today: string,
  limit: number,
  creatorId?: string,
): Promise<(GroupDate & { departureName: string })[]> {
  const rows = await db
    .select({ ...groupDateColumns, departureName: tourDepartures.name })
    .from(tourDates)
    .innerJoin(tourPackages, eq(tourPackages.id, tourDates.packageId))
    .innerJoin(creators, eq(creators.id, tourPackages.creatorId))
    .innerJoin(tourDepartures, eq(tourDepartures.id, tourDates.departureId))
    .where(
      and(
        isNotNull(tourDates.minTravellers),
        isNull(tourDates.confirmedAt),
        isNull(tourDates.cancelledAt),
        gte(tourDates.date, today),
        sql`${tourDates.date} - ${tourPackages.decisionDaysBefore} <= ${today}::date`,
        sql`${paidPeopleOf} < ${tourDates.minTravellers}`,
        creatorId ? eq(tourPackages.creatorId, creatorId) : undefined,
      ),
    )
    .orderBy(asc(tourDates.date), asc(tourDates.id))
    .limit(limit);
  return rows.map(withNumbers);
}

export type { NewEmailJob };
export { insertWhatsAppJobs } from '../outbox/index.ts';

/** Queues the jobs; one whose dedupe key was queued before is left out. Answers how many went in. */
export async function insertEmailJobsOnce(tx: Database, jobs: NewEmailJob[]): Promise<number> {
  return insertEmailJobs(tx, jobs);
}
