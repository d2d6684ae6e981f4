import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_RATE_LIMIT: '2' });
});
afterAll(() => t.close());

const post = (url: string, ip: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, remoteAddress: ip, payload });

it.each([
  ['/v1/query', { name: 'Asha', phone: '9876543210' }],
  ['/v1/bookings', {}],
  ['/v1/bookings/00000000-0000-4000-8000-000000000000/balance', {}],
  ['/v1/bookings/00000000-0000-4000-8000-000000000000/cancellation-request', { reason: 'x' }],
  ['/v1/coupons/validate', { code: 'NOPE', tourPackageId: 'x', amount: 100 }],
])('limits anonymous writes to %s per IP (PUBLIC_RATE_LIMIT a minute)', async (url, payload) => {
  for (let i = 0; i < 2; i += 1) expect((await post(url, '10.1.0.1', payload)).statusCode).not.toBe(429);
  const limited = await post(url, '10.1.0.1', payload);
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({
    code: 429,
    error: 'RATE_LIMITED',
    message: 'Too many requests, please try again later',
  });
  expect((await post(url, '10.1.0.2', payload)).statusCode).not.toBe(429);
});
