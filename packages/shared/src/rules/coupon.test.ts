import { describe, expect, it } from 'vitest';
import { checkCouponRules, couponBody, couponMessages } from '../schemas/coupon.ts';
import { type CouponRule, couponDiscountPaise, isCouponPercent, isCouponWindowOrdered } from './coupon.ts';

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
  it.each([
    ['from the first instant of its window', { ...base, validFrom: now }],
    [
      'inside its window',
      { ...base, validFrom: new Date('2027-03-01T00:00:00Z'), validUntil: new Date('2027-03-31T00:00:00Z') },
    ],
    ['up to the last instant of its window', { ...base, validUntil: now }],
    ['below its use limit', { ...base, maxUses: 3, usedCount: 2 }],
    ['at exactly the minimum order', { ...base, minOrderPaise: 1_000_000 }],
  ])('applies %s', (_, coupon) => {
    expect(couponDiscountPaise(coupon, 'p1', 1_000_000, now)).toBe(100_000);
  });
  it('never applies to an amount of 0', () => {
    expect(couponDiscountPaise({ ...base, kind: 'fixed', value: 100 }, 'p1', 0, now)).toBeNull();
  });
});

describe('coupon field rules (shared by the API and the admin dialog)', () => {
  it('takes a whole percentage from 1 to 100 only', () => {
    expect([1, 50, 100].map(isCouponPercent)).toEqual([true, true, true]);
    expect([0, 101, 2.5, -1, Number.NaN].map(isCouponPercent)).toEqual([false, false, false, false, false]);
  });

  it('wants the window to end after it starts, either end open', () => {
    const from = new Date('2026-03-14T00:00:00+05:30');
    expect(isCouponWindowOrdered(from, new Date('2026-03-14T23:59:59.999+05:30'))).toBe(true);
    expect(isCouponWindowOrdered(from, from)).toBe(false);
    expect(isCouponWindowOrdered(from, new Date('2026-03-13T23:59:59+05:30'))).toBe(false);
    expect(isCouponWindowOrdered(null, from)).toBe(true);
    expect(isCouponWindowOrdered(from, null)).toBe(true);
  });

  it('puts the cross-field issues on the fields they concern', () => {
    const check = couponBody.superRefine(checkCouponRules);
    const result = check.safeParse({
      code: 'SPRING',
      kind: 'percent',
      value: 150,
      validFrom: '2026-03-14T00:00:00.000+05:30',
      validUntil: '2026-03-01T23:59:59.999+05:30',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['value'], message: couponMessages.percentRange },
      { path: ['validUntil'], message: couponMessages.window },
    ]);
    expect(check.safeParse({ code: 'FLAT', kind: 'fixed', value: 150.5 }).success).toBe(true);
  });
});
