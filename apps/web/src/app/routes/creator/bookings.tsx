import { BookingsScreen } from '@/features/bookings/components/bookings-screen';

/** spec 001 §2: /creator/dashboard/bookings — bookings of the creator's packages. */
export function CreatorBookingsRoute() {
  return (
    <BookingsScreen
      listPath="/creator/dashboard/bookings"
      description="Trips travellers have booked through you."
    />
  );
}
