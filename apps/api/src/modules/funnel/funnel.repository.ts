import type { FunnelChannel } from '@wayfarer/shared/enums';
import { and, asc, between, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { creators, funnelDaily, tourPackages } from '../../db/schema.ts';

// The funnel's daily counters (ADR 1314): visits flushed in from the counters, the rest
// kept by triggers (migration 0038). Reads sum the days of a window: never raw events.

/** One pending counter: visits on a day to a package (or a creator's profile), through a link or direct. */
export type VisitCount = {
  day: string;
  packageId: string | null;
  /** The profile visited, when no package was. */
  profileCreatorId: string | null;
  /** The link's creator; null: direct (the package's or the profile's own creator). */
  creatorId: string | null;
  channel: FunnelChannel;
  n: number;
};

/**
 * Adds the visits to their days' rows in one statement. A direct visit counts for the package's
 * creator (or the profile's); a package or creator that no longer exists is skipped.
 */
export async function addVisits(db: Database, visits: VisitCount[]): Promise<void> {
  if (visits.length === 0) return;
  const json = JSON.stringify(
    visits.map((v) => ({
      day: v.day,
      package_id: v.packageId,
      profile_creator_id: v.profileCreatorId,
      creator_id: v.creatorId,
      channel: v.channel,
      n: v.n,
    })),
  );
  await db.execute(sql`
    insert into ${funnelDaily} ("day", "package_id", "creator_id", "channel", "package_creator_id", "visits")
    select v.day, v.package_id, coalesce(v.creator_id, p.creator_id, v.profile_creator_id), v.channel,
      p.creator_id, sum(v.n)::int
    from jsonb_to_recordset(${json}::jsonb)
      as v(day date, package_id uuid, profile_creator_id uuid, creator_id uuid, channel text, n int)
    left join ${tourPackages} p on p.id = v.package_id
    where (v.package_id is null or p.id is not null)
      and exists (select 1 from ${creators} c where c.id = coalesce(v.creator_id, p.creator_id, v.profile_creator_id))
    group by 1, 2, 3, 4, 5
    on conflict ("day", "creator_id", "channel", "package_id")
      do update set "visits" = ${funnelDaily}."visits" + excluded."visits"`);
}

/** Whose rows: every creator's (an admin), or those of a creator's links and of its packages. */
export type FunnelScope = 'all' | { creatorId: string };

const scopeWhere = (scope: FunnelScope): SQL | undefined =>
  scope === 'all'
    ? undefined
    : or(eq(funnelDaily.creatorId, scope.creatorId), eq(funnelDaily.packageCreatorId, scope.creatorId));

const sums = {
  visits: sql<string>`sum(${funnelDaily.visits})::text`,
  enquiries: sql<string>`sum(${funnelDaily.enquiries})::text`,
  checkoutsStarted: sql<string>`sum(${funnelDaily.checkoutsStarted})::text`,
  paidBookings: sql<string>`sum(${funnelDaily.paidBookings})::text`,
  revenuePaise: sql<string>`sum(${funnelDaily.revenuePaise})::text`,
};

export type FunnelFigures = {
  visits: number;
  enquiries: number;
  checkoutsStarted: number;
  paidBookings: number;
  revenuePaise: number;
};

const figuresOf = (row: Record<keyof typeof sums, string>): FunnelFigures => ({
  visits: Number(row.visits),
  enquiries: Number(row.enquiries),
  checkoutsStarted: Number(row.checkoutsStarted),
  paidBookings: Number(row.paidBookings),
  revenuePaise: Number(row.revenuePaise),
});

export type FunnelRowFigures = FunnelFigures & {
  packageId: string | null;
  packageTitle: string | null;
  packageCreatorId: string | null;
  channel: FunnelChannel;
  creatorId: string;
  creatorName: string;
};

/** The window's sums per package, channel and link creator. */
export async function sumFunnelRows(
  db: Database,
  scope: FunnelScope,
  window: { from: string; to: string },
): Promise<FunnelRowFigures[]> {
  const rows = await db
    .select({
      packageId: funnelDaily.packageId,
      packageTitle: tourPackages.title,
      packageCreatorId: tourPackages.creatorId,
      channel: funnelDaily.channel,
      creatorId: funnelDaily.creatorId,
      creatorName: creators.fullName,
      ...sums,
    })
    .from(funnelDaily)
    .innerJoin(creators, eq(creators.id, funnelDaily.creatorId))
    .leftJoin(tourPackages, eq(tourPackages.id, funnelDaily.packageId))
    .where(and(between(funnelDaily.day, window.from, window.to), scopeWhere(scope)))
    .groupBy(
      funnelDaily.packageId,
      tourPackages.title,
      tourPackages.creatorId,
      funnelDaily.channel,
      funnelDaily.creatorId,
      creators.fullName,
    );
  return rows.map((row) => ({
    packageId: row.packageId,
    packageTitle: row.packageTitle,
    packageCreatorId: row.packageCreatorId,
    channel: row.channel,
    creatorId: row.creatorId,
    creatorName: row.creatorName,
    ...figuresOf(row),
  }));
}

/** The window's sums per day (only days with a row), oldest first. */
export async function sumFunnelDays(
  db: Database,
  scope: FunnelScope,
  window: { from: string; to: string },
): Promise<(FunnelFigures & { day: string })[]> {
  const rows = await db
    .select({ day: funnelDaily.day, ...sums })
    .from(funnelDaily)
    .where(and(between(funnelDaily.day, window.from, window.to), scopeWhere(scope)))
    .groupBy(funnelDaily.day)
    .orderBy(asc(funnelDaily.day));
  return rows.map((row) => ({ day: row.day, ...figuresOf(row) }));
}
