import { manageBookingPath } from '@wayfarer/shared/rules/booking-lifecycle';
import { formatPaise, formatRupees, rupeesToPaise } from '@wayfarer/shared/rules/money';
import { bookingMessages, isPendingStatus } from '@wayfarer/shared/schemas/booking';
import { Ban, CircleX, SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { useGetBookingQuery } from '@/lib/booking-api';
import { useGetPaymentQuery } from '../api/checkout-api';
import { retryCheckoutHref } from '../utils/retry-link';
import { PaymentPending } from './payment-pending';
import { TourConfirmation } from './tour-confirmation';

// spec 001 §9: a pending payment is asked about again every 5 seconds.
const POLL_MS = 5000;

function ResultCard({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-lg justify-items-center gap-3 rounded-xl border bg-white px-6 py-10 text-center shadow-sm">
      {icon}
      <h1 className="text-xl font-semibold">{title}</h1>
      {children}
    </div>
  );
}

/** spec 001 §2 "Payment result": waits while pending, then the Tour Confirmation or 'Payment Failed'. */
export function PaymentResult({ bookingId }: { bookingId: string }) {
  const payment = useGetPaymentQuery(bookingId, { skip: !bookingId });
  const status = payment.data?.paymentStaus;
  const isPending = !status || isPendingStatus(status);
  // Polling stops as soon as the status is decided.
  useGetPaymentQuery(bookingId, { skip: !bookingId || !isPending, pollingInterval: POLL_MS });
  // The booking is read at once (number and package for the waiting screen), and again when the
  // decided status is newer than the booking's, so the confirmation shows the paid amounts.
  const booking = useGetBookingQuery(bookingId, { skip: !bookingId || (payment.isError && !payment.data) });
  const isBookingStale = Boolean(
    status && !isPending && booking.data && booking.data.paymentStatus !== status,
  );
  // Once per decided status, so a booking that somehow disagrees can never loop the page.
  const refetchedFor = useRef<string | undefined>(undefined);
  const { refetch: refetchBooking } = booking;
  useEffect(() => {
    if (!isBookingStale || refetchedFor.current === status) return;
    refetchedFor.current = status;
    refetchBooking();
  }, [isBookingStale, status, refetchBooking]);
  const isWaiting =
    isPending ||
    booking.isLoading ||
    (isBookingStale && (booking.isFetching || refetchedFor.current !== status));

  let content: React.ReactNode;
  if (payment.isError && !payment.data) {
    content = (
      <ResultCard
        icon={<SearchX aria-hidden="true" className="size-10 text-muted-foreground" />}
        title={bookingMessages.bookingNotFound}
      >
        <p className="text-sm text-muted-foreground">Check the link in your confirmation e-mail.</p>
        <Link to="/packages" className={buttonVariants({ variant: 'brand' })}>
          Browse packages
        </Link>
      </ResultCard>
    );
  } else if (isWaiting) {
    content = <PaymentPending booking={booking.data} amount={payment.data?.amount} />;
  } else if (booking.data?.bookingStatus === 'CANCELLED') {
    // A cancelled booking's result says so, and what was refunded, not "payment received".
    const refunded = booking.data.refunds
      .filter((r) => r.status === 'COMPLETED')
      .reduce((sum, r) => sum + (rupeesToPaise(r.amount) ?? 0), 0);
    const promised = booking.data.cancellation?.refundAmount ?? null;
    content = (
      <ResultCard
        icon={<Ban aria-hidden="true" className="size-10 text-muted-foreground" />}
        title="This booking is cancelled"
      >
        <p className="text-sm text-muted-foreground">
          Booking {booking.data.bookingNumber} was cancelled.{' '}
          {refunded > 0
            ? `Refunded: ${formatPaise(refunded)}.`
            : promised
              ? `Refund on its way: ${formatRupees(promised)}.`
              : 'No refund was due.'}
        </p>
        <Link to={manageBookingPath(booking.data.bookingId)} className={buttonVariants({ variant: 'brand' })}>
          See the booking
        </Link>
      </ResultCard>
    );
  } else if (status === 'PAYMENT_SUCCESS' && booking.data) {
    content = <TourConfirmation booking={booking.data} />;
  } else {
    const slug = booking.data?.tourPackage.slug;
    const retryHref = booking.data ? retryCheckoutHref(booking.data) : null;
    content = (
      <ResultCard
        icon={<CircleX aria-hidden="true" className="size-10 text-destructive" />}
        title={bookingMessages.paymentFailed}
      >
        <p className="text-sm text-muted-foreground">
          Your payment did not go through and nothing was booked. You can try again.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          {retryHref && (
            <Link
              to={retryHref}
              // The new checkout starts with the same contact details (router state, not the URL).
              state={
                booking.data
                  ? {
                      contact: {
                        name: booking.data.name,
                        email: booking.data.email,
                        phone: booking.data.phone,
                      },
                    }
                  : undefined
              }
              className={buttonVariants({ variant: 'brand' })}
            >
              Try paying again
            </Link>
          )}
          <Link
            to={slug ? `/package/${slug}` : '/packages'}
            className={buttonVariants({ variant: retryHref ? 'outline' : 'brand' })}
          >
            {slug ? 'Back to the package' : 'Browse packages'}
          </Link>
        </div>
      </ResultCard>
    );
  }
  return <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">{content}</div>;
}
