import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { COMPRESS_THRESHOLD_BYTES } from '../lib/content-encoding.ts';

/**
 * brotli or gzip for every text answer of ~1 KB or more (JSON, HTML, XML; mime-db decides what
 * is text), chosen from Accept-Encoding with `Vary: Accept-Encoding`. Registered before the
 * static files: the built assets are served from their pre-compressed .br/.gz twins instead
 * (modules/web-app/web-app.ts), and an answer that already has a Content-Encoding is left alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    // Uploads are JSON or multipart; nobody sends us compressed bodies.
    globalDecompression: false,
    // Per request, so cheaper than the cached bodies' quality 5: quality 4 is brotli's usual
    // dynamic setting and still beats gzip -6 on JSON.
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: 6 },
  });
}
