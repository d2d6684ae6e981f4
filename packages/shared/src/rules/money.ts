import type { PaymentType } from '../enums.ts';

// Amounts travel as rupees (numbers with at most 2 decimals) and are computed as integer paise.

/** Rupees (number or digit string, at most 2 decimals) to paise; null when it is not such a value. */
export function rupeesToPaise(value: number | string): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export const paiseToRupees = (paise: number): number => paise / 100;
export const paiseToRupeesOrNull = (paise: number | null): number | null =>
  paise === null ? null : paiseToRupees(paise);

/** Rupees (an API amount, or a figure that need not be exact such as a price filter's bound) to the nearest paisa. */
export const nearestPaise = (rupees: number): number => Math.round(rupees * 100);

/** spec 001 §9: token payment is 15% of the total, rounded to the paisa once, half up. */
export const TOKEN_PERCENT = 15;
export function tokenAmountPaise(totalPaise: number): number {
  return Math.floor((totalPaise * TOKEN_PERCENT + 50) / 100);
}

/** What a booking asks for now: token (15%) or the full total. */
export function dueNowPaise(totalPaise: number, paymentType: PaymentType): number {
  return paymentType === 'full' ? totalPaise : tokenAmountPaise(totalPaise);
}

/**
 * What a booking's pending rules read (amounts in paise; `paidPaise` = gateway + offline received;
 * `liveRefundedPaise` = refunded while the booking stays live, e.g. a cheaper date's difference).
 */
export type PendingInput = {
  status: string;
  packageAmountPaise: number;
  discountPaise: number;
  paidPaise: number;
  liveRefundedPaise: number;
};

/** What a booking holds towards its price: collected less what was refunded while it stays live (ADR 1210). */
export const netPaidPaise = (b: Pick<PendingInput, 'paidPaise' | 'liveRefundedPaise'>): number =>
  Math.max(0, b.paidPaise - b.liveRefundedPaise);

/**
 * Issue 22 / ADR 1210: the one definition of what a booking still owes. 0 once it is cancelled;
 * otherwise max(0, price after discount − (collected − money refunded while the booking stays
 * live)), where collected counts gateway and offline payments. The list, detail, exports,
 * manifest, dashboards, reminders and receipts all use it (SQL readers mirror `netPaidPaise`).
 */
export function pendingPaise(b: PendingInput): number {
  if (b.status === 'CANCELLED') return 0;
  return Math.max(0, b.packageAmountPaise - b.discountPaise - netPaidPaise(b));
}

/** Issue 22: a completed trip that still owes money ("Unpaid after travel"); still collectible. */
export const isUnpaidAfterTravel = (b: PendingInput): boolean =>
  b.status === 'COMPLETED' && pendingPaise(b) > 0;

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** "₹1,23,456.50" (ARCHITECTURE.md: amounts render as en-IN INR with 2 decimals). */
export const formatRupees = (rupees: number): string => inr.format(rupees);
export const formatPaise = (paise: number): string => inr.format(paise / 100);
