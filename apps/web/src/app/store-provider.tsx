import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { type AppStore, createAppStore, restoreSession } from './store';

// Loaded on demand (lib/store-on-demand.tsx, docs/decisions/990): the tab's one Redux store, with
// the stored session restored before anything renders from it (local storage is synchronous).
let store: AppStore | undefined;

function browserStore(): AppStore {
  if (!store) {
    store = createAppStore();
    restoreSession(store);
  }
  return store;
}

/** The store's provider; every part that needs the store shares the same one. */
export function StoreProvider({ children }: { children: ReactNode }) {
  return <Provider store={browserStore()}>{children}</Provider>;
}
