import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { emailJobs } from '../../db/schema.ts';

// ADR 1144: GET /metrics, off unless METRICS_TOKEN is set, then behind its bearer token.
const TOKEN = 'metrics-token-for-tests-0123456789';

describe('with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) =>
    t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

  it('refuses a missing or wrong token with 401 in the error shape', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, 'Bearer ']) {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 401 });
    }
  });

  it('answers Prometheus text: requests by route and status, pool, job backlog, memory, event-loop lag', async () => {
    await t.app.inject({ url: '/v1/settings' });
    await t.app.inject({ url: '/v1/tours/not-a-package-at-all' });
    await t.database.db.insert(emailJobs).values({ to: 'a@example.com', subject: 's', text: 't' });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = res.body;
    expect(body).toMatch(
      /wayfarer_http_requests_total\{method="GET",route="\/v1\/settings",status="200"\} 1/,
    );
    expect(body).toMatch(
      /wayfarer_http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/v1\/settings",status="200"\}/,
    );
    expect(body).toMatch(/wayfarer_job_backlog\{job="outbox_unsent"\} [1-9]/);
    expect(body).toMatch(/wayfarer_job_backlog\{job="payments_awaiting_reconciliation"\} 0/);
    expect(body).toMatch(/wayfarer_job_backlog\{job="refunds_pending"\} 0/);
    expect(body).toMatch(/wayfarer_process_resident_memory_bytes \d+/);
    expect(body).toMatch(/wayfarer_nodejs_eventloop_lag_seconds [\d.e-]+/);
    // The pool exists on PostgreSQL only.
    if (t.database.driver === 'pg') expect(body).toMatch(/wayfarer_db_pool_connections\{state="total"\} \d+/);
    else expect(body).not.toMatch(/wayfarer_db_pool_connections\{/);
  });
});

describe('with the database gone (ADR 1305)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('answers 200 from memory: wayfarer_database_up 0 and the last known backlog', async () => {
    await t.database.db.insert(emailJobs).values({ to: 'a@example.com', subject: 's', text: 't' });
    const scrape = () => t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    const before = await scrape();
    expect(before.statusCode).toBe(200);
    expect(before.body).toMatch(/^wayfarer_database_up 1$/m);
    expect(before.body).toMatch(/wayfarer_job_backlog\{job="outbox_unsent"\} 1$/m);
    const counted = before.body.match(/^wayfarer_job_backlog_counted_timestamp_seconds ([\d.e+]+)$/m)?.[1];
    expect(Number(counted)).toBeGreaterThan(Date.now() / 1000 - 60);

    await t.database.close();
    const after = await scrape();
    expect(after.statusCode).toBe(200);
    expect(after.body).toMatch(/^wayfarer_database_up 0$/m);
    expect(after.body).toMatch(/wayfarer_job_backlog\{job="outbox_unsent"\} 1$/m);
    expect(after.body).toMatch(
      new RegExp(`^wayfarer_job_backlog_counted_timestamp_seconds ${counted}$`, 'm'),
    );
    expect(after.body).toMatch(
      /wayfarer_http_requests_total\{method="GET",route="\/metrics",status="200"\} 1/,
    );
  });
});

describe('without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is off: 404, even with a token', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
  });
});
