import type { RefundStatus } from '@wayfarer/shared/enums';
import type { RefundRow } from '../booking-records.repository.ts';
import { merchantUserId } from '../checkout/bookings.service.ts';
import type { PaymentDeps } from '../deps.ts';
import { applyRefundResult, type RefundReport } from './refund-state.ts';
import { findRefundTarget } from './refunds.repository.ts';

// Talking to the gateway about a refund: asking for it, then following it with Check Status of
// the refund's own merchantTransactionId (PhonePe: a refund starts PAYMENT_PENDING and settles
// within minutes; the refund API is not called again while one is pending). The answer goes
// through refund-state.ts. Used after an admin cancels, by the callback and by the reconciler.

/** The reconciler first looks at a new refund this long after it was made. */
export const REFUND_FIRST_CHECK_MS = 30_000;
const REFUND_MAX_CHECK_MS = 60 * 60_000;

/** 30 s, 1, 2, 4 … minutes after each check, at most an hour apart: refunds may take days. */
export const nextRefundCheckAt = (checkCount: number, now: Date): Date =>
  new Date(
    now.getTime() + Math.min(REFUND_FIRST_CHECK_MS * 2 ** Math.min(checkCount, 20), REFUND_MAX_CHECK_MS),
  );

/** PAYMENT_SUCCESS or PAYMENT_PENDING: the gateway took the refund. */
const isAccepted = (code: string) => code === 'PAYMENT_SUCCESS' || code === 'PAYMENT_PENDING';

type Missing = 'submit' | 'wait' | 'fail';

const apply = (deps: PaymentDeps, refund: RefundRow, report: RefundReport | null) => {
  const now = deps.clock();
  return applyRefundResult(deps.db, refund.id, report, {
    now,
    nextCheckAt: nextRefundCheckAt(refund.checkCount, now),
  });
};

/**
 * Asks the gateway for the refund, then reads its status. A gateway that does not answer leaves
 * it PENDING for the reconciler (never lost); a refusal with nothing on the gateway's side is FAILED.
 */
export async function submitRefund(deps: PaymentDeps, refund: RefundRow): Promise<RefundStatus | undefined> {
  const target = await findRefundTarget(deps.db, refund);
  if (!target) return undefined;
  let code: string;
  try {
    const answer = await deps.gateway.refund({
      merchantTransactionId: refund.merchantTransactionId,
      originalTransactionId: target.originalTransactionId,
      merchantUserId: merchantUserId(target.email),
      amountPaise: refund.amountPaise,
      callbackUrl: `${deps.publicUrl}/v1/bookings/payment/callback`,
    });
    code = answer.code;
  } catch (error) {
    deps.log.warn({ err: error, refundId: refund.id }, 'refund request failed; the reconciler retries');
    return apply(deps, refund, null);
  }
  if (!isAccepted(code)) deps.log.warn({ refundId: refund.id, code }, 'the gateway refused a refund');
  return checkRefund(deps, refund, isAccepted(code) ? 'wait' : 'fail');
}

/**
 * Reads the refund's status and applies it. When the gateway has no such refund: 'submit' asks
 * for it (the request never arrived), 'wait' checks later, 'fail' records it FAILED.
 */
export async function checkRefund(
  deps: PaymentDeps,
  refund: RefundRow,
  onMissing: Missing,
): Promise<RefundStatus | undefined> {
  let report: RefundReport;
  try {
    report = await deps.gateway.checkStatus(refund.merchantTransactionId);
  } catch (error) {
    deps.log.warn({ err: error, refundId: refund.id }, 'refund status check failed');
    return apply(deps, refund, null);
  }
  if (report.code === 'TRANSACTION_NOT_FOUND') {
    if (onMissing === 'submit') return submitRefund(deps, refund);
    return apply(deps, refund, onMissing === 'fail' ? { code: 'PAYMENT_ERROR' } : null);
  }
  return apply(deps, refund, report);
}
