import { BookingsScreen } from '@/features/bookings/components/bookings-screen';

/** spec 001 §2 "Admin area": /admin/bookings — every booking on the site; the admin may cancel one. */
export function AdminBookingsRoute() {
  return (
    <BookingsScreen
      listPath="/admin/bookings"
      description="Trips travellers have booked on Wayfarer."
      canCancel
      newBookingHref="/admin/bookings/new"
    />
  );
}
