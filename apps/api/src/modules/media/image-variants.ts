import { randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageVariantWidth } from '@wayfarer/shared/rules/image-variants';
import sharp from 'sharp';
import type { DatabaseStorage, MediaBlob } from './database-storage.ts';
import { MAX_IMAGE_PIXELS } from './image-processing.ts';

// The WebP widths of a local image (/media/<base>.w<width>.webp), made on the first request for
// one and kept on disk next to the original, so start-up and the demo seed never wait for them
// and a width nobody asks for is never made. Later requests are plain static files. Media in the
// database (ADR 1306) get theirs the same way, kept as one more blob that every instance serves.

const ORIGINAL_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'];
// WebP at 75 looks like the JPEG at 82 it replaces, at roughly two thirds of its size.
const WEBP_QUALITY = 75;

/** The image at `width` (never wider than the original) as WebP. */
export async function toWebpVariant(original: Buffer, width: ImageVariantWidth): Promise<Buffer> {
  return sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

async function readOriginal(mediaRoot: string, base: string): Promise<Buffer | undefined> {
  for (const extension of ORIGINAL_EXTENSIONS) {
    const bytes = await readFile(join(mediaRoot, `${base}.${extension}`)).catch(() => undefined);
    if (bytes) return bytes;
  }
  return undefined;
}

const making = new Map<string, Promise<Buffer | undefined>>();
const makingBlobs = new Map<string, Promise<MediaBlob | undefined>>();

/**
 * The variant's bytes, made and written now if missing; undefined when there is no original.
 * Concurrent requests for one variant share one resize. `base` comes from parseVariantUrl
 * (letters, digits, `/`, `_`, `-` only), so it stays under mediaRoot.
 */
export function variantOf(
  mediaRoot: string,
  base: string,
  width: ImageVariantWidth,
): Promise<Buffer | undefined> {
  const path = join(mediaRoot, `${base}.w${width}.webp`);
  const pending = making.get(path);
  if (pending) return pending;
  const promise = (async () => {
    const existing = await readFile(path).catch(() => undefined);
    if (existing) return existing;
    const original = await readOriginal(mediaRoot, base);
    if (!original) return undefined;
    const variant = await toWebpVariant(original, width);
    // Written whole, then renamed: a concurrent static read never sees half a file (and on a
    // shared MEDIA_DIR, never another machine's half-written one).
    const partial = `${path}.${randomUUID()}.tmp`;
    await writeFile(partial, variant);
    await rename(partial, path);
    return variant;
  })();
  making.set(path, promise);
  return promise.finally(() => making.delete(path));
}

/**
 * The variant of an original stored in the database, made and stored now if missing (by whichever
 * instance asks first; a concurrent maker's insert does nothing); undefined when there is no
 * original. Concurrent requests in one process share one resize.
 */
export function databaseVariantOf(
  storage: DatabaseStorage,
  base: string,
  width: ImageVariantWidth,
): Promise<MediaBlob | undefined> {
  const key = `${base}.w${width}.webp`;
  const pending = makingBlobs.get(key);
  if (pending) return pending;
  const promise = (async () => {
    const existing = await storage.read(key);
    if (existing) return existing;
    let original: MediaBlob | undefined;
    for (const extension of ORIGINAL_EXTENSIONS) {
      original ??= await storage.read(`${base}.${extension}`);
    }
    if (!original) return undefined;
    return storage.keep(key, await toWebpVariant(original.bytes, width), 'image/webp');
  })();
  makingBlobs.set(key, promise);
  return promise.finally(() => makingBlobs.delete(key));
}
