import { SearchBox } from '@/components/search-box';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/utils/cn';

type ListToolbarProps<S extends string> = {
  /** The list's URL state (useListUrlState): the typed search and the status filter. */
  list: {
    searchInput: string;
    setSearchInput: (value: string) => void;
    status: S | '';
    setStatus: (value: string) => void;
  };
  /** The search field's accessible name, e.g. "Search leads". */
  searchLabel: string;
  searchPlaceholder: string;
  statuses: readonly S[];
  /** The status filter's accessible name. */
  statusLabel?: string;
  /** The "no filter" option's text. */
  allLabel?: string;
  /** A status as people read it; the value itself by default. */
  labelOf?: (status: S) => string;
  /** Long status labels need a wider select. */
  isStatusWide?: boolean;
  statusClassName?: string;
};

/** A list screen's search box beside its status filter, both kept in the URL by the list state. */
export function ListToolbar<S extends string>({
  list,
  searchLabel,
  searchPlaceholder,
  statuses,
  statusLabel = 'Filter by status',
  allLabel = 'All',
  labelOf = (status) => status,
  isStatusWide = false,
  statusClassName,
}: ListToolbarProps<S>) {
  return (
    <div className={cn('grid gap-3', isStatusWide ? 'sm:grid-cols-[1fr_14rem]' : 'sm:grid-cols-[1fr_12rem]')}>
      <SearchBox
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={list.searchInput}
        onChange={list.setSearchInput}
      />
      <NativeSelect
        aria-label={statusLabel}
        value={list.status}
        onChange={(event) => list.setStatus(event.target.value)}
        className={statusClassName}
      >
        <option value="">{allLabel}</option>
        {statuses.map((value) => (
          <option key={value} value={value}>
            {labelOf(value)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
