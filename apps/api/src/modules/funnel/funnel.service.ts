import { createHash } from 'node:crypto';
import { type FunnelChannel, funnelChannels } from '@wayfarer/shared/enums';
import { paiseToRupees } from '@wayfarer/shared/rules/money';
import { type FunnelDays, funnelConversion, isBotUserAgent } from '@wayfarer/shared/rules/share-links';
import { addDays, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import type { FunnelDay, FunnelResponse, visitBeaconBody } from '@wayfarer/shared/schemas/share-links';
import type { z } from '@wayfarer/shared/zod';
import type { Database } from '../../db/client.ts';
import { type ResolvedShareCode, resolveShareCode } from '../share-links/index.ts';
import {
  addVisits,
  type FunnelFigures,
  type FunnelScope,
  sumFunnelDays,
  sumFunnelRows,
  type VisitCount,
} from './funnel.repository.ts';
import type { PendingVisit, VisitCounter } from './visit-counter.ts';
import type { Clock } from '../../lib/clock.ts';

// ADR 1314: the visit beacon, the counters' flush and the funnel the dashboards read.

export type { FunnelScope };

export type FunnelDeps = {
  db: Database;
  counter: VisitCounter;
  clock: Clock;
  /** The share codes the beacon names, resolved once in a while rather than once per beacon. */
  codes: ShareCodeCache;
};

/** How long a resolved (or unknown) code is reused; a link never changes, only disappears. */
const CODE_TTL_MS = 10 * 60_000;
const MAX_CODES = 10_000;

export type ShareCodeCache = {
  resolve(db: Database, code: string | undefined, now: number): Promise<ResolvedShareCode | null>;
};

export function createShareCodeCache(): ShareCodeCache {
  const entries = new Map<string, { value: ResolvedShareCode | null; at: number }>();
  return {
    async resolve(db, code, now) {
      if (!code) return null;
      const hit = entries.get(code);
      if (hit && now - hit.at < CODE_TTL_MS) return hit.value;
      const value = await resolveShareCode(db, code);
      if (entries.size >= MAX_CODES) entries.clear();
      entries.set(code, { value, at: now });
      return value;
    },
  };
}

type BeaconInput = z.output<typeof visitBeaconBody>;

const encodeKey = (v: Omit<VisitCount, 'n'>) =>
  JSON.stringify([v.day, v.packageId, v.profileCreatorId, v.creatorId, v.channel]);

function decodeKey(key: string, n: number): VisitCount | null {
  try {
    const [day, packageId, profileCreatorId, creatorId, channel] = JSON.parse(key) as unknown[];
    if (typeof day !== 'string' || !funnelChannels.includes(channel as FunnelChannel)) return null;
    const id = (value: unknown) => (typeof value === 'string' ? value : null);
    return {
      day,
      packageId: id(packageId),
      profileCreatorId: id(profileCreatorId),
      creatorId: id(creatorId),
      channel: channel as FunnelChannel,
      n,
    };
  } catch {
    return null;
  }
}

/**
 * POST /v1/funnel/visits: the pages a browser showed (never a prerender or prefetch: the beacon
 * waits for a visible page). A bot's user agent counts nothing; the user agent and the address are
 * never kept, and the visitor id only as a hash with the day and page, in memory or Redis.
 * Answers how many visits were new today.
 */
export async function recordVisits(
  deps: FunnelDeps,
  input: BeaconInput,
  userAgent: string | undefined,
): Promise<number> {
  if (isBotUserAgent(userAgent)) return 0;
  const now = deps.clock();
  const day = todayInIndia(now);
  const link = await deps.codes.resolve(deps.db, input.ref, now.getTime());
  const visits: PendingVisit[] = input.pages.map((page) => {
    const packageId = 'packageId' in page ? page.packageId.toLowerCase() : null;
    const profileCreatorId = 'creatorId' in page ? page.creatorId.toLowerCase() : null;
    const pageKey = packageId ? `p:${packageId}` : `c:${profileCreatorId}`;
    return {
      day,
      seenKey: createHash('sha256')
        .update(`${input.visitor}|${day}|${pageKey}`)
        .digest('base64url')
        .slice(0, 32),
      counterKey: encodeKey({
        day,
        packageId,
        profileCreatorId,
        creatorId: link?.creatorId ?? null,
        channel: link?.channel ?? 'direct',
      }),
    };
  });
  return deps.counter.count(visits);
}

/** Writes the pending visit counters to funnel_daily (the worker, a funnel read, and shutdown). */
export async function flushFunnelOnce(deps: Pick<FunnelDeps, 'db' | 'counter'>): Promise<number> {
  let written = 0;
  await deps.counter.drain(async (counts) => {
    const visits = [...counts].flatMap(([key, n]) => {
      const visit = n > 0 ? decodeKey(key, n) : null;
      return visit ? [visit] : [];
    });
    await addVisits(deps.db, visits);
    written = visits.length;
  });
  return written;
}

const ZERO: FunnelFigures = {
  visits: 0,
  enquiries: 0,
  checkoutsStarted: 0,
  paidBookings: 0,
  revenuePaise: 0,
};
const inRupees = ({ revenuePaise, ...counts }: FunnelFigures) => ({
  ...counts,
  revenue: paiseToRupees(revenuePaise),
});
const plus = (a: FunnelFigures, b: FunnelFigures): FunnelFigures => ({
  visits: a.visits + b.visits,
  enquiries: a.enquiries + b.enquiries,
  checkoutsStarted: a.checkoutsStarted + b.checkoutsStarted,
  paidBookings: a.paidBookings + b.paidBookings,
  revenuePaise: a.revenuePaise + b.revenuePaise,
});

/**
 * GET /v1/creators/funnel: the last `days` India days (today included) per package, channel and
 * link creator, with the days' totals. Pending visits are flushed first, so today's show at once.
 */
export async function getFunnel(
  deps: FunnelDeps & { log?: { warn: (obj: object, msg: string) => void } },
  scope: FunnelScope,
  days: FunnelDays,
): Promise<FunnelResponse> {
  await flushFunnelOnce(deps).catch((error: unknown) =>
    deps.log?.warn({ err: error }, 'funnel: pending visits could not be flushed before a read'),
  );
  const to = todayInIndia(deps.clock());
  const from = addDays(to, -(days - 1));
  const [rows, daily] = await Promise.all([
    sumFunnelRows(deps.db, scope, { from, to }),
    sumFunnelDays(deps.db, scope, { from, to }),
  ]);
  const byDate = new Map(daily.map((d) => [d.day, d]));
  const byDay: FunnelDay[] = Array.from({ length: days }, (_, i) => {
    const date = addDays(from, i);
    return { date, ...inRupees(byDate.get(date) ?? ZERO) };
  });
  const totals = daily.reduce<FunnelFigures>(plus, ZERO);
  return {
    days,
    from,
    to,
    rows: rows
      .map((row) => ({
        packageId: row.packageId,
        packageTitle: row.packageTitle,
        channel: row.channel,
        creator: { id: row.creatorId, fullName: row.creatorName },
        isRecommendation: row.packageCreatorId !== null && row.packageCreatorId !== row.creatorId,
        ...inRupees(row),
        conversion: funnelConversion(row.paidBookings, row.visits),
      }))
      .sort(
        (a, b) =>
          b.visits - a.visits || b.paidBookings - a.paidBookings || a.channel.localeCompare(b.channel),
      ),
    byDay,
    totals: { ...inRupees(totals), conversion: funnelConversion(totals.paidBookings, totals.visits) },
  };
}
