import type { LeadStatus } from '@wayfarer/shared/enums';
import { and, desc, eq, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import { COUNT_CAP, cappedCount } from '../../db/capped-count.ts';
import type { Database } from '../../db/client.ts';
import { nameContains } from '../../db/name-search.ts';
import { bookings, creators, leads, recordCounts, tourPackages } from '../../db/schema.ts';
import { leadsAddressedTo } from '../enquiries/index.ts';

// The kept conversion columns (ADR 1211) are the database's own: the reads leave them out.
export type LeadRow = Omit<typeof leads.$inferSelect, 'converted' | 'addressedTo' | 'convertedFor'>;
/** A lead with its creator's name and its package (left joins, never a query per row). */
export type LeadWithCreator = LeadRow & {
  creator: { id: string; fullName: string; username: string } | null;
  package: { id: string; title: string; slug: string } | null;
  /** The package's creator (null without a package). */
  packageCreatorId: string | null;
  /** ADR 1360: the booking the admin made from the lead, if any. */
  booking: { id: string; bookingNumber: string; status: string } | null;
};

/** Whose leads: every lead (an admin), or those addressed to a creator or its packages. */
export type LeadScope = 'all' | { creatorId: string };

const scopeWhere = (scope: LeadScope): SQL | undefined =>
  scope === 'all' ? undefined : leadsAddressedTo(scope.creatorId);

export type LeadFilter = {
  scope: LeadScope;
  search: string;
  status: LeadStatus | '';
};

function whereOf(filter: LeadFilter): SQL | undefined {
  const search = filter.search
    ? or(
        nameContains(leads.name, filter.search),
        nameContains(leads.email, filter.search),
        nameContains(leads.phone, filter.search),
      )
    : undefined;
  return and(scopeWhere(filter.scope), filter.status ? eq(leads.status, filter.status) : undefined, search);
}

const leadColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  message: leads.message,
  status: leads.status,
  creatorId: leads.creatorId,
  packageId: leads.packageId,
  shareLinkId: leads.shareLinkId,
  bookingId: leads.bookingId,
  createdAt: leads.createdAt,
  bookingNumber: bookings.bookingNumber,
  bookingStatus: bookings.status,
  creatorFullName: creators.fullName,
  creatorUsername: creators.username,
  packageTitle: tourPackages.title,
  packageSlug: tourPackages.slug,
  packageCreatorId: tourPackages.creatorId,
};

type JoinedRow = LeadRow & {
  packageCreatorId: string | null;
  creatorFullName: string | null;
  creatorUsername: string | null;
  packageTitle: string | null;
  packageSlug: string | null;
  bookingNumber: string | null;
  bookingStatus: string | null;
};

const toLeadWithCreator = ({
  creatorFullName,
  creatorUsername,
  packageTitle,
  packageSlug,
  bookingNumber,
  bookingStatus,
  ...lead
}: JoinedRow): LeadWithCreator => ({
  ...lead,
  booking:
    lead.bookingId && bookingNumber !== null && bookingStatus !== null
      ? { id: lead.bookingId, bookingNumber, status: bookingStatus }
      : null,
  creator:
    lead.creatorId && creatorFullName !== null && creatorUsername !== null
      ? { id: lead.creatorId, fullName: creatorFullName, username: creatorUsername }
      : null,
  package:
    lead.packageId && packageTitle !== null && packageSlug !== null
      ? { id: lead.packageId, title: packageTitle, slug: packageSlug }
      : null,
});

/** A page, newest first. */
export async function listLeads(
  db: Database,
  filter: LeadFilter & { offset: number; limit: number },
): Promise<{ rows: LeadWithCreator[]; total: number }> {
  const where = whereOf(filter);
  const rows = await db
    .select(leadColumns)
    .from(leads)
    .leftJoin(creators, eq(creators.id, leads.creatorId))
    .leftJoin(tourPackages, eq(tourPackages.id, leads.packageId))
    .leftJoin(bookings, eq(bookings.id, leads.bookingId))
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(filter.limit)
    .offset(filter.offset);
  // Up to COUNT_CAP: an exact count read every matching lead on every page. Every
  // lead, or every lead of a status (an admin's list without a search), is the kept count per
  // status (ADR 1211, 1223): capped alike, without reading up to COUNT_CAP index entries.
  const total =
    filter.scope === 'all' && !filter.search
      ? Math.min(COUNT_CAP, await countKeptLeads(db, filter.status))
      : await cappedCount(db, leads, where);
  return { rows: rows.map(toLeadWithCreator), total };
}

/** Every lead, or those of one status, from the kept counts (record_counts, ADR 1211). */
async function countKeptLeads(db: Database, status: LeadStatus | ''): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${recordCounts.n}), 0)::text` })
    .from(recordCounts)
    .where(
      and(
        eq(recordCounts.scope, ''),
        status ? eq(recordCounts.name, `lead:${status}`) : like(recordCounts.name, 'lead:%'),
      ),
    );
  return Number(row?.n ?? 0);
}

/** One lead within a scope. */
export async function findLead(
  db: Database,
  id: string,
  scope: LeadScope,
): Promise<LeadWithCreator | undefined> {
  const [row] = await db
    .select(leadColumns)
    .from(leads)
    .leftJoin(creators, eq(creators.id, leads.creatorId))
    .leftJoin(tourPackages, eq(tourPackages.id, leads.packageId))
    .leftJoin(bookings, eq(bookings.id, leads.bookingId))
    .where(and(eq(leads.id, id), scopeWhere(scope)))
    .limit(1);
  return row ? toLeadWithCreator(row) : undefined;
}

/**
 * ADR 1360: the lead became the booking the admin made from it, its status confirmed — once: false
 * when the lead already names a booking (the caller's transaction is then rolled back).
 */
export async function linkLeadToBooking(tx: Database, leadId: string, bookingId: string): Promise<boolean> {
  const rows = await tx
    .update(leads)
    .set({ bookingId, status: 'confirmed' })
    .where(and(eq(leads.id, leadId), isNull(leads.bookingId)))
    .returning({ id: leads.id });
  return rows.length === 1;
}

export async function updateLeadStatus(db: Database, id: string, status: LeadStatus): Promise<void> {
  await db.update(leads).set({ status }).where(eq(leads.id, id));
}

/** Leads per status. */
export async function countLeadsByStatus(db: Database): Promise<Map<string, number>> {
  // Kept by a trigger on leads (ADR 1211): a row per status, whatever the number of leads.
  const rows = await db
    .select({ name: recordCounts.name, n: recordCounts.n })
    .from(recordCounts)
    .where(and(eq(recordCounts.scope, ''), like(recordCounts.name, 'lead:%')));
  return new Map(rows.map((row) => [row.name.slice('lead:'.length), Number(row.n)]));
}

export type NewLead = Pick<
  typeof leads.$inferInsert,
  'name' | 'email' | 'phone' | 'message' | 'status' | 'creatorId' | 'createdAt'
>;

/** Several at once (the demo seed). */
export async function insertLeads(db: Database, rows: NewLead[]): Promise<number> {
  if (rows.length === 0) return 0;
  return (await db.insert(leads).values(rows).returning({ id: leads.id })).length;
}

export async function hasLeads(db: Database): Promise<boolean> {
  const rows = await db.select({ id: leads.id }).from(leads).limit(1);
  return rows.length > 0;
}

/**
 * Every lead, and those converted (ADR 982): a lead whose e-mail (any case) made a paid booking
 * at or after the lead was sent — every lead and booking, or only the leads addressed to
 * `creatorId` (leadsAddressedTo) and bookings of its packages. Both kept by the database
 * (migration 0024): a row or two read, whatever the number of leads and bookings.
 */
export async function countLeadConversion(
  db: Database,
  creatorId?: string,
): Promise<{ leads: number; converted: number }> {
  // Kept (ADR 1211): platform-wide the leads per status and the converted ones; for a creator the
  // leads addressed to it and those converted for it.
  const names = creatorId
    ? or(eq(recordCounts.name, 'creator-leads'), eq(recordCounts.name, 'creator-leads-converted'))
    : or(like(recordCounts.name, 'lead:%'), eq(recordCounts.name, 'leads-converted'));
  const rows = await db
    .select({ name: recordCounts.name, n: recordCounts.n })
    .from(recordCounts)
    .where(and(eq(recordCounts.scope, creatorId ?? ''), names));
  let total = 0;
  let converted = 0;
  for (const row of rows) {
    if (row.name === 'leads-converted' || row.name === 'creator-leads-converted') converted = Number(row.n);
    else total += Number(row.n);
  }
  return { leads: total, converted };
}
