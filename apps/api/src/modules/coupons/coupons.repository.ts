import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coupons, tourPackages } from '../../db/schema.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = Pick<
  typeof coupons.$inferInsert,
  | 'code'
  | 'kind'
  | 'value'
  | 'minOrderPaise'
  | 'validFrom'
  | 'validUntil'
  | 'maxUses'
  | 'packageId'
  | 'active'
>;

/** Every coupon, newest first. */
export async function listCouponRows(db: Database): Promise<CouponRow[]> {
  return db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
}

/** The coupon with this code; codes are stored upper-cased. */
export async function findCouponByCode(db: Database, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase())).limit(1);
  return row;
}

/** Whether a package with this id exists (any status): a coupon may be set up before publishing. */
export async function packageExists(db: Database, packageId: string): Promise<boolean> {
  const rows = await db
    .select({ id: tourPackages.id })
    .from(tourPackages)
    .where(eq(tourPackages.id, packageId))
    .limit(1);
  return rows.length > 0;
}

/** Throws the database's unique violation when the code is taken. */
export async function insertCoupon(db: Database, values: CouponValues): Promise<CouponRow | undefined> {
  const [row] = await db.insert(coupons).values(values).returning();
  return row;
}

/** Undefined when no coupon has this id; the use count is kept. */
export async function updateCouponRow(
  db: Database,
  id: string,
  values: CouponValues,
  now: Date,
): Promise<CouponRow | undefined> {
  const [row] = await db
    .update(coupons)
    .set({ ...values, updatedAt: now })
    .where(eq(coupons.id, id))
    .returning();
  return row;
}

/** False when no coupon had this id. */
export async function deleteCouponRow(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
  return rows.length > 0;
}

/** One more confirmed booking used the coupon (inside the confirming transaction). */
export async function countCouponUse(tx: Database, couponId: string): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(eq(coupons.id, couponId));
}
