// TCS on overseas tour packages (section 206C(1G) of the Income-tax Act 1961; section 394(1) of the
// Income-tax Act 2025 from 2026-04-01) and the PAN it is collected against (ADR 1377).

/** How checkout, receipts and the report name it. */
export const TCS_LABEL = 'TCS (collected for the Income-tax Department)';

/** A PAN: 5 letters, 4 digits, 1 letter; the 4th letter is the holder's category. */
export const PAN_PATTERN = /^[A-Z]{3}[ABCFGHJLPT][A-Z][0-9]{4}[A-Z]$/;

/** "abcpe1234f " → "ABCPE1234F" (stored and printed in capitals). */
export const normalizePan = (value: string): string => value.trim().toUpperCase();

/**
 * The lead traveller's PAN: the format, with an individual's category (4th letter P). A tour
 * package's buyer here is a person travelling; a firm's or company's PAN is refused.
 */
export const isIndividualPan = (value: string): boolean => {
  const pan = normalizePan(value);
  return PAN_PATTERN.test(pan) && pan[3] === 'P';
};

/** The rates and threshold an admin sets (they change with each Finance Act). */
export type TcsSettings = {
  /** Basis points on the amount up to the threshold. */
  rateBp: number;
  /** Paise: the amount up to which `rateBp` applies. */
  thresholdPaise: number;
  /** Basis points on the amount above the threshold. */
  highRateBp: number;
};

/**
 * Defaults from the Finance Act 2026 (section 394(1) of the Income-tax Act 2025, from
 * 2026-04-01): 2 % of the whole amount, no threshold — written as the same 2 % on both sides of
 * a Rs 10 lakh threshold, so that an admin can set a slab again (FY 2025-26: 5 % up to Rs 10
 * lakh, 20 % above).
 */
export const DEFAULT_TCS_SETTINGS: TcsSettings = {
  rateBp: 200,
  thresholdPaise: 10_00_000_00,
  highRateBp: 200,
};

const percentOf = (paise: number, bp: number): number => Math.floor((paise * bp + 5_000) / 10_000);

/**
 * TCS on `amountPaise` (a booking's price after discount), each slab's part rounded to the paisa
 * half up: `rateBp` on what is up to the threshold, `highRateBp` on what is above it.
 */
export function tcsPaise(amountPaise: number, settings: TcsSettings): number {
  if (amountPaise <= 0) return 0;
  const low = Math.min(amountPaise, settings.thresholdPaise);
  const high = amountPaise - low;
  return percentOf(low, settings.rateBp) + percentOf(high, settings.highRateBp);
}

/**
 * ADR 1377: TCS given back with a refund of `refundPaise` out of `paidPaise` kept towards the
 * price, in proportion to what is still held of the TCS (never more than is left of it); all of
 * what is left once the refund gives back everything.
 */
export function tcsRefundPaise(refundPaise: number, heldPaise: number, tcsHeldPaise: number): number {
  if (refundPaise <= 0 || heldPaise <= 0 || tcsHeldPaise <= 0) return 0;
  if (refundPaise >= heldPaise) return tcsHeldPaise;
  return Math.min(
    tcsHeldPaise,
    Math.floor((tcsHeldPaise * refundPaise + Math.floor(heldPaise / 2)) / heldPaise),
  );
}
