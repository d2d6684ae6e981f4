import { paymentStatuses } from '@wayfarer/shared/enums';
import { bookingMessages } from '@wayfarer/shared/schemas/booking';
import { CalendarCheck } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { ListToolbar } from '@/components/list-toolbar';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { PageSpinner } from '@/components/ui/spinner';
import { useListUrlState } from '@/hooks/use-list-url-state';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/utils/cn';
import { useListBookingsQuery } from '../api/bookings-api';
import { BookingCards } from './booking-cards';
import { BookingsTable } from './bookings-table';
import { paymentStatusLabels } from '@/components/payment-status-badge';

/**
 * spec 001 §2 "Bookings page", shared by /admin/bookings and /creator/dashboard/bookings: search,
 * payment status and page live in the URL (`?search&status&page`), like the leads list.
 */
export function BookingsScreen({ description }: { description: string }) {
  const list = useListUrlState({ searchKey: 'search', statuses: paymentStatuses });
  const { page, query: search, status, isFiltered, hrefOf } = list;
  const isWide = useMediaQuery('(min-width: 768px)');

  const { data, isLoading, isFetching } = useListBookingsQuery(
    { page, search, status },
    { refetchOnMountOrArgChange: true },
  );
  const bookings = data?.results ?? [];

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader title="Bookings" description={description} />

      <ListToolbar
        list={list}
        searchLabel="Search bookings"
        searchPlaceholder="Name, email, phone or booking no."
        statuses={paymentStatuses}
        statusLabel="Filter by payment status"
        allLabel="All statuses"
        labelOf={(value) => paymentStatusLabels[value]}
        isStatusWide
      />

      {isLoading ? (
        <PageSpinner />
      ) : bookings.length === 0 ? (
        <EmptyState
          icon={CalendarCheck}
          title={isFiltered ? 'No bookings match' : bookingMessages.noBookings}
          headingLevel="h2"
        >
          {isFiltered
            ? 'Try another search or status.'
            : 'Each booking appears here with the traveller, the travel date and the amount paid.'}
        </EmptyState>
      ) : (
        <div className={cn('grid gap-4 transition-opacity', isFetching && 'opacity-60')}>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {data?.totalResults === 1 ? '1 booking' : `${data?.totalResults ?? 0} bookings`}
          </p>
          {isWide ? <BookingsTable bookings={bookings} /> : <BookingCards bookings={bookings} />}
          <Pagination page={page} totalPages={data?.totalPages ?? 1} hrefOf={hrefOf} />
        </div>
      )}
    </div>
  );
}
