import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { listKeysOf, pageHref, readListParams, withFilter } from '@/utils/list-url';
import { useDebouncedValue } from './use-debounced-value';

type ListUrlOptions<S extends string> = {
  /** The query-string name of the search text: `query` (admin lists), `search`, `title`. */
  searchKey?: string;
  /** Prefixes every key, for a second list on the same screen. */
  prefix?: string;
  /** The status filter's values; anything else in the URL reads as no filter. */
  statuses?: readonly S[];
};

/**
 * A list's page, search and optional status filter, kept in the URL so every view has its own
 * address. Typing is debounced; a new search or filter starts again at page 1.
 */
export function useListUrlState<S extends string = never>({
  searchKey = 'query',
  prefix = '',
  statuses = [],
}: ListUrlOptions<S> = {}) {
  const { pageKey, queryKey, statusKey } = listKeysOf(searchKey, prefix);
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, query, status } = readListParams(searchParams, { pageKey, queryKey, statusKey }, statuses);

  const [searchInput, setSearchInput] = useState(query);
  const debounced = useDebouncedValue(searchInput.trim(), 400);

  /** Sets (or, when empty, removes) URL keys and goes back to page 1. */
  const setFilter = (key: string, value: string) =>
    setSearchParams((current) => withFilter(current, key, value, pageKey), { replace: true });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced text settles.
  useEffect(() => {
    if (debounced !== query) setFilter(queryKey, debounced);
  }, [debounced, query, queryKey]);

  const hrefOf = (n: number) => pageHref(searchParams, pageKey, n);

  return {
    page,
    query,
    status,
    setStatus: (value: string) => setFilter(statusKey, value),
    isFiltered: Boolean(query || status),
    searchInput,
    setSearchInput,
    hrefOf,
  };
}
