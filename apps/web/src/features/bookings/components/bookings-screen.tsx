import { bookingStatusLabels, bookingStatuses, paymentStatuses } from '@wayfarer/shared/enums';
import type { BookingListRow } from '@wayfarer/shared/schemas/booking-list';
import { bookingMessages } from '@wayfarer/shared/schemas/booking';
import { CalendarCheck, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CsvDownloadButton } from '@/components/csv-download-button';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/page-header';
import { ListToolbar } from '@/components/list-toolbar';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { PageSpinner } from '@/components/ui/spinner';
import { useListUrlState } from '@/hooks/use-list-url-state';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/utils/cn';
import { withFilter } from '@/utils/list-url';
import { paymentStatusLabels } from '@/components/payment-status-badge';
import { useListBookingsQuery } from '../api/bookings-api';
import { BookingCards } from './booking-cards';
import { BookingsTable } from './bookings-table';
import { CancelBookingDialog } from './cancel-booking-dialog';

// The booking-status filter, e.g. ?bookingStatus=CANCELLATION_REQUESTED: the
// cancellation requests waiting for the operator.
const BOOKING_STATUS_KEY = 'bookingStatus';

type BookingsScreenProps = {
  description: string;
  /** ADMIN: each confirmed booking (or one asked to be cancelled) gets a Cancel action. */
  canCancel?: boolean;
  /** This list's address; a booking's detail page is `${listPath}/{bookingId}`. */
  listPath: string;
  /** ADMIN: where "New booking" leads (ADR 1360); left out: no such button. */
  newBookingHref?: string;
};

/**
 * spec 001 §2 "Bookings page", shared by /admin/bookings and /creator/dashboard/bookings: search,
 * payment status, booking status and page live in the URL (`?search&status&bookingStatus&page`),
 * like the leads list.
 */
export function BookingsScreen({
  description,
  canCancel = false,
  listPath,
  newBookingHref,
}: BookingsScreenProps) {
  const list = useListUrlState({ searchKey: 'search', statuses: paymentStatuses });
  const { page, query: search, status, hrefOf } = list;
  const [searchParams, setSearchParams] = useSearchParams();
  const bookingStatusParam = searchParams.get(BOOKING_STATUS_KEY);
  const bookingStatus = bookingStatuses.find((known) => known === bookingStatusParam) ?? '';
  const isFiltered = list.isFiltered || Boolean(bookingStatus);
  const isWide = useMediaQuery('(min-width: 768px)');
  const [cancelling, setCancelling] = useState<BookingListRow | null>(null);

  const { data, isLoading, isFetching } = useListBookingsQuery(
    { page, search, status, bookingStatus },
    { refetchOnMountOrArgChange: true },
  );
  const bookings = data?.results ?? [];
  const onCancel = canCancel ? setCancelling : undefined;
  const detailPathOf = (booking: BookingListRow) => `${listPath}/${booking.bookingId}`;

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader title="Bookings" description={description}>
        <div className="flex flex-wrap gap-2">
          <CsvDownloadButton
            url="bookings/export.csv"
            params={{ search, status, bookingStatus }}
            fileName="bookings.csv"
          />
          {newBookingHref && (
            <Button asChild>
              <Link to={newBookingHref}>
                <Plus aria-hidden />
                New booking
              </Link>
            </Button>
          )}
        </div>
      </PageHeader>

      <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_14rem]">
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
        <NativeSelect
          aria-label="Filter by booking status"
          value={bookingStatus}
          onChange={(event) =>
            setSearchParams(
              (current) => withFilter(current, BOOKING_STATUS_KEY, event.target.value, 'page'),
              {
                replace: true,
              },
            )
          }
        >
          <option value="">All bookings</option>
          {bookingStatuses.map((value) => (
            <option key={value} value={value}>
              {value === 'CANCELLATION_REQUESTED' ? 'Cancellation requests' : bookingStatusLabels[value]}
            </option>
          ))}
        </NativeSelect>
      </div>

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
          {isWide ? (
            <BookingsTable bookings={bookings} onCancel={onCancel} detailPathOf={detailPathOf} />
          ) : (
            <BookingCards bookings={bookings} onCancel={onCancel} detailPathOf={detailPathOf} />
          )}
          <Pagination page={page} totalPages={data?.totalPages ?? 1} hrefOf={hrefOf} />
        </div>
      )}
      {canCancel && <CancelBookingDialog target={cancelling} onClose={() => setCancelling(null)} />}
    </div>
  );
}
