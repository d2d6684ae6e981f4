import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  bookingCommissions,
  bookings,
  earnings,
  paymentAttempts,
  refunds,
  shareLinks,
  tourPackageDestinations,
  tourPackages,
} from '../../db/schema.ts';

// The ledger's writes and the reads the three hooks need. Rows are only ever inserted here:
// nothing updates or deletes an `earnings` row (ADR 920).

export type EarningRow = typeof earnings.$inferSelect;
export type BookingCommissionRow = typeof bookingCommissions.$inferSelect;
export type NewEarning = Omit<typeof earnings.$inferInsert, 'id' | 'createdAt'>;

/**
 * A payment attempt with what its accrual needs of the booking: its package's creator and the
 * creator of the link it was made through, if any.
 */
export async function findAttemptForAccrual(tx: Database, attemptId: string) {
  const [row] = await tx
    .select({
      id: paymentAttempts.id,
      status: paymentAttempts.status,
      // ADR 1377: TCS is the Income-tax Department's, never a base of a share.
      amountPaise: sql<number>`(${paymentAttempts.amountPaise} - ${paymentAttempts.tcsPaise})::int`,
      bookingId: bookings.id,
      creatorId: bookings.creatorId,
      packageId: bookings.packageId,
      travelDate: bookings.travelDate,
      referrerId: shareLinks.creatorId,
    })
    .from(paymentAttempts)
    .innerJoin(bookings, eq(bookings.id, paymentAttempts.bookingId))
    .leftJoin(shareLinks, eq(shareLinks.id, bookings.shareLinkId))
    .where(eq(paymentAttempts.id, attemptId))
    .limit(1);
  return row;
}

/** A refund with its booking and the status of the payment it gives back from. */
export async function findRefundForReversal(tx: Database, refundId: string) {
  const [row] = await tx
    .select({
      id: refunds.id,
      status: refunds.status,
      // ADR 1377: the TCS a refund gives back was never a base of a share.
      amountPaise: sql<number>`(${refunds.amountPaise} - ${refunds.tcsPaise})::int`,
      bookingId: refunds.bookingId,
      paymentAttemptId: refunds.paymentAttemptId,
      creatorId: bookings.creatorId,
      attemptStatus: paymentAttempts.status,
    })
    .from(refunds)
    .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
    .innerJoin(paymentAttempts, eq(paymentAttempts.id, refunds.paymentAttemptId))
    .where(eq(refunds.id, refundId))
    .limit(1);
  return row;
}

/**
 * What the package's rate and trip length are now (read once, at the first payment). The
 * correlated subquery names the outer column in full: Drizzle leaves it unqualified here.
 */
export async function findPackageTerms(tx: Database, packageId: string) {
  const [row] = await tx
    .select({
      isInfluencerTravelling: tourPackages.isInfluencerTravelling,
      commissionType: tourPackages.commissionType,
      totalDays: sql<number>`(select coalesce(sum(${tourPackageDestinations.days}), 0)::int
        from ${tourPackageDestinations} where ${tourPackageDestinations.packageId} = "tour_packages"."id")`,
    })
    .from(tourPackages)
    .where(eq(tourPackages.id, packageId))
    .limit(1);
  return row;
}

export async function findBookingCommission(
  tx: Database,
  bookingId: string,
): Promise<BookingCommissionRow | undefined> {
  const [row] = await tx
    .select()
    .from(bookingCommissions)
    .where(eq(bookingCommissions.bookingId, bookingId))
    .limit(1);
  return row;
}

/** The booking's terms, unless it has them already (the first writer wins: the rate is frozen). */
export async function insertBookingCommission(
  tx: Database,
  values: Omit<typeof bookingCommissions.$inferInsert, 'createdAt' | 'completedOn'>,
): Promise<void> {
  await tx
    .insert(bookingCommissions)
    .values(values)
    .onConflictDoNothing({ target: bookingCommissions.bookingId });
}

/** Appends a row; undefined when its payment or refund already has one (a replayed hook). */
export async function appendEarning(tx: Database, values: NewEarning): Promise<EarningRow | undefined> {
  const [row] = await tx.insert(earnings).values(values).onConflictDoNothing().returning();
  return row;
}

/** The booking's rows turn payable from `today`, once: false when they already were. */
export async function setCompletedOn(tx: Database, bookingId: string, today: string): Promise<boolean> {
  const rows = await tx
    .update(bookingCommissions)
    .set({ completedOn: today })
    .where(and(eq(bookingCommissions.bookingId, bookingId), isNull(bookingCommissions.completedOn)))
    .returning({ bookingId: bookingCommissions.bookingId });
  return rows.length > 0;
}

/** The booking's captured payments and completed refunds (the completion hook's catch-up). */
export async function listSettledMoney(tx: Database, bookingId: string) {
  const attempts = await tx
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.bookingId, bookingId), eq(paymentAttempts.status, 'PAYMENT_SUCCESS')));
  const completedRefunds = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.bookingId, bookingId), eq(refunds.status, 'COMPLETED')));
  return { attemptIds: attempts.map((a) => a.id), refundIds: completedRefunds.map((r) => r.id) };
}
