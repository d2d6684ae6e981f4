import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let webRoot: string;
const INDEX = '<!doctype html><title>Wayfarer</title><div id="root"></div>';

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'wayfarer-web-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(join(webRoot, 'index.html'), INDEX);
  await writeFile(join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await mkdir(join(webRoot, '.vite'));
  await writeFile(join(webRoot, '.vite', 'manifest.json'), '{}');
  t = await createTestApp({}, { webRoot });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('the single-page app', () => {
  it.each(['/', '/influencer', '/creator/complete-profile', '/privacy-policy?x=1'])(
    'GET %s → index.html',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    },
  );

  it('serves fingerprinted assets with a year-long immutable cache, other files revalidated', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Build metadata is not published: the path falls back to the app like any unknown page.
    const manifest = await t.app.inject({ url: '/.vite/manifest.json' });
    expect(manifest.body).not.toBe('{}');
    const favicon = await t.app.inject({ url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/no-such-page', '/admin/nope', '/about/extra', '/riya'])(
    'GET %s (no page answers it) → 404 with index.html (the app says "Page not found")',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toBe(INDEX);
    },
  );

  it.each(['/package/%ZZ', '/%ZZ', '/destination/%E0%A4%A?x=1'])(
    'GET %s (an address that cannot be decoded) → 400 with index.html, not the API error',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    },
  );

  it.each(['/v1/tours/%ZZ/overview', '/media/%ZZ'])('GET %s keeps the API error shape', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, error: 'BAD_REQUEST', message: 'Bad request' });
  });

  it('HEAD of an undecodable page is the page; a POST to it stays JSON', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/package/%ZZ' });
    expect(head.statusCode).toBe(400);
    expect(head.headers['content-type']).toContain('text/html');
    const post = await t.app.inject({ method: 'POST', url: '/package/%ZZ', payload: {} });
    expect(post.statusCode).toBe(400);
    expect(post.json()).toEqual({ code: 400, error: 'BAD_REQUEST', message: 'Bad request' });
  });

  it.each([
    '/v1/nope',
    '/media/2020/01/missing.jpg',
    '/sandbox/phonepe/pay/unknown-token/nope',
    '/assets/gone.js',
  ])('server-owned path %s never falls back to the SPA', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, error: 'NOT_FOUND', message: 'Not found' });
  });
});

it.each([
  ['/sitemap.xml', 'application/xml'],
  ['/robots.txt', 'text/plain'],
])('%s is served by the API, not the SPA', async (url, type) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain(type);
});

describe('headers and docs', () => {
  it('sets the security headers', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob: https:");
    // The crop dialog's cropper reads its blob: URL back (an XHR).
    expect(csp).toContain("connect-src 'self' blob:");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
  });

  it('publishes OpenAPI at /v1/docs/json and the UI at /v1/docs', async () => {
    const res = await t.app.inject({ url: '/v1/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/v1/health',
        '/v1/auth/register',
        '/v1/auth/login',
        '/v1/auth/refresh-tokens',
        '/v1/auth/logout',
        '/v1/user',
        '/v1/media',
        '/v1/query',
        '/v1/settings',
      ]),
    );
    const register = res.json().paths['/v1/auth/register'].post;
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(['201', '400', '409', '429']));
    // The error names are one component the answers refer to, not a list inlined in each.
    const codes = res.json().components.schemas.AppErrorCode;
    expect(codes.enum).toEqual(
      expect.arrayContaining(['BOOKING_NOT_FOUND', 'SEATS_UNAVAILABLE', 'VALIDATION_FAILED']),
    );
    expect(JSON.stringify(register.responses['409'])).toContain('#/components/schemas/AppErrorCode');
    const ui = await t.app.inject({ url: '/v1/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});

describe('without a built web app', () => {
  it('answers a page telling how to build it, and the API still works', async () => {
    const bare = await createTestApp({}, { webRoot: join(webRoot, 'does-not-exist') });
    try {
      const res = await bare.app.inject({ url: '/influencer' });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('npm run build');
      expect((await bare.app.inject({ url: '/v1/health' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
