import { SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { isNotFoundError } from '@/lib/api-error';
import { useGetBookingQuery } from '@/lib/booking-api';
import { ReviewScreen } from '@/features/reviews/components/review-screen';
import { useManageKeyFromLink } from '@/hooks/use-manage-key-from-link';

/**
 * /booking/{bookingId}/review, linked from the e-mail sent when the trip completes.
 * The booking (read by its unguessable id, as the payment result page does) names the trip.
 */
export function BookingReviewRoute() {
  const { bookingId = '' } = useParams();
  // ADR 1302: the e-mail's link carries the traveller's key (?key=…), which the review needs.
  useManageKeyFromLink(bookingId);
  const { data: booking, isLoading, error } = useGetBookingQuery(bookingId, { skip: !bookingId });

  if (isLoading) return <PageSpinner />;
  if (!booking && isNotFoundError(error)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <title>Booking not found — Wayfarer</title>
        <h1 className="sr-only">Booking not found</h1>
        <EmptyState icon={SearchX} headingLevel="h2" title="We could not find this booking">
          Check that you opened the whole link from your e-mail.{' '}
          <Link to="/packages" className="font-medium text-brand-700 underline underline-offset-4">
            Browse all packages
          </Link>
        </EmptyState>
      </div>
    );
  }
  const trip = booking
    ? { title: booking.tourPackage.title, slug: booking.tourPackage.slug, travelDate: booking.travelDate }
    : undefined;
  return (
    <div className="px-4 py-8 sm:px-6 sm:py-12">
      <title>Review your trip — Wayfarer</title>
      <ReviewScreen bookingId={bookingId} trip={trip} canWrite={booking?.manageable !== false} />
    </div>
  );
}
