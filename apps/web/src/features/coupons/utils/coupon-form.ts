import { type Coupon, checkCouponRules, couponBody } from '@wayfarer/shared/schemas/coupon';
import { z } from '@wayfarer/shared/zod';
import { endOfDay, startOfDay, toDateInput } from './coupon-format';

const numberOrUndefined = (text: unknown) =>
  typeof text === 'string' && text.trim() === '' ? undefined : Number(text);
const numberOrNull = (text: unknown) =>
  typeof text === 'string' && text.trim() === '' ? null : Number(text);
const dayStart = (date: unknown) => (typeof date === 'string' ? startOfDay(date) : date);
const dayEnd = (date: unknown) => (typeof date === 'string' ? endOfDay(date) : date);

/**
 * The API's coupon body, read from the inputs' text: numbers from their digits (empty = none),
 * dates as the start / end of the day in India. Every field keeps the shared rule and message, and
 * the shared cross-field rules run beside the fields' own errors, so all show at once.
 */
const { shape } = couponBody;
export const couponForm = couponBody
  .pick({ code: true, kind: true })
  .extend({
    value: z.preprocess(numberOrUndefined, shape.value),
    minOrder: z.preprocess(numberOrUndefined, shape.minOrder),
    validFrom: z.preprocess(dayStart, shape.validFrom),
    validUntil: z.preprocess(dayEnd, shape.validUntil),
    maxUses: z.preprocess(numberOrNull, shape.maxUses),
  })
  .superRefine(checkCouponRules, { when: () => true });
/** What the inputs hold: text, as typed. */
export type CouponForm = z.input<typeof couponForm>;

/** The inputs' text for a coupon being edited, or a new coupon's defaults. */
export const formOfCoupon = (coupon?: Coupon): CouponForm => ({
  code: coupon?.code ?? '',
  kind: coupon?.kind ?? 'percent',
  value: coupon ? String(coupon.value) : '',
  minOrder: coupon ? String(coupon.minOrder) : '0',
  validFrom: toDateInput(coupon?.validFrom ?? null),
  validUntil: toDateInput(coupon?.validUntil ?? null),
  maxUses: coupon?.maxUses == null ? '' : String(coupon.maxUses),
});
