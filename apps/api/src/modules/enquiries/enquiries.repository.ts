import { count, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { leads } from '../../db/schema.ts';
import { creatorExists } from '../creators/creators.repository.ts';

export type LeadRow = typeof leads.$inferSelect;
export type LeadLinks = { creatorId: string | null; packageId: string | null };

export async function insertLead(
  db: Database,
  lead: Pick<LeadRow, 'name' | 'email' | 'phone' | 'message'> & LeadLinks,
): Promise<LeadRow> {
  const [row] = await db
    .insert(leads)
    .values({ ...lead, status: 'new' })
    .returning();
  return row!;
}

/**
 * Which of the given (already UUID-shaped) ids name an existing creator / tour package.
 * There is no tour_packages table yet, so a packageId is always dropped; the packages issue
 * replaces that `null` with a lookup in its table.
 */
export async function findExistingLinks(db: Database, ids: Partial<LeadLinks>): Promise<LeadLinks> {
  const creatorId = ids.creatorId && (await creatorExists(db, ids.creatorId)) ? ids.creatorId : null;
  return { creatorId, packageId: null };
}

/**
 * The one definition of "the leads of this creator": those addressed to the creator. The
 * dashboard count, the leads inbox and the status change all use it. The packages issue adds
 * "or to one of its packages" here: `or package_id in (select id from tour_packages where
 * creator_id = $1)`.
 */
export const leadsAddressedTo = (creatorId: string): SQL => eq(leads.creatorId, creatorId);

export async function countLeadsForCreator(db: Database, creatorId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(leads).where(leadsAddressedTo(creatorId));
  return row?.value ?? 0;
}
