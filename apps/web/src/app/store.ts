import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  type Persistor,
  PURGE,
  persistReducer,
  persistStore,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import storage from 'redux-persist/es/storage';
import { api } from '@/lib/api';
import { authSlice, logout } from '@/lib/auth-slice';
import type { QueryExtra } from '@/lib/server-fetch';
import { settleRejectedQueries } from './ssr-state';
import { startSessionSync } from '@/lib/session-sync';

const rootReducer = combineReducers({
  [authSlice.reducerPath]: authSlice.reducer,
  [api.reducerPath]: api.reducer,
});

// spec 000 §3: the auth state is kept in local storage under the key root, time-out 5000 ms.
const persistedReducer = persistReducer(
  { key: 'root', storage, timeout: 5000, whitelist: ['auth'] },
  rootReducer,
);

export type RootState = ReturnType<typeof rootReducer>;

type StoreOptions = {
  /** The server-rendered page's API cache (lib/ssr-state.ts), so hydration needs no second fetch. */
  preloadedApi?: Partial<RootState['api']>;
  /**
   * In the browser: the session is restored from local storage and RTK Query follows focus and
   * connectivity. On the server (entry-server.tsx) neither exists; the page is rendered signed out.
   */
  browser: boolean;
  /** Server only: how RTK Query reaches the API (lib/server-fetch.ts). */
  extra?: QueryExtra;
};

/** One store per browser tab, or per server-rendered request (never shared between visitors). */
export function createAppStore({ preloadedApi, browser, extra = {} }: StoreOptions) {
  // spec 000 §8: leaving the session (Logout or a failed token refresh) clears all cached API data.
  const sessionListener = createListenerMiddleware();
  sessionListener.startListening({
    actionCreator: logout,
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(api.util.resetApiState());
    },
  });

  const initial = rootReducer(undefined, { type: 'wayfarer/init' });
  const store = configureStore({
    // Only `_persist` differs between the two, and nothing outside redux-persist reads it.
    reducer: (browser ? persistedReducer : settleRejectedQueries(rootReducer)) as typeof rootReducer,
    preloadedState: preloadedApi ? { ...initial, api: { ...initial.api, ...preloadedApi } } : undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(sessionListener.middleware)
        .concat(api.middleware),
  });

  let persistor: Persistor | undefined;
  if (browser) {
    persistor = persistStore(store);
    setupListeners(store.dispatch);
    // The tabs of the site share one session (lib/session-sync.ts).
    startSessionSync(store);
  }
  return { store, persistor };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
