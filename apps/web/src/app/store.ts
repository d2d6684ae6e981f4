import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '@/lib/api';
import { authSlice, logout } from '@/lib/auth-slice';
import { invalidatePublicQueries } from '@/lib/public-query';
import { startSessionSync } from '@/lib/session-sync';
import { restoreAndPersistSession, SESSION_RESTORED, type SessionRestored } from './session-persistence';

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

const MUTATION_FULFILLED = `${api.reducerPath}/executeMutation/fulfilled`;
const TAGS_INVALIDATED = `${api.reducerPath}/invalidateTags`;

/**
 * The public pages' reads live outside the store (lib/public-query.tsx). A change saved through
 * the store (an admin's settings, a creator's package) makes them stale, as RTK Query's tags did.
 */
const publicReadsFollowMutations: Middleware = () => (next) => (action) => {
  const result = next(action);
  const type = (action as { type?: unknown }).type;
  if (type === MUTATION_FULFILLED || type === TAGS_INVALIDATED) invalidatePublicQueries();
  return result;
};

/**
 * The tab's one store, created in the browser when a part that needs it first renders
 * (app/store-provider.tsx). The server renders the public pages without it, and the signed-out
 * pages that need it (ADR 1391) with one of their own each render, listening to no window.
 */
export function createAppStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(clearCacheOnLogout).concat(api.middleware, publicReadsFollowMutations),
  });
  if (import.meta.env.SSR) return store;
  setupListeners(store.dispatch);
  // The tabs of the site share one session (lib/session-sync.ts).
  startSessionSync(store);
  return store;
}

/**
 * Puts the session stored in local storage into the store and keeps it stored; called once,
 * before the store's first render (app/store-provider.tsx).
 */
export const restoreSession = (store: AppStore) => restoreAndPersistSession(store);

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
