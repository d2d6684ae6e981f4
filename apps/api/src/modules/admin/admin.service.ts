import { leadStatuses } from '@wayfarer/shared/enums';
import type { AdminStats } from '@wayfarer/shared/schemas/admin';
import type { Database } from '../../db/client.ts';
import { countCreators } from '../creators/creators.repository.ts';
import { countLeadsByStatus } from '../leads/leads.repository.ts';

/**
 * The admin dashboard's figures. Packages and bookings are 0 until their issues add the tables;
 * they replace those zeros with one grouped count each.
 */
export async function getAdminStats(db: Database): Promise<AdminStats> {
  const creators = await countCreators(db);
  const byStatus = await countLeadsByStatus(db);
  const leads = Object.fromEntries(
    leadStatuses.map((status) => [status, byStatus.get(status) ?? 0]),
  ) as Record<(typeof leadStatuses)[number], number>;
  const total = leadStatuses.reduce((sum, status) => sum + leads[status], 0);
  return {
    creators,
    packages: { draft: 0, published: 0, rejected: 0 },
    leads: { ...leads, total },
    bookings: 0,
  };
}
