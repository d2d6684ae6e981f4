import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import { parseVariantUrl } from '@wayfarer/shared/rules/image-variants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isConnectionError } from '../../lib/db-errors.ts';
import { etagMatches } from '../../plugins/etag.ts';
import { DatabaseStorage, type MediaBlob } from './database-storage.ts';
import { databaseVariantOf } from './image-variants.ts';

// GET /media/<key>: the files uploads and the demo seed stored, for a year (a key is a fresh UUID
// and never rewritten). Files in a folder are static files (the widths not made yet reach the
// not-found handler, web-app.ts); files in the database (ADR 1306) are read from it, widths
// included, with the same headers: Cache-Control immutable, a weak ETag and Last-Modified, 304.

export const IMMUTABLE = 'public, max-age=31536000, immutable';

// Directories are never served (no listings, no 403): they fall through to the not-found handler.
const isFile = (path: string) => !path.endsWith('/');

/**
 * A key the storage can hold: `/`-separated names of letters, digits, `_` and `-`, one
 * extension (a width's `.w<width>` before it). Nothing else reaches the database.
 */
const MEDIA_KEY = /^[\w-]+(?:\/[\w-]+)*(?:\.w\d{3,4})?\.(?:jpe?g|png|webp)$/i;
export const isMediaKey = (key: string) => MEDIA_KEY.test(key);

/** `root`: the folder of local files (DATA_DIR/media or MEDIA_DIR), served unless the app's storage is the database. */
export async function registerMediaFiles(app: FastifyInstance, root: string): Promise<void> {
  const { storage } = app.deps;
  if (storage instanceof DatabaseStorage) {
    app.get('/media/*', { schema: { hide: true } }, (request, reply) => sendStored(storage, request, reply));
    return;
  }
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    allowedPath: isFile,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
  });
}

/** As @fastify/send tags a file: W/"<size>-<time>" in hex, the time being when it was stored. */
const etagOf = (blob: MediaBlob) => `W/"${blob.size.toString(16)}-${blob.createdAt.getTime().toString(16)}"`;

async function sendStored(storage: DatabaseStorage, request: FastifyRequest, reply: FastifyReply) {
  const key = (request.params as { '*': string })['*'];
  if (!isMediaKey(key)) return reply.callNotFound();
  const variant = parseVariantUrl(`/media/${key}`);
  const blob = variant
    ? await databaseVariantOf(storage, variant.base, variant.width).catch((error: unknown) => {
        // The database away is a 503 (error-handler.ts); an original sharp cannot read, a 404.
        if (isConnectionError(error)) throw error;
        request.log.warn({ err: error, key }, 'image variant failed');
        return undefined;
      })
    : await storage.read(key);
  if (!blob) return reply.callNotFound();
  const etag = etagOf(blob);
  reply
    .header('cache-control', IMMUTABLE)
    .header('etag', etag)
    .header('last-modified', blob.createdAt.toUTCString());
  if (isFresh(request, etag, blob.createdAt)) return reply.code(304).send();
  return reply.type(blob.contentType).send(blob.bytes);
}

/** If-None-Match when sent (weak comparison), else If-Modified-Since, as @fastify/send does. */
function isFresh(request: FastifyRequest, etag: string, storedAt: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) return etagMatches(ifNoneMatch, etag);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  // HTTP dates have whole seconds.
  return Number.isFinite(since) && Math.floor(storedAt.getTime() / 1000) * 1000 <= since;
}
