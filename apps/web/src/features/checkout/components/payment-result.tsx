import { bookingMessages, isPendingStatus } from '@wayfarer/shared/schemas/booking';
import { CircleX, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useGetBookingQuery, useGetPaymentQuery } from '../api/checkout-api';
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
  const booking = useGetBookingQuery(bookingId, { skip: isPending });

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
  } else if (isPending || booking.isLoading) {
    content = (
      <div className="mx-auto grid max-w-lg justify-items-center gap-4 rounded-xl border bg-white px-6 py-12 text-center shadow-sm">
        <Spinner className="size-10 text-brand-700" />
        <h1 className="text-xl font-semibold" aria-live="polite">
          Waiting for payment confirmation…
        </h1>
        <p className="text-sm text-muted-foreground">This page updates by itself. Please keep it open.</p>
      </div>
    );
  } else if (status === 'PAYMENT_SUCCESS' && booking.data) {
    content = <TourConfirmation booking={booking.data} />;
  } else {
    const slug = booking.data?.tourPackage.slug;
    content = (
      <ResultCard
        icon={<CircleX aria-hidden="true" className="size-10 text-destructive" />}
        title={bookingMessages.paymentFailed}
      >
        <p className="text-sm text-muted-foreground">
          Your payment did not go through and nothing was booked. You can try again.
        </p>
        <Link to={slug ? `/package/${slug}` : '/packages'} className={buttonVariants({ variant: 'brand' })}>
          {slug ? 'Back to the package' : 'Browse packages'}
        </Link>
      </ResultCard>
    );
  }
  return <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">{content}</div>;
}
