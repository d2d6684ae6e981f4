import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { matchPage, type PageRoute } from '@wayfarer/shared/page-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cookiesOf } from '../../lib/cookies.ts';
import { createMicroCache } from '../../lib/micro-cache.ts';
import { jsonForScript } from '../../lib/html.ts';
import { entityPage } from '../seo/index.ts';
import { withRoutePreloads } from './route-preloads.ts';

// Server-rendered public pages (docs/decisions/801-803). The web app's server build
// (apps/web/dist-server/entry-server.js, next to the web app's dist/) renders the page with React;
// this plugin hands it the page's URL and an in-process fetch, caches the finished HTML like the
// package JSON (PUBLIC_CACHE_MS) and places it, with the state to hydrate, into index.html.

/** The contract of apps/web/src/entry-server.tsx (built separately, so restated here). */
type ServerRenderer = {
  SSR_STATE_ELEMENT_ID: string;
  render(input: {
    url: string;
    serverFetch: (request: Request) => Promise<Response>;
  }): Promise<{ appHtml: string; state: unknown } | undefined>;
};

/**
 * spec 001 §2's public pages, marked `ssr` in the route manifest (packages/shared page-routes);
 * `/package/booking` (checkout) and every other page stay client-rendered.
 */
export const isServerRenderedPath = (path: string): boolean => matchPage(path)?.ssr === true;

/**
 * Whether this request gets the server's render of a page marked `ssr`: not when the page is
 * rendered only for a browser without its `unlessCookie` and this one carries it (My trips,
 * ADR 1393: that visitor's own page is rendered in the browser).
 */
export const isServerRenderedFor = (request: FastifyRequest, path: string): boolean => {
  const page = matchPage(path);
  if (page?.ssr !== true) return false;
  return !page.unlessCookie || cookiesOf(request.headers, page.unlessCookie).length === 0;
};

/** Whether the page's answer depends on the request's cookies (a cache must key on them). */
export const variesOnCookie = (path: string): boolean => matchPage(path)?.unlessCookie !== undefined;

/**
 * Only the lists read the query string (page, sort, filters; `readsQuery` in the manifest). Every
 * other page is rendered and cached by its path, so `?utm_source=…` on a shared link, or a made-up
 * query, costs no render.
 */
const renderKey = (url: string, path: string) => (matchPage(path)?.readsQuery ? url : path);

/** The renderer next to `webRoot`, or `undefined` when the server build is missing. */
export async function loadServerRenderer(webRoot: string): Promise<ServerRenderer | undefined> {
  const entry = join(dirname(webRoot), 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as ServerRenderer;
}

/** RTK Query's requests during a render, answered by this process's own routes (ADR 802). */
function inProcessFetch(app: FastifyInstance) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET') throw new Error(`server render: ${request.method} is not allowed`);
    const url = new URL(request.url);
    const answer = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { accept: request.headers.get('accept') ?? 'application/json' },
    });
    const headers = new Headers();
    const type = answer.headers['content-type'];
    if (typeof type === 'string') headers.set('content-type', type);
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.body, { status: answer.statusCode, headers });
  };
}

type Page = { status: number; html: string };

/** What React puts before the page when it renders less than a document: preloads and the title. */
const LEADING_HOISTABLES = /^(?:<link [^>]*>|<meta [^>]*>|<title>[^<]*<\/title>)+/;

/**
 * index.html with the rendered page in #root and its state after it. React's leading preloads go
 * to the head; its <title> replaces the shell's, except on the pages whose head modules/seo
 * fills (its title stays, as crawlers and shared links have always seen it).
 * Every replacement is a function: the page's text may contain `$&`, `$'` and the like.
 */
function assemble(
  shell: string,
  rendered: { appHtml: string; state: unknown },
  stateElementId: string,
  path: string,
): string {
  const hoisted = LEADING_HOISTABLES.exec(rendered.appHtml)?.[0] ?? '';
  const body = rendered.appHtml.slice(hoisted.length);
  const title = /<title>[^<]*<\/title>/.exec(hoisted)?.[0];
  const headTags = hoisted.replace(/<title>[^<]*<\/title>/, '');
  const state = `<script type="application/json" id="${stateElementId}">${jsonForScript(rendered.state)}</script>`;
  let html = shell;
  if (title && !entityPage(path)) html = html.replace(/<title>[\s\S]*?<\/title>/i, () => title);
  // React 19 takes over the first <title> it finds when hydrating a page's own <title>, and removes
  // it when that page unmounts: after a client-side navigation to a page without a title the
  // document would have none. React never takes a title carrying `itemprop`; it adds its own before.
  html = html.replace(/<title>/i, '<title itemprop="name">');
  // The first render waits until the parser has reached the state, after the page's markup
  // (ADR 1387): one style and layout pass of the whole page before the first paint, where the
  // parser's chunks otherwise laid the growing page out two to four times on a slow phone.
  const renderAfterMarkup = `<link rel="expect" href="#${stateElementId}" blocking="render">`;
  return html
    .replace(/<\/head>/i, () => `${headTags}${renderAfterMarkup}</head>`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${body}</div>${state}`);
}
/** A page not worth keeping (a 404: the slug may be published a moment later). */
class Uncached extends Error {
  constructor(readonly page: Page) {
    super('not cached');
  }
}

/**
 * `shell(path)` gives index.html with the page's SEO head (modules/seo) and its status; the
 * returned function answers a public page's URL with the server-rendered page, or `undefined`
 * when the path is not rendered on the server or rendering failed (the caller sends the shell).
 */
export function createPageRenderer(
  app: FastifyInstance,
  renderer: ServerRenderer,
  shell: (path: string) => Promise<Page>,
  /** Each page's route files for the head (route-preloads.ts). */
  routePreloads: ReadonlyMap<PageRoute, readonly string[]> = new Map(),
) {
  const serverFetch = inProcessFetch(app);
  const pages = createMicroCache<Page>(app.config.publicCacheMs, 1000);
  app.publicPages.onPackageChanged((slug) => {
    pages.delete(`/package/${slug}`);
    pages.delete(`/package/${slug}/`);
  });

  async function build(url: string, path: string): Promise<Page> {
    const [head, rendered] = await Promise.all([
      shell(path),
      renderer.render({ url: `${app.config.publicUrl}${url}`, serverFetch }),
    ]);
    if (!rendered) throw new Uncached(head);
    const html = assemble(head.html, rendered, renderer.SSR_STATE_ELEMENT_ID, path);
    const page = {
      status: head.status,
      html: withRoutePreloads(html, routePreloads.get(matchPage(path) as PageRoute) ?? []),
    };
    if (page.status !== 200) throw new Uncached(page);
    return page;
  }

  return async (request: FastifyRequest, path: string): Promise<Page | undefined> => {
    if (!isServerRenderedFor(request, path) || request.url.length > 2000) return undefined;
    const key = renderKey(request.url, path);
    try {
      return await pages.get(key, () => build(key, path));
    } catch (error) {
      if (error instanceof Uncached) return error.page;
      request.log.error({ err: error }, 'server render failed');
      return undefined;
    }
  };
}
