import { type ReactNode, StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Hydrated } from './app/hydrated';
import { AppProvider } from './app/provider';
import { routeTree } from './app/route-tree';
import type { SsrState } from './app/ssr-state';
import { PublicQueryCache } from './lib/public-query';
import { registerStoreLoader } from './lib/store-on-demand';

// The server renderer of the public pages (docs/decisions/801), built by `vite build --ssr` into
// apps/web/dist-server/ and imported by the API (apps/api/src/plugins/ssr.ts).

export type { SsrState } from './app/ssr-state';
export { SSR_STATE_ELEMENT_ID } from './app/ssr-state';

export type RenderInput = {
  /** Absolute URL of the page, query string included. */
  url: string;
  /** Answers the page's API requests (the API process itself, docs/decisions/802). */
  serverFetch: (request: Request) => Promise<Response>;
};
export type RenderResult = { appHtml: string; state: SsrState };

// The signed-out pages that need the store (sign-in, the creator landing page) render with one of
// their own, signed out (app/store-provider.tsx, ADR 1391).
registerStoreLoader(() => import('./app/store-provider'));

// One handler per process: it resolves each lazy route once and keeps it resolved.
const handler = createStaticHandler(routeTree);

/**
 * Reads start while rendering (lib/public-query.tsx), so a page renders until no query is running: the
 * first pass starts the page's queries, the next renders with their data, and a query that waits
 * on another one's answer gets one more pass.
 */
const MAX_PASSES = 4;
/** A render that takes longer is abandoned; the API then serves the plain app shell. */
const RENDER_TIMEOUT_MS = 5000;

/** The page's HTML and the state to hydrate it with; `undefined` when the route redirects. */
export async function render({ url, serverFetch }: RenderInput): Promise<RenderResult | undefined> {
  // Lazy routes that match are resolved here, before rendering.
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  // The public pages render without the Redux store, signed out (docs/decisions/990).
  const publicQueries = new PublicQueryCache(serverFetch);
  const page = (
    <StrictMode>
      <AppProvider publicQueries={publicQueries}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
      <Hydrated />
    </StrictMode>
  );

  let appHtml = '';
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    appHtml = await renderComplete(page);
    const running = publicQueries.whenSettled();
    if (running.length === 0) break;
    await Promise.all(running);
  }
  return {
    appHtml,
    state: {
      api: publicQueries.dehydrate(),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
      routeIds: context.matches.map((match) => match.route.id),
    },
  };
}

/** The whole page, lazy parts included (not streamed: the API caches the finished HTML). */
async function renderComplete(page: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(page, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    // Every boundary inline, in place: React would otherwise move large ones out into hidden
    // segments revealed by inline scripts, which the CSP (script-src 'self') blocks.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    // Errors inside a boundary render its fallback on the server; the browser renders that part.
    onError: (error) => console.error('server render:', error),
  });
  await stream.allReady;
  return new Response(stream).text();
}
