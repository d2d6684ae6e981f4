import type { HydrationState } from 'react-router';
import type { DehydratedPublicQueries } from '@/lib/public-query';

/**
 * What a server-rendered page hands to the browser (docs/decisions/801, 990): the public reads the
 * page was rendered from (lib/public-query.tsx, in RTK Query's `api.queries` layout), React
 * Router's hydration data and the routes the page matched. The API writes it into `<script
 * type="application/json" id="wayfarer-ssr">` (not an executable script: the CSP allows only
 * same-origin scripts), with `<` escaped so no value can close the element.
 */
export type SsrState = {
  api: DehydratedPublicQueries;
  router: HydrationState;
  /** The ids of the routes the page matched, root first (app/server-rendered-routes.ts). */
  routeIds?: string[];
};

export const SSR_STATE_ELEMENT_ID = 'wayfarer-ssr';

/** The server's state when this page was server-rendered; `undefined` for the plain app shell. */
export function readSsrState(): SsrState | undefined {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return undefined;
  }
}
