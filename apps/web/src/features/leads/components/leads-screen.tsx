import { leadStatuses } from '@wayfarer/shared/enums';
import { Inbox } from 'lucide-react';
import { CsvDownloadButton } from '@/components/csv-download-button';
import { PageHeader } from '@/components/page-header';
import { ListToolbar } from '@/components/list-toolbar';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { PageSpinner } from '@/components/ui/spinner';
import { useListUrlState } from '@/hooks/use-list-url-state';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/utils/cn';
import { useListLeadsQuery } from '../api/list-leads';
import { LeadCards } from './lead-cards';
import { LeadsTable } from './leads-table';

/**
 * spec 001 §2 "Leads page", shared by /admin/queries and /creator/dashboard/queries: search, status
 * filter and page live in the URL (`?search&status&page`), so every view has its own address.
 */
export function LeadsScreen({ showCreator }: { showCreator: boolean }) {
  const list = useListUrlState({ searchKey: 'search', statuses: leadStatuses });
  const { page, query: search, status, isFiltered, hrefOf } = list;
  const isWide = useMediaQuery('(min-width: 768px)');

  const { data, isLoading, isFetching } = useListLeadsQuery({ page, search, status });
  const leads = data?.enquiries ?? [];

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader title="Leads" description="Travellers who sent an enquiry.">
        <CsvDownloadButton url="query/export.csv" params={{ search, status }} fileName="leads.csv" />
      </PageHeader>

      <ListToolbar
        list={list}
        searchLabel="Search leads"
        searchPlaceholder="Search by name, email or phone"
        statuses={leadStatuses}
        statusClassName="capitalize"
      />

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
