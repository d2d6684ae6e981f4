import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import {
  type BookingDetailResponse,
  bookingDetailMessages,
  type offlineRefundBody,
} from '@wayfarer/shared/schemas/booking-detail';
import type { z } from '@wayfarer/shared/zod';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { fieldError, getBookingDetail, operatorBookingOr404 } from '../manage/booking-detail.service.ts';
import type { BookingDeps } from '../deps.ts';
import { recordOfflineRefund } from './refund-state.ts';

// ADR 952: what was paid offline is given back offline. The cancel writes such a refund PENDING
// (never asked of the gateway); the admin gives the money back and records it here.

const refusals = {
  'not-found': () => new AppError('REFUND_NOT_FOUND', bookingDetailMessages.refundNotFound),
  'not-offline': () => new AppError('REFUND_NOT_OFFLINE', bookingDetailMessages.refundNotOffline),
  'not-pending': () => new AppError('REFUND_NOT_PENDING', bookingDetailMessages.refundNotPending),
} as const;

/**
 * POST /v1/bookings/{id}/refunds/{refundId}/offline (ADMIN): the refund given back outside the
 * gateway, with its reference and day. Completes it once, exactly like a gateway refund: the
 * booking's refunded total, the creator's share reversed, the traveller's "refund completed" e-mail.
 */
export async function completeOfflineRefund(
  deps: BookingDeps,
  user: AuthUser,
  bookingId: string,
  refundId: string,
  body: z.output<typeof offlineRefundBody>,
): Promise<BookingDetailResponse> {
  const { id } = await operatorBookingOr404(deps.db, user, bookingId);
  const now = deps.clock();
  if (body.refundedOn > todayInIndia(now)) {
    throw fieldError('refundedOn', bookingDetailMessages.refundedOnFuture);
  }
  const outcome = await recordOfflineRefund(deps.db, refundId, {
    bookingId: id,
    reference: body.reference,
    refundedOn: body.refundedOn,
    recordedBy: user.id,
    now,
  });
  if (outcome !== 'COMPLETED') throw refusals[outcome]();
  return getBookingDetail(deps, user, id);
}
