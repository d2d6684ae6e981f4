import { describe, expect, it } from 'vitest';
import { type CouponRule, couponDiscountPaise } from './coupon.ts';

const now = new Date('2027-03-10T00:00:00Z');
const base: CouponRule = {
  kind: 'percent',
  value: 10,
  minOrderPaise: 0,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  usedCount: 0,
  packageId: null,
  active: true,
};

describe('couponDiscountPaise', () => {
  it.each([
    [{ ...base }, 1_000_000, 100_000],
    [{ ...base, value: 15 }, 333, 50], // 49.95 -> 50, half up
    [{ ...base, value: 100 }, 500_000, 500_000],
    [{ ...base, kind: 'fixed' as const, value: 200_000 }, 1_000_000, 200_000],
    [{ ...base, kind: 'fixed' as const, value: 2_000_000 }, 1_000_000, 1_000_000], // never below 0
  ])('%j on %i -> %i', (coupon, amount, expected) => {
    expect(couponDiscountPaise(coupon, 'p1', amount, now)).toBe(expected);
  });
  it.each([
    ['inactive', { ...base, active: false }],
    ['another package', { ...base, packageId: 'p2' }],
    ['not yet valid', { ...base, validFrom: new Date('2027-03-11T00:00:00Z') }],
    ['expired', { ...base, validUntil: new Date('2027-03-09T00:00:00Z') }],
    ['used up', { ...base, maxUses: 3, usedCount: 3 }],
    ['below the minimum order', { ...base, minOrderPaise: 2_000_000 }],
  ])('does not apply when %s', (_, coupon) => {
    expect(couponDiscountPaise(coupon, 'p1', 1_000_000, now)).toBeNull();
  });
  it('applies to its own package', () => {
    expect(couponDiscountPaise({ ...base, packageId: 'p1' }, 'p1', 1_000_000, now)).toBe(100_000);
  });
});
