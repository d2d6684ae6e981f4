import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { REDIS_RECONNECT_MS, redisOutageLog } from '../src/lib/redis.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// ADR 1142: the Redis rate-limit store fails open fast while Redis is away, warns once per
// outage, and limits again soon after it returns.
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
// Each test project its own port (they may run side by side).
const REDIS_PORT = Number(
  process.env.TEST_REDIS_OUTAGE_PORT ?? (process.env.TEST_DB_DRIVER === 'pg' ? 6392 : 6391),
);

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

const counting = async (t: TestApp) => (await t.app.inject({ url: '/v1/health' })).json().rateLimits;

const enquiry = (t: TestApp, ip = '10.7.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/query',
    remoteAddress: ip,
    payload: { name: 'Asha', phone: '9876543210' },
  });

async function timed<T>(send: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await send();
  return { result, ms: performance.now() - started };
}

let nextIp = 0;
/** Whether, within `ms`, three enquiries from one new address meet a 429. */
async function limitsWithin(t: TestApp, ms: number): Promise<boolean> {
  const started = performance.now();
  while (performance.now() - started < ms) {
    nextIp += 1;
    const ip = `10.7.2.${nextIp}`;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await enquiry(t, ip)).statusCode);
    if (statuses.includes(429)) return true;
    await new Promise((resolve) => setTimeout(resolve, REDIS_RECONNECT_MS / 4));
  }
  return false;
}

/** A port nothing listens on: the OS hands one out, and it is closed again at once. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

it('logs one warning per outage and one line when Redis is back', () => {
  const lines: string[] = [];
  const log = {
    warn: () => lines.push('warn'),
    info: () => lines.push('info'),
  } as unknown as FastifyBaseLogger;
  const outage = redisOutageLog(log);
  outage.recovered();
  for (let i = 0; i < 50; i++) outage.failed(new Error('ECONNREFUSED'));
  outage.recovered();
  outage.recovered();
  outage.failed(new Error('timeout'));
  expect(lines).toEqual(['warn', 'info', 'warn']);
});

it('with REDIS_URL at a closed port (down at start-up), a limited route answers within 300 ms', async () => {
  const t = await createTestApp({
    REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
    PUBLIC_RATE_LIMIT: '2',
  });
  apps.push(t);
  await enquiry(t, '10.7.0.9'); // the route's first run compiles its schemas
  for (let i = 0; i < 5; i++) {
    const { result, ms } = await timed(() => enquiry(t));
    // Fails open: more than the limit passes, none waits on Redis.
    expect(result.statusCode).toBe(201);
    expect(ms).toBeLessThan(300);
  }
  expect(await counting(t)).toBe('redis-down');
});

describe.skipIf(!hasRedisServer)('a Redis that stops and starts again', () => {
  let redis: ChildProcess | undefined;
  const startRedis = async () => {
    redis = spawn('redis-server', [
      '--port',
      String(REDIS_PORT),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
    await new Promise<void>((resolve, reject) => {
      redis!.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Ready to accept connections')) resolve();
      });
      redis!.once('exit', () => reject(new Error(`redis-server could not start on ${REDIS_PORT}`)));
    });
  };
  const stopRedis = async () => {
    const exited = new Promise((resolve) => redis!.once('exit', resolve));
    redis!.kill('SIGKILL');
    await exited;
    redis = undefined;
  };
  afterAll(async () => {
    if (redis) await stopRedis();
  });

  it('limits while up, passes fast while down, limits again within 5 s of its return', async () => {
    await startRedis();
    const t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`, PUBLIC_RATE_LIMIT: '2' });
    apps.push(t);
    // Connected (the first requests may pass while the connection is still opening).
    expect(await limitsWithin(t, 5000)).toBe(true);
    expect(await counting(t)).toBe('redis');

    await stopRedis();
    for (let i = 0; i < 5; i++) {
      const { result, ms } = await timed(() => enquiry(t, '10.7.1.1'));
      expect(result.statusCode).toBe(201);
      expect(ms).toBeLessThan(300);
    }
    expect(await counting(t)).toBe('redis-down');

    // A fresh Redis (the counts went with the old one): limiting is back within 5 s.
    await startRedis();
    expect(await limitsWithin(t, 5000)).toBe(true);
    expect(await counting(t)).toBe('redis');
  });
});
