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
 * ADR 1210: the one definition of what a booking still owes. 0 once it is cancelled;
 * otherwise max(0, price after discount − (collected − money refunded while the booking stays
 * live)), where collected counts gateway and offline payments. The list, detail, exports,
 * manifest, dashboards, reminders and receipts all use it (SQL readers mirror `netPaidPaise`).
 */
export function pendingPaise(b: PendingInput): number {
  if (b.status === 'CANCELLED') return 0;
  return Math.max(0, b.packageAmountPaise - b.discountPaise - netPaidPaise(b));
}

/** A completed trip that still owes money ("Unpaid after travel"); still collectible. */
export const isUnpaidAfterTravel = (b: PendingInput): boolean =>
  b.status === 'COMPLETED' && pendingPaise(b) > 0;

// Intl's en-IN currency formatter is the definition; building one costs 25–130 ms of a phone's
// main thread the first time (ICU's currency data), on every page that shows a price.
// So the common cases are written out by hand — the same text, checked against Intl over many
// values in money.test.ts — and Intl is built only for what they do not cover.
let intlInr: Intl.NumberFormat | undefined;
const viaIntl = (rupees: number): string => {
  intlInr ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return intlInr.format(rupees);
};

/** "12345678" → "1,23,45,678": the last three digits, then groups of two. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.length % 2 ? [head.slice(0, 1)] : [];
  for (let i = head.length % 2; i < head.length; i += 2) pairs.push(head.slice(i, i + 2));
  return `${pairs.join(',')},${digits.slice(-3)}`;
}

const withSign = (negative: boolean, whole: string, fraction: string): string =>
  `${negative ? '-' : ''}₹${groupIndian(whole)}.${fraction}`;

/** "₹1,23,456.50" (ARCHITECTURE.md: amounts render as en-IN INR with 2 decimals). */
export function formatRupees(rupees: number): string {
  // Intl rounds the shortest decimal form of the number half away from zero; so does this.
  const text = String(Math.abs(rupees));
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!Number.isFinite(rupees) || !match) return viaIntl(rupees);
  const negative = rupees < 0 || Object.is(rupees, -0);
  const decimals = match[2] ?? '';
  let cents = BigInt(match[1] as string) * 100n + BigInt(decimals.slice(0, 2).padEnd(2, '0'));
  if ((decimals[2] ?? '0') >= '5') cents += 1n;
  const whole = (cents / 100n).toString();
  return withSign(negative, whole, (cents % 100n).toString().padStart(2, '0'));
}

export function formatPaise(paise: number): string {
  if (!Number.isSafeInteger(paise)) return formatRupees(paise / 100);
  const abs = Math.abs(paise);
  const negative = paise < 0 || Object.is(paise, -0);
  return withSign(negative, String(Math.floor(abs / 100)), String(abs % 100).padStart(2, '0'));
}
