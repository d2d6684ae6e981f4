import type { PaymentStatus } from '@wayfarer/shared/enums';
import { pendingPaymentStatuses } from '@wayfarer/shared/enums';
import { and, asc, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { bookings, paymentAttempts } from '../../../db/schema.ts';
import type { AttemptRow } from '../bookings.repository.ts';

// Payment attempts and the booking's payment columns. The decisions are payment-state.ts's; these
// only read and write, inside the caller's transaction where one is passed.

export type NewAttempt = Pick<
  typeof paymentAttempts.$inferInsert,
  'bookingId' | 'merchantTransactionId' | 'kind' | 'amountPaise' | 'expiresAt' | 'nextCheckAt'
> &
  Partial<Pick<typeof paymentAttempts.$inferInsert, 'idempotencyKey' | 'tcsPaise'>>;

export type AttemptChange = Partial<
  Pick<
    typeof paymentAttempts.$inferInsert,
    'status' | 'nextCheckAt' | 'refundReview' | 'gatewayTransactionId' | 'lastCheckedAt' | 'redirectUrl'
  >
> & {
  updatedAt: Date;
  /** One more status check was answered. */
  countCheck?: boolean;
};

export async function insertAttempt(tx: Database, values: NewAttempt): Promise<AttemptRow> {
  const [row] = await tx.insert(paymentAttempts).values(values).returning();
  if (!row) throw new Error('attempt insert returned nothing');
  return row;
}

export async function findAttempt(db: Database, id: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)).limit(1);
  return row;
}

/** The attempt, locked (FOR UPDATE) until the transaction ends. */
export async function lockAttempt(tx: Database, id: string): Promise<AttemptRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function updateAttempt(tx: Database, id: string, change: AttemptChange): Promise<void> {
  const { countCheck, ...values } = change;
  await tx
    .update(paymentAttempts)
    .set({ ...values, ...(countCheck && { checkCount: sql`${paymentAttempts.checkCount} + 1` }) })
    .where(eq(paymentAttempts.id, id));
}

/** A booking's status, unless it is already paid (PAYMENT_SUCCESS never changes). */
export async function setBookingPaymentStatus(
  tx: Database,
  bookingId: string,
  status: PaymentStatus,
  now: Date,
): Promise<void> {
  await tx
    .update(bookings)
    .set({ paymentStatus: status, updatedAt: now })
    .where(and(eq(bookings.id, bookingId), ne(bookings.paymentStatus, 'PAYMENT_SUCCESS')));
}

/**
 * PAYMENT_SUCCESS and the amount added to what was paid, once: undefined when the booking was
 * already paid (a replayed report changes nothing).
 */
export async function markBookingPaid(
  tx: Database,
  bookingId: string,
  amountPaise: number,
  now: Date,
  /** ADR 1377: the TCS the payment carried besides `amountPaise` (never part of paid). */
  tcsPaise = 0,
): Promise<{ id: string; couponId: string | null } | undefined> {
  const [row] = await tx
    .update(bookings)
    .set({
      paymentStatus: 'PAYMENT_SUCCESS',
      paidPaise: sql`${bookings.paidPaise} + ${amountPaise}`,
      tcsCollectedPaise: sql`${bookings.tcsCollectedPaise} + ${tcsPaise}`,
      // Something paid: PENDING -> CONFIRMED (ADR 901); a later status is kept.
      status: sql`case when ${bookings.status} = 'PENDING' then 'CONFIRMED' else ${bookings.status} end`,
      updatedAt: now,
    })
    .where(and(eq(bookings.id, bookingId), ne(bookings.paymentStatus, 'PAYMENT_SUCCESS')))
    .returning({ id: bookings.id, couponId: bookings.couponId });
  return row;
}

/**
 * A balance payment received: its amount added to what was paid. The first payment's status
 * (paymentStatus) and the booking's status are left as they are. Returns what the booking now
 * holds, so the caller can tell an overpayment.
 */
export async function addBalancePaid(
  tx: Database,
  bookingId: string,
  amountPaise: number,
  now: Date,
): Promise<{ paidPaise: number; liveRefundedPaise: number; totalPaise: number; status: string } | undefined> {
  const [row] = await tx
    .update(bookings)
    .set({ paidPaise: sql`${bookings.paidPaise} + ${amountPaise}`, updatedAt: now })
    .where(eq(bookings.id, bookingId))
    .returning({
      paidPaise: bookings.paidPaise,
      liveRefundedPaise: bookings.liveRefundedPaise,
      totalPaise: sql<number>`${bookings.packageAmountPaise} - ${bookings.discountPaise}`,
      status: bookings.status,
    });
  return row && { ...row, totalPaise: Number(row.totalPaise) };
}

/**
 * Claims the right to ask the gateway about a pending attempt: true for the one caller that moved
 * lastCheckedAt past `intervalMs` (several instances and tabs share one check).
 */
export async function claimPollCheck(
  db: Database,
  attemptId: string,
  now: Date,
  intervalMs: number,
): Promise<boolean> {
  const claimed = await db
    .update(paymentAttempts)
    .set({ lastCheckedAt: now })
    .where(
      and(
        eq(paymentAttempts.id, attemptId),
        inArray(paymentAttempts.status, [...pendingPaymentStatuses]),
        or(
          isNull(paymentAttempts.lastCheckedAt),
          lt(paymentAttempts.lastCheckedAt, new Date(now.getTime() - intervalMs)),
        ),
      ),
    )
    .returning({ id: paymentAttempts.id });
  return claimed.length > 0;
}

/**
 * Up to `limit` pending attempts due for a check, claimed with FOR UPDATE SKIP LOCKED (two
 * instances never take the same one) and leased: not due again for `leaseMs`.
 */
export async function claimDueAttempts(
  db: Database,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<AttemptRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(paymentAttempts)
      .where(
        and(
          inArray(paymentAttempts.status, [...pendingPaymentStatuses]),
          lte(paymentAttempts.nextCheckAt, now),
        ),
      )
      .orderBy(asc(paymentAttempts.nextCheckAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length > 0) {
      await tx
        .update(paymentAttempts)
        .set({ nextCheckAt: new Date(now.getTime() + leaseMs) })
        .where(
          inArray(
            paymentAttempts.id,
            due.map((a) => a.id),
          ),
        );
    }
    return due;
  });
}
