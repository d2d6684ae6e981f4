import { type ReactNode, useState } from 'react';
import { Provider } from 'react-redux';
import { type AppStore, createAppStore, type RootState, restoreSession } from './store';

// Loaded on demand (lib/store-on-demand.tsx, docs/decisions/990): the tab's one Redux store, with
// the stored session restored before anything renders from it (local storage is synchronous).
let store: AppStore | undefined;
/** The store's state before the session was restored: what the server rendered (ADR 1391). */
let signedOutState: RootState | undefined;

/** The tab's store (lib/mutation-on-demand.ts dispatches the on-demand mutations to it). */
export function browserStore(): AppStore {
  if (!store) {
    store = createAppStore();
    signedOutState = store.getState();
    restoreSession(store);
  }
  return store;
}

/**
 * The store's provider; every part that needs the store shares the same one. The server renders
 * the signed-out pages that need it (sign-in, the creator landing page; ADR 1391) with a store of
 * their own, signed out; a page hydrating in the browser reads the signed-out state until it has
 * hydrated (`serverState`: React uses it only while hydrating), then the restored session.
 */
export function StoreProvider({ children }: { children: ReactNode }) {
  const [own] = useState(() => (import.meta.env.SSR ? createAppStore() : browserStore()));
  return (
    <Provider store={own} serverState={import.meta.env.SSR ? undefined : signedOutState}>
      {children}
    </Provider>
  );
}
