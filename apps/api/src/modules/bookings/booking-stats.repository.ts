import { INDIA_TIME_ZONE } from '@wayfarer/shared/rules/travel-date';
import { and, count, eq, gte, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, paymentAttempts } from '../../db/schema.ts';

// The dashboards' booking figures (admin: every booking; creator: its packages') recounted from the
// rows, each one grouped query (ADR 980, 981). The dashboards read the kept figures instead
// (booking-figures.repository.ts, ADR 1211); booking-figures.test.ts holds them to this recount.
// Amounts are paise, summed as text so a large total never overflows int.

// The zone is inlined (a constant, not user text): a bound parameter would make the select and
// the group-by differ.
const INDIA = sql.raw(`'${INDIA_TIME_ZONE}'`);
const bookingMonth = sql<string>`to_char(${bookings.createdAt} at time zone ${INDIA}, 'YYYY-MM')`;
const bookingTotal = sql`(${bookings.packageAmountPaise} - ${bookings.discountPaise})`;
const isPaid = eq(bookings.paymentStatus, 'PAYMENT_SUCCESS');
const sumText = (value: SQL) => sql<string>`coalesce(sum(${value}), 0)::text`;

export type BookingMonth = { month: string; bookings: number; bookedPaise: number; paidPaise: number };

/** Paid bookings made since `since`, per India month: how many, their total and what they paid. */
export async function paidBookingsByMonth(
  db: Database,
  since: Date,
  creatorId?: string,
): Promise<BookingMonth[]> {
  const rows = await db
    .select({
      month: bookingMonth,
      bookings: count(),
      booked: sumText(bookingTotal),
      paid: sumText(sql`${bookings.paidPaise}`),
    })
    .from(bookings)
    .where(
      and(isPaid, gte(bookings.createdAt, since), creatorId ? eq(bookings.creatorId, creatorId) : undefined),
    )
    .groupBy(bookingMonth);
  return rows.map((row) => ({
    month: row.month,
    bookings: row.bookings,
    bookedPaise: Number(row.booked),
    paidPaise: Number(row.paid),
  }));
}

/**
 * Money received since the India day `sinceDate` (which begins at `since`), per India month: a
 * gateway payment counts in the month it succeeded (its row is last written then: a successful
 * attempt never changes again), an offline one in the month of the day it was paid (paid_on).
 */
export async function collectedByMonth(
  db: Database,
  sinceDate: string,
  since: Date,
  creatorId?: string,
): Promise<Map<string, number>> {
  const month = sql<string>`coalesce(to_char(${paymentAttempts.paidOn}, 'YYYY-MM'), to_char(${paymentAttempts.updatedAt} at time zone ${INDIA}, 'YYYY-MM'))`;
  const inRange = or(
    gte(paymentAttempts.paidOn, sinceDate),
    and(isNull(paymentAttempts.paidOn), gte(paymentAttempts.updatedAt, since)),
  );
  const base = db
    .select({ month, collected: sumText(sql`${paymentAttempts.amountPaise}`) })
    .from(paymentAttempts);
  const success = eq(paymentAttempts.status, 'PAYMENT_SUCCESS');
  const rows = creatorId
    ? await base
        .innerJoin(bookings, eq(bookings.id, paymentAttempts.bookingId))
        .where(and(success, inRange, eq(bookings.creatorId, creatorId)))
        .groupBy(month)
    : await base.where(and(success, inRange)).groupBy(month);
  return new Map(rows.map((row) => [row.month, Number(row.collected)]));
}

/**
 * The dashboards' booking totals, in one pass: the paid bookings, their total (package −
 * discount, whatever became of them since), and what running bookings still owe (≥ 0 each);
 * every booking, or only `creatorId`'s packages'.
 */
export async function bookingTotals(
  db: Database,
  creatorId?: string,
): Promise<{
  paidBookings: number;
  grossBookedPaise: number;
  outstandingPaise: number;
  unpaidAfterTravelPaise: number;
}> {
  // A completed trip's balance stays owed (pendingPaise: 0 only once cancelled).
  const running = inArray(bookings.status, ['CONFIRMED', 'CANCELLATION_REQUESTED', 'COMPLETED']);
  // The one pending rule (pendingPaise, ADR 1210): collected less what was refunded while live.
  const owed = sql`greatest(${bookingTotal} - (${bookings.paidPaise} - ${bookings.liveRefundedPaise}), 0)`;
  const [row] = await db
    .select({
      paidBookings: sql<number>`(count(*) filter (where ${isPaid}))::int`,
      grossBooked: sql<string>`coalesce(sum(${bookingTotal}) filter (where ${isPaid}), 0)::text`,
      outstanding: sql<string>`coalesce(sum(${owed}) filter (where ${running}), 0)::text`,
      afterTravel: sql<string>`coalesce(sum(${owed}) filter (where ${bookings.status} = 'COMPLETED'), 0)::text`,
    })
    .from(bookings)
    .where(creatorId ? eq(bookings.creatorId, creatorId) : undefined);
  return {
    paidBookings: Number(row?.paidBookings ?? 0),
    grossBookedPaise: Number(row?.grossBooked ?? 0),
    outstandingPaise: Number(row?.outstanding ?? 0),
    unpaidAfterTravelPaise: Number(row?.afterTravel ?? 0),
  };
}
