import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStaticAnswer } from '../src/plugins/security.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { createPublishedPackage } from './package-factory.ts';

// ADR 1212: helmet's headers (CSP and the rest, ~1.1 KB) on documents — the HTML pages
// and the API's answers — and not on scripts, styles, fonts and images, which keep nosniff only;
// hashed assets are cached for a year, immutable.

let t: TestApp;
let webRoot: string;
let packageUrl: string;
const IMMUTABLE = 'public, max-age=31536000, immutable';

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'wayfarer-headers-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(
    join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>W</title></head><body></body></html>',
  );
  await writeFile(join(webRoot, 'assets/app-abc123.js'), 'console.log(1);');
  await writeFile(join(webRoot, 'assets/app-abc123.css'), 'body{margin:0}');
  await writeFile(join(webRoot, 'assets/inter-abc123.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  await writeFile(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({}, { webRoot });
  packageUrl = `/v1/tours/public/slug/${(await createPublishedPackage(t.app)).slug}`;
});
afterAll(async () => {
  await t?.close();
  await rm(webRoot, { recursive: true, force: true });
});

const HELMET = [
  'content-security-policy',
  'referrer-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
];

describe('security headers where they matter (ADR 1212)', () => {
  it.each(['/', '/packages', '/v1/health', '/v1/tours/list?page=1', '/v1/no-such-route'])(
    '%s (a page or an API answer) carries them all',
    async (url) => {
      const res = await t.app.inject({ url });
      for (const name of HELMET) expect(res.headers[name], `${url} ${name}`).toBeTruthy();
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('the package JSON carries them too', async () => {
    const res = await t.app.inject({ url: packageUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it.each([
    ['/assets/app-abc123.js', IMMUTABLE],
    ['/assets/app-abc123.css', IMMUTABLE],
    ['/assets/inter-abc123.woff2', IMMUTABLE],
    ['/favicon.svg', 'no-cache'],
  ])('%s (a static file) carries nosniff only, cached as %s', async (url, cacheControl) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    for (const name of HELMET) expect(res.headers[name], `${url} ${name}`).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe(cacheControl);
    // Revalidated (304, no content type): still none.
    const again = await t.app.inject({ url, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    if (url.startsWith('/assets/')) expect(again.headers['content-security-policy']).toBeUndefined();
  });

  it('tells static answers by path or type', () => {
    expect(isStaticAnswer('/media/abc.webp', undefined)).toBe(true);
    expect(isStaticAnswer('/logo.png', 'image/png')).toBe(true);
    expect(isStaticAnswer('/x', 'font/woff2')).toBe(true);
    expect(isStaticAnswer('/x', 'text/javascript; charset=utf-8')).toBe(true);
    expect(isStaticAnswer('/package/bali', 'text/html; charset=utf-8')).toBe(false);
    expect(isStaticAnswer('/v1/health', 'application/json; charset=utf-8')).toBe(false);
    expect(isStaticAnswer('/v1/bookings/export.csv', 'text/csv; charset=utf-8')).toBe(false);
  });
});
