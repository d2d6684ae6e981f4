import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { createPublishedPackage } from '../../test/package-factory.ts';
import { negotiateEncoding } from '../lib/content-encoding.ts';

// HTML (the SPA shell), JSON (the cached package read and an ordinary list) and a built asset,
// each asked for with br, gzip and nothing: compressed with the right headers, or identity.

const INDEX_HTML = `<!doctype html><html><head><title>Wayfarer</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const ASSET = `console.log(${JSON.stringify('x'.repeat(4000))});`;
// Marked so the test proves the stored twin is sent, not a fresh compression of the source.
const ASSET_BR = brotliCompressSync(`${ASSET}//br`);
const ASSET_GZ = gzipSync(`${ASSET}//gz`);

const decode = (encoding: string | undefined, raw: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;

let t: TestApp;
let webRoot: string;
let packageUrl: string;
beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'wayfarer-compress-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(join(webRoot, 'index.html'), INDEX_HTML);
  await writeFile(join(webRoot, 'assets/app-abc123.js'), ASSET);
  await writeFile(join(webRoot, 'assets/app-abc123.js.br'), ASSET_BR);
  await writeFile(join(webRoot, 'assets/app-abc123.js.gz'), ASSET_GZ);
  t = await createTestApp({ PUBLIC_CACHE_MS: '60000' }, { webRoot });
  const pkg = await createPublishedPackage(t.app);
  packageUrl = `/v1/tours/public/slug/${pkg.slug}`;
});
afterAll(async () => {
  await t?.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe.each([
  ['br', 'gzip, deflate, br', 'br'],
  ['gzip', 'gzip, deflate', 'gzip'],
  ['identity', undefined, undefined],
  ['identity (br;q=0, gzip;q=0)', 'br;q=0, gzip;q=0', undefined],
])('Accept-Encoding %s', (_name, acceptEncoding, expected) => {
  it('HTML: the SPA shell', async () => {
    const res = await get('/packages', acceptEncoding);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-encoding']).toBe(expected);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(expected, res.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('JSON: the cached package read, compressed once with its ETag', async () => {
    const res = await get(packageUrl, acceptEncoding);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-encoding']).toBe(expected);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const json = decode(expected, res.rawPayload).toString();
    expect(JSON.parse(json).slug).toBe(packageUrl.split('/').pop());
    // The tag names the JSON text, whatever the encoding; a match answers 304 with no body.
    const identity = await get(packageUrl);
    expect(res.headers.etag).toBe(identity.headers.etag);
    const again = await t.app.inject({
      url: packageUrl,
      headers: {
        'if-none-match': String(res.headers.etag),
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  it('JSON: an ordinary public list through the global hook', async () => {
    for (let i = 0; i < 3; i += 1) await createPublishedPackage(t.app, { title: `List padding ${i}` });
    const res = await get('/v1/tours/list', acceptEncoding);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(JSON.parse(decode(expected, res.rawPayload).toString()).tourPackages.length).toBeGreaterThan(0);
  });

  it('assets: the pre-compressed twin from the build', async () => {
    const res = await get('/assets/app-abc123.js', acceptEncoding);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['content-encoding']).toBe(expected);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toContain('immutable');
    const suffix = expected === 'br' ? '//br' : expected === 'gzip' ? '//gz' : '';
    expect(decode(expected, res.rawPayload).toString()).toBe(`${ASSET}${suffix}`);
  });
});

it('leaves small answers alone', async () => {
  const res = await get('/v1/health', 'br, gzip');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBeUndefined();
});

it('keeps the security headers on compressed pages and API answers, not on assets (ADR 1212)', async () => {
  for (const url of ['/packages', packageUrl]) {
    const res = await get(url, 'br');
    expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
  }
  const asset = await get('/assets/app-abc123.js', 'br');
  expect(asset.headers['content-encoding']).toBe('br');
  expect(asset.headers['content-security-policy']).toBeUndefined();
  expect(asset.headers['x-content-type-options']).toBe('nosniff');
});

describe('negotiateEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0', undefined],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['GZIP;Q=1', 'gzip'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
