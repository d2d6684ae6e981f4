import { fullRefundPaise } from '@wayfarer/shared/rules/date-change';
import { bookingMessages } from '@wayfarer/shared/schemas/booking';
import { dateChangeMessages } from '@wayfarer/shared/schemas/date-changes';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RefundRow } from '../bookings/index.ts';
import type { BookingRow } from '../bookings/index.ts';
import type { BookingDeps } from '../bookings/index.ts';
import { cancelLockedBooking } from '../bookings/index.ts';
import { submitRefund } from '../bookings/index.ts';
import { listCaptures } from '../bookings/index.ts';
import { enqueueOperatorCancelledEmail } from './date-change-emails.ts';

// What the operator's date actions (operator-dates.service.ts) and a booking's date change
// (booking-date-change.service.ts) share: the deps, the operator's cancellation of one booking with
// a full refund (a cancelled date, a declined move), the gateway asked after commit, two refusals.

export type DateChangeDeps = BookingDeps;

/** After the transaction committed: each gateway refund asked of PhonePe (the reconciler follows up). */
export async function submitAll(deps: DateChangeDeps, refunds: RefundRow[]): Promise<void> {
  for (const refund of refunds) if (refund.kind === 'gateway') await submitRefund(deps, refund);
}

/** What is left to give back on a booking: each capture less what refunds (not failed) already took. */
async function refundablePaise(tx: Database, bookingId: string): Promise<number> {
  return fullRefundPaise(await listCaptures(tx, bookingId));
}

/** Cancels one locked booking by the operator with a full refund; its e-mail queued. */
export async function cancelByOperator(
  tx: Database,
  deps: DateChangeDeps,
  booking: BookingRow,
  by: string | null,
  reason: string,
  now: Date,
  transition: 'operatorCancel' | 'moveDeclined' = 'operatorCancel',
): Promise<{ refunds: RefundRow[]; refundPaise: number }> {
  const refundPaise = await refundablePaise(tx, booking.id);
  const refunds = await cancelLockedBooking(
    tx,
    booking,
    {
      cancelledBy: by,
      reason,
      computedPaise: refundPaise,
      appliedPaise: refundPaise,
      byOperator: true,
      transition,
    },
    now,
    deps.log,
  );
  // All or none: a booking that moved on under the lock rolls the whole cancellation back.
  if (!refunds) throw new AppError('BOOKING_STATE_CONFLICT', bookingMessages.notCancellable);
  await enqueueOperatorCancelledEmail(tx, booking.id, refundPaise, reason);
  return { refunds, refundPaise };
}

/** Cancels one locked booking still awaiting payment, by the operator: nothing to refund, its hold released. */
export async function cancelUnpaidByOperator(
  tx: Database,
  deps: DateChangeDeps,
  booking: BookingRow,
  by: string | null,
  reason: string,
  now: Date,
): Promise<void> {
  const done = await cancelLockedBooking(
    tx,
    booking,
    {
      cancelledBy: by,
      reason,
      computedPaise: 0,
      appliedPaise: 0,
      byOperator: true,
      transition: 'operatorCancel',
    },
    now,
    deps.log,
  );
  if (!done) throw new AppError('BOOKING_STATE_CONFLICT', bookingMessages.notCancellable);
}

export const sameDate = () => new AppError('DATE_CHANGE_NOT_ALLOWED', dateChangeMessages.sameDate);
export const notBookable = () => new AppError('DATE_CHANGE_NOT_ALLOWED', dateChangeMessages.notBookable);
