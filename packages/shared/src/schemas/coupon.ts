import { couponKinds } from '../enums.ts';
import { atMost, messages } from '../messages.ts';
import { isCouponPercent, isCouponWindowOrdered } from '../rules/coupon.ts';
import { z } from '../zod.ts';

// Coupons are real: with none configured every code is invalid (ADR 044).
// Ours (the spec leaves them open): the API answers them, the admin's dialog shows them by the field.
export const couponMessages = {
  codeTaken: 'A coupon with this code already exists',
  couponNotFound: 'Coupon not found',
  percentRange: 'A percentage must be a whole number from 1 to 100',
  amountFormat: 'Amounts have at most 2 decimals',
  unknownPackage: 'Package not found',
  window: 'The end of the validity window must come after its start',
} as const;
export const couponBody = z.object({
  code: z
    .string({ message: messages.required })
    .trim()
    .min(3)
    .max(40, atMost(40))
    .regex(/^[A-Za-z0-9_-]+$/, { message: messages.invalidInput })
    .transform((v) => v.toUpperCase()),
  kind: z.enum(couponKinds),
  // percent: 1-100; fixed: rupees.
  value: z.number().positive().max(10_000_000),
  minOrder: z.number().min(0).max(100_000_000).default(0),
  validFrom: z.iso.datetime({ offset: true }).nullish(),
  validUntil: z.iso.datetime({ offset: true }).nullish(),
  maxUses: z.number().int().min(1).max(1_000_000).nullish(),
  tourPackageId: z.string().trim().max(100).nullish(),
  active: z.boolean().default(true),
});
export type CouponBody = z.input<typeof couponBody>;

type CouponRuleFields = { kind?: unknown; value?: unknown; validFrom?: unknown; validUntil?: unknown };
const instantOf = (value: unknown) => (typeof value === 'string' && value ? new Date(value) : null);

/**
 * The rules across couponBody's fields, as issues on the field they concern: a percentage is a
 * whole number from 1 to 100, and the window ends after it starts. Fields that failed on their own
 * are skipped, so this can run beside their errors (`superRefine(checkCouponRules, { when })`).
 */
export function checkCouponRules(body: CouponRuleFields, ctx: z.RefinementCtx): void {
  if (body.kind === 'percent' && typeof body.value === 'number' && !isCouponPercent(body.value)) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: couponMessages.percentRange });
  }
  if (!isCouponWindowOrdered(instantOf(body.validFrom), instantOf(body.validUntil))) {
    ctx.addIssue({ code: 'custom', path: ['validUntil'], message: couponMessages.window });
  }
}
export const coupon = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(couponKinds),
  value: z.number(),
  minOrder: z.number(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  usedCount: z.number().int(),
  tourPackageId: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof coupon>;
export const validateCouponBody = z.object({
  code: z.string().trim().max(40),
  tourPackageId: z.string().trim().max(100),
  // Rupees: the package amount the coupon applies to (the server recomputes it at booking).
  amount: z.number().min(0).max(1_000_000_000),
});
export const validateCouponResponse = z.object({ discount: z.number() });
