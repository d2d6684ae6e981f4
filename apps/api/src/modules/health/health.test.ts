import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('answers 200 with the database up, and is ready', async () => {
  const res = await t.app.inject({ url: '/v1/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok', database: 'up', rateLimits: 'process' });
  const ready = await t.app.inject({ url: '/v1/ready' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ status: 'ready' });
  expect(ready.headers['cache-control']).toBe('no-store');
});

it('is not ready while draining, but still alive', async () => {
  t.app.draining = true;
  try {
    const ready = await t.app.inject({ url: '/v1/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ code: 503, error: 'SERVICE_UNAVAILABLE', message: 'Shutting down' });
    // Every answer during the drain closes its connection.
    expect(ready.headers.connection).toBe('close');
    expect((await t.app.inject({ url: '/v1/health' })).statusCode).toBe(200);
  } finally {
    t.app.draining = false;
  }
});

it('while starting (the start-up work not done): alive, not ready, every other route 503 with Retry-After', async () => {
  t.app.starting = true;
  try {
    expect((await t.app.inject({ url: '/v1/health' })).statusCode).toBe(200);
    const ready = await t.app.inject({ url: '/v1/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      code: 503,
      error: 'SERVICE_UNAVAILABLE',
      message: 'Starting: migrations and seed have not run yet',
    });
    for (const url of ['/v1/settings', '/v1/tours/list?page=1', '/']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.json()).toEqual({
        code: 503,
        error: 'DATABASE_UNAVAILABLE',
        message: 'The service is busy — try again in a moment.',
      });
      expect(res.headers['retry-after']).toBe('5');
    }
  } finally {
    t.app.starting = false;
  }
  expect((await t.app.inject({ url: '/v1/settings' })).statusCode).toBe(200);
  expect((await t.app.inject({ url: '/v1/ready' })).statusCode).toBe(200);
});

it('stopping (SIGTERM, during SHUTDOWN_DELAY_MS): not ready, but answers keep their connection', async () => {
  t.app.stopping = true;
  try {
    const ready = await t.app.inject({ url: '/v1/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ code: 503, error: 'SERVICE_UNAVAILABLE', message: 'Shutting down' });
    const settings = await t.app.inject({ url: '/v1/settings' });
    expect(settings.statusCode).toBe(200);
    expect(settings.headers.connection).not.toBe('close');
  } finally {
    t.app.stopping = false;
  }
});

it('stays alive (200, database down) but is not ready when the database does not answer', async () => {
  await t.database.close();
  const res = await t.app.inject({ url: '/v1/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok', database: 'down', rateLimits: 'process' });
  const ready = await t.app.inject({ url: '/v1/ready' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toEqual({ code: 503, error: 'SERVICE_UNAVAILABLE', message: 'Database unavailable' });
});
