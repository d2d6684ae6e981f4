import type { BookingListRow } from '@wayfarer/shared/schemas/booking-list';
import {
  BalanceOverdueBadge,
  BookingStatusBadge,
  UnpaidAfterTravelBadge,
} from '@/components/booking-status-badge';
import { PaymentStatusBadge } from '@/components/payment-status-badge';

/** The first payment's status, the booking's status and, when it applies, "Balance overdue". */
export function BookingStatusCell({ booking }: { booking: BookingListRow }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <PaymentStatusBadge status={booking.paymentStatus} />
      {booking.bookingStatus !== 'PENDING' && (
        <BookingStatusBadge
          status={booking.bookingStatus}
          cancelledByOperator={booking.cancelledByOperator}
        />
      )}
      {booking.balanceOverdue && <BalanceOverdueBadge />}
      {booking.unpaidAfterTravel && <UnpaidAfterTravelBadge />}
    </div>
  );
}
