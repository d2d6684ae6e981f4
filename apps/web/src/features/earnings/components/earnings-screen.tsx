import { earningStatuses, earningStatusLabels } from '@wayfarer/shared/enums';
import { messages } from '@wayfarer/shared/messages';
import { Banknote, ReceiptIndianRupee } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { PageSpinner } from '@/components/ui/spinner';
import { useListUrlState } from '@/hooks/use-list-url-state';
import { useMediaQuery } from '@/hooks/use-media-query';
import { serverMessageOf } from '@/lib/api-error';
import { cn } from '@/utils/cn';
import { useGetMyEarningsQuery, useListPayoutsQuery } from '../api/earnings-api';
import { EarningsSummaryCards } from './earnings-summary';
import { LedgerCards, LedgerTable } from './ledger-rows';
import { PayoutsList } from './payouts-list';
import { StatementForm } from './statement-form';
import { StatusFilter } from './status-filter';

const sectionHeading = 'text-lg font-semibold tracking-tight';

/**
 * /creator/dashboard/earnings: the summary by stage, the ledger rows (status filter and
 * page in the URL), the creator's payouts with their bank references, and the CSV statement.
 */
export function EarningsScreen() {
  const ledger = useListUrlState({ statuses: earningStatuses });
  const payoutsPage = useListUrlState({ prefix: 'payouts-' });
  const isWide = useMediaQuery('(min-width: 768px)');

  const earnings = useGetMyEarningsQuery(
    { page: ledger.page, status: ledger.status },
    { refetchOnMountOrArgChange: true },
  );
  const payouts = useListPayoutsQuery(
    { page: payoutsPage.page, status: '' },
    { refetchOnMountOrArgChange: true },
  );
  const rows = earnings.data?.results ?? [];

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader
        title="Earnings"
        description="Your share of what travellers paid for your packages, and your referral share of the trips you recommended. It becomes payable when each trip completes."
      />

      {earnings.isLoading ? (
        <PageSpinner />
      ) : earnings.isError || !earnings.data ? (
        <EmptyState title="Your earnings could not be loaded" headingLevel="h2">
          {serverMessageOf(earnings.error) ?? messages.somethingWrong}
        </EmptyState>
      ) : (
        <>
          <EarningsSummaryCards summary={earnings.data.summary} />

          <section aria-labelledby="ledger-heading" className="grid gap-4">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 id="ledger-heading" className={sectionHeading}>
                Ledger
              </h2>
              <StatusFilter
                label="Filter ledger by status"
                value={ledger.status}
                statuses={earningStatuses}
                labelOf={(status) => earningStatusLabels[status]}
                onChange={ledger.setStatus}
              />
            </div>
            {rows.length === 0 ? (
              <EmptyState
                icon={ReceiptIndianRupee}
                headingLevel="h3"
                title={ledger.status ? 'No rows with this status' : 'No earnings yet'}
              >
                {ledger.status
                  ? 'Choose another status to see the rest of your ledger.'
                  : 'Each payment a traveller makes for your packages adds a row here with your share.'}
              </EmptyState>
            ) : (
              <div className={cn('grid gap-4 transition-opacity', earnings.isFetching && 'opacity-60')}>
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  {earnings.data.totalResults === 1 ? '1 row' : `${earnings.data.totalResults} rows`}
                </p>
                {isWide ? <LedgerTable rows={rows} /> : <LedgerCards rows={rows} />}
                <Pagination page={ledger.page} totalPages={earnings.data.totalPages} hrefOf={ledger.hrefOf} />
              </div>
            )}
          </section>
        </>
      )}

      <section aria-labelledby="payouts-heading" className="grid gap-4">
        <h2 id="payouts-heading" className={sectionHeading}>
          Payouts
        </h2>
        {payouts.isLoading ? (
          <PageSpinner />
        ) : (payouts.data?.results.length ?? 0) === 0 ? (
          <EmptyState icon={Banknote} headingLevel="h3" title="No payouts yet">
            When Wayfarer pays you, each transfer appears here with its bank reference (UTR).
          </EmptyState>
        ) : (
          <div className="grid gap-4">
            <PayoutsList payouts={payouts.data?.results ?? []} isWide={isWide} />
            <Pagination
              page={payoutsPage.page}
              totalPages={payouts.data?.totalPages ?? 1}
              hrefOf={payoutsPage.hrefOf}
            />
          </div>
        )}
      </section>

      <section aria-labelledby="statement-heading" className="grid gap-4 rounded-xl border bg-white p-5">
        <div>
          <h2 id="statement-heading" className={sectionHeading}>
            Statement
          </h2>
          <p className="text-sm text-muted-foreground">Your ledger rows between two dates, as a CSV file.</p>
        </div>
        <StatementForm />
      </section>
    </div>
  );
}
