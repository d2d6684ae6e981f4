import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { PaymentKind } from '@wayfarer/shared/enums';
import type { Database } from '../../../db/client.ts';
import { bookings, paymentAttempts, refunds } from '../../../db/schema.ts';
import type { RefundRow } from '../booking-records.repository.ts';

// Refund rows (one per gateway refund, against one captured payment) and the booking's
// refunded total. The decisions are refund-state.ts's; these only read and write, inside the
// caller's transaction where one is passed.

export type NewRefund = Pick<
  typeof refunds.$inferInsert,
  'bookingId' | 'paymentAttemptId' | 'merchantTransactionId' | 'amountPaise' | 'nextCheckAt' | 'kind'
> & { retryOf?: string | null; tcsPaise?: number };
export type RefundChange = Partial<
  Pick<
    typeof refunds.$inferInsert,
    | 'status'
    | 'nextCheckAt'
    | 'gatewayTransactionId'
    | 'lastCheckedAt'
    | 'offlineReference'
    | 'refundedOn'
    | 'recordedBy'
  >
> & { updatedAt: Date; countCheck?: boolean };

/** A captured payment, what it took and what refunds (not failed) already give back. */
export type Capture = {
  id: string;
  kind: PaymentKind;
  merchantTransactionId: string;
  /** ADR 1377: what it took of the price (its TCS apart) and what refunds give back of that. */
  capturedPaise: number;
  refundedPaise: number;
  /** ADR 1377: the TCS it carried and what refunds (not failed) give back of it. */
  tcsCapturedPaise: number;
  tcsRefundedPaise: number;
};

/**
 * The booking's captured payments, refunds are taken from in this order (ADR 952): the gateway's
 * the latest first (given back automatically), then those paid offline, the latest first.
 */
export async function listCaptures(tx: Database, bookingId: string): Promise<Capture[]> {
  // Written out qualified: in a one-table select drizzle writes the select list's columns bare,
  // and a bare "id" inside the subquery is the refund's own id, so nothing was ever subtracted
  // (every refund after a partial one asked for the whole capture again; found by the booking core).
  const given = sql<number>`coalesce((select sum(r.amount_paise - r.tcs_paise) from refunds r
    where r.payment_attempt_id = "payment_attempts"."id" and r.status <> 'FAILED'), 0)::int`;
  const tcsGiven = sql<number>`coalesce((select sum(r.tcs_paise) from refunds r
    where r.payment_attempt_id = "payment_attempts"."id" and r.status <> 'FAILED'), 0)::int`;
  const rows = await tx
    .select({
      id: paymentAttempts.id,
      kind: paymentAttempts.kind,
      merchantTransactionId: paymentAttempts.merchantTransactionId,
      capturedPaise: sql<number>`(${paymentAttempts.amountPaise} - ${paymentAttempts.tcsPaise})::int`,
      refundedPaise: given,
      tcsCapturedPaise: paymentAttempts.tcsPaise,
      tcsRefundedPaise: tcsGiven,
    })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.bookingId, bookingId), eq(paymentAttempts.status, 'PAYMENT_SUCCESS')))
    .orderBy(
      sql`${paymentAttempts.kind} = 'offline'`,
      desc(paymentAttempts.createdAt),
      desc(paymentAttempts.id),
    );
  return rows.map((r) => ({
    ...r,
    capturedPaise: Number(r.capturedPaise),
    refundedPaise: Number(r.refundedPaise),
    tcsRefundedPaise: Number(r.tcsRefundedPaise),
  }));
}

export async function insertRefunds(tx: Database, rows: NewRefund[]): Promise<RefundRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(refunds).values(rows).returning();
}

export async function findRefund(db: Database, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
  return row;
}

export async function findRefundByMerchantTransactionId(
  db: Database,
  merchantTransactionId: string,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(eq(refunds.merchantTransactionId, merchantTransactionId))
    .limit(1);
  return row;
}

/** The refund, locked (FOR UPDATE) until the transaction ends. */
/** The refund retrying `refundId`, if one was made. */
export async function findRetryOf(tx: Database, refundId: string): Promise<RefundRow | undefined> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.retryOf, refundId)).limit(1);
  return row;
}

export async function lockRefund(tx: Database, id: string): Promise<RefundRow | undefined> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).limit(1).for('update');
  return row;
}

export async function updateRefund(tx: Database, id: string, change: RefundChange): Promise<void> {
  const { countCheck, ...values } = change;
  await tx
    .update(refunds)
    .set({ ...values, ...(countCheck && { checkCount: sql`${refunds.checkCount} + 1` }) })
    .where(eq(refunds.id, id));
}

/** A completed refund added to the booking's refunded total (called once per refund, under its lock). */
export async function addRefundedPaise(
  tx: Database,
  bookingId: string,
  amountPaise: number,
  now: Date,
  /** ADR 1377: the TCS the refund gave back besides `amountPaise` (never part of refunded). */
  tcsPaise = 0,
): Promise<void> {
  await tx
    .update(bookings)
    .set({
      refundedPaise: sql`${bookings.refundedPaise} + ${amountPaise}`,
      tcsRefundedPaise: sql`${bookings.tcsRefundedPaise} + ${tcsPaise}`,
      updatedAt: now,
    })
    .where(eq(bookings.id, bookingId));
}

/** The original payment's merchantTransactionId and the payer's e-mail, for the gateway request. */
export async function findRefundTarget(
  db: Database,
  refund: RefundRow,
): Promise<{ originalTransactionId: string; email: string } | undefined> {
  const [row] = await db
    .select({ originalTransactionId: paymentAttempts.merchantTransactionId, email: bookings.email })
    .from(paymentAttempts)
    .innerJoin(bookings, eq(bookings.id, paymentAttempts.bookingId))
    .where(eq(paymentAttempts.id, refund.paymentAttemptId))
    .limit(1);
  return row;
}

/**
 * Up to `limit` pending refunds (and failed ones still watched for a late success)
 * due for a check, claimed with FOR UPDATE SKIP LOCKED (two
 * instances never take the same one) and leased: not due again for `leaseMs`.
 */
export async function claimDueRefunds(
  db: Database,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<RefundRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(refunds)
      .where(and(inArray(refunds.status, ['PENDING', 'FAILED']), lte(refunds.nextCheckAt, now)))
      .orderBy(asc(refunds.nextCheckAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length > 0) {
      await tx
        .update(refunds)
        .set({ nextCheckAt: new Date(now.getTime() + leaseMs) })
        .where(
          inArray(
            refunds.id,
            due.map((r) => r.id),
          ),
        );
    }
    return due;
  });
}
