import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDatabase } from '../src/db/client.ts';
import {
  databaseUrlOf,
  type Instance,
  onServer,
  postJson,
  startInstance,
  stopInstance,
} from './spawned-server.ts';

// docs/DEPLOY.md: with REDIS_URL every instance shares one rate-limit count per client IP and
// route; without it each process counts alone, so N instances allow N × the limit. Proven with
// real server processes (as deployed) on one PostgreSQL database and the Redis on this machine.
// Each run counts under its own key prefix, so runs never count into each other.

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB_DRIVER === 'pg' && Boolean(serverUrl);
const SKIP_REASON = 'needs PostgreSQL: runs in the api-pg project (set TEST_DATABASE_URL)';
if (!onPostgres) console.info(`rate-limit scale-out test skipped: ${SKIP_REASON}`);

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMIT = 3;
const ROUTE = '/v1/auth/forgot-password';

/**
 * Waits until each instance reports `counting` on /v1/health: the Redis connection opens after
 * the server listens, and a call made before it is ready passes uncounted (ADR 1142).
 */
async function untilCounting(instances: Instance[], counting: string): Promise<void> {
  for (const instance of instances) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const health = (await (await fetch(`${instance.url}/v1/health`)).json()) as { rateLimits: string };
      if (health.rateLimits === counting) break;
      if (Date.now() > deadline) throw new Error(`${instance.url} still counts in ${health.rateLimits}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** `requests` forgot-password calls from this machine, taking turns over `instances`. */
async function statusesAcross(instances: Instance[], requests: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < requests; i++) {
    const email = `limit-${randomBytes(4).toString('hex')}@example.com`;
    const res = await postJson(instances[i % instances.length]!.url, ROUTE, { email });
    statuses.push(res.status);
  }
  return statuses;
}

describe.skipIf(!onPostgres)('rate limits across two server processes', () => {
  const dbName = `wayfarer_limits_${randomBytes(5).toString('hex')}`;
  const keyPrefix = `wayfarer-rate-limit-test-${randomBytes(6).toString('hex')}-`;
  const started: Instance[] = [];
  let redis: Redis;
  let shared: Instance[] = [];
  let separate: Instance[] = [];

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect().catch((error: Error) => {
      throw new Error(`this test needs Redis at ${REDIS_URL} (TEST_REDIS_URL): ${error.message}`);
    });
    await onServer(serverUrl!, `CREATE DATABASE ${dbName}`);
    const databaseUrl = databaseUrlOf(serverUrl!, dbName);
    // Migrated once here, so the four processes only connect.
    const database = await createPgDatabase(databaseUrl);
    await database.migrate();
    await database.close();
    const env = { DATABASE_URL: databaseUrl, JWT_SECRET: randomBytes(32).toString('hex') };
    const limits = { AUTH_RATE_LIMIT: String(LIMIT) };
    // A loaded machine may not schedule a server within the default 100 ms; a call that times out
    // passes uncounted by design, so this proof gives Redis longer.
    const withRedis = {
      ...env,
      ...limits,
      REDIS_URL,
      REDIS_KEY_PREFIX: keyPrefix,
      REDIS_COMMAND_TIMEOUT_MS: '10000',
    };
    const alone = { ...env, ...limits };
    const instances = await Promise.all([
      startInstance(withRedis, started),
      startInstance(withRedis, started),
      startInstance(alone, started),
      startInstance(alone, started),
    ]);
    shared = instances.slice(0, 2);
    separate = instances.slice(2);
    await untilCounting(shared, 'redis');
    await untilCounting(separate, 'process');
  }, 120_000);

  afterAll(async () => {
    await Promise.all(started.map(stopInstance));
    if (redis?.status === 'ready') {
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
    await onServer(serverUrl!, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }, 30_000);

  it('with REDIS_URL the two together allow the limit once, counted in Redis under the prefix', async () => {
    const statuses = await statusesAcross(shared, LIMIT * 2);
    expect(statuses).toEqual([...Array(LIMIT).fill(204), ...Array(LIMIT).fill(429)]);
    const refused = await postJson(shared[0]!.url, ROUTE, { email: 'one-more@example.com' });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      code: 429,
      error: 'RATE_LIMITED',
      message: 'Too many requests, please try again later',
    });
    // The count lives in Redis, under this run's prefix only.
    const keys = await redis.keys(`${keyPrefix}*`);
    expect(keys.length).toBeGreaterThan(0);
  });

  it('without it each process counts alone (the reason for Redis): twice the limit passes', async () => {
    const statuses = await statusesAcross(separate, LIMIT * 2);
    expect(statuses).toEqual(Array(LIMIT * 2).fill(204));
    // Each still holds its own limit.
    const next = await statusesAcross(separate, 2);
    expect(next).toEqual([429, 429]);
  });
});
