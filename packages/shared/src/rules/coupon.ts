import type { CouponKind } from '../enums.ts';
// A coupon's discount in paise: never negative, never above the package amount.
export type CouponRule = {
  kind: CouponKind;
  value: number; // percent 1-100, or paise
  minOrderPaise: number;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
  usedCount: number;
  packageId: string | null;
  active: boolean;
};

/** A percentage coupon takes a whole number from 1 to 100. */
export const isCouponPercent = (value: number): boolean =>
  Number.isInteger(value) && value >= 1 && value <= 100;

/** A validity window, either end open, ends after it starts (an unreadable end counts as open). */
export function isCouponWindowOrdered(validFrom: Date | null, validUntil: Date | null): boolean {
  if (!validFrom || !validUntil || Number.isNaN(validFrom.getTime()) || Number.isNaN(validUntil.getTime())) {
    return true;
  }
  return validUntil > validFrom;
}

/** null when the coupon does not apply (the caller answers "Invalid coupon"). */
export function couponDiscountPaise(
  coupon: CouponRule,
  packageId: string,
  amountPaise: number,
  now: Date = new Date(),
): number | null {
  if (!coupon.active) return null;
  if (coupon.packageId && coupon.packageId !== packageId) return null;
  if (coupon.validFrom && now < coupon.validFrom) return null;
  if (coupon.validUntil && now > coupon.validUntil) return null;
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return null;
  if (amountPaise < coupon.minOrderPaise || amountPaise <= 0) return null;
  const raw = coupon.kind === 'percent' ? Math.floor((amountPaise * coupon.value + 50) / 100) : coupon.value;
  return Math.max(0, Math.min(raw, amountPaise));
}
