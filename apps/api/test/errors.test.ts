import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAdmin, registerUser, type TestApp, uniqueEmail } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };

// ARCHITECTURE.md: every error body is { code, error, message, errors? } with code = HTTP status
// and error its name (packages/shared/src/error-codes.ts).
describe('error bodies', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)('unknown /v1 path (%s) → JSON 404', async (method) => {
    const res = await t.app.inject({ method, url: '/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ code: 404, error: 'NOT_FOUND', message: 'Not found' });
  });

  it('malformed JSON → 400 with a readable message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/query', headers: json, payload: '{"name": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      error: 'MALFORMED_JSON',
      message: 'Malformed JSON in request body',
    });
  });

  it('an empty JSON body → 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/query', headers: json, payload: '' });
    expect(res.json()).toEqual({
      code: 400,
      error: 'MALFORMED_JSON',
      message: 'Malformed JSON in request body',
    });
  });

  it('validation → 400 with field issues, the first one as the message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/query', payload: { name: '', phone: '1' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ code: 400, error: 'VALIDATION_FAILED' });
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
      error: 'VALIDATION_FAILED',
      message: 'Invalid input',
      errors: [{ path: 'body', message: 'Invalid input' }],
    });
  });

  it('a JSON body over 1 MB → 413', async () => {
    const payload = JSON.stringify({ ...{ name: 'a', phone: '9123456789' }, message: 'x'.repeat(1_100_000) });
    const res = await t.app.inject({ method: 'POST', url: '/v1/query', headers: json, payload });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 413,
      error: 'PAYLOAD_TOO_LARGE',
      message: 'Request body is too large',
    });
  });

  it('an unsupported content type → 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/query',
      headers: { 'content-type': 'application/xml' },
      payload: '<q/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      code: 415,
      error: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Unsupported content type',
    });
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
    expect(res.json()).toEqual({ code: 500, error: 'INTERNAL_ERROR', message: 'Internal server error' });
    expect(res.body).not.toMatch(/insert|leads|stack|at /i);
  });
});

// Each kind of failure carries its named code, through the routes' response schemas.
describe('named codes', () => {
  it('no token → 401 UNAUTHENTICATED', async () => {
    const res = await t.app.inject({ url: '/v1/user' });
    expect(res.json()).toEqual({ code: 401, error: 'UNAUTHENTICATED', message: 'Please authenticate' });
  });

  it('a signed-in user on an admin route → 403 FORBIDDEN', async () => {
    const { tokens } = await registerUser(t.app);
    const res = await t.app.inject({ url: '/v1/coupons', headers: bearer(tokens.access.token) });
    expect(res.json()).toEqual({ code: 403, error: 'FORBIDDEN', message: 'Forbidden' });
  });

  it('a record that does not exist → 404 with its own name', async () => {
    const admin = await loginAdmin(t.app);
    const url = '/v1/destinations/00000000-0000-4000-8000-000000000000';
    const res = await t.app.inject({ url, headers: bearer(admin.tokens.access.token) });
    expect(res.json()).toEqual({ code: 404, error: 'PLACE_NOT_FOUND', message: 'Place not found' });
  });

  it('a taken name → 409 with its own name', async () => {
    const email = uniqueEmail('twice');
    await registerUser(t.app, { email });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: { name: 'Twice', email, password: 'Secret_1' },
    });
    expect(res.json()).toEqual({ code: 409, error: 'EMAIL_TAKEN', message: 'Email already taken' });
  });

  it('too many requests → 429 RATE_LIMITED', async () => {
    const limited = await createTestApp({ PUBLIC_RATE_LIMIT: '1' });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/v1/query',
          payload: { name: 'Ravi', phone: '9123456789' },
        });
      expect((await send()).statusCode).toBe(201);
      const res = await send();
      expect(res.json()).toEqual({
        code: 429,
        error: 'RATE_LIMITED',
        message: 'Too many requests, please try again later',
      });
    } finally {
      await limited.close();
    }
  });
});
