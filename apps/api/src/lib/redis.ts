import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The rate-limit store: Redis when REDIS_URL is set (shared by every instance), else nothing,
 * so @fastify/rate-limit counts in this process's memory. The connection closes with the app.
 */
export function rateLimitStore(app: FastifyInstance): {
  redis?: Redis;
  nameSpace?: string;
  skipOnError?: boolean;
} {
  if (!app.config.redisUrl) return {};
  const redis = new Redis(app.config.redisUrl, {
    // A request must not hang on a Redis that is away: fail fast, the limiter then lets it pass.
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
  });
  redis.on('error', (error) => app.log.warn({ err: error }, 'redis (rate limits) unavailable'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  // Redis away: requests pass unlimited rather than fail (logged above).
  return { redis, nameSpace: app.config.redisKeyPrefix, skipOnError: true };
}
