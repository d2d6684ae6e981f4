import { NewBookingScreen } from '@/features/admin-bookings/components/new-booking-screen';

/** /admin/bookings/new: a booking the admin makes, then its payment link (ADR 1360, 1361). */
export function AdminBookingNewRoute() {
  return <NewBookingScreen />;
}
