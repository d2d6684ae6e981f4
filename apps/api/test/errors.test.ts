import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };

// ARCHITECTURE.md: every error body is { code, message, errors? } with code = HTTP status.
describe('error bodies', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)('unknown /v1 path (%s) → JSON 404', async (method) => {
    const res = await t.app.inject({ method, url: '/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ code: 404, message: 'Not found' });
  });

  it('malformed JSON → 400 with a readable message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/query', headers: json, payload: '{"name": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: 'Malformed JSON in request body' });
  });

  it('an empty JSON body → 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/query', headers: json, payload: '' });
    expect(res.json()).toEqual({ code: 400, message: 'Malformed JSON in request body' });
  });

  it('validation → 400 with field issues, the first one as the message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/query', payload: { name: '', phone: '1' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('Name is required');
    expect(body.errors).toEqual([
      { path: 'name', message: 'Name is required' },
      { path: 'phone', message: 'Invalid phone number' },
    ]);
  });

  it('a missing body → 400 naming the body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/auth/login' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: 'Invalid input',
      errors: [{ path: 'body', message: 'Invalid input' }],
    });
  });

  it('a JSON body over 1 MB → 413', async () => {
    const payload = JSON.stringify({ ...{ name: 'a', phone: '9123456789' }, message: 'x'.repeat(1_100_000) });
    const res = await t.app.inject({ method: 'POST', url: '/v1/query', headers: json, payload });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 413, message: 'Request body is too large' });
  });

  it('an unsupported content type → 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/query',
      headers: { 'content-type': 'application/xml' },
      payload: '<q/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ code: 415, message: 'Unsupported content type' });
  });
});

describe('unexpected failures', () => {
  it('→ 500 with a generic message: no stack, no SQL', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.inject({
      method: 'POST',
      url: '/v1/query',
      payload: { name: 'Ravi', phone: '9123456789' },
    });
    await broken.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, message: 'Internal server error' });
    expect(res.body).not.toMatch(/insert|leads|stack|at /i);
  });
});
