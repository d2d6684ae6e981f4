import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pendingPaymentStatuses } from '@wayfarer/shared/enums';
import { bookings, type FrozenQuote, paymentAttempts } from '../../db/schema.ts';
import type { AttemptRow, BookingRow } from './bookings.repository.ts';
import { statusesBefore, type TransitionName } from './core/transitions.ts';

// The booking's life after checkout: the row locked for a balance payment or a cancellation,
// and the guarded status moves (UPDATE … WHERE status IN the statuses allowed before).

/** The booking, locked (FOR UPDATE) until the transaction ends: one balance or cancel at a time. */
export async function lockBooking(tx: Database, id: string): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).limit(1).for('update');
  return row;
}

/** The balance attempt an Idempotency-Key already started on this booking. */
export async function findAttemptByIdempotencyKey(
  tx: Database,
  bookingId: string,
  key: string,
): Promise<AttemptRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.bookingId, bookingId), eq(paymentAttempts.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** A balance attempt still pending and not yet expired (a failed or expired one blocks nothing). */
export async function findOpenBalanceAttempt(
  tx: Database,
  bookingId: string,
  now: Date,
): Promise<AttemptRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.bookingId, bookingId),
        eq(paymentAttempts.kind, 'balance'),
        inArray(paymentAttempts.status, [...pendingPaymentStatuses]),
        gt(paymentAttempts.expiresAt, now),
      ),
    )
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  return row;
}

/** CONFIRMED -> CANCELLATION_REQUESTED; undefined when the booking was not in a status allowing it. */
export async function markCancellationRequested(
  tx: Database,
  id: string,
  reason: string,
  now: Date,
  quote?: FrozenQuote,
): Promise<BookingRow | undefined> {
  const [row] = await tx
    .update(bookings)
    .set({
      status: 'CANCELLATION_REQUESTED',
      cancellationRequestedAt: now,
      cancellationReason: reason,
      ...(quote && { cancellationQuote: quote }),
      updatedAt: now,
    })
    .where(and(eq(bookings.id, id), inArray(bookings.status, statusesBefore('cancellationRequested'))))
    .returning();
  return row;
}

export type Cancellation = {
  cancelledBy: string | null;
  cancelReason: string;
  refundComputedPaise: number;
  refundAppliedPaise: number;
  /** The operator cancelled the booking's date. */
  cancelledByOperator?: boolean;
};

/** -> CANCELLED by one of the core's cancelling transitions (from the statuses its table allows). */
export async function markCancelled(
  tx: Database,
  id: string,
  cancellation: Cancellation,
  now: Date,
  transition: Extract<
    TransitionName,
    'adminCancel' | 'operatorCancel' | 'moveDeclined' | 'firstPaymentReturned'
  >,
): Promise<BookingRow | undefined> {
  const [row] = await tx
    .update(bookings)
    .set({ ...cancellation, status: 'CANCELLED', cancelledAt: now, updatedAt: now })
    .where(and(eq(bookings.id, id), inArray(bookings.status, statusesBefore(transition))))
    .returning();
  return row;
}
