import { type FetchBaseQueryArgs, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

type ServerFetch = (request: Request) => Promise<Response>;

/**
 * The store's thunk extra argument. On the server (entry-server.tsx) `serverFetch` answers RTK
 * Query's requests from the API process itself; in the browser it is absent and `fetch` is used.
 */
export type QueryExtra = { serverFetch?: ServerFetch };

// A Request needs an absolute URL outside the browser; this host is never contacted.
const SERVER_ORIGIN = 'http://wayfarer.internal';

/** fetchBaseQuery that, on the server, sends each request through the store's `serverFetch`. */
export function fetchBaseQueryWithServer(options: FetchBaseQueryArgs & { baseUrl: string }) {
  const browserQuery = fetchBaseQuery(options);
  // One server query per server renderer (the API builds one serverFetch per process).
  const serverQueries = new WeakMap<ServerFetch, typeof browserQuery>();
  const serverQueryFor = (serverFetch: ServerFetch) => {
    let query = serverQueries.get(serverFetch);
    if (!query) {
      query = fetchBaseQuery({
        ...options,
        baseUrl: `${SERVER_ORIGIN}${options.baseUrl}`,
        fetchFn: (input, init) => serverFetch(input instanceof Request ? input : new Request(input, init)),
      });
      serverQueries.set(serverFetch, query);
    }
    return query;
  };
  const query: typeof browserQuery = (args, api, extraOptions) => {
    const serverFetch = (api.extra as QueryExtra | undefined)?.serverFetch;
    return (serverFetch ? serverQueryFor(serverFetch) : browserQuery)(args, api, extraOptions);
  };
  return query;
}
