import { leadStatuses } from '@wayfarer/shared/enums';
import { conversionPercent } from '@wayfarer/shared/rules/dashboard-figures';
import { platformMarginPaise } from '@wayfarer/shared/rules/commission';
import { paiseToRupees } from '@wayfarer/shared/rules/money';
import type { AdminStats } from '@wayfarer/shared/schemas/admin';
import type { Database } from '../../db/client.ts';
import { keptTotals } from '../bookings/index.ts';
import { getMonthlyFigures } from '../bookings/index.ts';
import { countCreators } from '../creators/index.ts';
import { countPackagesByStatus } from '../tours/index.ts';
import { countLeadConversion, countLeadsByStatus } from '../leads/index.ts';
import { atRiskDates } from '../group-trips/index.ts';

/**
 * The admin dashboard's figures: creators, packages per status (one grouped count), leads per
 * status and their conversion, the paid bookings, the money booked, collected, owed and refunded,
 * the platform's margin and the last 12 months (ADR 980–982). The booking, money and package
 * figures are the kept totals (ADR 1211): a few rows read, whatever the number of bookings.
 */
export async function getAdminStats(db: Database, now: Date = new Date()): Promise<AdminStats> {
  const creators = await countCreators(db);
  const packages = await countPackagesByStatus(db);
  const byStatus = await countLeadsByStatus(db);
  const leads = Object.fromEntries(
    leadStatuses.map((status) => [status, byStatus.get(status) ?? 0]),
  ) as Record<(typeof leadStatuses)[number], number>;
  const total = leadStatuses.reduce((sum, status) => sum + leads[status], 0);
  const totals = await keptTotals(db);
  const margin = {
    paid: paiseToRupees(totals.collectedPaise),
    refunded: paiseToRupees(totals.refundedPaise),
    creatorsShare: paiseToRupees(totals.earningsPaise),
    platformMargin: paiseToRupees(
      platformMarginPaise(totals.collectedPaise, totals.refundedPaise, totals.earningsPaise),
    ),
  };
  const conversion = await countLeadConversion(db);
  const monthly = await getMonthlyFigures(db, now);
  return {
    atRiskDates: await atRiskDates(db, now),
    creators,
    packages: {
      draft: packages.Draft,
      pendingReview: packages.PendingReview,
      published: packages.Published,
      rejected: packages.Rejected,
    },
    leads: { ...leads, total },
    bookings: totals.paidBookings,
    margin,
    grossBooked: paiseToRupees(totals.grossBookedPaise),
    // The margin's own sums: every successful payment attempt (token, full, balance, offline) and
    // every completed refund — one definition of each, read once.
    collected: margin.paid,
    outstanding: paiseToRupees(totals.outstandingPaise),
    unpaidAfterTravel: paiseToRupees(totals.unpaidAfterTravelPaise),
    refunds: margin.refunded,
    leadConversion: {
      ...conversion,
      percent: conversionPercent(conversion.converted, conversion.leads),
    },
    monthly: monthly.map(({ month, bookings, booked, collected }) => ({
      month,
      bookings,
      booked,
      collected,
    })),
  };
}
