import { messages } from '@wayfarer/shared/messages';
import { createContext, type ReactNode, useContext, useEffect, useRef, useSyncExternalStore } from 'react';

// The public pages' reads (marketplace, creators, the footer's settings) without Redux
// (docs/decisions/990): a small cache with RTK Query's behaviour where the pages rely on it —
// one request per key, answers kept 60 s after their last reader leaves, the previous answer
// shown while the next argument loads, errors in fetchBaseQuery's shape (lib/api-error.ts reads
// them) and the same cache keys (`endpoint(args)`). The server renders with it (entry-server.tsx)
// and hands the settled entries over, so hydration fetches nothing. Sign-in, checkout, forms and
// the signed-in areas keep RTK Query in the store, which loads on demand (lib/store-on-demand.tsx).

type ServerFetch = (request: Request) => Promise<Response>;

/** fetchBaseQuery's error shapes: an HTTP status with the body, or a failure without an answer. */
export type PublicQueryError =
  | { status: number; data: unknown }
  | { status: 'FETCH_ERROR' | 'PARSING_ERROR'; error: string; data?: unknown };

/** One cached read, in RTK Query's layout (the server hands these to the browser). */
export type PublicQueryEntry = {
  endpointName: string;
  status: 'pending' | 'fulfilled' | 'rejected';
  data?: unknown;
  error?: PublicQueryError;
  fulfilledTimeStamp?: number;
};

export type DehydratedPublicQueries = { queries: Record<string, PublicQueryEntry> };

type Request_ = { url: string; params?: Record<string, string | number | undefined> };
type Endpoint<Arg> = { name: string; request: (arg: Arg) => string | Request_; keepUnusedFor: number };

// A Request needs an absolute URL outside the browser; this host is never contacted.
const SERVER_ORIGIN = 'http://wayfarer.internal';
const API_BASE = '/v1/';

/** RTK Query's defaultSerializeQueryArgs: the endpoint and its argument as JSON with sorted keys. */
export function queryKeyOf(endpointName: string, arg: unknown): string {
  const json = JSON.stringify(arg, (_key, value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, value[key]]),
        )
      : value,
  );
  return `${endpointName}(${json})`;
}

function urlOf(request: string | Request_): string {
  if (typeof request === 'string') return API_BASE + request;
  const params = Object.entries(request.params ?? {}).filter(([, value]) => value !== undefined);
  const search = new URLSearchParams(params.map(([key, value]) => [key, String(value)])).toString();
  return API_BASE + request.url + (search ? `${request.url.includes('?') ? '&' : '?'}${search}` : '');
}

/** One cache per browser tab, or per server render (never shared between visitors). */
export class PublicQueryCache {
  private entries = new Map<string, PublicQueryEntry>();
  private running = new Map<string, Promise<void>>();
  private readers = new Map<string, number>();
  private timers = new Map<string, ReturnType<typeof setTimeout>>();
  private stale = new Set<string>();
  private listeners = new Set<() => void>();

  constructor(
    private readonly serverFetch?: ServerFetch,
    preloaded?: DehydratedPublicQueries,
  ) {
    for (const [key, entry] of Object.entries(preloaded?.queries ?? {})) this.entries.set(key, entry);
  }

  get isServer(): boolean {
    return this.serverFetch !== undefined;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get = (key: string) => this.entries.get(key);

  private set(key: string, entry: PublicQueryEntry) {
    this.entries.set(key, entry);
    for (const listener of this.listeners) listener();
  }

  /** Starts the read unless it is running or answered (a failure is read again, as RTK Query does). */
  start<Arg>(endpoint: Endpoint<Arg>, arg: Arg, key: string, force = false): void {
    if (this.running.has(key)) return;
    const entry = this.entries.get(key);
    const isAnswered = entry?.status === 'fulfilled' || (this.isServer && entry?.status === 'rejected');
    if (isAnswered && !force && !this.stale.has(key)) return;
    this.stale.delete(key);
    // The previous answer stays while the read runs (RTK Query's `data` during a refetch).
    this.set(key, { ...entry, endpointName: endpoint.name, status: 'pending' });
    const run = this.fetchJson(urlOf(endpoint.request(arg))).then((result) => {
      this.running.delete(key);
      const previous = this.entries.get(key);
      if ('error' in result)
        this.set(key, { ...previous, endpointName: endpoint.name, status: 'rejected', error: result.error });
      else
        this.set(key, {
          endpointName: endpoint.name,
          status: 'fulfilled',
          data: result.data,
          fulfilledTimeStamp: Date.now(),
        });
    });
    this.running.set(key, run);
  }

  /** A reader arrived: keeps the entry and reads it if needed; the returned function lets go. */
  retain<Arg>(endpoint: Endpoint<Arg>, arg: Arg, key: string): () => void {
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
    this.readers.set(key, (this.readers.get(key) ?? 0) + 1);
    this.start(endpoint, arg, key);
    return () => {
      const left = (this.readers.get(key) ?? 1) - 1;
      this.readers.set(key, left);
      if (left > 0) return;
      this.timers.set(
        key,
        setTimeout(() => {
          this.timers.delete(key);
          if ((this.readers.get(key) ?? 0) > 0) return;
          this.readers.delete(key);
          this.entries.delete(key);
          this.stale.delete(key);
        }, endpoint.keepUnusedFor * 1000),
      );
    };
  }

  /**
   * Something changed on the server (a mutation in the store, app/store.ts): every answer is stale;
   * the ones on screen are read again, the rest on their next use.
   */
  invalidate(refetch: (key: string) => void): void {
    for (const key of this.entries.keys()) {
      this.stale.add(key);
      if ((this.readers.get(key) ?? 0) > 0) refetch(key);
    }
  }

  /** Server only: the reads the last render started. */
  whenSettled(): Promise<void>[] {
    return [...this.running.values()];
  }

  /** Server only: the settled reads, handed to the browser; failures are read again there. */
  dehydrate(): DehydratedPublicQueries {
    const queries: Record<string, PublicQueryEntry> = {};
    for (const [key, entry] of this.entries) {
      if (entry.status === 'fulfilled') queries[key] = entry;
      else if (entry.status === 'rejected') queries[key] = { ...entry, fulfilledTimeStamp: undefined };
    }
    return { queries };
  }

  private async fetchJson(url: string): Promise<{ data: unknown } | { error: PublicQueryError }> {
    let response: Response;
    try {
      response = this.serverFetch
        ? await this.serverFetch(new Request(SERVER_ORIGIN + url))
        : await fetch(url);
    } catch (error) {
      return this.failed({ status: 'FETCH_ERROR', error: String(error) });
    }
    const text = await response.text();
    let data: unknown;
    try {
      data = text.length ? JSON.parse(text) : null;
    } catch (error) {
      return this.failed({ status: 'PARSING_ERROR', error: String(error), data: text });
    }
    // spec 000 §9: success is any status 200 to 299.
    if (response.status >= 200 && response.status <= 299) return { data };
    return { error: { status: response.status, data } };
  }

  /** As lib/base-query.ts: a request that got no usable answer toasts, in the browser only. */
  private failed(error: PublicQueryError): { error: PublicQueryError } {
    if (!this.isServer && !import.meta.env.SSR) {
      void import('./toast').then(({ toast }) =>
        toast.error(messages.somethingWrong, { id: 'generic-failure' }),
      );
    }
    return { error };
  }
}

const PublicQueryContext = createContext<PublicQueryCache | null>(null);

export function PublicQueryProvider({ cache, children }: { cache: PublicQueryCache; children: ReactNode }) {
  return <PublicQueryContext.Provider value={cache}>{children}</PublicQueryContext.Provider>;
}

// The browser's cache, so the store can mark it stale after a mutation (app/store.ts).
let browserCache: PublicQueryCache | undefined;
const refetchers = new Map<string, () => void>();

/** Browser only: the tab's cache, preloaded with a server-rendered page's reads. */
export function createBrowserPublicCache(preloaded?: DehydratedPublicQueries): PublicQueryCache {
  browserCache = new PublicQueryCache(undefined, preloaded);
  return browserCache;
}

/** After a mutation: the public reads on screen are read again, the others when next shown. */
export function invalidatePublicQueries(): void {
  browserCache?.invalidate((key) => refetchers.get(key)?.());
}

export type PublicQueryResult<Result> = {
  data: Result | undefined;
  currentData: Result | undefined;
  error: PublicQueryError | undefined;
  isLoading: boolean;
  isFetching: boolean;
  isSuccess: boolean;
  isError: boolean;
};

type QueryOptions = { skip?: boolean };

/** Declares a public read: its name (the cache key's prefix) and its request. */
export function publicQuery<Result, Arg = void>(
  name: string,
  request: (arg: Arg) => string | Request_,
  { keepUnusedFor = 60 }: { keepUnusedFor?: number } = {},
): PublicEndpoint<Result, Arg> {
  return { name, request, keepUnusedFor } as PublicEndpoint<Result, Arg>;
}

export type PublicEndpoint<Result, Arg> = Endpoint<Arg> & { readonly result?: Result };

/** Reads `endpoint(arg)`, answering like RTK Query's `useXQuery` for what the pages read. */
export function usePublicQuery<Result, Arg>(
  endpoint: PublicEndpoint<Result, Arg>,
  arg: Arg,
  { skip = false }: QueryOptions = {},
): PublicQueryResult<Result> {
  const cache = useContext(PublicQueryContext);
  if (!cache) throw new Error('usePublicQuery needs a PublicQueryProvider above it');
  const key = skip ? undefined : queryKeyOf(endpoint.name, arg);
  // The server has no effects: the read starts while rendering, entry-server.tsx waits for it.
  if (key && cache.isServer) cache.start(endpoint, arg, key);
  const entry = useSyncExternalStore(
    cache.subscribe,
    () => (key ? cache.get(key) : undefined),
    () => (key ? cache.get(key) : undefined),
  );
  const argRef = useRef(arg);
  argRef.current = arg;
  useEffect(() => {
    if (!key) return;
    refetchers.set(key, () => cache.start(endpoint, argRef.current, key, true));
    return cache.retain(endpoint, argRef.current, key);
  }, [cache, endpoint, key]);
  // RTK Query keeps the hook's last answer as `data` while another argument loads (or fails).
  const last = useRef<Result | undefined>(undefined);
  if (!key) last.current = undefined;
  else if (entry?.status === 'fulfilled') last.current = entry.data as Result;
  const currentData = entry?.status === 'rejected' ? undefined : (entry?.data as Result | undefined);
  const isFetching = Boolean(key) && (!entry || entry.status === 'pending');
  const data = key ? (last.current ?? currentData) : undefined;
  return {
    data,
    currentData,
    error: entry?.status === 'rejected' ? entry.error : undefined,
    isLoading: isFetching && data === undefined,
    isFetching,
    isSuccess: entry?.status === 'fulfilled',
    isError: entry?.status === 'rejected',
  };
}
