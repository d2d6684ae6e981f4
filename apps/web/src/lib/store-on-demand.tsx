import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react';

// The Redux store (RTK Query, the auth slice) is not part of the public pages' first visit
// (docs/decisions/990): it loads with the first part of the app that needs it — sign-in,
// checkout, the enquiry and waitlist forms, the avatar menu, the signed-in areas. app/ registers
// how to load it (lib never imports app).

type StoreProviderModule = {
  StoreProvider: ComponentType<{ children: ReactNode }>;
  /** The tab's one store, in the browser (app/store-provider.tsx). */
  browserStore: () => { dispatch: (action: never) => unknown };
};

let loadStoreModule: (() => Promise<StoreProviderModule>) | undefined;

/** main.tsx: how the store's module loads (app/store-provider.tsx). */
export function registerStoreLoader(load: () => Promise<StoreProviderModule>): void {
  loadStoreModule = load;
}

export function loadStoreProvider(): Promise<StoreProviderModule> {
  if (!loadStoreModule) return Promise.reject(new Error('No store loader registered (main.tsx)'));
  return loadStoreModule();
}

/**
 * Wraps a component that needs the store: its code and the store load side by side, and it
 * renders inside the store's provider.
 */
export async function withStore<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Promise<ComponentType<P>> {
  const [Component, { StoreProvider }] = await Promise.all([load(), loadStoreProvider()]);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per loaded module (React.lazy, a route's lazy), never while rendering.
  return function WithStore(props: P) {
    return (
      <StoreProvider>
        <Component {...props} />
      </StoreProvider>
    );
  };
}

/** React.lazy for a component that needs the store (one suspension, both loads at once). */
export function lazyWithStore<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await withStore(load) }));
}
