import { conversionPercent } from '@wayfarer/shared/rules/dashboard-figures';
import { paiseToRupees } from '@wayfarer/shared/rules/money';
import type { CreatorDashboard } from '@wayfarer/shared/schemas/creator';
import type { Database } from '../../db/client.ts';
import { toBookingListRow } from '../bookings/index.ts';
import { keptTotals } from '../bookings/index.ts';
import { getMonthlyFigures } from '../bookings/index.ts';
import { recentPaidBookings } from '../bookings/index.ts';
import { countCreatorPackages } from '../creators/index.ts';
import { countLeadsForCreator } from '../enquiries/index.ts';
import { countLeadConversion } from '../leads/index.ts';
import { countPackagesByStatus } from '../tours/index.ts';
import { atRiskDates } from '../group-trips/index.ts';

// The creator dashboard gathers figures from the modules that own them (creators, tours,
// enquiries, leads, bookings, earnings): it sits above them, so none of them imports another back.

/**
 * spec 001 dashboard: leads addressed to the creator (or its packages) and its packages; paid
 * bookings of its packages, what was paid for them (rupees), the 5 latest, and its last 12 months
 * (ADR 983).
 */
export async function getCreatorDashboard(
  db: Database,
  creatorId: string,
  now: Date = new Date(),
): Promise<CreatorDashboard> {
  const totalQueries = await countLeadsForCreator(db, creatorId);
  const packages = await countCreatorPackages(db, creatorId);
  const recent = await recentPaidBookings(db, creatorId);
  const byStatus = await countPackagesByStatus(db, creatorId);
  // Its kept totals (ADR 1211): a few rows read, whatever the number of bookings.
  const totals = await keptTotals(db, creatorId);
  const conversion = await countLeadConversion(db, creatorId);
  return {
    atRiskDates: await atRiskDates(db, now, creatorId),
    totalQueries,
    totalTourPackages: packages.total,
    pendingTourPackages: packages.pending,
    publishedTourPackages: packages.published,
    totalBookings: totals.paidBookings,
    totalRevenue: paiseToRupees(totals.revenuePaise),
    recentSales: recent.map(toBookingListRow),
    monthlyRevenue: await getMonthlyFigures(db, now, creatorId),
    // The admin dashboard's figures, for its own packages and leads (ADR 979).
    grossBooked: paiseToRupees(totals.grossBookedPaise),
    collected: paiseToRupees(totals.collectedPaise),
    outstanding: paiseToRupees(totals.outstandingPaise),
    unpaidAfterTravel: paiseToRupees(totals.unpaidAfterTravelPaise),
    refunds: paiseToRupees(totals.refundedPaise),
    leadConversion: { ...conversion, percent: conversionPercent(conversion.converted, conversion.leads) },
    packagesByStatus: {
      draft: byStatus.Draft,
      pendingReview: byStatus.PendingReview,
      published: byStatus.Published,
      rejected: byStatus.Rejected,
    },
  };
}
