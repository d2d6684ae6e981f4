import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('answers 200 with the database up', async () => {
  const res = await t.app.inject({ url: '/v1/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok', database: 'up' });
});

it('answers 503 when the database does not answer', async () => {
  await t.database.close();
  const res = await t.app.inject({ url: '/v1/health' });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ code: 503, error: 'SERVICE_UNAVAILABLE', message: 'Database unavailable' });
});
