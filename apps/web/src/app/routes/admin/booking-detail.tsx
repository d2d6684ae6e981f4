import { useParams } from 'react-router';
import { BookingDetailScreen } from '@/features/bookings/components/booking-detail-screen';

/** /admin/bookings/{bookingId} — any booking in full; the admin may record a payment or cancel. */
export function AdminBookingDetailRoute() {
  const { bookingId = '' } = useParams();
  return <BookingDetailScreen bookingId={bookingId} listPath="/admin/bookings" />;
}
