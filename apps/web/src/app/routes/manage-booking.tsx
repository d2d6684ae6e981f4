import { useParams } from 'react-router';
import { ManageBooking } from '@/features/manage-booking/components/manage-booking';

/** Issue #12: /booking/{bookingId} — the traveller's manage page (the booking id is the key). */
export function ManageBookingRoute() {
  const { bookingId = '' } = useParams();
  return (
    <>
      <title>Your booking — Wayfarer</title>
      <ManageBooking bookingId={bookingId} />
    </>
  );
}
