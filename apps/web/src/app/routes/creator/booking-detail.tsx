import { useParams } from 'react-router';
import { BookingDetailScreen } from '@/features/bookings/components/booking-detail-screen';

/** /creator/dashboard/bookings/{bookingId} — a booking of one of the creator's packages. */
export function CreatorBookingDetailRoute() {
  const { bookingId = '' } = useParams();
  return <BookingDetailScreen bookingId={bookingId} listPath="/creator/dashboard/bookings" />;
}
