import { failedPaymentStatuses, type PaymentStatus, pendingPaymentStatuses } from '@wayfarer/shared/enums';
import { netPaidPaise } from '@wayfarer/shared/rules/money';
import { fitsSeatCap } from '@wayfarer/shared/rules/seat-cap';
import type { Database } from '../../../db/client.ts';
import { accrueForPayment } from '../../earnings/index.ts';
import { confirmDateIfReached } from '../../group-trips/index.ts';
import { issueInvoiceForFirstPayment } from '../../invoices/index.ts';
import type { AttemptRow, BookingRow } from '../bookings.repository.ts';
import { enqueueConfirmationEmails, enqueueReviewInvite } from '../emails/booking-emails.ts';
import { countCouponUse } from '../../coupons/index.ts';
import {
  enqueueBalanceReceivedEmail,
  enqueuePaymentReturnedEmail,
  type ReturnedPaymentReason,
} from '../emails/lifecycle-emails.ts';
import { markCancelled } from '../booking-lifecycle.repository.ts';
import { addPromisedRefund } from '../core/booking-core.repository.ts';
import { coreTransaction, type LockedBooking, lockAttemptBooking } from '../core/lock-order.ts';
import { insertRefunds } from '../refunds/refunds.repository.ts';
import {
  type AttemptChange,
  addBalancePaid,
  lockAttempt,
  markBookingPaid,
  setBookingPaymentStatus,
  updateAttempt,
} from './payments.repository.ts';
import {
  confirmSeatHold,
  findSeatHold,
  lockTourDate,
  releaseBookingSeats,
  releaseSeatHolds,
  takenSeats,
} from '../checkout/seat-holds.repository.ts';

// The one forward-only payment state machine (ADR 040).
//   PENDING -> PAYMENT_PENDING -> PAYMENT_SUCCESS | a failure status
//   PAYMENT_SUCCESS never changes.
//   A failure can still become PAYMENT_SUCCESS when the gateway later reports the money taken
//   (a late success): recorded, and the attempt flagged for refund review.
// Every change goes through applyGatewayResult, in one transaction with the attempt row locked,
// so a replayed callback, a poll and the reconciler racing each other change things once.
// decide() is pure; applyGatewayResult only carries its decision out through the repositories.
//
// The booking's paymentStatus, seat hold and coupon belong to its FIRST payment (token or full;
// spec 001 §3, the result page polls it). A 'balance' attempt moves only itself and, on success,
// what was paid (ADR 904): its failure releases no seats and its success confirms nothing again.

export type GatewayReport = { code: string; amountPaise?: number; transactionId?: string };

type FailedStatus = (typeof failedPaymentStatuses)[number];

/** Gateway answers that decide a payment failed. INTERNAL_SERVER_ERROR and BAD_REQUEST from a
 * status check say nothing about the payment (PhonePe: "check again"): the attempt stays pending
 * until the reconciler times it out. */
const FINAL_FAILURES: readonly string[] = [
  'PAYMENT_DECLINED',
  'TIMED_OUT',
  'PAYMENT_ERROR',
  'TRANSACTION_NOT_FOUND',
];

export const isPending = (status: string) => (pendingPaymentStatuses as readonly string[]).includes(status);
export const isFailed = (status: string) => (failedPaymentStatuses as readonly string[]).includes(status);

export type Decision =
  | { kind: 'none' }
  | { kind: 'pending' }
  | { kind: 'success'; late: boolean }
  | { kind: 'fail'; status: FailedStatus; refundReview: boolean }
  | { kind: 'flag' };

/** What a gateway report does to an attempt in `current` status that asked for `amountPaise`. */
export function decide(current: string, report: GatewayReport, amountPaise: number): Decision {
  if (current === 'PAYMENT_SUCCESS') return { kind: 'none' };
  if (report.code === 'PAYMENT_SUCCESS') {
    // The money taken is not the amount asked: never a confirmation; someone must look.
    if (report.amountPaise !== amountPaise) {
      return isPending(current)
        ? { kind: 'fail', status: 'PAYMENT_ERROR', refundReview: true }
        : { kind: 'flag' };
    }
    return { kind: 'success', late: !isPending(current) };
  }
  if (!isPending(current)) return { kind: 'none' };
  if (FINAL_FAILURES.includes(report.code)) {
    return { kind: 'fail', status: report.code as FailedStatus, refundReview: false };
  }
  if (report.code === 'PAYMENT_PENDING' && current === 'PENDING') return { kind: 'pending' };
  return { kind: 'none' };
}

export type ApplyOptions = {
  /** The attempt has passed its expiry: a report that leaves it pending times it out. */
  expire?: boolean;
  /** When the reconciler should look again (only kept while pending). */
  nextCheckAt?: Date | null;
  now?: Date;
};

/** Applies a gateway report (or none: a failed status check) to one attempt; returns its status. */
export async function applyGatewayResult(
  db: Database,
  attemptId: string,
  report: GatewayReport | null,
  options: ApplyOptions = {},
): Promise<PaymentStatus | undefined> {
  const now = options.now ?? new Date();
  return coreTransaction(db, async (tx) => {
    // The core's lock order (core/lock-order.ts): the booking's date, the booking, then the attempt.
    const locked = await lockAttemptBooking(tx, attemptId);
    const attempt = await lockAttempt(tx, attemptId);
    if (!attempt) return undefined;
    let decision: Decision = report ? decide(attempt.status, report, attempt.amountPaise) : { kind: 'none' };
    const stillPending =
      isPending(attempt.status) && (decision.kind === 'none' || decision.kind === 'pending');
    if (stillPending && options.expire) decision = { kind: 'fail', status: 'TIMED_OUT', refundReview: false };

    const bookkeeping: AttemptChange = {
      updatedAt: now,
      ...(report && { lastCheckedAt: now, countCheck: true }),
      ...(report?.transactionId && { gatewayTransactionId: report.transactionId }),
    };
    const current = attempt.status as PaymentStatus;
    const isFirstPayment = attempt.kind !== 'balance';

    switch (decision.kind) {
      case 'none': {
        await updateAttempt(tx, attempt.id, {
          ...bookkeeping,
          ...(options.nextCheckAt !== undefined && {
            nextCheckAt: isPending(attempt.status) ? options.nextCheckAt : null,
          }),
        });
        return current;
      }
      case 'pending': {
        await updateAttempt(tx, attempt.id, {
          ...bookkeeping,
          status: 'PAYMENT_PENDING',
          ...(options.nextCheckAt !== undefined && { nextCheckAt: options.nextCheckAt }),
        });
        if (isFirstPayment) await setBookingPaymentStatus(tx, attempt.bookingId, 'PAYMENT_PENDING', now);
        return 'PAYMENT_PENDING';
      }
      case 'flag': {
        await updateAttempt(tx, attempt.id, { ...bookkeeping, refundReview: true, nextCheckAt: null });
        return current;
      }
      case 'fail': {
        await updateAttempt(tx, attempt.id, {
          ...bookkeeping,
          status: decision.status,
          nextCheckAt: null,
          ...(decision.refundReview && { refundReview: true }),
        });
        if (isFirstPayment) {
          await setBookingPaymentStatus(tx, attempt.bookingId, decision.status, now);
          await releaseSeatHolds(tx, attempt.bookingId);
        }
        return decision.status;
      }
      case 'success': {
        if (!isFirstPayment) {
          return recordBalanceSuccess(tx, attempt, bookkeeping, now);
        }
        // Money that arrives for a booking no longer live goes back in full, by itself (ADR 1300).
        const returned = returnReason(locked);
        const seatsConfirmed = returned === undefined && (await confirmSeats(tx, attempt.bookingId));
        const reason = returned ?? (seatsConfirmed ? undefined : 'seats-gone');
        await updateAttempt(tx, attempt.id, {
          ...bookkeeping,
          status: 'PAYMENT_SUCCESS',
          nextCheckAt: null,
          ...(decision.late && reason === undefined && { refundReview: true }),
        });
        // Money received: the creator's share accrues in this transaction (ADR 921); a refund
        // reverses it when it completes, like every refund.
        await accrueForPayment(tx, attempt.id, now);
        if (reason !== undefined) {
          if (locked) await returnOnArrival(tx, attempt, locked.booking, reason, now);
          return 'PAYMENT_SUCCESS';
        }
        // ADR 1377: the TCS the first payment carried is collected apart from what was paid.
        const booking = await markBookingPaid(
          tx,
          attempt.bookingId,
          attempt.amountPaise - attempt.tcsPaise,
          now,
          attempt.tcsPaise,
        );
        if (!booking) return 'PAYMENT_SUCCESS';
        // With a GSTIN set, the tax invoice is issued with the money (ADR 1161).
        await issueInvoiceForFirstPayment(tx, attempt.bookingId, now);
        if (booking.couponId) await countCouponUse(tx, booking.couponId);
        await enqueueConfirmationEmails(tx, attempt.bookingId, attempt.amountPaise);
        // The booking now counts toward its date's minimum group size; reaching it
        // confirms the date once, in this transaction (ADR 1201).
        await confirmDateIfReached(tx, attempt.bookingId, now);
        return 'PAYMENT_SUCCESS';
      }
    }
  });
}

/**
 * Why a first payment arriving now cannot make its booking live: the booking was cancelled (an
 * unpaid booking on a date the operator cancelled is cancelled with it) or its date was cancelled.
 */
function returnReason(locked: LockedBooking | undefined): ReturnedPaymentReason | undefined {
  if (locked?.dateCancelled) return 'date-cancelled';
  if (locked?.booking.status === 'CANCELLED') return 'booking-cancelled';
  return undefined;
}

/**
 * The first payment of a booking that cannot run: recorded as received, the booking cancelled if it
 * was still awaiting payment (its hold released), the whole amount refunded through the gateway
 * (the reconciler asks for it at once), the refund promised on the booking, and the traveller told
 * it is on its way back — never that the booking is confirmed. No tax invoice: nothing was supplied.
 */
async function returnOnArrival(
  tx: Database,
  attempt: AttemptRow,
  booking: BookingRow,
  reason: ReturnedPaymentReason,
  now: Date,
): Promise<void> {
  if (booking.status === 'PENDING') {
    await markCancelled(
      tx,
      booking.id,
      {
        cancelledBy: null,
        cancelReason: RETURNED_REASON_TEXT[reason],
        refundComputedPaise: 0,
        refundAppliedPaise: 0,
        ...(reason === 'date-cancelled' && { cancelledByOperator: true }),
      },
      now,
      'firstPaymentReturned',
    );
  }
  await releaseBookingSeats(tx, booking.id);
  // ADR 1377: its TCS is collected and given back with it, apart from what was paid.
  await markBookingPaid(tx, booking.id, attempt.amountPaise - attempt.tcsPaise, now, attempt.tcsPaise);
  await addPromisedRefund(tx, booking.id, attempt.amountPaise - attempt.tcsPaise, now);
  await insertRefunds(tx, [
    {
      bookingId: booking.id,
      paymentAttemptId: attempt.id,
      merchantTransactionId: `${attempt.merchantTransactionId}R`,
      amountPaise: attempt.amountPaise,
      tcsPaise: attempt.tcsPaise,
      kind: 'gateway',
      nextCheckAt: now,
    },
  ]);
  await enqueuePaymentReturnedEmail(tx, attempt, reason);
}

const RETURNED_REASON_TEXT: Record<ReturnedPaymentReason, string> = {
  'date-cancelled': 'The trip date was cancelled by the operator before the payment arrived',
  'booking-cancelled': 'The booking was cancelled before the payment arrived',
  'seats-gone': 'The payment arrived after the seat hold ended and the date was full',
};

/**
 * A balance payment taken: added to what was paid and the traveller told. Money beyond the
 * booking's total (two payments that both went through, one after its attempt had expired), or
 * paid on a booking no longer running, is kept and flagged for refund review, never lost.
 */
async function recordBalanceSuccess(
  tx: Database,
  attempt: AttemptRow,
  bookkeeping: AttemptChange,
  now: Date,
): Promise<PaymentStatus> {
  const booking = await addBalancePaid(tx, attempt.bookingId, attempt.amountPaise, now);
  const review =
    !booking ||
    netPaidPaise(booking) > booking.totalPaise ||
    !(
      booking.status === 'CONFIRMED' ||
      booking.status === 'CANCELLATION_REQUESTED' ||
      booking.status === 'COMPLETED'
    );
  await updateAttempt(tx, attempt.id, {
    ...bookkeeping,
    status: 'PAYMENT_SUCCESS',
    nextCheckAt: null,
    ...(review && { refundReview: true }),
  });
  await accrueForPayment(tx, attempt.id, now);
  if (booking?.status === 'CANCELLED') {
    // Money that arrives on a cancelled booking goes back in full by itself (the
    // reconciler asks the gateway for it); the attempt stays flagged so the admin sees it.
    await insertRefunds(tx, [
      {
        bookingId: attempt.bookingId,
        paymentAttemptId: attempt.id,
        merchantTransactionId: `${attempt.merchantTransactionId}R`,
        amountPaise: attempt.amountPaise,
        kind: 'gateway',
        nextCheckAt: now,
      },
    ]);
    return 'PAYMENT_SUCCESS';
  }
  if (booking) await enqueueBalanceReceivedEmail(tx, attempt);
  // A completed trip's review invitation waited until the balance was paid.
  if (booking?.status === 'COMPLETED' && netPaidPaise(booking) >= booking.totalPaise) {
    await enqueueReviewInvite(tx, attempt.bookingId);
  }
  return 'PAYMENT_SUCCESS';
}

/**
 * held -> confirmed. A released hold (late success) is taken again only if the date still has
 * the seats; false when it has not.
 */
async function confirmSeats(tx: Database, bookingId: string): Promise<boolean> {
  const hold = await findSeatHold(tx, bookingId);
  if (!hold || hold.status === 'confirmed') return true;
  if (hold.status === 'held') {
    await confirmSeatHold(tx, hold.id);
    return true;
  }
  const date = await lockTourDate(tx, hold.tourDateId);
  const taken = await takenSeats(tx, hold.tourDateId);
  if (date && !fitsSeatCap(date.seats, taken, hold.people)) return false;
  await confirmSeatHold(tx, hold.id);
  return true;
}
