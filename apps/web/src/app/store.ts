import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '@/lib/api';
import { authSlice, logout } from '@/lib/auth-slice';
import type { QueryExtra } from '@/lib/server-fetch';
import { startSessionSync } from '@/lib/session-sync';
import { restoreAndPersistSession, SESSION_RESTORED, type SessionRestored } from './session-persistence';
import { settleRejectedQueries } from './ssr-state';

const combined = combineReducers({
  [authSlice.reducerPath]: authSlice.reducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof combined>;

/** The slices, plus the stored session taken in whole (app/session-persistence.ts). */
function rootReducer(state: RootState | undefined, action: { type: string }): RootState {
  if (action.type === SESSION_RESTORED && state) {
    return { ...state, auth: { ...state.auth, ...(action as SessionRestored).payload } };
  }
  return combined(state, action);
}

/** spec 000 §8: leaving the session (Logout or a failed token refresh) clears all cached API data. */
const clearCacheOnLogout: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (logout.match(action)) store.dispatch(api.util.resetApiState());
  return result;
};

type StoreOptions = {
  /** The server-rendered page's API cache (lib/ssr-state.ts), so hydration needs no second fetch. */
  preloadedApi?: Partial<RootState['api']>;
  /**
   * In the browser RTK Query follows focus and connectivity and the tabs share one session; on
   * the server (entry-server.tsx) neither exists and the page is rendered signed out.
   */
  browser: boolean;
  /** Server only: how RTK Query reaches the API (lib/server-fetch.ts). */
  extra?: QueryExtra;
};

/** One store per browser tab, or per server-rendered request (never shared between visitors). */
export function createAppStore({ preloadedApi, browser, extra = {} }: StoreOptions) {
  const initial = combined(undefined, { type: 'wayfarer/init' });
  const store = configureStore({
    reducer: (browser ? rootReducer : settleRejectedQueries(rootReducer)) as typeof rootReducer,
    preloadedState: preloadedApi ? { ...initial, api: { ...initial.api, ...preloadedApi } } : undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } })
        .prepend(clearCacheOnLogout)
        .concat(api.middleware),
  });
  if (browser) {
    setupListeners(store.dispatch);
    // The tabs of the site share one session (lib/session-sync.ts).
    startSessionSync(store);
  }
  return store;
}

/**
 * Browser only: puts the session stored in local storage into the store and keeps it stored.
 * A client-rendered page calls it before its first render; a server-rendered one right after
 * hydrating, since the server rendered it signed out.
 */
export const restoreSession = (store: AppStore) => restoreAndPersistSession(store);

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
