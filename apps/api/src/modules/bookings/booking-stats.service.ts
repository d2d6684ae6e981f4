import { lastMonths, STATS_MONTHS } from '@wayfarer/shared/rules/dashboard-figures';
import { paiseToRupees } from '@wayfarer/shared/rules/money';
import { indiaMidnight, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import type { MonthlyFigures } from '@wayfarer/shared/schemas/booking-list';
import type { Database } from '../../db/client.ts';
import { collectedByMonth, paidBookingsByMonth } from './booking-stats.repository.ts';

export type MonthWithRevenue = MonthlyFigures & {
  /** What was paid so far for the paid bookings made that month (the creator chart's first figure). */
  revenue: number;
};

/**
 * The last 12 months up to `now` in India time, oldest first, months with nothing as zeros
 * (ADR 981): every booking, or only `creatorId`'s packages'. Two grouped queries.
 */
export async function getMonthlyFigures(
  db: Database,
  now: Date,
  creatorId?: string,
): Promise<MonthWithRevenue[]> {
  const months = lastMonths(todayInIndia(now), STATS_MONTHS);
  const firstDay = `${months[0]}-01`;
  const since = indiaMidnight(firstDay);
  const booked = new Map((await paidBookingsByMonth(db, since, creatorId)).map((row) => [row.month, row]));
  const collected = await collectedByMonth(db, firstDay, since, creatorId);
  return months.map((month) => {
    const row = booked.get(month);
    return {
      month,
      bookings: row?.bookings ?? 0,
      booked: paiseToRupees(row?.bookedPaise ?? 0),
      collected: paiseToRupees(collected.get(month) ?? 0),
      revenue: paiseToRupees(row?.paidPaise ?? 0),
    };
  });
}
