import type { Database } from '../../db/client.ts';
import { leads } from '../../db/schema.ts';

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
 * There is no creators or tour_packages table yet, so nothing can match and both links are
 * dropped; the creators and packages issues replace each `null` with a lookup in their table.
 */
export async function findExistingLinks(_db: Database, _ids: Partial<LeadLinks>): Promise<LeadLinks> {
  return { creatorId: null, packageId: null };
}
