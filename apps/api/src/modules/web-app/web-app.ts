import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { serverMessages } from '@wayfarer/shared/messages';
import { parseVariantUrl } from '@wayfarer/shared/rules/image-variants';
import { isApiPath } from '@wayfarer/shared/server-paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiMessages } from '../../lib/api-messages.ts';
import { errorBodyOf } from '../../lib/app-error.ts';
import { addVary, EncodedBody, sendEncoded } from '../../lib/content-encoding.ts';
import { variantOf } from '../media/index.ts';
import { IMMUTABLE, registerMediaFiles } from '../media/index.ts';
import { webDistDir } from '../../lib/paths.ts';
import { registerSeoRoutes } from '../seo/index.ts';
import { registerShareCardRoutes } from '../share-cards/index.ts';
import { renderPage } from '../seo/index.ts';
import { registerBuildAssets } from './build-assets.ts';
import { loadRoutePreloads } from './route-preloads.ts';
import { createPageRenderer, loadServerRenderer, variesOnCookie } from './ssr.ts';
import { isKnownPagePath } from '../../plugins/page-routes.ts';

const HTML = 'text/html; charset=utf-8';
// ARCHITECTURE.md: the server's own routes answer first; every other GET gets the SPA.
// Directories are never served (no listings, no 403): they fall through to the not-found handler.
const isFile = (path: string) => !path.endsWith('/');
/** Build metadata such as `.vite/manifest.json` stays on the server. */
const isPublicFile = (path: string) => isFile(path) && !/(^|\/)\./.test(path);
/** Fastify's router refuses path parameters over 100 characters (its maxParamLength). */
const MAX_PARAM_LENGTH = 100;
const hasOverlongSegment = (path: string) =>
  path.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH);

/** A browser asking for a page of the web app (not the API, media, assets or the sandbox). */
export const isPageRequest = (request: FastifyRequest) => {
  const path = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(path) &&
    !path.startsWith('/assets/')
  );
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers the web app's plain page with `status`; the app then shows its own view. */
    sendPageShell(reply: FastifyReply, status: number): Promise<FastifyReply>;
  }
}

/** Local media under /media/…, the built web app, and the SPA fallback for every other GET. */
export async function registerWebApp(app: FastifyInstance, options: { mediaRoot: string; webRoot?: string }) {
  // Uploads and demo images: a folder's files, or the database's (ADR 1306).
  await registerMediaFiles(app, options.mediaRoot);

  const webRoot = options.webRoot ?? webDistDir;
  const hasWebApp = existsSync(join(webRoot, 'index.html'));
  if (hasWebApp) {
    // The fingerprinted files from memory (build-assets.ts); the few others from disk below.
    await registerBuildAssets(app, join(webRoot, 'assets'));
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      decorateReply: false,
      index: false,
      allowedPath: isPublicFile,
      // The web build writes x.br and x.gz next to its text files (apps/web/vite.config.ts):
      // served with Content-Encoding and Vary: Accept-Encoding, never compressed per request.
      preCompressed: true,
      // One route per file of the build, listed at start (the build does not change while the
      // server runs): a page address no longer costs a file lookup on disk, its .br and .gz twins,
      // before it reaches the server-rendered page (~1,700 → ~5,600 req/s, docs/performance-log.md).
      wildcard: false,
      globIgnore: ['assets/**'],
      cacheControl: false,
      // Not fingerprinted (favicon.svg, fallback.svg): revalidated.
      setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
    });
  }

  await registerSeoRoutes(app);
  await registerShareCardRoutes(app, { mediaRoot: options.mediaRoot });

  let indexHtml: string | undefined;
  const readIndexHtml = async () => {
    indexHtml ??= await readFile(join(webRoot, 'index.html'), 'utf8');
    return indexHtml;
  };
  // The public pages are rendered on the server when the web app's server build is there (ssr.ts).
  const renderer = hasWebApp ? await loadServerRenderer(webRoot) : undefined;
  const renderServerPage =
    renderer &&
    createPageRenderer(
      app,
      renderer,
      async (path) => renderPage(app, path, await readIndexHtml()),
      await loadRoutePreloads(webRoot),
    );

  // The plain shell is the same for every path without a head of its own: compressed once.
  let shell: EncodedBody | undefined;
  // Server-rendered pages come from the SSR micro-cache as the same string for its window: each is
  // compressed once, not per request (a few hundred pages at most are kept).
  const renderedBodies = new Map<string, EncodedBody>();
  const encodedRendered = (html: string): EncodedBody => {
    let body = renderedBodies.get(html);
    if (!body) {
      if (renderedBodies.size >= 200) renderedBodies.delete(renderedBodies.keys().next().value as string);
      body = new EncodedBody(html, HTML);
      renderedBodies.set(html, body);
    }
    return body;
  };
  // A page address the router cannot decode (/package/%ZZ) is still a browser asking for a page:
  // it gets the web app and its not-found view, with 400, not the API's JSON (app.ts).
  app.decorate('sendPageShell', async (reply: FastifyReply, status: number) =>
    hasWebApp
      ? reply
          .code(status)
          .type(HTML)
          .header('cache-control', 'no-cache')
          .send(await readIndexHtml())
      : reply.code(status).type(HTML).send(`<!doctype html><p>${apiMessages.webNotBuilt}</p>`),
  );
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A responsive width of a local image not made yet (the static files answered first).
    const variant = request.method === 'GET' || request.method === 'HEAD' ? parseVariantUrl(path) : undefined;
    if (variant) {
      const bytes = await variantOf(options.mediaRoot, variant.base, variant.width).catch(
        (error: unknown) => {
          request.log.warn({ err: error, path }, 'image variant failed');
          return undefined;
        },
      );
      if (bytes) return reply.type('image/webp').header('cache-control', IMMUTABLE).send(bytes);
    }
    if (!isPageRequest(request)) {
      // GET and HEAD reach the static files' wildcard before the router can refuse an over-long
      // parameter (its 414 for the other methods): answer the same here.
      if (hasOverlongSegment(path))
        return reply.code(414).send(errorBodyOf('URI_TOO_LONG', apiMessages.uriTooLong));
      return reply.code(404).send(errorBodyOf('NOT_FOUND', serverMessages.notFound));
    }
    if (!hasWebApp) {
      return reply.code(404).type(HTML).send(`<!doctype html><p>${apiMessages.webNotBuilt}</p>`);
    }
    // My trips is server-rendered only for a browser without the sign-in mark (ADR 1393).
    if (variesOnCookie(path)) addVary(reply, 'cookie');
    const rendered = renderServerPage && (await renderServerPage(request, path));
    if (rendered) {
      return sendEncoded(
        request,
        reply.code(rendered.status).header('cache-control', 'no-cache'),
        encodedRendered(rendered.html),
      );
    }
    // Package, creator and destination pages get their title, description, Open Graph and
    // JSON-LD (modules/seo); an unknown one answers 404 with the plain SPA.
    const html = await readIndexHtml();
    // An address no page of the web app answers is a 404 too (ADR 601); the app shows "Page not found".
    if (!isKnownPagePath(path)) {
      return reply.code(404).type(HTML).header('cache-control', 'no-cache').send(html);
    }
    // A failed lookup must not take the page down: the SPA renders without the extra head.
    const page = await renderPage(app, path, html).catch((error: unknown) => {
      request.log.error({ err: error }, 'page metadata lookup failed');
      return { status: 200, html };
    });
    // Not-found handlers get no compression hook: the HTML is compressed here.
    if (page.html === html) shell ??= new EncodedBody(html, HTML);
    const body = page.html === html && shell ? shell : new EncodedBody(page.html, HTML);
    return sendEncoded(request, reply.code(page.status).header('cache-control', 'no-cache'), body);
  });
}
