import { leadStatuses } from '@wayfarer/shared/enums';
import type { AdminStats } from '@wayfarer/shared/schemas/admin';
import type { Database } from '../../db/client.ts';
import { countPaidBookings } from '../bookings/bookings.repository.ts';
import { countCreators } from '../creators/creators.repository.ts';
import { getPlatformMargin } from '../earnings/earnings.service.ts';
import { countPackagesByStatus } from '../tours/tours.repository.ts';
import { countLeadsByStatus } from '../leads/leads.repository.ts';

/**
 * The admin dashboard's figures: creators, packages per status (one grouped count), leads per
 * status, the paid bookings and the platform's margin.
 */
export async function getAdminStats(db: Database): Promise<AdminStats> {
  const creators = await countCreators(db);
  const packages = await countPackagesByStatus(db);
  const byStatus = await countLeadsByStatus(db);
  const leads = Object.fromEntries(
    leadStatuses.map((status) => [status, byStatus.get(status) ?? 0]),
  ) as Record<(typeof leadStatuses)[number], number>;
  const total = leadStatuses.reduce((sum, status) => sum + leads[status], 0);
  return {
    creators,
    packages: {
      draft: packages.Draft,
      pendingReview: packages.PendingReview,
      published: packages.Published,
      rejected: packages.Rejected,
    },
    leads: { ...leads, total },
    bookings: await countPaidBookings(db),
    margin: await getPlatformMargin(db),
  };
}
