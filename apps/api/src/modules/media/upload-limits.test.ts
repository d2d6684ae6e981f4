import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestApp } from '../../../test/helpers.ts';
import { imagePart, multipart } from '../../../test/multipart.ts';
import { media } from '../../db/schema.ts';
import { MAX_IMAGE_BYTES } from './image-processing.ts';

// a form the parser cannot read answers 400, a file over 10 MB always
// answers 413 — counted on the bytes received, over a real socket in uneven chunks too — and
// neither stores anything.
let t: TestApp;
let token: string;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerUser(t.app)).tokens.access.token;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const MALFORMED_UPLOAD = 'The upload could not be read: send a multipart form with the field "image"';
const jpegOfSize = (bytes: number) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(bytes - 3, 7)]);

async function storedFiles(): Promise<string[]> {
  const root = join(t.config.dataDir, 'media');
  if (!existsSync(root)) return [];
  return (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

/** Runs `send`, then checks that no file and no media row appeared. */
async function storesNothing<T>(send: () => Promise<T>): Promise<T> {
  const rowsBefore = (await t.database.db.select().from(media)).length;
  const filesBefore = await storedFiles();
  const result = await send();
  expect(await storedFiles()).toEqual(filesBefore);
  expect(await t.database.db.select().from(media)).toHaveLength(rowsBefore);
  return result;
}

const post = (payload: string | Buffer, contentType: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/media',
    payload,
    headers: { 'content-type': contentType, ...bearer(token) },
  });

describe('malformed multipart answers 400 and stores nothing', () => {
  it('a multipart type without a boundary', async () => {
    const body = multipart(imagePart(jpegOfSize(64)));
    const res = await storesNothing(() => post(body.payload, 'multipart/form-data'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, error: 'MALFORMED_UPLOAD', message: MALFORMED_UPLOAD });
  });

  it('a JSON body sent as multipart', async () => {
    const res = await storesNothing(() =>
      post(JSON.stringify({ image: 'x' }), 'multipart/form-data; boundary=----wayfarer0'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it.each([
    ['inside the part headers', (body: Buffer) => body.subarray(0, 60)],
    ['inside the file', (body: Buffer) => body.subarray(0, body.length - 200)],
    ['before the closing boundary', (body: Buffer) => body.subarray(0, body.length - 12)],
  ])('a body cut %s', async (_where, cut) => {
    const body = multipart(imagePart(jpegOfSize(4096)));
    const res = await storesNothing(() => post(cut(body.payload), body.headers['content-type']!));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, error: 'MALFORMED_UPLOAD', message: MALFORMED_UPLOAD });
  });
});

/** POSTs over a real socket, writing the body in chunks of uneven sizes. */
function postInChunks(body: ReturnType<typeof multipart>, chunkSizes: number[]) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(`${origin}/v1/media`, {
      method: 'POST',
      headers: { ...body.headers, ...bearer(token), 'content-length': body.payload.length },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    // The server may answer 413 and close before the whole body is written.
    req.on('error', (error) => (req.writableEnded ? undefined : reject(error)));
    let offset = 0;
    for (let i = 0; offset < body.payload.length; i++) {
      const size = chunkSizes[i % chunkSizes.length]!;
      req.write(body.payload.subarray(offset, offset + size));
      offset += size;
    }
    req.end();
  });
}

describe('the 10 MB limit is enforced on the bytes received', () => {
  const OVER = [1, 2, 4096, 512 * 1024, 10 * 1024 * 1024];
  it.each(OVER)('MAX_IMAGE_BYTES + %i bytes answers 413 (inject)', async (extra) => {
    const res = await storesNothing(() =>
      t.app.inject({
        method: 'POST',
        url: '/v1/media',
        ...(() => {
          const body = multipart(imagePart(jpegOfSize(MAX_IMAGE_BYTES + extra)));
          return { payload: body.payload, headers: { ...body.headers, ...bearer(token) } };
        })(),
      }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 413,
      error: 'IMAGE_TOO_LARGE',
      message: 'Image is too large (10 MB at most)',
    });
  });

  it('just over the limit answers 413 over a socket, however the body is chunked', async () => {
    const chunkings = [[65_536], [MAX_IMAGE_BYTES], [1000, 7, 64_000, 333_333], [MAX_IMAGE_BYTES + 200, 1]];
    for (const extra of [1, 3, 1024]) {
      const body = multipart(imagePart(jpegOfSize(MAX_IMAGE_BYTES + extra)));
      for (const sizes of chunkings) {
        const res = await storesNothing(() => postInChunks(body, sizes));
        expect([extra, sizes, res.status]).toEqual([extra, sizes, 413]);
        expect(JSON.parse(res.body)).toEqual({
          code: 413,
          error: 'IMAGE_TOO_LARGE',
          message: 'Image is too large (10 MB at most)',
        });
      }
    }
  }, 60_000);

  it('answers 413 when a chunk of the body ends exactly at the limit', async () => {
    // The parser marks the file truncated only when the next chunk arrives, after the last
    // allowed byte was already read: the old check missed it and took the first 10 MB.
    for (const extra of [1, 100, 70_000]) {
      const body = multipart(imagePart(jpegOfSize(MAX_IMAGE_BYTES + extra)));
      const fileStart = body.payload.indexOf('\r\n\r\n') + 4;
      const split = fileStart + MAX_IMAGE_BYTES;
      const res = await storesNothing(() =>
        t.app.inject({
          method: 'POST',
          url: '/v1/media',
          payload: Readable.from(
            (async function* () {
              yield body.payload.subarray(0, split);
              await new Promise((resolve) => setTimeout(resolve, 20));
              yield body.payload.subarray(split);
            })(),
          ),
          headers: { ...body.headers, ...bearer(token) },
        }),
      );
      expect([extra, res.statusCode]).toEqual([extra, 413]);
    }
  });

  it('exactly 10 MB is not refused as too large', async () => {
    const body = multipart(imagePart(jpegOfSize(MAX_IMAGE_BYTES)));
    const res = await postInChunks(body, [65_536]);
    // The bytes are not a real JPEG: read, then refused for what they are, not for their size.
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).message).toBe('The image could not be read');
  });
});
