import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, uniqueEmail } from '../../../test/helpers.ts';

// With REDIS_URL, two instances share one count per IP and route; without it each
// instance counts on its own (N instances allow N × the limit). Redis runs on this machine.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMIT = 3;

// A fresh client address per run, so earlier runs' counts in Redis do not matter.
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function statusesAcross(apps: TestApp[], ip: string, requests: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < requests; i++) {
    const res = await apps[i % apps.length]!.app.inject({
      method: 'POST',
      url: '/v1/auth/forgot-password',
      payload: { email: uniqueEmail('limit') },
      remoteAddress: ip,
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('rate limits across instances', () => {
  let shared: TestApp[] = [];
  let separate: TestApp[] = [];
  beforeAll(async () => {
    const env = { AUTH_RATE_LIMIT: String(LIMIT) };
    shared = await Promise.all([1, 2].map(() => createTestApp({ ...env, REDIS_URL })));
    separate = await Promise.all([1, 2].map(() => createTestApp(env)));
    // Four apps with their own databases: slow on a busy machine.
  }, 240_000);
  afterAll(async () => {
    await Promise.all([...shared, ...separate].map((t) => t.close()));
  });

  it('with REDIS_URL two instances together allow the limit once', async () => {
    const statuses = await statusesAcross(shared, freshIp(), LIMIT * 2);
    expect(statuses.filter((s) => s === 204)).toHaveLength(LIMIT);
    expect(statuses.slice(LIMIT).every((s) => s === 429)).toBe(true);
  });

  it('without it each instance counts alone (the reason for Redis)', async () => {
    const statuses = await statusesAcross(separate, freshIp(), LIMIT * 2);
    expect(statuses.filter((s) => s === 204)).toHaveLength(LIMIT * 2);
  });
});
