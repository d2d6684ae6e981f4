import { useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { MultiSelect, type SelectOption } from './multi-select';

/** What is typed in a server-searched select, and the settled text to search with. */
export type SearchText = { typed: string; debounced: string; setQuery: (query: string) => void };

/** The typed text of a server-searched select, debounced so a search runs once typing pauses. */
export function useSearchText(delayMs = 300): SearchText {
  const [query, setQuery] = useState('');
  const typed = query.trim();
  const debounced = useDebouncedValue(typed, delayMs);
  return { typed, debounced, setQuery };
}

/** The options that answer what is typed now; undefined while that answer is still coming. */
export const currentOptions = (
  search: Pick<SearchText, 'typed' | 'debounced'>,
  options: readonly SelectOption[] | undefined,
): readonly SelectOption[] | undefined => (search.debounced === search.typed ? options : undefined);

type AsyncSelectProps = {
  label: string;
  /** From useSearchText; the caller queries the server with `search.debounced`. */
  search: SearchText;
  /** The server's answer for `search.debounced` (undefined until it arrives). */
  options: readonly SelectOption[] | undefined;
  /** The chosen option, or null. */
  value: SelectOption | null;
  onChange: (value: SelectOption | null) => void;
  onBlur?: () => void;
  placeholder: string;
  emptyText: string;
};

/**
 * One option out of a server search (a place, a hotel, a creator): the combobox of MultiSelect
 * with at most one chip; picking another option replaces the current one.
 */
export function AsyncSelect({
  label,
  search,
  options,
  value,
  onChange,
  onBlur,
  placeholder,
  emptyText,
}: AsyncSelectProps) {
  // Only the answer to what is typed now is offered, so Enter never picks a stale suggestion.
  const current = currentOptions(search, options);
  return (
    <MultiSelect
      label={label}
      options={current ?? []}
      value={value ? [value] : []}
      onChange={(next) => onChange(next.at(-1) ?? null)}
      onBlur={onBlur}
      onQueryChange={search.setQuery}
      filterLocally={false}
      isLoading={current === undefined}
      placeholder={placeholder}
      emptyText={emptyText}
    />
  );
}
