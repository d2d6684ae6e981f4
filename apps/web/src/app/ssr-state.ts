import type { HydrationState } from 'react-router';
import type { RootState } from './store';

/**
 * What a server-rendered page hands to the browser (docs/decisions/801): the RTK Query cache the
 * page was rendered from, and React Router's hydration data. The API writes it into
 * `<script type="application/json" id="wayfarer-ssr">` (not an executable script: the CSP allows
 * only same-origin scripts), with `<` escaped so no value can close the element.
 */
export type SsrState = {
  api: Pick<RootState['api'], 'queries' | 'provided'>;
  router: HydrationState;
};

export const SSR_STATE_ELEMENT_ID = 'wayfarer-ssr';

/** Only settled queries travel: a pending one would leave the browser waiting for nothing. */
export function dehydrateApi(state: RootState['api']): SsrState['api'] {
  const queries: RootState['api']['queries'] = {};
  for (const [key, query] of Object.entries(state.queries)) {
    if (query?.status === 'fulfilled') queries[key] = query;
    else if (query?.status === 'rejected') queries[key] = { ...query, fulfilledTimeStamp: undefined };
  }
  return { queries, provided: state.provided };
}

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

type QueryRejected = { type: string; meta?: { arg?: { type?: string; queryCacheKey?: string } } };
const REJECTED_QUERY = 'api/executeQuery/rejected';

/**
 * Server only: RTK Query starts a failed query again on every render, so a page with a 404 would
 * never settle. Marking the failure as answered (`fulfilledTimeStamp`) lets it stand for the rest
 * of the render; dehydrateApi drops the mark, so the browser retries as it always did.
 */
export function settleRejectedQueries<S extends Pick<RootState, 'api'>>(
  reducer: (state: S | undefined, action: QueryRejected) => S,
) {
  return (state: S | undefined, action: QueryRejected): S => {
    const next = reducer(state, action);
    const key = action.type === REJECTED_QUERY ? action.meta?.arg?.queryCacheKey : undefined;
    const entry = key ? next.api.queries[key] : undefined;
    if (!key || entry?.status !== 'rejected' || entry.fulfilledTimeStamp) return next;
    const settled = { ...entry, fulfilledTimeStamp: Date.now() };
    return { ...next, api: { ...next.api, queries: { ...next.api.queries, [key]: settled } } };
  };
}
