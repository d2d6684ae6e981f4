import { bookingMessages, isPendingStatus, type BookingResponse } from '@wayfarer/shared/schemas/booking';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useGetBookingQuery } from '@/lib/booking-api';
import { TaxDocuments } from '@/components/tax-documents';
import { useScrollToHash } from '@/hooks/use-scroll-to-hash';
import { BalanceCard } from './balance-card';
import { BookingOverview } from './booking-overview';
import { CalendarCard } from './calendar-card';
import { CancellationCard } from './cancellation-card';
import { DateChangeCard } from './date-change-card';
import { PaymentHistory } from './payment-history';
import { TravellersCard } from './travellers-card';
import { GroupTripCards } from './group-trip-cards';

// Like the payment result (spec 001 §9): something still pending is asked about every 5 seconds.
const POLL_MS = 5000;

/** A payment or a refund the gateway has not decided yet: the page keeps itself up to date. */
const isAwaitingGateway = (booking: BookingResponse) =>
  booking.payments.some((payment) => isPendingStatus(payment.status)) ||
  // An offline refund waits on the operator, for days perhaps: nothing to poll for.
  booking.refunds.some((refund) => refund.status === 'PENDING' && refund.kind === 'gateway');

/**
 * The traveller's manage page, /booking/{bookingId}: what was booked, paid and owed,
 * the travellers, the cancellation policy as it applies today, and the actions. The booking id
 * shows the booking and lets anyone pay; the traveller's actions need the manage key this browser
 * got from checkout or the e-mail link (ADR 1302), else a line says where to find it.
 */
export function ManageBooking({ bookingId }: { bookingId: string }) {
  const first = useGetBookingQuery(bookingId, { skip: !bookingId });
  const isWaiting = first.data ? isAwaitingGateway(first.data) : false;
  const {
    data: booking,
    isLoading,
    isError,
  } = useGetBookingQuery(bookingId, {
    skip: !bookingId,
    pollingInterval: isWaiting ? POLL_MS : 0,
  });
  // "My trips" links to a card (#payment, #travellers, #before-you-go).
  useScrollToHash(Boolean(booking));

  if (isLoading) return <PageSpinner />;
  if (!booking || isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <div className="mx-auto grid max-w-lg justify-items-center gap-3 rounded-xl border bg-white px-6 py-10 text-center shadow-sm">
          <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
          <h1 className="text-xl font-semibold">{bookingMessages.bookingNotFound}</h1>
          <p className="text-sm text-muted-foreground">Check the link in your confirmation e-mail.</p>
          <Link to="/packages" className={buttonVariants({ variant: 'brand' })}>
            Browse packages
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <BookingOverview booking={booking} />
      {/* Phones: the payment (the main action) first, then travellers, history and cancellation. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid min-w-0 gap-6 max-lg:contents">
          <div className="grid min-w-0 gap-6 max-lg:order-2">
            <TravellersCard booking={booking} />
            {/* ADR 1302: the travellers' own details only with the traveller's key. */}
            {booking.manageable && <GroupTripCards bookingId={booking.bookingId} />}
          </div>
          <div className="min-w-0 max-lg:order-3">
            <PaymentHistory booking={booking} />
          </div>
        </div>
        <div className="grid min-w-0 gap-6 max-lg:contents">
          <div className="grid min-w-0 gap-6 max-lg:order-1">
            <DateChangeCard booking={booking} />
            <BalanceCard booking={booking} isWaiting={isWaiting} />
            <TaxDocuments bookingId={booking.bookingId} />
            <CalendarCard booking={booking} />
          </div>
          <div className="min-w-0 max-lg:order-4">
            <CancellationCard booking={booking} />
          </div>
        </div>
      </div>
    </div>
  );
}
