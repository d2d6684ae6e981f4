import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** W/"sha1 of the body, base64url". */
export const weakEtag = (body: string | Buffer): string =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;

// One home for "compress once, serve many": the package JSON micro-cache and the page HTML keep
// an EncodedBody, so a cached hit costs a header lookup, never a compression or a hash.

export type Encoding = 'br' | 'gzip';

/** Below this a compressed answer saves less than its headers cost (same as @fastify/compress). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

// Quality 5 / level 6: within a few per cent of the best ratio at a fraction of the CPU; the
// answer is compressed once per cache window, not per request.
const BROTLI_OPTIONS = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

/** The client's preferred encoding we offer (br before gzip), honouring `q=0` refusals. */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(token.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (token: Encoding) => accepted.get(token) ?? accepted.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

export function compressSync(body: string | Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body, { level: 6 });
}

/** What a stored answer keeps beside its text (ADR 1221): its ETag and both compressed forms (none below the threshold). */
export function storedForms(body: string): { etag: string; br: Buffer | null; gzip: Buffer | null } {
  const compressible = Buffer.byteLength(body) >= COMPRESS_THRESHOLD_BYTES;
  return {
    etag: weakEtag(body),
    br: compressible ? compressSync(body, 'br') : null,
    gzip: compressible ? compressSync(body, 'gzip') : null,
  };
}

/**
 * One form of a stored answer, as read from its row (ADR 1221): the text, or the bytes of the
 * encoding the client asked for, with the ETag of the text. Sent as sendEncoded would send it.
 */
export type StoredForm = {
  etag: string;
  contentType: string;
  /** At or over the threshold: sent compressed to clients that accept it, so it varies. */
  compressible: boolean;
} & ({ encoding: Encoding; bytes: Buffer } | { encoding: undefined; text: string });

/** Adds `field` to the answer's Vary, keeping what is already there (a page may vary on Cookie too). */
export function addVary(reply: FastifyReply, field: string) {
  const current = reply.getHeader('vary');
  const fields = typeof current === 'string' && current ? current.split(/\s*,\s*/) : [];
  if (!fields.some((name) => name.toLowerCase() === field)) fields.push(field);
  reply.header('vary', fields.join(', '));
}

export function sendStoredForm(reply: FastifyReply, form: StoredForm) {
  reply.type(form.contentType).header('etag', form.etag);
  if (form.compressible) addVary(reply, 'accept-encoding');
  if (form.encoding === undefined) return reply.send(form.text);
  return reply.header('content-encoding', form.encoding).send(form.bytes);
}

/** A text body with its ETag, compressed at most once per encoding, on first demand. */
export class EncodedBody {
  readonly etag: string;
  readonly compressible: boolean;
  readonly #encoded = new Map<Encoding, Buffer>();

  constructor(
    readonly body: string,
    readonly contentType: string,
  ) {
    this.etag = weakEtag(body);
    this.compressible = Buffer.byteLength(body) >= COMPRESS_THRESHOLD_BYTES;
  }

  encoded(encoding: Encoding): Buffer {
    let bytes = this.#encoded.get(encoding);
    if (!bytes) {
      bytes = compressSync(this.body, encoding);
      this.#encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/**
 * Sends the body in the client's encoding, with its stored ETag (plugins/etag.ts then answers a
 * matching If-None-Match with 304 without hashing again). The global compression hook skips an
 * answer that already has a Content-Encoding.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  reply.type(body.contentType).header('etag', body.etag);
  if (!body.compressible) return reply.send(body.body);
  addVary(reply, 'accept-encoding');
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body.body);
  return reply.header('content-encoding', encoding).send(body.encoded(encoding));
}
