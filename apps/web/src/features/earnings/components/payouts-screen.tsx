import { payoutStatuses } from '@wayfarer/shared/enums';
import { messages } from '@wayfarer/shared/messages';
import { earningsMessages, type Payout } from '@wayfarer/shared/schemas/earnings';
import { Banknote, Wallet } from 'lucide-react';
import { useState } from 'react';
import { AdminPage } from '@/components/admin-list';
import { PageHeader } from '@/components/page-header';
import { adminToast } from '@/components/ui/admin-toast';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { PageSpinner } from '@/components/ui/spinner';
import { useListUrlState } from '@/hooks/use-list-url-state';
import { useMediaQuery } from '@/hooks/use-media-query';
import { serverMessageOf } from '@/lib/api-error';
import { cn } from '@/utils/cn';
import { formatRupees } from '@/utils/format';
import {
  useCreatePayoutMutation,
  useListPayableCreatorsQuery,
  useListPayoutsQuery,
} from '../api/earnings-api';
import { payoutStatusLabels } from '../utils/earnings-format';
import { CancelPayoutDialog } from './cancel-payout-dialog';
import { MarkPaidDialog } from './mark-paid-dialog';
import { PayoutsList } from './payouts-list';
import { StatusFilter } from './status-filter';

const sectionHeading = 'text-lg font-semibold tracking-tight';

/** "Create payout" for one creator: gathers all its payable rows (409 "Nothing payable" if none). */
function CreatePayoutButton({ creatorId, name }: { creatorId: string; name: string }) {
  const [createPayout, { isLoading }] = useCreatePayoutMutation();
  const create = async () => {
    const toastId = adminToast.loading('Creating payout...');
    const result = await createPayout({ creatorId });
    if ('error' in result) {
      adminToast.error(serverMessageOf(result.error) ?? messages.somethingWrong, { id: toastId });
      return;
    }
    adminToast.success(`Payout of ${formatRupees(result.data.amount)} created`, { id: toastId });
  };
  return (
    <Button type="button" variant="brand" size="sm" isLoading={isLoading} onClick={create}>
      Create payout
      <span className="sr-only"> for {name}</span>
    </Button>
  );
}

/** Creators with money payable now (trips completed, not yet in a payout). */
function PayableCreators() {
  const { data, isLoading, isError, error } = useListPayableCreatorsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  if (isLoading) return <PageSpinner />;
  if (isError || !data) {
    return (
      <EmptyState title="The payable amounts could not be loaded" headingLevel="h3">
        {serverMessageOf(error) ?? messages.somethingWrong}
      </EmptyState>
    );
  }
  if (data.results.length === 0) {
    return (
      <EmptyState icon={Wallet} title="Nothing payable" headingLevel="h3">
        A creator’s share becomes payable when their traveller’s trip completes.
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Creators with payable earnings" className="grid gap-3">
      {data.results.map(({ creator, payable, emailVerified }) => (
        <li
          key={creator.id}
          className="grid gap-3 rounded-xl border bg-white p-4 text-sm sm:flex sm:items-center sm:justify-between"
        >
          <div className="min-w-0 sm:flex-1">
            <p className="font-medium [overflow-wrap:anywhere]">{creator.fullName}</p>
            <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">@{creator.username}</p>
          </div>
          <div className="flex items-center justify-between gap-3">
            <p className="font-semibold tabular-nums">
              <span className="sr-only">Payable: </span>
              {formatRupees(payable)}
            </p>
            {emailVerified ? (
              <CreatePayoutButton creatorId={creator.id} name={creator.fullName} />
            ) : (
              <p className="max-w-48 text-xs text-amber-800">{earningsMessages.payoutHeld}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * /admin/payouts: creators with payable amounts and "Create payout"; every payout with
 * its status, "Mark paid" (bank reference and date) and "Cancel" while it is pending.
 */
export function PayoutsScreen() {
  const list = useListUrlState({ statuses: payoutStatuses });
  const isWide = useMediaQuery('(min-width: 768px)');
  const [paying, setPaying] = useState<Payout>();
  const [cancelling, setCancelling] = useState<Payout>();
  const { data, isLoading, isFetching } = useListPayoutsQuery(
    { page: list.page, status: list.status },
    { refetchOnMountOrArgChange: true },
  );
  const payouts = data?.results ?? [];

  const actionsOf = (payout: Payout) =>
    payout.status === 'PENDING' ? (
      <div className="flex gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => setPaying(payout)}>
          Mark paid
          <span className="sr-only">
            {' '}
            ({payout.creator.fullName}, {formatRupees(payout.amount)})
          </span>
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive"
          onClick={() => setCancelling(payout)}
        >
          Cancel
          <span className="sr-only">
            {' '}
            payout ({payout.creator.fullName}, {formatRupees(payout.amount)})
          </span>
        </Button>
      </div>
    ) : null;

  return (
    <AdminPage>
      <PageHeader
        title="Payouts"
        description="Pay creators their share once their travellers’ trips complete."
      />

      <section aria-labelledby="payable-heading" className="grid gap-4">
        <h2 id="payable-heading" className={sectionHeading}>
          Payable now
        </h2>
        <PayableCreators />
      </section>

      <section aria-labelledby="payouts-heading" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="payouts-heading" className={sectionHeading}>
            All payouts
          </h2>
          <StatusFilter
            label="Filter payouts by status"
            value={list.status}
            statuses={payoutStatuses}
            labelOf={(status) => payoutStatusLabels[status]}
            onChange={list.setStatus}
          />
        </div>
        {isLoading ? (
          <PageSpinner />
        ) : payouts.length === 0 ? (
          <EmptyState
            icon={Banknote}
            headingLevel="h3"
            title={list.status ? 'No payouts match' : 'No payouts yet'}
          >
            {list.status
              ? 'Choose another status.'
              : 'Each payout you create is listed here until it is paid.'}
          </EmptyState>
        ) : (
          <div className={cn('grid gap-4 transition-opacity', isFetching && 'opacity-60')}>
            <PayoutsList payouts={payouts} isWide={isWide} showCreator actionsOf={actionsOf} />
            <Pagination page={list.page} totalPages={data?.totalPages ?? 1} hrefOf={list.hrefOf} />
          </div>
        )}
      </section>

      <MarkPaidDialog payout={paying} onClose={() => setPaying(undefined)} />
      <CancelPayoutDialog payout={cancelling} onClose={() => setCancelling(undefined)} />
    </AdminPage>
  );
}
