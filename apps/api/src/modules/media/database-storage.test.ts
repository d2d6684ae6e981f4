import { existsSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSecondApp, createTestApp, registerUser, type TestApp } from '../../../test/helpers.ts';
import { imagePart, multipart } from '../../../test/multipart.ts';
import { media, mediaBlobs } from '../../db/schema.ts';
import { DatabaseStorage } from './database-storage.ts';
import { IMMUTABLE } from './media-files.ts';
import { importLocalMedia } from './media.service.ts';
import { mediaDir, readLocalMedia } from './storage.ts';

// ADR 1306: with DATABASE_URL and neither S3_BUCKET nor MEDIA_DIR, media are stored in the
// database. Two instances of one site (own DATA_DIRs, one database): what A stores, B serves,
// byte for byte, with the same immutable caching, ETag and 304s as files on disk.

const inDatabase = (db: ConstructorParameters<typeof DatabaseStorage>[0]) => new DatabaseStorage(db);

let a: TestApp;
let b: Awaited<ReturnType<typeof createSecondApp>>;
let token: string;
beforeAll(async () => {
  a = await createTestApp({}, { storage: inDatabase });
  b = await createSecondApp(a, {}, { storage: inDatabase });
  token = (await registerUser(a.app)).tokens.access.token;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const jpeg = (width: number, height: number, background = '#d2691e') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
async function uploadOnA(data: Buffer): Promise<string> {
  const body = multipart(imagePart(data));
  const res = await a.app.inject({
    method: 'POST',
    url: '/v1/media',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ url: string }>().url;
}
const blobOf = async (key: string) =>
  (await a.database.db.select().from(mediaBlobs).where(eq(mediaBlobs.key, key)))[0];
const filesUnder = (dir: string) =>
  existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('.')) : [];

describe('media stored in the database', () => {
  it('an upload on A is stored in the database, not on disk, and B serves the same bytes and headers', async () => {
    const url = await uploadOnA(await jpeg(64, 48));
    expect(url).toMatch(/^\/media\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    const key = url.slice('/media/'.length);
    const blob = await blobOf(key);
    expect(blob).toMatchObject({ contentType: 'image/jpeg', size: blob?.bytes.length });
    const [row] = await a.database.db.select().from(media).where(eq(media.url, url));
    expect(row?.bytes).toBe(blob?.size);
    expect(filesUnder(mediaDir(a.config.dataDir))).toEqual([]);

    const fromA = await a.app.inject({ url });
    const fromB = await b.app.inject({ url });
    for (const res of [fromA, fromB]) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(blob!.bytes)).toBe(true);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['content-length']).toBe(String(blob!.size));
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.headers['last-modified']).toBe(blob!.createdAt.toUTCString());
    }
    // A server-side reader (a picture drawn into something else) gets the same bytes on B.
    expect((await readLocalMedia(b.app.storage, mediaDir(b.config.dataDir), key))?.equals(blob!.bytes)).toBe(
      true,
    );
    const etag = String(fromA.headers.etag);
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(fromB.headers.etag).toBe(etag);
  });

  it('answers 304 to a copy it already has (ETag, or date), and HEAD without a body', async () => {
    const url = await uploadOnA(await jpeg(32, 32, '#123456'));
    const { etag, 'last-modified': lastModified } = (await b.app.inject({ url })).headers;
    const byTag = await b.app.inject({ url, headers: { 'if-none-match': String(etag) } });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.rawPayload).toHaveLength(0);
    expect(byTag.headers.etag).toBe(etag);
    expect(byTag.headers['cache-control']).toBe(IMMUTABLE);
    const otherTag = await b.app.inject({ url, headers: { 'if-none-match': 'W/"1-1"' } });
    expect(otherTag.statusCode).toBe(200);
    const byDate = await b.app.inject({ url, headers: { 'if-modified-since': String(lastModified) } });
    expect(byDate.statusCode).toBe(304);
    const before = new Date(Date.parse(String(lastModified)) - 1000).toUTCString();
    expect((await b.app.inject({ url, headers: { 'if-modified-since': before } })).statusCode).toBe(200);
    const head = await b.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload).toHaveLength(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
  });

  it('B makes a WebP width and stores it; A serves that stored file', async () => {
    const url = await uploadOnA(await jpeg(1200, 800, '#c84'));
    const variant = url.replace(/\.jpg$/, '.w480.webp');
    const fromB = await b.app.inject({ url: variant });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['content-type']).toBe('image/webp');
    expect(fromB.headers['cache-control']).toBe(IMMUTABLE);
    const meta = await sharp(fromB.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 320]);
    const stored = await blobOf(variant.slice('/media/'.length));
    expect(stored?.bytes.equals(fromB.rawPayload)).toBe(true);
    const fromA = await a.app.inject({ url: variant });
    expect(fromA.rawPayload.equals(fromB.rawPayload)).toBe(true);
    expect(fromA.headers.etag).toBe(fromB.headers.etag);
    // Never enlarged: the widest width of a 1200 px original is 1200 px.
    const wide = await a.app.inject({ url: url.replace(/\.jpg$/, '.w1600.webp') });
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(1200);
  });

  it('answers 404 for unknown files, unknown widths, folders and paths outside the store', async () => {
    const url = await uploadOnA(await jpeg(16, 16));
    const folder = url.slice(0, url.lastIndexOf('/') + 1);
    for (const path of [
      '/media/2026/01/00000000-0000-0000-0000-000000000000.jpg',
      url.replace(/\.jpg$/, '.w500.webp'),
      '/media/demo/missing.w480.webp',
      folder,
      `${folder}..%2f..%2fetc%2fpasswd.jpg`,
      '/media/%2e%2e/x.jpg',
      '/media/x.gif',
    ]) {
      const res = await b.app.inject({ url: path });
      expect(res.statusCode, path).toBe(404);
      expect(String(res.headers['content-type']), path).not.toMatch(/^image\//);
    }
  });

  it('a refused upload stores nothing', async () => {
    const before = await a.database.db.select({ key: mediaBlobs.key }).from(mediaBlobs);
    const body = multipart(imagePart(Buffer.from('not a picture')));
    const res = await a.app.inject({
      method: 'POST',
      url: '/v1/media',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(res.statusCode).toBe(400);
    expect(await a.database.db.select({ key: mediaBlobs.key }).from(mediaBlobs)).toHaveLength(before.length);
  });

  it('a file stored in a transaction goes with its rollback (the demo seed stores its images so)', async () => {
    const storage = a.app.storage as DatabaseStorage;
    await expect(
      a.database.db.transaction(async (tx) => {
        await storage.within(tx).put('demo/rolled-back.jpg', await jpeg(8, 8), 'image/jpeg');
        expect(
          (await tx.select().from(mediaBlobs).where(eq(mediaBlobs.key, 'demo/rolled-back.jpg'))).length,
        ).toBe(1);
        throw new Error('seed failed');
      }),
    ).rejects.toThrow('seed failed');
    expect(await blobOf('demo/rolled-back.jpg')).toBeUndefined();
    expect((await b.app.inject({ url: '/media/demo/rolled-back.jpg' })).statusCode).toBe(404);
  });

  it("copies in the files an earlier version left on one instance's disk, once", async () => {
    const data = await jpeg(20, 10);
    const key = '2025/12/0f5c7c1e-4a57-4d3e-9a57-3c0ffee00001.jpg';
    await mkdir(join(mediaDir(a.config.dataDir), '2025/12'), { recursive: true });
    await writeFile(join(mediaDir(a.config.dataDir), key), data);
    await a.database.db.insert(media).values({
      url: `/media/${key}`,
      storageKey: key,
      mime: 'image/jpeg',
      width: 20,
      height: 10,
      bytes: data.length,
    });
    // B has no such file: it copies nothing; A does.
    const ctx = (app: typeof a.app) => ({ db: app.db, storage: app.storage });
    expect(await importLocalMedia(ctx(b.app), mediaDir(b.config.dataDir))).toBe(0);
    expect((await b.app.inject({ url: `/media/${key}` })).statusCode).toBe(404);
    expect(await importLocalMedia(ctx(a.app), mediaDir(a.config.dataDir))).toBe(1);
    const served = await b.app.inject({ url: `/media/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(data)).toBe(true);
    expect(await importLocalMedia(ctx(a.app), mediaDir(a.config.dataDir))).toBe(0);
  });
});
