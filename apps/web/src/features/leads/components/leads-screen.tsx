import { type LeadStatus, leadStatuses } from '@wayfarer/shared/enums';
import { Inbox } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { PageSpinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/utils/cn';
import { useListLeadsQuery } from '../api/list-leads';
import { LeadCards } from './lead-cards';
import { LeadsTable } from './leads-table';

const isLeadStatus = (value: string | null): value is LeadStatus =>
  leadStatuses.includes(value as LeadStatus);

/**
 * spec 001 §2 "Leads page", shared by /admin/queries and /creator/dashboard/queries: search, status
 * filter and page live in the URL (`?search&status&page`), so every view has its own address.
 */
export function LeadsScreen({ showCreator }: { showCreator: boolean }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const statusParam = searchParams.get('status');
  const status = isLeadStatus(statusParam) ? statusParam : '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const search = searchParams.get('search') ?? '';

  const [searchInput, setSearchInput] = useState(search);
  const debouncedSearch = useDebouncedValue(searchInput.trim(), 400);
  const isWide = useMediaQuery('(min-width: 768px)');

  const updateParams = (changes: Record<string, string>) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  // A new search starts again from the first page.
  useEffect(() => {
    if (debouncedSearch !== search) updateParams({ search: debouncedSearch });
  });

  const { data, isLoading, isFetching } = useListLeadsQuery({ page, search, status });
  const leads = data?.enquiries ?? [];
  const isFiltered = Boolean(search || status);

  const hrefOf = (n: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('page', String(n));
    return `?${next}`;
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader title="Leads" description="Travellers who sent an enquiry." />

      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <SearchBox
          label="Search leads"
          placeholder="Search by name, email or phone"
          value={searchInput}
          onChange={setSearchInput}
        />
        <NativeSelect
          aria-label="Filter by status"
          value={status}
          onChange={(event) => updateParams({ status: event.target.value })}
          className="capitalize"
        >
          <option value="">All</option>
          {leadStatuses.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </NativeSelect>
      </div>

      {isLoading ? (
        <PageSpinner />
      ) : leads.length === 0 ? (
        <EmptyState icon={Inbox} title={isFiltered ? 'No leads match' : 'No leads yet'} headingLevel="h2">
          {isFiltered
            ? 'Try another search or status.'
            : 'Enquiries that travellers send from a creator profile or a package appear here.'}
        </EmptyState>
      ) : (
        <div className={cn('grid gap-4 transition-opacity', isFetching && 'opacity-60')}>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {data?.totalResults === 1 ? '1 lead' : `${data?.totalResults ?? 0} leads`}
          </p>
          {isWide ? (
            <LeadsTable leads={leads} showCreator={showCreator} />
          ) : (
            <LeadCards leads={leads} showCreator={showCreator} />
          )}
          <Pagination page={page} totalPages={data?.totalPages ?? 1} hrefOf={hrefOf} />
        </div>
      )}
    </div>
  );
}
