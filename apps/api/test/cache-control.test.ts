import { afterAll, beforeAll, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../src/plugins/etag.ts';
import { createTestApp, loginAdmin, registerUser, TEST_ADMIN, type TestApp } from './helpers.ts';
import { createPublishedPackage } from './package-factory.ts';
import { type Callers, signInCallers } from './roles.ts';

// authenticated answers carry `Cache-Control: no-store`; public reads keep
// their public caching and ETag (ADR 303).
let t: TestApp;
let callers: Callers;
let packageId: string;
let slug: string;

beforeAll(async () => {
  t = await createTestApp();
  callers = await signInCallers(t.app);
  ({ id: packageId, slug } = await createPublishedPackage(t.app, { creator: callers.creatorRecord }));
});
afterAll(() => t?.close());

// First: the guarded routes below run as admin against this package, DELETE included.
it('keeps public reads cacheable with an ETag, for anonymous and signed-in readers alike', async () => {
  const { tokens } = await registerUser(t.app);
  for (const url of [`/v1/tours/public/slug/${slug}`, '/v1/tours/list?page=1']) {
    for (const headers of [{}, { authorization: `Bearer ${tokens.access.token}` }]) {
      const first = await t.app.inject({ url, headers });
      expect([url, first.statusCode, first.headers['cache-control']]).toEqual([
        url,
        200,
        PUBLIC_CACHE_CONTROL,
      ]);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\//);
      const again = await t.app.inject({ url, headers: { ...headers, 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
    }
  }
});

type Operation = { security?: unknown[] };

it('answers every route behind a bearer token no-store, whatever the status', async () => {
  const spec = (await t.app.inject({ url: '/v1/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  const guarded = Object.entries(spec.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method, operation]) => method !== 'parameters' && operation.security?.length)
      .map(([method]) => ({
        method: method.toUpperCase() as 'GET',
        url: path.replace(/\{[^}]+\}/g, packageId),
      })),
  );
  expect(guarded.length).toBeGreaterThan(30);
  const failures: string[] = [];
  for (const { method, url } of guarded) {
    for (const headers of [callers.admin, callers.creator]) {
      const res = await t.app.inject({
        method,
        url,
        headers:
          method === 'GET' || method === 'DELETE'
            ? headers
            : { ...headers, 'content-type': 'application/json' },
        payload: method === 'GET' || method === 'DELETE' ? undefined : '{}',
      });
      if (res.headers['cache-control'] !== 'no-store')
        failures.push(`${method} ${url} → ${res.statusCode} cache-control: ${res.headers['cache-control']}`);
    }
  }
  expect(failures).toEqual([]);
}, 120_000);

it('answers the auth endpoints that hand out tokens no-store', async () => {
  const login = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: TEST_ADMIN });
  expect([login.statusCode, login.headers['cache-control']]).toEqual([200, 'no-store']);
  const refused = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { ...TEST_ADMIN, password: 'Wrong_123' },
  });
  expect([refused.statusCode, refused.headers['cache-control']]).toEqual([401, 'no-store']);
  const registered = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/register',
    payload: { name: 'Cache Test', email: `cache.${Date.now()}@example.com`, password: 'Secret_1' },
  });
  expect([registered.statusCode, registered.headers['cache-control']]).toEqual([201, 'no-store']);
  const { tokens } = await loginAdmin(t.app);
  const refreshed = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/refresh-tokens',
    payload: { refreshToken: tokens.refresh.token },
  });
  expect([refreshed.statusCode, refreshed.headers['cache-control']]).toEqual([200, 'no-store']);
});
