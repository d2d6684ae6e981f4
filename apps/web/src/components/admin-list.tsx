import { Pencil, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { PageSpinner } from '@/components/ui/spinner';
import { useListUrlState } from '@/hooks/use-list-url-state';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/utils/cn';

/** The admin list pages are 10 rows long; the API's pages start at 1. */
export const ADMIN_PAGE_SIZE = 10;

/**
 * spec 001 §2 "List screens": the page and search live in the URL (`?page&query`, or with a
 * prefix for a second list on the same screen); typing debounces and starts again at page 1.
 */
export function useAdminListParams(prefix = '') {
  return useListUrlState({ prefix });
}

export const headCell =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase';
export const bodyCell = 'px-4 py-3 align-middle';

type AdminListProps = {
  searchLabel: string;
  searchPlaceholder?: string;
  /** The list's URL state, from useAdminListParams. */
  list: ReturnType<typeof useAdminListParams>;
  /** The RTK Query result of the paged list. */
  result: {
    data?: { results: readonly unknown[]; totalPages: number };
    isLoading: boolean;
    isFetching?: boolean;
  };
  /** Column headings, in order; a column may carry classes (e.g. hidden on phones). */
  columns: readonly (string | { label: string; className: string })[];
  /** The table rows (<tr>…</tr>). */
  children: ReactNode;
  /**
   * The same rows as cards (<li>…</li>, e.g. AdminCard), shown instead of the table on phones
   * (narrower than 768 px). Without them, the table scrolls inside its box there.
   */
  cards?: ReactNode;
  /** What the table lists, for its caption, e.g. "Places". */
  caption: string;
};

/** A list screen's body: search box, spinner, table or "No results.", and the pager. */
export function AdminList({
  searchLabel,
  searchPlaceholder = 'Search by name',
  list,
  result,
  columns,
  children,
  cards,
  caption,
}: AdminListProps) {
  const isWide = useMediaQuery('(min-width: 768px)');
  const { searchInput, setSearchInput: onSearchChange, page, hrefOf } = list;
  const { isLoading, isFetching } = result;
  const rowCount = result.data?.results.length ?? 0;
  const totalPages = result.data?.totalPages ?? 1;
  return (
    <div className="grid gap-4">
      <SearchBox
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={searchInput}
        onChange={onSearchChange}
        className="max-w-md"
      />
      {isLoading ? (
        <PageSpinner />
      ) : rowCount === 0 ? (
        <EmptyState icon={SearchX} title="No results." headingLevel="h2" />
      ) : (
        <div className={cn('grid gap-4 transition-opacity', isFetching && 'opacity-60')}>
          {cards && !isWide ? (
            <ul aria-label={caption} className="grid gap-3">
              {cards}
            </ul>
          ) : (
            <div className="overflow-x-auto rounded-xl border bg-white">
              <table className="w-full text-sm">
                <caption className="sr-only">{caption}</caption>
                <thead className="border-b bg-zinc-50">
                  <tr>
                    {columns.map((column) =>
                      typeof column === 'string' ? (
                        <th key={column} scope="col" className={headCell}>
                          {column}
                        </th>
                      ) : (
                        <th key={column.label} scope="col" className={cn(headCell, column.className)}>
                          {column.label}
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody className="divide-y">{children}</tbody>
              </table>
            </div>
          )}
          <Pagination page={page} totalPages={totalPages} hrefOf={hrefOf} />
        </div>
      )}
    </div>
  );
}

/** One row of an admin list as a card on phones: its heading, details and actions stack. */
export function AdminCard({ children, className }: { children: ReactNode; className?: string }) {
  return <li className={cn('grid gap-3 rounded-xl border bg-white p-4 text-sm', className)}>{children}</li>;
}

/** A row's Edit button; its accessible name says which row ("Edit Bali"). */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button type="button" variant="outline" size="sm" aria-label={`Edit ${name}`} onClick={onClick}>
      <Pencil aria-hidden="true" className="size-4" />
      Edit
    </Button>
  );
}

/** The shell of an admin page. */
export function AdminPage({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">{children}</div>;
}
