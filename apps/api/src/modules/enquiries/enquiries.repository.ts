import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { creators, leads, recordCounts, tourPackages } from '../../db/schema.ts';
import { creatorExists } from '../creators/index.ts';

export type LeadRow = typeof leads.$inferSelect;
export type LeadLinks = { creatorId: string | null; packageId: string | null };

export async function insertLead(
  db: Database,
  lead: Pick<LeadRow, 'name' | 'email' | 'phone' | 'message' | 'shareLinkId'> & LeadLinks,
): Promise<LeadRow> {
  const [row] = await db
    .insert(leads)
    .values({ ...lead, status: 'new' })
    .returning();
  return row!;
}

/**
 * Which of the given (already UUID-shaped) ids name an existing creator / tour package. A lead
 * about a package with no creator given is addressed to the package's creator.
 */
export async function findExistingLinks(db: Database, ids: Partial<LeadLinks>): Promise<LeadLinks> {
  const creatorId = ids.creatorId && (await creatorExists(db, ids.creatorId)) ? ids.creatorId : null;
  const [pkg] = ids.packageId
    ? await db
        .select({ id: tourPackages.id, creatorId: tourPackages.creatorId })
        .from(tourPackages)
        .where(eq(tourPackages.id, ids.packageId))
        .limit(1)
    : [];
  return { creatorId: creatorId ?? pkg?.creatorId ?? null, packageId: pkg?.id ?? null };
}

/**
 * The one definition of "the leads of this creator": those addressed to the creator or to one
 * of its packages. The dashboard count, the leads inbox and the status change all use it.
 */
export const leadsAddressedTo = (creatorId: string): SQL =>
  sql`(${leads.creatorId} = ${creatorId} or ${leads.packageId} in (select ${tourPackages.id} from ${tourPackages} where ${tourPackages.creatorId} = ${creatorId}))`;

/** The leads addressed to the creator (leadsAddressedTo), kept by the database (ADR 1211). */
export async function countLeadsForCreator(db: Database, creatorId: string): Promise<number> {
  const [row] = await db
    .select({ n: recordCounts.n })
    .from(recordCounts)
    .where(and(eq(recordCounts.scope, creatorId), eq(recordCounts.name, 'creator-leads')));
  return Number(row?.n ?? 0);
}

export type LeadAudience = {
  /** Every creator whose leads inbox shows the lead (leadsAddressedTo): the one it names and its package's. */
  creators: { id: string; email: string; fullName: string }[];
  packageTitle: string | null;
};

/** Who a new lead concerns: the creators who see it in their inbox, and its package's title. */
export async function findLeadAudience(db: Database, links: LeadLinks): Promise<LeadAudience> {
  const [pkg] = links.packageId
    ? await db
        .select({ title: tourPackages.title, creatorId: tourPackages.creatorId })
        .from(tourPackages)
        .where(eq(tourPackages.id, links.packageId))
        .limit(1)
    : [];
  const ids = [...new Set([links.creatorId, pkg?.creatorId].filter((id): id is string => Boolean(id)))];
  const audience =
    ids.length === 0
      ? []
      : await db
          .select({ id: creators.id, email: creators.email, fullName: creators.fullName })
          .from(creators)
          .where(inArray(creators.id, ids))
          .orderBy(asc(creators.id));
  return { creators: audience, packageTitle: pkg?.title ?? null };
}
