// The URL side of a list screen's state (hooks/use-list-url-state.ts): which keys it uses, what
// they read as, and the next query string for a filter or a page. Pure, so it is unit-tested.

export type ListKeys = { pageKey: string; queryKey: string; statusKey: string };

/** `page`, the search key and `status`, each with the prefix of a second list on the screen. */
export const listKeysOf = (searchKey: string, prefix = ''): ListKeys => ({
  pageKey: `${prefix}page`,
  queryKey: `${prefix}${searchKey}`,
  statusKey: `${prefix}status`,
});

/** The page (1 when missing, 0 or not a number), the search text and a known status or ''. */
export function readListParams<S extends string>(
  params: URLSearchParams,
  keys: ListKeys,
  statuses: readonly S[],
): { page: number; query: string; status: S | '' } {
  const page = Math.max(1, Number(params.get(keys.pageKey)) || 1);
  const statusParam = params.get(keys.statusKey) ?? '';
  const status = statuses.find((known) => known === statusParam) ?? '';
  return { page, query: params.get(keys.queryKey) ?? '', status };
}

/** Sets (or, when empty, removes) one filter and goes back to page 1. */
export function withFilter(params: URLSearchParams, key: string, value: string, pageKey: string) {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  next.delete(pageKey);
  return next;
}

/** The link to page n, keeping every other key. */
export function pageHref(params: URLSearchParams, pageKey: string, n: number): string {
  const next = new URLSearchParams(params);
  next.set(pageKey, String(n));
  return `?${next}`;
}
