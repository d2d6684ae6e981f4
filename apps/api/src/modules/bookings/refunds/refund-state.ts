import type { RefundStatus } from '@wayfarer/shared/enums';
import type { Database } from '../../../db/client.ts';
import { reverseForRefund } from '../../earnings/index.ts';
import { issueCreditNoteForRefund } from '../../invoices/index.ts';
import { enqueueRefundCompletedEmail } from '../emails/lifecycle-emails.ts';
import { coreTransaction, lockRefundBooking } from '../core/lock-order.ts';
import type { RefundRow } from '../booking-records.repository.ts';
import {
  addRefundedPaise,
  findRetryOf,
  insertRefunds,
  lockRefund,
  type RefundChange,
  updateRefund,
} from './refunds.repository.ts';

// The one forward-only refund state machine (ADR 906), like payment-state.ts:
//   PENDING -> COMPLETED | FAILED; FAILED -> COMPLETED when the gateway's SUCCESS arrives late
//   (the money did go back, ADR 1324); COMPLETED never changes again.
// Every change goes through applyRefundResult, in one transaction with the refund row locked, so
// the cancel request, a callback and the reconciler racing each other change things once; the
// booking's refunded total grows once per COMPLETED refund.

export type RefundReport = { code: string; amountPaise?: number; transactionId?: string };
export type RefundDecision = { kind: 'none' } | { kind: 'complete' } | { kind: 'fail' };

/** PhonePe's refund status codes that end a refund unsuccessfully. */
const FINAL_FAILURES: readonly string[] = ['PAYMENT_ERROR', 'PAYMENT_DECLINED'];

/** What a gateway report does to a refund in `current` status that gives back `amountPaise`. */
export function decideRefund(current: string, report: RefundReport, amountPaise: number): RefundDecision {
  if (current !== 'PENDING' && current !== 'FAILED') return { kind: 'none' };
  if (report.code === 'PAYMENT_SUCCESS') {
    // A success must carry the refund's own amount (as the payment path requires);
    // another or no amount is never recorded as this refund: it stays for someone to look.
    if (report.amountPaise !== amountPaise) return { kind: 'none' };
    return { kind: 'complete' };
  }
  if (current === 'FAILED') return { kind: 'none' };
  if (FINAL_FAILURES.includes(report.code)) return { kind: 'fail' };
  // PAYMENT_PENDING, or an answer that says nothing (INTERNAL_SERVER_ERROR …): check again.
  return { kind: 'none' };
}

/**
 * A failed gateway refund is still checked (for a late SUCCESS) until it has been
 * checked this many times in all: with checks at most an hour apart, two days and more.
 */
export const FAILED_REFUND_MAX_CHECKS = 60;
const isWatchedFailure = (refund: RefundRow) => refund.checkCount < FAILED_REFUND_MAX_CHECKS;

export type RefundApplyOptions = {
  now: Date;
  /** When to check again while it stays pending. */
  nextCheckAt: Date | null;
};

/** Applies a gateway report (or none: the gateway did not answer) to one refund; returns its status. */
export async function applyRefundResult(
  db: Database,
  refundId: string,
  report: RefundReport | null,
  options: RefundApplyOptions,
): Promise<RefundStatus | undefined> {
  const { now } = options;
  return coreTransaction(db, async (tx) => {
    // The core's lock order (core/lock-order.ts): the booking's date, the booking, then the refund.
    await lockRefundBooking(tx, refundId);
    const refund = await lockRefund(tx, refundId);
    if (!refund) return undefined;
    // An offline refund (ADR 952) is never the gateway's: only an admin's record completes it.
    const isGateway = refund.kind === 'gateway';
    // A failed refund already retried is never completed by a late report: the retry
    // gives the money back; a late success of both is left for someone to look at (logged by the caller).
    const retried = refund.status === 'FAILED' && (await findRetryOf(tx, refund.id)) !== undefined;
    const decision =
      report && isGateway && !retried
        ? decideRefund(refund.status, report, refund.amountPaise)
        : { kind: 'none' };
    const bookkeeping: RefundChange = {
      updatedAt: now,
      ...(report && { lastCheckedAt: now, countCheck: true }),
      ...(report?.transactionId && { gatewayTransactionId: report.transactionId }),
    };
    switch (decision.kind) {
      case 'none': {
        const watched = isGateway && (refund.status === 'PENDING' || (!retried && isWatchedFailure(refund)));
        await updateRefund(tx, refund.id, {
          ...bookkeeping,
          nextCheckAt: watched ? options.nextCheckAt : null,
        });
        return refund.status as RefundStatus;
      }
      case 'fail': {
        // Still checked for a while: a SUCCESS the gateway reports later is recorded.
        await updateRefund(tx, refund.id, {
          ...bookkeeping,
          status: 'FAILED',
          nextCheckAt: isWatchedFailure(refund) ? options.nextCheckAt : null,
        });
        return 'FAILED';
      }
      case 'complete': {
        await updateRefund(tx, refund.id, { ...bookkeeping, status: 'COMPLETED', nextCheckAt: null });
        await completed(
          tx,
          { ...refund, gatewayTransactionId: report?.transactionId ?? refund.gatewayTransactionId },
          now,
        );
        return 'COMPLETED';
      }
    }
  });
}

/** What completing a refund does besides its own row: the booking's total, the ledger, the e-mail. */
async function completed(tx: Database, refund: RefundRow, now: Date): Promise<void> {
  // ADR 1377: the TCS part goes back to the TCS collected, the rest to what was paid.
  await addRefundedPaise(tx, refund.bookingId, refund.amountPaise - refund.tcsPaise, now, refund.tcsPaise);
  // The creator's share of the money given back is reversed at the frozen rate (ADR 921).
  await reverseForRefund(tx, refund.id, now);
  // A booking with a tax invoice gets a credit note for the money given back (ADR 1161).
  if (refund.amountPaise > refund.tcsPaise)
    await issueCreditNoteForRefund(tx, { ...refund, amountPaise: refund.amountPaise - refund.tcsPaise }, now);
  await enqueueRefundCompletedEmail(tx, refund);
}

export type OfflineRefundRecord = {
  bookingId: string;
  reference: string;
  refundedOn: string;
  recordedBy: string;
  now: Date;
};

/**
 * An admin records an offline refund given back (ADR 952): PENDING -> COMPLETED once, under the
 * refund's lock, with the same bookkeeping as a gateway refund. Says why when it cannot.
 */
export async function recordOfflineRefund(
  db: Database,
  refundId: string,
  record: OfflineRefundRecord,
): Promise<'COMPLETED' | 'not-found' | 'not-offline' | 'not-pending'> {
  return coreTransaction(db, async (tx) => {
    // The core's lock order (core/lock-order.ts): the booking's date, the booking, then the refund.
    await lockRefundBooking(tx, refundId);
    const refund = await lockRefund(tx, refundId);
    if (!refund || refund.bookingId !== record.bookingId) return 'not-found';
    if (refund.kind !== 'offline') return 'not-offline';
    if (refund.status !== 'PENDING') return 'not-pending';
    await updateRefund(tx, refund.id, {
      updatedAt: record.now,
      status: 'COMPLETED',
      offlineReference: record.reference,
      refundedOn: record.refundedOn,
      recordedBy: record.recordedBy,
    });
    // The e-mail says how the money went back: the reference and day just recorded.
    const recorded = { ...refund, offlineReference: record.reference, refundedOn: record.refundedOn };
    await completed(tx, recorded, record.now);
    return 'COMPLETED';
  });
}

/**
 * The admin retries a FAILED gateway refund: a new gateway refund of the same capture
 * and amount, linked to the first (once: the unique retry_of), written under the failed one's
 * lock. The caller asks the gateway for it. Says why when it cannot.
 */
export async function writeRefundRetry(
  db: Database,
  refundId: string,
  bookingId: string,
  merchantTransactionId: string,
  times: { now: Date; nextCheckAt: Date },
): Promise<RefundRow | 'not-found' | 'not-gateway' | 'not-failed' | 'retried'> {
  const { now } = times;
  return coreTransaction(db, async (tx) => {
    // The core's lock order (core/lock-order.ts): the booking's date, the booking, then the refund.
    await lockRefundBooking(tx, refundId);
    const refund = await lockRefund(tx, refundId);
    if (!refund || refund.bookingId !== bookingId) return 'not-found';
    if (refund.kind !== 'gateway') return 'not-gateway';
    if (refund.status !== 'FAILED') return 'not-failed';
    if (await findRetryOf(tx, refund.id)) return 'retried';
    // Its own watch for a late success ends: the retry gives the money back now.
    await updateRefund(tx, refund.id, { updatedAt: now, nextCheckAt: null });
    const [retry] = await insertRefunds(tx, [
      {
        bookingId,
        paymentAttemptId: refund.paymentAttemptId,
        merchantTransactionId,
        amountPaise: refund.amountPaise,
        tcsPaise: refund.tcsPaise,
        kind: 'gateway',
        nextCheckAt: times.nextCheckAt,
        retryOf: refund.id,
      },
    ]);
    return retry!;
  });
}
