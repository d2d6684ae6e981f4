import { lastMonths, STATS_MONTHS } from '@wayfarer/shared/rules/dashboard-figures';
import { paiseToRupees } from '@wayfarer/shared/rules/money';
import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import type { MonthlyFigures } from '@wayfarer/shared/schemas/booking-list';
import type { Database } from '../../db/client.ts';
import { keptMonths } from './booking-figures.repository.ts';

export type MonthWithRevenue = MonthlyFigures & {
  /** What was paid so far for the paid bookings made that month (the creator chart's first figure). */
  revenue: number;
};

/**
 * The last 12 months up to `now` in India time, oldest first, months with nothing as zeros
 * (ADR 981): every booking, or only `creatorId`'s packages'. Read from the kept monthly figures
 * (ADR 1211): at most 12 rows, whatever the number of bookings.
 */
export async function getMonthlyFigures(
  db: Database,
  now: Date,
  creatorId?: string,
): Promise<MonthWithRevenue[]> {
  const months = lastMonths(todayInIndia(now), STATS_MONTHS);
  const kept = new Map((await keptMonths(db, months[0] ?? '', creatorId)).map((row) => [row.month, row]));
  return months.map((month) => {
    const row = kept.get(month);
    return {
      month,
      bookings: row?.bookings ?? 0,
      booked: paiseToRupees(row?.bookedPaise ?? 0),
      collected: paiseToRupees(row?.collectedPaise ?? 0),
      revenue: paiseToRupees(row?.paidPaise ?? 0),
    };
  });
}
