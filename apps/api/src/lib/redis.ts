// Not `import { createRequire }`: the bundle's banner declares that name (build.mjs).
import nodeModule from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * How rate limits are being counted right now: in this process (no REDIS_URL), in Redis, or not
 * at all because Redis is away (requests pass unlimited, ADR 1142). /v1/health reports it.
 */
export type RateLimitCounting = 'process' | 'redis' | 'redis-down';
/** While Redis is away, a reconnect is tried this often, so limiting resumes within it. */
export const REDIS_RECONNECT_MS = 1000;

type StoreResult = { current: number; ttl: number };
type StoreCallback = (error: Error | null, result: StoreResult | null) => void;
type StoreMethod = (key: string, cb: StoreCallback, timeWindow: number, max: number) => void;
/** What the plugin passes a store's constructor (its global parameters). */
type StoreParams = { continueExceeding?: boolean; exponentialBackoff?: boolean };
type RateLimitStore = { incr: StoreMethod; read: StoreMethod; child: (options: unknown) => RateLimitStore };

// @fastify/rate-limit's own Redis store (its Lua script), wrapped below; the package has no types for it.
const RedisStore = nodeModule.createRequire(import.meta.url)(
  '@fastify/rate-limit/store/RedisStore.js',
) as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => RateLimitStore;

/** One warning when Redis goes away and one line when it is back, however many requests pass. */
export function redisOutageLog(log: FastifyBaseLogger) {
  let down = false;
  return {
    get down() {
      return down;
    },
    failed(error: unknown) {
      if (down) return;
      down = true;
      log.warn({ err: error }, 'redis (rate limits) unreachable: requests pass unlimited until it is back');
    },
    recovered() {
      if (!down) return;
      down = false;
      log.info('redis (rate limits) is back: rate limits apply again');
    },
  };
}
type OutageLog = ReturnType<typeof redisOutageLog>;

/** Fails fast while the connection is not ready; reports each outcome to the outage log. */
class GuardedStore implements RateLimitStore {
  constructor(
    private readonly inner: RateLimitStore,
    private readonly redis: Redis,
    private readonly outage: OutageLog,
  ) {}

  incr: StoreMethod = (key, cb, timeWindow, max) => this.call(this.inner.incr, key, cb, timeWindow, max);
  read: StoreMethod = (key, cb, timeWindow, max) => this.call(this.inner.read, key, cb, timeWindow, max);

  child(options: unknown): RateLimitStore {
    return new GuardedStore(this.inner.child(options), this.redis, this.outage);
  }

  private call(method: StoreMethod, key: string, cb: StoreCallback, timeWindow: number, max: number) {
    // Not connected (down, or still connecting at start-up): no waiting at all.
    if (this.redis.status !== 'ready') {
      const error = new Error(`redis is ${this.redis.status}`);
      this.outage.failed(error);
      cb(error, null);
      return;
    }
    method.call(
      this.inner,
      key,
      (error, result) => {
        if (error) this.outage.failed(error);
        else this.outage.recovered();
        cb(error, result);
      },
      timeWindow,
      max,
    );
  }
}

/**
 * A Redis connection that never makes a request wait for Redis: a command while disconnected
 * fails at once rather than queueing, each command gives up after `commandTimeoutMs`, and a
 * reconnect is tried every REDIS_RECONNECT_MS. The caller closes it (and listens for 'error').
 */
export function createRedisClient(url: string, commandTimeoutMs: number): Redis {
  return new Redis(url, {
    connectTimeout: 1000,
    commandTimeout: commandTimeoutMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => REDIS_RECONNECT_MS,
  });
}

/**
 * The rate-limit store: Redis when REDIS_URL is set (shared by every instance), else nothing,
 * so @fastify/rate-limit counts in this process's memory. Redis away or slow: every call ends
 * within REDIS_COMMAND_TIMEOUT_MS (config, 100 by default) and the request passes unlimited
 * (skipOnError); one warning per outage. The connection closes with the app. `counting` says
 * which of these holds now.
 */
export function rateLimitStore(app: FastifyInstance): {
  options: { store?: FastifyRateLimitStoreCtor; skipOnError?: boolean };
  counting: () => RateLimitCounting;
} {
  if (!app.config.redisUrl) return { options: {}, counting: () => 'process' };
  const redis = createRedisClient(app.config.redisUrl, app.config.redisCommandTimeoutMs);
  const outage = redisOutageLog(app.log);
  redis.on('error', (error) => outage.failed(error));
  redis.on('ready', () => outage.recovered());
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  const prefix = app.config.redisKeyPrefix;
  // @fastify/rate-limit constructs `store` with its parameters; a constructor may return another object.
  const store = function GuardedRedisStore(params: StoreParams) {
    return new GuardedStore(
      new RedisStore(params.continueExceeding ?? false, params.exponentialBackoff ?? false, redis, prefix),
      redis,
      outage,
    );
  } as unknown as FastifyRateLimitStoreCtor;
  return {
    options: { store, skipOnError: true },
    counting: () => (redis.status === 'ready' && !outage.down ? 'redis' : 'redis-down'),
  };
}
