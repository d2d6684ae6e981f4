import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestApp } from '../../../test/helpers.ts';
import { imagePart, multipart } from '../../../test/multipart.ts';
import { media } from '../../db/schema.ts';

let t: TestApp;
let token: string;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  const { user, tokens } = await registerUser(t.app);
  token = tokens.access.token;
  userId = user.id;
});
afterAll(() => t.close());

const upload = (body: ReturnType<typeof multipart>, auth: Record<string, string> = bearer(token)) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/media',
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#d2691e' } });
const mediaRoot = () => join(t.config.dataDir, 'media');
async function storedFiles(): Promise<string[]> {
  if (!existsSync(mediaRoot())) return [];
  return (await readdir(mediaRoot(), { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

describe('accepted images', () => {
  it('re-encodes a JPEG: EXIF stripped, orientation applied, file served with a long cache', async () => {
    // 64x48 with EXIF orientation 6 (rotate 90°) and a GPS-like secret in the metadata.
    const jpeg = await solid(64, 48)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'secret-owner' } })
      .toBuffer();
    expect(jpeg.includes('secret-owner')).toBe(true);

    const res = await upload(multipart(imagePart(jpeg)));
    expect(res.statusCode).toBe(201);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(/^\/media\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);

    const stored = await readFile(join(t.config.dataDir, url));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('secret-owner')).toBe(false);
    expect([meta.width, meta.height]).toEqual([48, 64]);

    const [row] = await t.database.db.select().from(media).where(eq(media.url, url));
    expect(row).toMatchObject({
      ownerId: userId,
      mime: 'image/jpeg',
      width: 48,
      height: 64,
      bytes: stored.length,
    });

    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['png', 'image/png'],
    ['webp', 'image/webp'],
  ] as const)('keeps a %s a %s', async (format, mime) => {
    const data = await solid(40, 30).toFormat(format).withMetadata().toBuffer();
    const res = await upload(multipart(imagePart(data, `pic.${format}`, mime)));
    expect(res.statusCode).toBe(201);
    const { url } = res.json<{ url: string }>();
    expect(url.endsWith(`.${format}`)).toBe(true);
    const meta = await sharp(await readFile(join(t.config.dataDir, url))).metadata();
    expect(meta.format).toBe(format);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
  });

  it('trusts the bytes, not the name: a PNG sent as photo.jpg is stored as PNG', async () => {
    const png = await solid(20, 20).png().toBuffer();
    const res = await upload(multipart(imagePart(png, 'photo.jpg', 'image/jpeg')));
    expect(res.statusCode).toBe(201);
    expect(res.json().url.endsWith('.png')).toBe(true);
  });
});

/** A PNG whose header claims width x height, with almost no pixel data behind it. */
function pngHeaderBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.alloc(16)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('rejected uploads leave nothing behind', () => {
  it.each([
    [
      'a text file named .jpg',
      () => Buffer.from('hello, I am not a picture'),
      400,
      'IMAGE_TYPE_UNSUPPORTED',
      'Only JPEG, PNG and WebP images are allowed',
    ],
    [
      'an SVG',
      () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
        ),
      400,
      'IMAGE_TYPE_UNSUPPORTED',
      'Only JPEG, PNG and WebP images are allowed',
    ],
    [
      'a GIF',
      () => solid(8, 8).gif().toBuffer(),
      400,
      'IMAGE_TYPE_UNSUPPORTED',
      'Only JPEG, PNG and WebP images are allowed',
    ],
    [
      'an 11 MB file',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(11 * 1024 * 1024)]),
      413,
      'IMAGE_TOO_LARGE',
      'Image is too large (10 MB at most)',
    ],
    [
      'a header claiming 20000x20000 pixels',
      () => pngHeaderBomb(20_000, 20_000),
      400,
      'IMAGE_TOO_MANY_PIXELS',
      'Image has too many pixels (40 megapixels at most)',
    ],
    [
      'a real 7000x6000 PNG (42 MP)',
      () => solid(7000, 6000).png({ palette: true }).toBuffer(),
      400,
      'IMAGE_TOO_MANY_PIXELS',
      'Image has too many pixels (40 megapixels at most)',
    ],
    [
      'a truncated JPEG',
      async () => (await solid(64, 64).jpeg().toBuffer()).subarray(0, 120),
      400,
      'IMAGE_UNREADABLE',
      'The image could not be read',
    ],
  ])(
    '%s',
    async (_name, makeData, status, error, message) => {
      const data = await makeData();
      const rowsBefore = await t.database.db.select().from(media);
      const filesBefore = await storedFiles();
      const res = await upload(multipart(imagePart(data)));
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ code: status, error, message });
      expect(await storedFiles()).toEqual(filesBefore);
      expect(await t.database.db.select().from(media)).toHaveLength(rowsBefore.length);
    },
    20_000,
  );

  it('asks for the "image" field when it is missing', async () => {
    const png = await solid(8, 8).png().toBuffer();
    const res = await upload(
      multipart({ name: 'file', filename: 'a.png', contentType: 'image/png', data: png }),
    );
    expect(res.json()).toEqual({
      code: 400,
      error: 'IMAGE_MISSING',
      message: 'Please attach an image in the field "image"',
    });
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/media',
      payload: { image: 'x' },
      headers: bearer(token),
    });
    expect(json.statusCode).toBe(400);
  });

  it('answers 401 to an anonymous upload', async () => {
    const png = await solid(8, 8).png().toBuffer();
    const res = await upload(multipart(imagePart(png, 'a.png', 'image/png')), {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, error: 'UNAUTHENTICATED', message: 'Please authenticate' });
  });
});
