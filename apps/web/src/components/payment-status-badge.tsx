import type { PaymentStatus } from '@wayfarer/shared/enums';
import { isFailedStatus, isPendingStatus } from '@wayfarer/shared/schemas/booking';

/** spec 001 §4 "Payment status" in words a creator (and, on the manage page, a traveller) reads. */
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  PENDING: 'Pending',
  PAYMENT_PENDING: 'Payment pending',
  PAYMENT_SUCCESS: 'Paid',
  PAYMENT_DECLINED: 'Declined',
  TIMED_OUT: 'Timed out',
  PAYMENT_ERROR: 'Payment error',
  TRANSACTION_NOT_FOUND: 'Transaction not found',
  INTERNAL_SERVER_ERROR: 'Gateway error',
  BAD_REQUEST: 'Rejected by gateway',
};

// Tailwind's 100 and 800 shades, inline like the lead badges (nothing added to the first-load CSS).
const colourOf = (status: PaymentStatus) =>
  status === 'PAYMENT_SUCCESS'
    ? { backgroundColor: '#dcfce7', color: '#166534' }
    : isPendingStatus(status)
      ? { backgroundColor: '#ffedd5', color: '#9a3412' }
      : isFailedStatus(status)
        ? { backgroundColor: '#fee2e2', color: '#991b1b' }
        : { backgroundColor: '#f4f4f5', color: '#27272a' };

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <span
      className="inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap"
      style={colourOf(status)}
    >
      {paymentStatusLabels[status]}
    </span>
  );
}
