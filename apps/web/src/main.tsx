import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { readSsrState } from './app/ssr-state';
import { createAppStore, restoreSession } from './app/store';
import './index.css';

/**
 * The matched routes' code, loaded before hydrating: React Router would otherwise render its
 * fallback first and the server's HTML would not match (a flash, and a hydration error).
 */
async function loadMatchedLazyRoutes(tree: RouteObject[]): Promise<void> {
  const matches = matchRoutes(tree, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

async function start(container: HTMLElement) {
  const ssr = readSsrState();
  if (!ssr) {
    // The creator and admin areas (and every other page) are rendered in the browser only.
    const store = createAppStore({ browser: true });
    // Synchronous (local storage): the first render already has the session, no gate needed.
    restoreSession(store);
    createRoot(container).render(
      <StrictMode>
        <AppProvider store={store}>
          <RouterProvider router={createBrowserRouter(routes)} />
        </AppProvider>
      </StrictMode>,
    );
    return;
  }
  await loadMatchedLazyRoutes(routes);
  const store = createAppStore({ browser: true, preloadedApi: ssr.api });
  // Captured before the session is restored: the server rendered the page signed out.
  const serverState = store.getState();
  const router = createBrowserRouter(routes, { hydrationData: ssr.router });
  hydrateRoot(
    container,
    <StrictMode>
      <AppProvider store={store} serverState={serverState}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  // The page hydrates against `serverState` (signed out); the stored session follows at once.
  restoreSession(store);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);
