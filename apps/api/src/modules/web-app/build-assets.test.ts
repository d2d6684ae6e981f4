import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBuildAssets, registerBuildAssets } from './build-assets.ts';

let dir: string;
let app: FastifyInstance;
const JS = 'console.log("wayfarer")';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wayfarer-assets-'));
  await mkdir(join(dir, 'fonts'));
  await writeFile(join(dir, 'index-abc.js'), JS);
  // The twins stand for the build's brotli and gzip forms; their bytes tell which was sent.
  await writeFile(join(dir, 'index-abc.js.br'), 'BR-FORM');
  await writeFile(join(dir, 'index-abc.js.gz'), 'GZ-FORM');
  await writeFile(join(dir, 'style-def.css'), 'a{color:red}');
  await writeFile(join(dir, 'fonts', 'inter-1.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  // A file that only looks like a twin (no file of its name without the suffix).
  await writeFile(join(dir, 'archive.gz'), 'A-GZIP-FILE');
  await writeFile(join(dir, '.secret'), 'no');
  app = Fastify();
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ missing: true }));
  await registerBuildAssets(app, dir);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('loadBuildAssets', () => {
  it('keeps each file once, with its twins, its type and a tag of its own bytes', async () => {
    const assets = await loadBuildAssets(dir);
    expect([...assets.keys()].sort()).toEqual([
      'archive.gz',
      'fonts/inter-1.woff2',
      'index-abc.js',
      'style-def.css',
    ]);
    const js = assets.get('index-abc.js');
    expect(js?.type).toBe('text/javascript; charset=utf-8');
    expect(js?.raw.toString()).toBe(JS);
    expect(js?.encoded.br?.toString()).toBe('BR-FORM');
    expect(js?.encoded.gzip?.toString()).toBe('GZ-FORM');
    expect(js?.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(js?.etag).not.toBe(assets.get('style-def.css')?.etag);
    expect(assets.get('fonts/inter-1.woff2')?.type).toBe('font/woff2');
    expect(assets.get('archive.gz')?.type).toBe('application/octet-stream');
  });

  it('reads a folder once while its names stay, and again once a new build changes them', async () => {
    const other = await mkdtemp(join(tmpdir(), 'wayfarer-assets-again-'));
    try {
      await writeFile(join(other, 'index-1.js'), 'one');
      const first = await loadBuildAssets(other);
      // The same names: the same files, not read again (a rewrite in place would not show).
      await writeFile(join(other, 'index-1.js'), 'one, rewritten');
      const again = await loadBuildAssets(other);
      expect(again).toBe(first);
      expect(again.get('index-1.js')?.raw.toString()).toBe('one');
      // A new build writes new names: read anew.
      await writeFile(join(other, 'index-2.js'), 'two');
      const rebuilt = await loadBuildAssets(other);
      expect(rebuilt).not.toBe(first);
      expect([...rebuilt.keys()].sort()).toEqual(['index-1.js', 'index-2.js']);
      expect(rebuilt.get('index-1.js')?.raw.toString()).toBe('one, rewritten');
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('is empty for a build without an assets folder', async () => {
    expect((await loadBuildAssets(join(dir, 'no-such-folder'))).size).toBe(0);
  });
});

describe('GET /assets/*', () => {
  it.each([
    ['br, gzip', 'br', 'BR-FORM'],
    ['gzip, deflate', 'gzip', 'GZ-FORM'],
    ['br;q=0, gzip', 'gzip', 'GZ-FORM'],
    ['identity', undefined, JS],
    [undefined, undefined, JS],
  ])('Accept-Encoding %s → %s', async (accept, encoding, body) => {
    const res = await app.inject({
      url: '/assets/index-abc.js',
      headers: accept ? { 'accept-encoding': accept } : {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.body).toBe(body);
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('accept-encoding');
  });

  it('a file without twins is sent as it is, without Vary', async () => {
    const res = await app.inject({ url: '/assets/style-def.css', headers: { 'accept-encoding': 'br' } });
    expect(res.body).toBe('a{color:red}');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect((await app.inject({ url: '/assets/fonts/inter-1.woff2' })).rawPayload).toEqual(
      Buffer.from([0x77, 0x4f, 0x46, 0x32]),
    );
  });

  it('HEAD answers the headers of GET without the body', async () => {
    const res = await app.inject({
      method: 'HEAD',
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe('');
  });

  it('answers 304 to the tag the client holds, in any encoding', async () => {
    const first = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip' } });
    const etag = String(first.headers.etag);
    const again = await app.inject({
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await app.inject({
      url: '/assets/index-abc.js',
      headers: { 'if-none-match': 'W/"other"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it.each([
    '/assets/gone.js',
    '/assets/index-abc.js.br',
    '/assets/.secret',
    '/assets/../index-abc.js',
    '/assets/%2e%2e/index-abc.js',
    '/assets/fonts',
    '/assets/',
    `/assets/${'a'.repeat(300)}.js`,
  ])('%s → the not-found handler', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ missing: true });
  });
});
