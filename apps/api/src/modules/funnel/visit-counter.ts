import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createRedisClient } from '../../lib/redis.ts';

// ADR 1314: the funnel's visits before they reach PostgreSQL. Each beacon's pages are
// checked against "seen today" (a hash of visitor, India day and page — the visitor id itself is
// never kept) and, when new, added to pending counters; a flush takes the pending counters at once
// and writes them to funnel_daily. In Redis when REDIS_URL is set (shared by every instance, the
// "seen" hashes expiring after two days), else in this process's memory. Redis away: this process
// counts in memory meanwhile (flushed the same way), so a beacon never waits for Redis.

export type PendingVisit = {
  /** sha256 of visitor, day and page: one visit per visitor per page per day. */
  seenKey: string;
  /** Which counter a new visit adds to (funnel.service.ts encodes and decodes it). */
  counterKey: string;
  /** The India day the visit counts on (YYYY-MM-DD). */
  day: string;
};

export type VisitCounter = {
  readonly mode: 'memory' | 'redis';
  /** Counts the visits not seen before today; answers how many were new. */
  count(visits: PendingVisit[]): Promise<number>;
  /**
   * Takes every pending count at once and hands it to `write`; when `write` fails they are
   * pending again (nothing lost, nothing counted twice).
   */
  drain(write: (counts: Map<string, number>) => Promise<void>): Promise<void>;
  close(): Promise<void>;
};

/** A memory "seen" set keeps at most this many hashes a day, so a flood cannot exhaust memory. */
const MAX_SEEN_PER_DAY = 500_000;
/** How long Redis keeps a "seen" hash: the day and the next (a visit near midnight, clocks apart). */
const SEEN_TTL_SECONDS = 2 * 24 * 60 * 60;

export function memoryVisitCounter(): VisitCounter {
  const seen = new Map<string, Set<string>>();
  let pending = new Map<string, number>();
  const add = (into: Map<string, number>, key: string, n: number) => into.set(key, (into.get(key) ?? 0) + n);
  return {
    mode: 'memory',
    async count(visits) {
      let counted = 0;
      for (const visit of visits) {
        let today = seen.get(visit.day);
        if (!today) {
          // A new day: only yesterday's set is still useful (a visit just before midnight).
          for (const day of seen.keys()) if (day < visit.day) seen.delete(day);
          today = new Set();
          seen.set(visit.day, today);
        }
        if (today.has(visit.seenKey)) continue;
        if (today.size < MAX_SEEN_PER_DAY) today.add(visit.seenKey);
        add(pending, visit.counterKey, 1);
        counted += 1;
      }
      return counted;
    },
    async drain(write) {
      if (pending.size === 0) return;
      const taken = pending;
      pending = new Map();
      try {
        await write(taken);
      } catch (error) {
        for (const [key, n] of taken) add(pending, key, n);
        throw error;
      }
    },
    async close() {},
  };
}

/** The counters in Redis under `prefix` (REDIS_KEY_PREFIX + 'funnel:'); memory while Redis is away. */
export function redisVisitCounter(
  redis: Redis,
  prefix: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): VisitCounter {
  const fallback = memoryVisitCounter();
  const pendingKey = `${prefix}pending`;
  let warned = false;
  const away = (error: unknown) => {
    if (!warned)
      log.warn({ err: error }, 'redis (funnel counters) unreachable: counting in memory until it is back');
    warned = true;
  };
  return {
    mode: 'redis',
    async count(visits) {
      if (visits.length === 0) return 0;
      try {
        if (redis.status !== 'ready') throw new Error(`redis is ${redis.status}`);
        const marks = await redis
          .pipeline(
            visits.map((v) => ['set', `${prefix}seen:${v.seenKey}`, '1', 'EX', SEEN_TTL_SECONDS, 'NX']),
          )
          .exec();
        const fresh = visits.filter((_, i) => marks?.[i]?.[1] === 'OK');
        if (fresh.length > 0)
          await redis.pipeline(fresh.map((v) => ['hincrby', pendingKey, v.counterKey, 1])).exec();
        warned = false;
        return fresh.length;
      } catch (error) {
        away(error);
        return fallback.count(visits);
      }
    },
    async drain(write) {
      // What this process counted while Redis was away goes first.
      await fallback.drain(write);
      if (redis.status !== 'ready') return;
      // RENAME is atomic: each pending count is taken by exactly one flush, of any instance.
      const takenKey = `${prefix}flushing:${randomUUID()}`;
      try {
        await redis.rename(pendingKey, takenKey);
      } catch (error) {
        if (/no such key/i.test(String((error as Error).message))) return;
        throw error;
      }
      const raw = await redis.hgetall(takenKey);
      const counts = new Map(Object.entries(raw).map(([key, n]) => [key, Number(n)]));
      try {
        await write(counts);
      } catch (error) {
        await redis.pipeline([...counts].map(([key, n]) => ['hincrby', pendingKey, key, n])).exec();
        await redis.del(takenKey);
        throw error;
      }
      await redis.del(takenKey);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Redis when `redisUrl` is set, else memory. */
export function createVisitCounter(
  config: { redisUrl?: string; redisKeyPrefix: string; redisCommandTimeoutMs: number },
  log: Pick<FastifyBaseLogger, 'warn'>,
): VisitCounter {
  if (!config.redisUrl) return memoryVisitCounter();
  const redis = createRedisClient(config.redisUrl, config.redisCommandTimeoutMs);
  redis.on('error', () => {});
  return redisVisitCounter(redis, `${config.redisKeyPrefix}funnel:`, log);
}
