import { isRefundOverrideValid } from '@wayfarer/shared/rules/booking-lifecycle';
import { formatPaise, nearestPaise, rupeesToPaise } from '@wayfarer/shared/rules/money';

/**
 * The operator's refund override as typed (rupees, at most 2 decimals): empty keeps the policy's
 * quote; otherwise 0 ≤ amount ≤ paid (rules/booking-lifecycle isRefundOverrideValid). The server
 * checks it again.
 */
export function readRefundOverride(
  text: string,
  paidRupees: number,
): { ok: true; refundAmount?: number } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (!trimmed) return { ok: true };
  const paidPaise = nearestPaise(paidRupees);
  const paise = rupeesToPaise(trimmed);
  if (paise === null || !isRefundOverrideValid(paise, paidPaise)) {
    return { ok: false, message: `Enter an amount from ₹0 to ${formatPaise(paidPaise)}` };
  }
  return { ok: true, refundAmount: paise / 100 };
}
