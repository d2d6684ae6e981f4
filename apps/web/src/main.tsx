import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createBrowserPublicCache } from '@/lib/public-query';
import { registerStoreLoader } from '@/lib/store-on-demand';
import { Hydrated } from './app/hydrated';
import { AppProvider } from './app/provider';
import { patchSignedInAreas, routes } from './app/router';
import { serverRenderedRoutes } from './app/server-rendered-routes';
import { numberHistoryEntry, openSessionStorage } from './app/router-start';
import { readSsrState } from './app/ssr-state';
import './index.css';

// The Redux store loads with the first part that needs it (docs/decisions/990).
registerStoreLoader(() => import('./app/store-provider'));

/**
 * The matched routes' code, loaded before hydrating: React Router would otherwise render its
 * fallback first and the server's HTML would not match (a flash, and a hydration error).
 */
async function loadMatchedLazyRoutes(tree: RouteObject[], ids: readonly string[] | undefined): Promise<void> {
  await Promise.all(
    serverRenderedRoutes(tree, window.location, ids).map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/** Resolves in a later task, so the browser can paint and handle input in between. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(container: HTMLElement) {
  const ssr = readSsrState();
  if (!ssr) {
    // The creator and admin areas (and every other page) are rendered in the browser only; their
    // routes load with the router's first match (app/router.tsx, ADR 1402) and bring the store with
    // their code, the session restored before they render.
    createRoot(container).render(
      <StrictMode>
        <AppProvider publicQueries={createBrowserPublicCache()}>
          <RouterProvider
            router={createBrowserRouter(routes, { patchRoutesOnNavigation: patchSignedInAreas })}
          />
        </AppProvider>
        {/* Nothing was server-rendered to tap, but the head's recorder must stop recording. */}
        <Hydrated />
      </StrictMode>,
    );
    return;
  }
  await loadMatchedLazyRoutes(routes, ssr.routeIds);
  // Each step in a task of its own (docs/decisions/1355): on a slow phone the route modules'
  // evaluation, the router's creation (it ranks every route) and hydration's start made one task
  // of 100-200 ms, all of it blocking time; apart, each stays near or under 50 ms.
  await nextTask();
  // The router's creation begins with two calls into the browser, each made here first in a task
  // of its own (docs/decisions/1400): numbering the history entry, and opening sessionStorage.
  numberHistoryEntry();
  await nextTask();
  openSessionStorage();
  await nextTask();
  // The server's reads come with the page, so hydration fetches nothing. The page hydrates signed
  // out, as the server rendered it; the header then reads the stored session (lib/stored-session.ts).
  const publicQueries = createBrowserPublicCache(ssr.api);
  const router = createBrowserRouter(routes, {
    hydrationData: ssr.router,
    patchRoutesOnNavigation: patchSignedInAreas,
  });
  await nextTask();
  // As a transition, hydration yields to the browser every few milliseconds instead of one long
  // task (Lighthouse's total blocking time); a tap on a part not yet hydrated hydrates it first.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <AppProvider publicQueries={publicQueries}>
          <RouterProvider router={router} />
        </AppProvider>
        <Hydrated />
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// In a task of its own, after this graph's evaluation. Scheduled from a microtask, not from the
// module's top level: under a profiler (Lighthouse's trace) anything that records its stack (a
// timer, a fetch) from the top level has the whole module re-parsed for it (docs/performance-log.md).
queueMicrotask(() => setTimeout(() => void start(root), 0));
