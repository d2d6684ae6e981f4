import { type BookingStatus, bookingStatusLabelOf, type TripStatus } from '@wayfarer/shared/enums';
import { isTripPending, travellerBookingLabel } from '@wayfarer/shared/rules/trip-status';

// Tailwind's 100 and 800 shades, inline like the payment badges (nothing added to the first-load CSS).
const colours: Record<BookingStatus, { backgroundColor: string; color: string }> = {
  PENDING: { backgroundColor: '#f4f4f5', color: '#27272a' },
  CONFIRMED: { backgroundColor: '#dcfce7', color: '#166534' },
  CANCELLATION_REQUESTED: { backgroundColor: '#ffedd5', color: '#9a3412' },
  CANCELLED: { backgroundColor: '#fee2e2', color: '#991b1b' },
  COMPLETED: { backgroundColor: '#e0f2fe', color: '#075985' },
};

/** Amber: paid, but the trip still waits for its minimum group size (ADR 1304). */
const pendingTrip = { backgroundColor: '#fef3c7', color: '#78350f' };

/**
 * A booking's status (ADR 901) in words: the traveller's manage page and the operators' lists;
 * "Cancelled by the operator" when the operator cancelled its date (ADR 1204). Given
 * the trip's status (the traveller's pages), a paid booking on a date not yet confirmed reads
 * "Booked — trip not yet confirmed" (ADR 1304); the operators' lists keep the raw status.
 */
export function BookingStatusBadge({
  status,
  cancelledByOperator = false,
  tripStatus,
}: {
  status: BookingStatus;
  cancelledByOperator?: boolean;
  tripStatus?: TripStatus;
}) {
  const isPending = tripStatus !== undefined && status === 'CONFIRMED' && isTripPending(tripStatus);
  return (
    <span
      className="inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap"
      style={isPending ? pendingTrip : colours[status]}
    >
      {tripStatus === undefined
        ? bookingStatusLabelOf({ status, cancelledByOperator })
        : travellerBookingLabel({ status, cancelledByOperator, tripStatus })}
    </span>
  );
}

/** "Balance overdue": a balance still owed after its due date. */
export function BalanceOverdueBadge() {
  return (
    <span
      className="inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap"
      style={{ backgroundColor: '#fee2e2', color: '#991b1b' }}
    >
      Balance overdue
    </span>
  );
}

/** A completed trip that still owes money (still collectible). */
export function UnpaidAfterTravelBadge() {
  return (
    <span
      className="inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap"
      style={{ backgroundColor: '#fef3c7', color: '#78350f' }}
    >
      Unpaid after travel
    </span>
  );
}
