import type { CommissionType } from '../enums.ts';

// spec 000 §1 / spec 001 §9 (collaboration agreement): the creator's share of the land-package
// price. Rates are basis points (1 % = 100 bp) so every amount stays an integer (ADR 920).

/** The creator designs, promotes and travels with the group. */
export const TRAVELLING_RATE_BP = 1800;
/** commissionType Booking: the creator designs and promotes the trip. */
export const BOOKING_RATE_BP = 1000;
/** commissionType SalesOperations (the default): the product designs it, the creator promotes. */
export const SALES_OPERATIONS_RATE_BP = 700;

/**
 * A recommending creator's referral share of a booking made through its link to another
 * creator's package, on the same base as every share (an admin setting; 3 % until changed).
 */
export const DEFAULT_REFERRAL_RATE_BP = 300;
/** The most the admin may set a referral share to (20 %). */
export const MAX_REFERRAL_RATE_BP = 2000;

/**
 * The referral share's rate for a booking: none when the link's creator is the package's own
 * (self-referral earns nothing extra) or when no creator link is behind it.
 */
export function referralRateBp(
  packageCreatorId: string,
  referrerId: string | null | undefined,
  settingBp: number,
): number | null {
  if (!referrerId || referrerId === packageCreatorId || settingBp <= 0) return null;
  return settingBp;
}

export type CommissionTerms = { isInfluencerTravelling: boolean; commissionType: CommissionType };

/** The package's rate: travelling wins over the commission type. */
export function commissionRateBp(terms: CommissionTerms): number {
  if (terms.isInfluencerTravelling) return TRAVELLING_RATE_BP;
  return terms.commissionType === 'Booking' ? BOOKING_RATE_BP : SALES_OPERATIONS_RATE_BP;
}

/** 1800 bp -> 18. */
export const ratePercent = (rateBp: number): number => rateBp / 100;

/**
 * The share of one payment or refund: rate × amount in paise, rounded once, half up. A ledger row
 * is rounded on its own (a refund is reversed at rate × refund, not recomputed from the net).
 */
export function commissionPaise(amountPaise: number, rateBp: number): number {
  if (!Number.isInteger(amountPaise) || amountPaise < 0)
    throw new RangeError('amount must be whole paise ≥ 0');
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > 10_000) throw new RangeError('rate out of range');
  return Math.floor((amountPaise * rateBp + 5_000) / 10_000);
}

/** A ledger row's signed amount: ACCRUED adds the share, REVERSED takes it back. */
export const ledgerAmountPaise = (kind: 'ACCRUED' | 'REVERSED', basePaise: number, rateBp: number): number =>
  kind === 'ACCRUED' ? commissionPaise(basePaise, rateBp) : -commissionPaise(basePaise, rateBp);

/** The platform keeps what was paid, less refunds, less the creators' share. */
export const platformMarginPaise = (
  paidPaise: number,
  refundedPaise: number,
  creatorSharePaise: number,
): number => paidPaise - refundedPaise - creatorSharePaise;
