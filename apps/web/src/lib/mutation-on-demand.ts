import { loadStoreProvider } from './store-on-demand';

// Its own module, not part of store-on-demand.tsx: that one is in every page's entry (main.tsx
// registers the store's loader), this one only with the forms that use it.

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
