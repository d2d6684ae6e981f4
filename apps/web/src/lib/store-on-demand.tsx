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

/** What an RTK Query mutation endpoint's `initiate` makes: dispatched, a promise of its outcome. */
type Initiating<Arg> = { initiate: (arg: Arg) => unknown };
/** As the trigger of RTK Query's mutation hook answers. */
export type MutationOutcome<Data> =
  | { data: Data; error?: undefined }
  | { data?: undefined; error: { readonly status?: unknown } };
type Dispatched<Data> = Promise<MutationOutcome<Data>> & { reset?: () => void };

/**
 * An RTK Query mutation for a form that hydrates without the store (ADR 1395): the store's code
 * and the endpoint's load with the first call (a submit), not with the page. Answers as the
 * mutation hook's trigger does; a file that cannot arrive (a dropped connection) is a failure
 * without a server message, so the form says its generic one, and the next call loads again.
 */
export function mutationOnDemand<Arg, Data>(
  loadEndpoint: () => Promise<Initiating<Arg>>,
): (arg: Arg) => Promise<MutationOutcome<Data>> {
  return async (arg) => {
    let request: Dispatched<Data>;
    try {
      const [endpoint, { browserStore }] = await Promise.all([loadEndpoint(), loadStoreProvider()]);
      request = browserStore().dispatch(endpoint.initiate(arg) as never) as Dispatched<Data>;
    } catch (error) {
      return { error: { status: 'FETCH_ERROR', error: String(error) } };
    }
    try {
      return await request;
    } finally {
      // Nothing renders the outcome from the store: drop it there once read.
      request.reset?.();
    }
  };
}
