import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { launchListEntries, tourDates, tourPackages } from '../../db/schema.ts';
import { insertEmailJobs } from '../outbox/index.ts';

// The launch list of a "Coming soon" package, and the packages it is announced for.

export type LaunchListRow = typeof launchListEntries.$inferSelect;

export async function findPackageStatus(db: Database, id: string) {
  const [row] = await db
    .select({ id: tourPackages.id, status: tourPackages.status, title: tourPackages.title })
    .from(tourPackages)
    .where(eq(tourPackages.id, id))
    .limit(1);
  return row;
}

/** The new entry, or undefined when the address (in any case) is on the package's list already. */
export async function insertLaunchListEntry(
  db: Database,
  values: { packageId: string; name: string; email: string; budgetPaise: number | null },
): Promise<LaunchListRow | undefined> {
  const [row] = await db.insert(launchListEntries).values(values).onConflictDoNothing().returning();
  return row;
}

export async function listLaunchList(db: Database, packageId: string): Promise<LaunchListRow[]> {
  return db
    .select()
    .from(launchListEntries)
    .where(eq(launchListEntries.packageId, packageId))
    .orderBy(asc(launchListEntries.createdAt), asc(launchListEntries.id));
}

export async function markPackageComingSoon(db: Database, id: string) {
  const [row] = await db
    .update(tourPackages)
    .set({ status: 'ComingSoon', rejectionReason: null })
    .where(eq(tourPackages.id, id))
    .returning();
  return row!;
}

/**
 * Entries still waiting whose package is now Published with a bookable date: any day for an
 * AnyDay package, else a date from `firstBookable` on that is open for sale with seats.
 */
export async function findLaunchesDue(db: Database, firstBookable: string, limit: number) {
  const hasBookableDate = sql`exists (
    select 1 from ${tourDates}
    where ${tourDates.packageId} = ${tourPackages.id}
      and ${tourDates.date} >= ${firstBookable}
      and not ${tourDates.closedForSale}
      and (${tourDates.seats} is null or ${tourDates.seats} > 0))`;
  return db
    .select({
      entry: launchListEntries,
      packageTitle: tourPackages.title,
      packageSlug: tourPackages.slug,
    })
    .from(launchListEntries)
    .innerJoin(tourPackages, eq(tourPackages.id, launchListEntries.packageId))
    .where(
      and(
        isNull(launchListEntries.notifiedAt),
        eq(tourPackages.status, 'Published'),
        or(eq(tourPackages.tourType, 'AnyDay'), hasBookableDate),
      ),
    )
    .orderBy(asc(launchListEntries.createdAt), asc(launchListEntries.id))
    .limit(limit);
}

/**
 * Marks the entry notified and queues its e-mail in one transaction; only the first caller's
 * guarded update wins, and the dedupe key stops a second e-mail in any case. True when queued now.
 */
export async function notifyEntryOnce(
  db: Database,
  entryId: string,
  now: Date,
  mail: { to: string; subject: string; text: string; html: string; dedupeKey: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(launchListEntries)
      .set({ notifiedAt: now })
      .where(and(eq(launchListEntries.id, entryId), isNull(launchListEntries.notifiedAt)))
      .returning({ id: launchListEntries.id });
    if (!marked) return false;
    return (await insertEmailJobs(tx, [mail])) > 0;
  });
}
