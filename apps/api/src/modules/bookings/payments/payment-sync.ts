import type { PaymentStatus } from '@wayfarer/shared/enums';
import { serverMessages } from '@wayfarer/shared/messages';
import { paiseToRupees } from '@wayfarer/shared/rules/money';
import { bookingMessages, type PaymentResponse } from '@wayfarer/shared/schemas/booking';
import { AppError } from '../../../lib/app-error.ts';
import type { StatusResult } from '../../payments/index.ts';
import { findAttemptByMerchantTransactionId, findFirstPaymentAttempt } from '../bookings.repository.ts';
import { POLL_CHECK_INTERVAL_MS } from '../checkout/bookings.service.ts';
import { bookingOr404 } from '../booking-reads.service.ts';
import type { PaymentDeps } from '../deps.ts';
import { applyGatewayResult, isPending } from './payment-state.ts';
import { claimPollCheck, findAttempt } from './payments.repository.ts';
import { checkRefund } from '../refunds/refund-sync.ts';
import { findRefundByMerchantTransactionId } from '../refunds/refunds.repository.ts';

// What a payment is now: the gateway's callback, the result page's poll.
// The one sync: callback, result-page poll and reconciler all come through here.

export type SyncMode = 'callback' | 'poll';

/**
 * Asks the gateway about an attempt and applies the answer through the state machine.
 * 'poll': only while pending and at most once per POLL_CHECK_INTERVAL_MS per attempt (claimed
 * atomically on lastCheckedAt, so several instances and tabs share one check).
 * 'callback': any attempt not yet successful (a late success after a time-out is recorded).
 */
export async function syncAttempt(
  deps: PaymentDeps,
  ref: { id: string } | { merchantTransactionId: string },
  mode: SyncMode,
): Promise<PaymentStatus | undefined> {
  const now = deps.clock();
  const attempt =
    'id' in ref
      ? await findAttempt(deps.db, ref.id)
      : await findAttemptByMerchantTransactionId(deps.db, ref.merchantTransactionId);
  if (!attempt) return undefined;
  if (attempt.status === 'PAYMENT_SUCCESS') return 'PAYMENT_SUCCESS';
  if (mode === 'poll') {
    if (!isPending(attempt.status)) return attempt.status as PaymentStatus;
    const claimed = await claimPollCheck(deps.db, attempt.id, now, POLL_CHECK_INTERVAL_MS);
    if (!claimed) return attempt.status as PaymentStatus;
  }
  let report: StatusResult;
  try {
    report = await deps.gateway.checkStatus(attempt.merchantTransactionId);
  } catch (error) {
    deps.log.warn({ err: error, attemptId: attempt.id }, 'payment status check failed');
    return attempt.status as PaymentStatus;
  }
  return applyGatewayResult(deps.db, attempt.id, report, { now });
}

/** POST /v1/bookings/payment/callback (PhonePe v1): X-VERIFY checked, then a hint to ask the gateway. */
export async function handleCallback(
  deps: PaymentDeps,
  xVerify: string | undefined,
  response: unknown,
): Promise<void> {
  const verified = typeof response === 'string' ? deps.gateway.verifyCallback(xVerify, response) : null;
  if (!verified) throw new AppError('UNAUTHENTICATED', serverMessages.unauthorized);
  await syncNamed(deps, verified.merchantTransactionId);
}

/**
 * POST /v1/payments/phonepe/webhook (PhonePe v2): Authorization checked, then, like a callback,
 * only a hint: the order (or refund) status the gateway gives decides.
 */
export async function handleWebhook(
  deps: PaymentDeps,
  authorization: string | undefined,
  body: unknown,
): Promise<void> {
  const notice = deps.gateway.verifyWebhook(authorization, body);
  if (!notice) throw new AppError('UNAUTHENTICATED', serverMessages.unauthorized);
  if (notice.merchantTransactionId) await syncNamed(deps, notice.merchantTransactionId);
}

/** A payment attempt's or a refund's id, from a verified notice: read its status and apply it. */
async function syncNamed(deps: PaymentDeps, merchantTransactionId: string): Promise<void> {
  const status = await syncAttempt(deps, { merchantTransactionId }, 'callback');
  if (status !== undefined) return;
  // A refund's callback: likewise only a hint to read the refund's status.
  const refund = await findRefundByMerchantTransactionId(deps.db, merchantTransactionId);
  if (refund) {
    await checkRefund(deps, refund, 'wait');
  } else {
    deps.log.warn({ merchantTransactionId }, 'callback for an unknown attempt or refund');
  }
}

/**
 * The result page's question, about the booking's first (token or full) payment: a balance
 * payment never changes this answer. A pending payment is checked with the gateway (rate-limited).
 */
export async function getPayment(deps: PaymentDeps, bookingId: string): Promise<PaymentResponse> {
  const booking = await bookingOr404(deps.db, bookingId);
  let attempt = await findFirstPaymentAttempt(deps.db, booking.id);
  if (!attempt) throw new AppError('BOOKING_NOT_FOUND', bookingMessages.bookingNotFound);
  if (isPending(attempt.status)) {
    await syncAttempt(deps, { id: attempt.id }, 'poll');
    attempt = (await findFirstPaymentAttempt(deps.db, booking.id)) ?? attempt;
  }
  return {
    paymentStaus: attempt.status as PaymentStatus,
    amount: paiseToRupees(attempt.amountPaise),
    updatedAt: attempt.updatedAt.toISOString(),
  };
}
