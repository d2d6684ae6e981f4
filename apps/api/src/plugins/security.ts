import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { EARLY_CLICK_SCRIPT } from '@wayfarer/shared/early-clicks';
import { serverMessages } from '@wayfarer/shared/messages';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { AppError } from '../lib/app-error.ts';
import { rateLimitStore } from '../lib/redis.ts';

const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // Our own files, and the page head's one inline script by its hash (ADR 991).
      scriptSrc: ["'self'", `'sha256-${createHash('sha256').update(EARLY_CLICK_SCRIPT).digest('base64')}'`],
      // Radix and Sonner set inline styles; uploaded and remote images may come from a bucket.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      // blob: — the image crop dialog's cropper reads the picked file back through its blob: URL
      // (cropperjs's orientation check, an XHR); a blob: URL is this page's own, made in memory.
      connectSrc: ["'self'", 'blob:'],
      // The package page's intro video player, loaded only when the traveller presses play.
      frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      // Plain-http deployments (a LAN address) must still load their own assets.
      upgradeInsecureRequests: null,
    },
  },
};

/**
 * helmet's headers, computed once. They are the same for every answer (no nonces, no per-route
 * options), yet @fastify/helmet ran helmet's middleware per request and rebuilt the CSP string
 * each time (8.6 % of a cached package read's CPU in a profile).
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  // helmet's middleware is synchronous: it sets every header, then calls next.
  helmet(HELMET_OPTIONS)({} as never, response as never, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed;
  return headers;
}

/** Files the browser never renders as a document: scripts, styles, fonts, images, media. */
const STATIC_TYPE =
  /^(image|font|audio|video)\/|^text\/(css|javascript)|^application\/(javascript|wasm|font|vnd\.ms-fontobject|manifest\+json)/;
/** The built assets, uploaded media and share cards, whatever their answer (a 304 carries no type). */
const STATIC_PATH = /^\/(assets|media|og)\//;

/** A static file's answer: no document policy applies to it (ADR 1212). */
export function isStaticAnswer(url: string, contentType: unknown): boolean {
  return STATIC_PATH.test(url) || STATIC_TYPE.test(String(contentType ?? ''));
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders();
  // ADR 1212: helmet's ~1.1 KB (CSP, COOP, CORP, HSTS, …) matters on documents — the
  // HTML pages and the API's answers — not on a script, a stylesheet, a font or an image, which
  // keep only `X-Content-Type-Options: nosniff` (a script or style of the wrong type is refused).
  // Set on every request (a route may replace one, as the payment sandbox's page does with its
  // own CSP) and taken off again when the answer turns out to be a static file.
  const dropped = Object.keys(headers).filter((name) => name !== 'x-content-type-options');
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (isStaticAnswer(request.url, reply.getHeader('content-type')))
      for (const name of dropped) reply.removeHeader(name);
    done();
  });

  const limits = rateLimitStore(app);
  app.decorate('rateLimitCounting', limits.counting);
  // Off by default; routes opt in with `config.rateLimit` (login and register), so each of them
  // counts per IP on its own.
  await app.register(rateLimit, {
    global: false,
    // REDIS_URL: one count for all instances, so N instances do not allow N × the limit.
    ...limits.options,
    errorResponseBuilder: () => new AppError('RATE_LIMITED', serverMessages.tooManyRequests),
  });
}
