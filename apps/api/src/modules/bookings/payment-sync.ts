import type { PaymentStatus } from '@wayfarer/shared/enums';
import { serverMessages } from '@wayfarer/shared/messages';
import { paiseToRupees } from '@wayfarer/shared/rules/money';
import { bookingMessages, type PaymentResponse } from '@wayfarer/shared/schemas/booking';
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paymentAttempts } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { findAttemptByMerchantTransactionId, findLatestAttempt } from './bookings.repository.ts';
import { bookingOr404, POLL_CHECK_INTERVAL_MS } from './bookings.service.ts';
import { applyGatewayResult, isPending } from './payment-state.ts';

// What a payment is now: the gateway's callback, the result page's poll (issue 7).
// The one sync: callback, result-page poll and reconciler all come through here.

export type SyncMode = 'callback' | 'poll';

/**
 * Asks the gateway about an attempt and applies the answer through the state machine.
 * 'poll': only while pending and at most once per POLL_CHECK_INTERVAL_MS per attempt (claimed
 * atomically on lastCheckedAt, so several instances and tabs share one check).
 * 'callback': any attempt not yet successful (a late success after a time-out is recorded).
 */
export async function syncAttempt(
  app: FastifyInstance,
  ref: { id: string } | { merchantTransactionId: string },
  mode: SyncMode,
  now: Date = new Date(),
): Promise<PaymentStatus | undefined> {
  const attempt =
    'id' in ref
      ? (await app.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, ref.id)).limit(1))[0]
      : await findAttemptByMerchantTransactionId(app.db, ref.merchantTransactionId);
  if (!attempt) return undefined;
  if (attempt.status === 'PAYMENT_SUCCESS') return 'PAYMENT_SUCCESS';
  if (mode === 'poll') {
    if (!isPending(attempt.status)) return attempt.status as PaymentStatus;
    const claimed = await app.db
      .update(paymentAttempts)
      .set({ lastCheckedAt: now })
      .where(
        and(
          eq(paymentAttempts.id, attempt.id),
          inArray(paymentAttempts.status, ['PENDING', 'PAYMENT_PENDING']),
          or(
            isNull(paymentAttempts.lastCheckedAt),
            lt(paymentAttempts.lastCheckedAt, new Date(now.getTime() - POLL_CHECK_INTERVAL_MS)),
          ),
        ),
      )
      .returning({ id: paymentAttempts.id });
    if (claimed.length === 0) return attempt.status as PaymentStatus;
  }
  let report: Awaited<ReturnType<FastifyInstance['paymentGateway']['checkStatus']>>;
  try {
    report = await app.paymentGateway.checkStatus(attempt.merchantTransactionId);
  } catch (error) {
    app.log.warn({ err: error, attemptId: attempt.id }, 'payment status check failed');
    return attempt.status as PaymentStatus;
  }
  return applyGatewayResult(app.db, attempt.id, report, { now });
}

/** POST /v1/bookings/payment/callback: verified, then a hint to ask the gateway. */
export async function handleCallback(
  app: FastifyInstance,
  xVerify: string | undefined,
  response: unknown,
): Promise<void> {
  const verified = typeof response === 'string' ? app.paymentGateway.verifyCallback(xVerify, response) : null;
  if (!verified) throw new AppError(401, serverMessages.unauthorized);
  const status = await syncAttempt(
    app,
    { merchantTransactionId: verified.merchantTransactionId },
    'callback',
  );
  if (status === undefined) {
    app.log.warn(
      { merchantTransactionId: verified.merchantTransactionId },
      'callback for an unknown attempt',
    );
  }
}

/** The result page's question; a pending payment is checked with the gateway (rate-limited). */
export async function getPayment(app: FastifyInstance, bookingId: string): Promise<PaymentResponse> {
  const booking = await bookingOr404(app, bookingId);
  let attempt = await findLatestAttempt(app.db, booking.id);
  if (!attempt) throw new AppError(404, bookingMessages.bookingNotFound);
  if (isPending(attempt.status)) {
    await syncAttempt(app, { id: attempt.id }, 'poll');
    attempt = (await findLatestAttempt(app.db, booking.id)) ?? attempt;
  }
  return {
    paymentStaus: attempt.status as PaymentStatus,
    amount: paiseToRupees(attempt.amountPaise),
    updatedAt: attempt.updatedAt.toISOString(),
  };
}
