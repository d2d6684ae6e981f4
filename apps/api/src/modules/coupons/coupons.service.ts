import { serverMessages } from '@wayfarer/shared/messages';
import { couponDiscountPaise } from '@wayfarer/shared/rules/coupon';
import { paiseToRupees, rupeesToPaise } from '@wayfarer/shared/rules/money';
import { bookingMessages } from '@wayfarer/shared/schemas/booking';
import {
  type Coupon,
  type couponBody,
  couponMessages,
  type validateCouponBody,
} from '@wayfarer/shared/schemas/coupon';
import type { z } from '@wayfarer/shared/zod';
import type { Database } from '../../db/client.ts';
import { AppError, type AppErrorCode } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import {
  type CouponRow,
  deleteCouponRow,
  findCouponByCode,
  insertCoupon,
  listCouponRows,
  packageExists,
  updateCouponRow,
} from './coupons.repository.ts';

// Coupons are real (ADR 044): with none configured every code answers
// "Invalid coupon", as the spec shows.

// The messages live in the shared schema, where the admin's dialog reads them too.
export { couponMessages };

const field = (path: string, message: string, code: AppErrorCode = 'VALIDATION_FAILED') =>
  new AppError(code, message, [{ path, message }]);

export const toCoupon = (row: CouponRow): Coupon => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.kind === 'fixed' ? paiseToRupees(row.value) : row.value,
  minOrder: paiseToRupees(row.minOrderPaise),
  validFrom: row.validFrom?.toISOString() ?? null,
  validUntil: row.validUntil?.toISOString() ?? null,
  maxUses: row.maxUses,
  usedCount: row.usedCount,
  tourPackageId: row.packageId,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
});

async function toValues(db: Database, body: z.output<typeof couponBody>) {
  let value: number | null;
  if (body.kind === 'percent') {
    value = Number.isInteger(body.value) && body.value >= 1 && body.value <= 100 ? body.value : null;
    if (value === null) throw field('value', couponMessages.percentRange);
  } else {
    value = rupeesToPaise(body.value);
    if (value === null || value < 1) throw field('value', couponMessages.amountFormat);
  }
  const minOrderPaise = rupeesToPaise(body.minOrder);
  if (minOrderPaise === null) throw field('minOrder', couponMessages.amountFormat);
  const validFrom = body.validFrom ? new Date(body.validFrom) : null;
  const validUntil = body.validUntil ? new Date(body.validUntil) : null;
  if (validFrom && validUntil && validUntil <= validFrom) throw field('validUntil', couponMessages.window);
  let packageId: string | null = null;
  if (body.tourPackageId) {
    const id = body.tourPackageId.toLowerCase();
    if (!isUuid(id) || !(await packageExists(db, id))) {
      throw field('tourPackageId', couponMessages.unknownPackage);
    }
    packageId = id;
  }
  return {
    code: body.code,
    kind: body.kind,
    value,
    minOrderPaise,
    validFrom,
    validUntil,
    maxUses: body.maxUses ?? null,
    packageId,
    active: body.active,
  };
}

const taken = (error: unknown): never => {
  if (isUniqueViolation(error)) throw field('code', couponMessages.codeTaken, 'COUPON_CODE_TAKEN');
  throw error;
};

export async function listCoupons(db: Database): Promise<Coupon[]> {
  return (await listCouponRows(db)).map(toCoupon);
}

export async function createCoupon(db: Database, body: z.output<typeof couponBody>): Promise<Coupon> {
  const values = await toValues(db, body);
  const row = await insertCoupon(db, values).catch(taken);
  if (!row) throw new AppError('INTERNAL_ERROR', serverMessages.internal);
  return toCoupon(row);
}

export async function updateCoupon(
  db: Database,
  id: string,
  body: z.output<typeof couponBody>,
): Promise<Coupon> {
  if (!isUuid(id)) throw new AppError('COUPON_NOT_FOUND', couponMessages.couponNotFound);
  const values = await toValues(db, body);
  const row = await updateCouponRow(db, id.toLowerCase(), values, new Date()).catch(taken);
  if (!row) throw new AppError('COUPON_NOT_FOUND', couponMessages.couponNotFound);
  return toCoupon(row);
}

export async function deleteCoupon(db: Database, id: string): Promise<void> {
  const deleted = isUuid(id) && (await deleteCouponRow(db, id.toLowerCase()));
  if (!deleted) throw new AppError('COUPON_NOT_FOUND', couponMessages.couponNotFound);
}

/** POST /v1/coupons/validate: the discount in rupees, or 400 'Invalid coupon'. */
export async function validateCoupon(
  db: Database,
  body: z.output<typeof validateCouponBody>,
): Promise<{ discount: number }> {
  const amountPaise = rupeesToPaise(body.amount);
  if (amountPaise === null || !body.code.trim())
    throw field('code', bookingMessages.invalidCoupon, 'INVALID_COUPON');
  const { discountPaise } = await couponDiscount(
    db,
    body.code,
    body.tourPackageId.toLowerCase(),
    amountPaise,
  );
  return { discount: paiseToRupees(discountPaise) };
}

export const toCouponRule = (row: CouponRow) => ({
  kind: row.kind,
  value: row.value,
  minOrderPaise: row.minOrderPaise,
  validFrom: row.validFrom,
  validUntil: row.validUntil,
  maxUses: row.maxUses,
  usedCount: row.usedCount,
  packageId: row.packageId,
  active: row.active,
});

/** The discount in paise, or 400 'Invalid coupon' (unknown, inactive, expired, used up, other package). */
export async function couponDiscount(
  db: Database,
  code: string,
  packageId: string,
  amountPaise: number,
  now: Date = new Date(),
): Promise<{ coupon: CouponRow; discountPaise: number }> {
  const coupon = code.trim() ? await findCouponByCode(db, code) : undefined;
  const discount = coupon ? couponDiscountPaise(toCouponRule(coupon), packageId, amountPaise, now) : null;
  if (!coupon || discount === null)
    throw field('couponCode', bookingMessages.invalidCoupon, 'INVALID_COUPON');
  return { coupon, discountPaise: discount };
}
