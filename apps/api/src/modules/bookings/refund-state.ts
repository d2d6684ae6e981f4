import type { RefundStatus } from '@wayfarer/shared/enums';
import type { Database } from '../../db/client.ts';
import { reverseForRefund } from '../earnings/earnings.service.ts';
import { enqueueRefundCompletedEmail } from './lifecycle-emails.ts';
import { addRefundedPaise, lockRefund, type RefundChange, updateRefund } from './refunds.repository.ts';

// The one forward-only refund state machine (ADR 906), like payment-state.ts:
//   PENDING -> COMPLETED | FAILED; neither ever changes again.
// Every change goes through applyRefundResult, in one transaction with the refund row locked, so
// the cancel request, a callback and the reconciler racing each other change things once; the
// booking's refunded total grows once per COMPLETED refund.

export type RefundReport = { code: string; amountPaise?: number; transactionId?: string };
export type RefundDecision = { kind: 'none' } | { kind: 'complete' } | { kind: 'fail' };

/** PhonePe's refund status codes that end a refund unsuccessfully. */
const FINAL_FAILURES: readonly string[] = ['PAYMENT_ERROR', 'PAYMENT_DECLINED'];

/** What a gateway report does to a refund in `current` status that gives back `amountPaise`. */
export function decideRefund(current: string, report: RefundReport, amountPaise: number): RefundDecision {
  if (current !== 'PENDING') return { kind: 'none' };
  if (report.code === 'PAYMENT_SUCCESS') {
    // Another amount is never recorded as this refund: it stays pending for someone to look.
    if (report.amountPaise !== undefined && report.amountPaise !== amountPaise) return { kind: 'none' };
    return { kind: 'complete' };
  }
  if (FINAL_FAILURES.includes(report.code)) return { kind: 'fail' };
  // PAYMENT_PENDING, or an answer that says nothing (INTERNAL_SERVER_ERROR …): check again.
  return { kind: 'none' };
}

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
  return db.transaction(async (tx) => {
    const refund = await lockRefund(tx, refundId);
    if (!refund) return undefined;
    const decision = report ? decideRefund(refund.status, report, refund.amountPaise) : { kind: 'none' };
    const bookkeeping: RefundChange = {
      updatedAt: now,
      ...(report && { lastCheckedAt: now, countCheck: true }),
      ...(report?.transactionId && { gatewayTransactionId: report.transactionId }),
    };
    switch (decision.kind) {
      case 'none': {
        const pending = refund.status === 'PENDING';
        await updateRefund(tx, refund.id, {
          ...bookkeeping,
          nextCheckAt: pending ? options.nextCheckAt : null,
        });
        return refund.status as RefundStatus;
      }
      case 'fail': {
        await updateRefund(tx, refund.id, { ...bookkeeping, status: 'FAILED', nextCheckAt: null });
        return 'FAILED';
      }
      case 'complete': {
        await updateRefund(tx, refund.id, { ...bookkeeping, status: 'COMPLETED', nextCheckAt: null });
        await addRefundedPaise(tx, refund.bookingId, refund.amountPaise, now);
        // The creator's share of the money given back is reversed at the frozen rate (ADR 921).
        await reverseForRefund(tx, refund.id, now);
        await enqueueRefundCompletedEmail(tx, refund);
        return 'COMPLETED';
      }
    }
  });
}
