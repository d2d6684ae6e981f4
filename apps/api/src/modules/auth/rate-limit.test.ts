import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp, uniqueEmail } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '3' });
});
afterAll(() => t.close());

const login = (ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    remoteAddress: ip,
    payload: { email: uniqueEmail(), password: 'Secret_1' },
  });

it('allows AUTH_RATE_LIMIT requests per minute per IP and route, then answers 429', async () => {
  for (let i = 0; i < 3; i += 1) expect((await login('10.0.0.1')).statusCode).toBe(401);
  const limited = await login('10.0.0.1');
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({
    code: 429,
    error: 'RATE_LIMITED',
    message: 'Too many requests, please try again later',
  });
  expect(limited.headers['retry-after']).toBeDefined();

  // Another IP, and another route for the same IP, count separately.
  expect((await login('10.0.0.2')).statusCode).toBe(401);
  const register = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/register',
    remoteAddress: '10.0.0.1',
    payload: { name: 'Asha', email: uniqueEmail(), password: 'Secret_1' },
  });
  expect(register.statusCode).toBe(201);
});

it('does not limit other routes', async () => {
  for (let i = 0; i < 5; i += 1) {
    const res = await t.app.inject({ url: '/v1/settings', remoteAddress: '10.0.0.1' });
    expect(res.statusCode).toBe(200);
  }
});
