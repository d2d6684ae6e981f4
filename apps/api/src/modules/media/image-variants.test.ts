import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { mediaDir } from './storage.ts';

let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await createTestApp();
  root = mediaDir(t.config.dataDir);
  await mkdir(join(root, 'demo'), { recursive: true });
  const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c84' } })
    .jpeg()
    .toBuffer();
  await writeFile(join(root, 'demo/photo-1.jpg'), jpeg);
});
afterAll(async () => t?.close());

it('makes a WebP width of a local image on first request, then serves the kept file', async () => {
  const first = await t.app.inject({ url: '/media/demo/photo-1.w480.webp' });
  expect(first.statusCode).toBe(200);
  expect(first.headers['content-type']).toBe('image/webp');
  expect(first.headers['cache-control']).toContain('immutable');
  const meta = await sharp(first.rawPayload).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 320]);
  expect((await stat(join(root, 'demo/photo-1.w480.webp'))).size).toBe(first.rawPayload.length);

  const again = await t.app.inject({ url: '/media/demo/photo-1.w480.webp' });
  expect(again.statusCode).toBe(200);
  expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
});

it('never enlarges: a width above the original keeps the original size', async () => {
  const res = await t.app.inject({ url: '/media/demo/photo-1.w1600.webp' });
  expect(res.statusCode).toBe(200);
  expect((await sharp(res.rawPayload).metadata()).width).toBe(1200);
});

it('answers 404 for unknown widths, missing originals and paths outside the media folder', async () => {
  for (const url of [
    '/media/demo/photo-1.w500.webp',
    '/media/demo/missing.w480.webp',
    '/media/demo/%2e%2e/x.w480.webp',
  ]) {
    const res = await t.app.inject({ url });
    expect(res.statusCode, url).toBe(404);
  }
});
