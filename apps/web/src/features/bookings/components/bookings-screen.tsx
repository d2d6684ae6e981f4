import { type PaymentStatus, paymentStatuses } from '@wayfarer/shared/enums';
import { bookingMessages } from '@wayfarer/shared/schemas/booking';
import { CalendarCheck } from 'lucide-react';
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
import { useListBookingsQuery } from '../api/bookings-api';
import { BookingCards } from './booking-cards';
import { BookingsTable } from './bookings-table';
import { paymentStatusLabels } from './payment-status-badge';

const isPaymentStatus = (value: string | null): value is PaymentStatus =>
  paymentStatuses.includes(value as PaymentStatus);

/**
 * spec 001 §2 "Bookings page", shared by /admin/bookings and /creator/dashboard/bookings: search,
 * payment status and page live in the URL (`?search&status&page`), like the leads list.
 */
export function BookingsScreen({ description }: { description: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const statusParam = searchParams.get('status');
  const status = isPaymentStatus(statusParam) ? statusParam : '';
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

  const { data, isLoading, isFetching } = useListBookingsQuery(
    { page, search, status },
    { refetchOnMountOrArgChange: true },
  );
  const bookings = data?.results ?? [];
  const isFiltered = Boolean(search || status);

  const hrefOf = (n: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('page', String(n));
    return `?${next}`;
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader title="Bookings" description={description} />

      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <SearchBox
          label="Search bookings"
          placeholder="Name, email, phone or booking no."
          value={searchInput}
          onChange={setSearchInput}
        />
        <NativeSelect
          aria-label="Filter by payment status"
          value={status}
          onChange={(event) => updateParams({ status: event.target.value })}
        >
          <option value="">All statuses</option>
          {paymentStatuses.map((value) => (
            <option key={value} value={value}>
              {paymentStatusLabels[value]}
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
          {isWide ? <BookingsTable bookings={bookings} /> : <BookingCards bookings={bookings} />}
          <Pagination page={page} totalPages={data?.totalPages ?? 1} hrefOf={hrefOf} />
        </div>
      )}
    </div>
  );
}
