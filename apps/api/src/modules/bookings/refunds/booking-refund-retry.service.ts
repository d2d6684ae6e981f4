import { type BookingDetailResponse, bookingDetailMessages } from '@wayfarer/shared/schemas/booking-detail';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { getBookingDetail, operatorBookingOr404 } from '../manage/booking-detail.service.ts';
import { merchantTransactionId } from '../checkout/bookings.service.ts';
import type { BookingDeps } from '../deps.ts';
import { writeRefundRetry } from './refund-state.ts';
import { REFUND_FIRST_CHECK_MS, submitRefund } from './refund-sync.ts';

// A FAILED gateway refund is not the end. The admin retries it: a new gateway refund
// of the same amount, linked to the first, asked of the gateway at once and then followed by the
// reconciler like any other.

const refusals = {
  'not-found': () => new AppError('REFUND_NOT_FOUND', bookingDetailMessages.refundNotFound),
  'not-gateway': () => new AppError('REFUND_NOT_GATEWAY', bookingDetailMessages.refundNotGateway),
  'not-failed': () => new AppError('REFUND_NOT_FAILED', bookingDetailMessages.refundNotFailed),
  retried: () => new AppError('REFUND_ALREADY_RETRIED', bookingDetailMessages.refundAlreadyRetried),
} as const;

/** POST /v1/bookings/{id}/refunds/{refundId}/retry (ADMIN): the booking detail after the retry. */
export async function retryFailedRefund(
  deps: BookingDeps,
  user: AuthUser,
  bookingId: string,
  refundId: string,
): Promise<BookingDetailResponse> {
  const booking = await operatorBookingOr404(deps.db, user, bookingId);
  const now = deps.clock();
  const outcome = await writeRefundRetry(
    deps.db,
    refundId,
    booking.id,
    merchantTransactionId(booking.bookingNumber, 'R'),
    { now, nextCheckAt: new Date(now.getTime() + REFUND_FIRST_CHECK_MS) },
  );
  if (typeof outcome === 'string') throw refusals[outcome]();
  await submitRefund(deps, outcome);
  return getBookingDetail(deps, user, booking.id);
}
