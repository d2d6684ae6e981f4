import { serverMessages } from '@wayfarer/shared/messages';
import { manageBookingPath } from '@wayfarer/shared/rules/booking-lifecycle';
import { isBalancePayable, nextAmountDuePaise } from '@wayfarer/shared/rules/instalments';
import { pendingPaise } from '@wayfarer/shared/rules/money';
import { bookingMessages } from '@wayfarer/shared/schemas/booking';
import type { BalancePaymentResponse } from '@wayfarer/shared/schemas/booking-manage';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { findAttemptByIdempotencyKey, findOpenBalanceAttempt } from '../booking-lifecycle.repository.ts';
import { coreTransaction, lockBookingInOrder } from '../core/lock-order.ts';
import type { AttemptRow, BookingRow } from '../bookings.repository.ts';
import {
  ATTEMPT_TTL_MS,
  FIRST_CHECK_MS,
  merchantTransactionId,
  merchantUserId,
} from '../checkout/bookings.service.ts';
import { bookingOr404 } from '../booking-reads.service.ts';
import type { CheckoutDeps } from '../deps.ts';
import { applyGatewayResult, isPending } from './payment-state.ts';
import { findAttempt, insertAttempt, updateAttempt } from './payments.repository.ts';

// POST /v1/bookings/{id}/balance (ADR 904): a new PhonePe payment for exactly what is pending
// (total − paid; on an instalment plan the next instalment, ADR 1365), the traveller sent back to
// their manage page. The booking row is locked while the attempt is written, so two requests at once never both start one; a pending, unexpired
// balance attempt answers 409, a failed or expired one blocks nothing.

const answer = (url: string): BalancePaymentResponse => ({
  data: { instrumentResponse: { redirectInfo: { url } } },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Why this booking cannot take a balance payment now, or null when it can. */
function refusal(b: BookingRow): string | null {
  if (!isBalancePayable(b.status))
    return b.status === 'PENDING' ? bookingMessages.notPaidYet : bookingMessages.bookingCancelled;
  // A completed trip that still owes stays payable online (pendingPaise).
  if (pendingPaise(b) < 1) return bookingMessages.nothingPending;
  return null;
}

/** The answer an Idempotency-Key already got: the same pay page (waiting for a concurrent first try). */
async function replay(deps: CheckoutDeps, attempt: AttemptRow): Promise<BalancePaymentResponse> {
  for (let i = 0; i < 40; i++) {
    const current = await findAttempt(deps.db, attempt.id);
    if (current?.redirectUrl) return answer(current.redirectUrl);
    if (!current || !isPending(current.status)) break;
    await sleep(250);
  }
  throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE', bookingMessages.gatewayUnavailable);
}

type Started = { kind: 'new'; attempt: AttemptRow } | { kind: 'replay'; attempt: AttemptRow };

async function insertBalanceAttempt(
  deps: CheckoutDeps,
  bookingId: string,
  key: string | undefined,
  now: Date,
): Promise<Started> {
  return coreTransaction(deps.db, async (tx) => {
    const b = await lockBookingInOrder(tx, bookingId);
    if (!b) throw new AppError('BOOKING_NOT_FOUND', bookingMessages.bookingNotFound);
    if (key) {
      const existing = await findAttemptByIdempotencyKey(tx, b.id, key);
      if (existing) return { kind: 'replay', attempt: existing };
    }
    const refused = refusal(b);
    if (refused) throw new AppError('BOOKING_STATE_CONFLICT', refused);
    if (await findOpenBalanceAttempt(tx, b.id, now))
      throw new AppError('BALANCE_IN_PROGRESS', bookingMessages.balanceInProgress);
    const attempt = await insertAttempt(tx, {
      bookingId: b.id,
      merchantTransactionId: merchantTransactionId(b.bookingNumber, 'B'),
      kind: 'balance',
      // ADR 1365: on an instalment plan, the next instalment (what is left of it); else all pending.
      amountPaise: nextAmountDuePaise(b, now),
      idempotencyKey: key ?? null,
      expiresAt: new Date(now.getTime() + ATTEMPT_TTL_MS),
      nextCheckAt: new Date(now.getTime() + FIRST_CHECK_MS),
    });
    return { kind: 'new', attempt };
  });
}

export async function startBalancePayment(
  deps: CheckoutDeps,
  bookingId: string,
  idempotencyKey: string | undefined,
): Promise<BalancePaymentResponse> {
  const key = idempotencyKey?.trim() || undefined;
  if (key && key.length > 100) throw new AppError('VALIDATION_FAILED', serverMessages.validationFailed);
  const booking = await bookingOr404(deps.db, bookingId);

  let started: Started;
  try {
    started = await insertBalanceAttempt(deps, booking.id, key, deps.clock());
  } catch (error) {
    // Two requests with one key at once: the loser answers what the winner stored.
    const existing =
      key && isUniqueViolation(error) && (await findAttemptByIdempotencyKey(deps.db, booking.id, key));
    if (existing) return replay(deps, existing);
    throw error;
  }
  if (started.kind === 'replay') return replay(deps, started.attempt);

  const { attempt } = started;
  try {
    const { redirectUrl } = await deps.gateway.pay({
      merchantTransactionId: attempt.merchantTransactionId,
      merchantUserId: merchantUserId(booking.email),
      amountPaise: attempt.amountPaise,
      redirectUrl: `${deps.publicUrl}${manageBookingPath(booking.id)}`,
      callbackUrl: `${deps.publicUrl}/v1/bookings/payment/callback`,
      mobileNumber: booking.phone,
    });
    await updateAttempt(deps.db, attempt.id, { redirectUrl, updatedAt: deps.clock() });
    return answer(redirectUrl);
  } catch (error) {
    deps.log.error({ err: error, bookingId: booking.id }, 'payment gateway refused the balance pay request');
    // A balance attempt's failure touches only itself: the next try is free to start.
    await applyGatewayResult(deps.db, attempt.id, { code: 'PAYMENT_ERROR' }, { now: deps.clock() });
    throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE', bookingMessages.gatewayUnavailable);
  }
}
