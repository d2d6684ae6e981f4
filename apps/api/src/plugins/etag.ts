import type { FastifyReply, FastifyRequest } from 'fastify';
import { weakEtag } from '../lib/content-encoding.ts';

// Public, anonymous reads (packages, search, destinations) revalidate cheaply: a weak ETag of the
// serialised body, a short shared cache, and 304 with no body when the client already has it.
// Only for routes without authentication: the answer must be the same for everyone.

// Short on purpose: a creator who has just saved a package or profile and opens its public page
// must see the change within seconds (the server's own micro-cache is 5 s too); after that the
// browser revalidates with the ETag and mostly gets a bodiless 304.
export { weakEtag };

export const PUBLIC_CACHE_CONTROL = 'public, max-age=5';

/** If-None-Match holds the tag (weak comparison; a list or `*` too). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

/** An onSend hook for public GET routes: `{ onSend: publicCache }` or `app.addHook('onSend', publicCache)`. */
export async function publicCache(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
  if (reply.statusCode !== 200) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  // A cached body comes with its tag (lib/content-encoding.ts): no hash on the hot path, and
  // the tag of a compressed payload stays the tag of the text it encodes.
  const stored = reply.getHeader('etag');
  const etag = typeof stored === 'string' ? stored : weakEtag(payload);
  reply.header('etag', etag);
  reply.header('cache-control', PUBLIC_CACHE_CONTROL);
  if (etagMatches(request.headers['if-none-match'], etag)) {
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    reply.removeHeader('content-encoding');
    return '';
  }
  return payload;
}
