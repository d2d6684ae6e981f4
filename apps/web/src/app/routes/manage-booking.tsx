import { useParams } from 'react-router';
import { ManageBooking } from '@/features/manage-booking/components/manage-booking';
import { useManageKeyFromLink } from '@/hooks/use-manage-key-from-link';

/**
 * /booking/{bookingId} — the traveller's manage page. The e-mail's link adds ?key=…,
 * the traveller's manage key (ADR 1302), kept by this browser and taken out of the address.
 */
export function ManageBookingRoute() {
  const { bookingId = '' } = useParams();
  useManageKeyFromLink(bookingId);
  return (
    <>
      <title>Your booking — Wayfarer</title>
      <ManageBooking bookingId={bookingId} />
    </>
  );
}
