import { serverMessages } from '@wayfarer/shared/messages';
import {
  isRefundOverrideValid,
  type RefundQuote,
  refundQuote,
  splitRefund,
} from '@wayfarer/shared/rules/booking-lifecycle';
import { netPaidPaise, rupeesToPaise } from '@wayfarer/shared/rules/money';
import { tcsRefundPaise } from '@wayfarer/shared/rules/tcs';
import {
  type BookingResponse,
  bookingMessages,
  type RefundQuoteResponse,
} from '@wayfarer/shared/schemas/booking';
import type { cancelBookingBody } from '@wayfarer/shared/schemas/booking-manage';
import type { z } from '@wayfarer/shared/zod';
import { coreTransaction, lockBookingInOrder } from '../core/lock-order.ts';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import type { RefundRow } from '../booking-records.repository.ts';
import { markCancellationRequested, markCancelled } from '../booking-lifecycle.repository.ts';
import type { BookingRow } from '../bookings.repository.ts';
import { merchantTransactionId } from '../checkout/bookings.service.ts';
import { bookingOr404, getBooking, toRefundQuoteResponse } from '../booking-reads.service.ts';
import type { BookingDeps } from '../deps.ts';
import { enqueueCancellationRequestedEmails, enqueueCancelledEmail } from '../emails/lifecycle-emails.ts';
import { REFUND_FIRST_CHECK_MS, submitRefund } from './refund-sync.ts';
import { type Capture, insertRefunds, listCaptures } from './refunds.repository.ts';
import { releaseBookingSeats } from '../checkout/seat-holds.repository.ts';
import { creditUnpaidOnCancel } from '../../invoices/index.ts';

// Cancellation (ADR 905-907): the refund quote by the policy, the traveller's request, and the
// admin's cancel, which releases the seats at once and gives the refund back through the gateway
// from the latest capture first, split across captures (rules/booking-lifecycle.ts).

const quoteOf = (b: BookingRow, now: Date): RefundQuote =>
  refundQuote(
    {
      travelDate: b.travelDate,
      totalPaise: b.packageAmountPaise - b.discountPaise,
      paidPaise: netPaidPaise(b),
    },
    now,
  );

/** The quote frozen when the traveller's request was received, else today's. */
const promisedQuote = (b: BookingRow, now: Date): RefundQuote => b.cancellationQuote ?? quoteOf(b, now);

/** 409 unless the booking is one that can still be cancelled (something paid, not ended). */
export function assertCancellable(b: BookingRow): void {
  if (b.status === 'PENDING') throw new AppError('BOOKING_NOT_PAID', bookingMessages.notPaidYet);
  if (b.status === 'CANCELLED') throw new AppError('BOOKING_CANCELLED', bookingMessages.bookingCancelled);
  if (b.status === 'COMPLETED') throw new AppError('BOOKING_NOT_CANCELLABLE', bookingMessages.notCancellable);
}

/** GET /v1/bookings/{id}/refund-quote: what cancelling today would give back. */
export async function getRefundQuote(
  deps: Pick<BookingDeps, 'db' | 'clock'>,
  bookingId: string,
): Promise<RefundQuoteResponse> {
  const booking = await bookingOr404(deps.db, bookingId);
  assertCancellable(booking);
  return toRefundQuoteResponse(promisedQuote(booking, deps.clock()));
}

/** POST /v1/bookings/{id}/cancellation-request: CONFIRMED -> CANCELLATION_REQUESTED, operators told. */
export async function requestCancellation(
  deps: Pick<BookingDeps, 'db' | 'clock'>,
  bookingId: string,
  reason: string,
): Promise<BookingResponse> {
  const { id } = await bookingOr404(deps.db, bookingId);
  const now = deps.clock();
  await coreTransaction(deps.db, async (tx) => {
    const booking = await lockBookingInOrder(tx, id);
    if (!booking) throw new AppError('BOOKING_NOT_FOUND', bookingMessages.bookingNotFound);
    if (booking.status === 'CANCELLATION_REQUESTED')
      throw new AppError('CANCELLATION_EXISTS', bookingMessages.cancellationExists);
    // Not paid, cancelled or completed: there is nothing the traveller can ask to cancel.
    if (booking.status !== 'CONFIRMED')
      throw new AppError('BOOKING_NOT_CANCELLABLE', bookingMessages.notCancellable);
    // The quote is frozen as the request is received; the admin's cancel applies it.
    const quote = quoteOf(booking, now);
    const moved = await markCancellationRequested(tx, id, reason, now, quote);
    if (!moved) throw new AppError('BOOKING_NOT_CANCELLABLE', bookingMessages.notCancellable);
    await enqueueCancellationRequestedEmails(tx, id, quote);
  });
  return getBooking(deps, id, true); // ADR 1302: the route checked the manage key
}

type CancelInput = z.output<typeof cancelBookingBody>;

/** The operator's override in paise: 0 ≤ override ≤ paid, else 400. */
function overridePaise(refundAmount: number | undefined, paidPaise: number): number | undefined {
  if (refundAmount === undefined) return undefined;
  const paise = rupeesToPaise(refundAmount);
  if (paise === null) {
    throw new AppError('VALIDATION_FAILED', serverMessages.validationFailed, [
      { path: 'refundAmount', message: serverMessages.validationFailed },
    ]);
  }
  if (!isRefundOverrideValid(paise, paidPaise)) {
    throw new AppError('VALIDATION_FAILED', bookingMessages.refundTooLarge, [
      { path: 'refundAmount', message: bookingMessages.refundTooLarge },
    ]);
  }
  return paise;
}

export type CancelLockedInput = {
  /** The user who cancelled (null: nobody left to name, e.g. an offer whose admin was removed). */
  cancelledBy: string | null;
  reason: string;
  /** The refund the policy computed (for an operator's cancellation of a date: everything paid). */
  computedPaise: number;
  appliedPaise: number;
  /** The operator cancelled the date (full refund, told apart from a traveller's cancel). */
  byOperator?: boolean;
  /** Which of the core's transitions this is (the statuses it may start from: core/transitions.ts). */
  transition: 'adminCancel' | 'operatorCancel' | 'moveDeclined';
};

/**
 * Cancels a booking already locked in `tx` (lockBooking) and assertCancellable: the status, the
 * seats released, the refund rows written (gateway captures first, then offline ones, which wait
 * PENDING for an admin, ADR 952). The caller asks the gateway for each gateway refund after its
 * transaction commits (submitRefund), and queues its own e-mail. Undefined when the guarded
 * status move found the booking already moved on.
 */
export async function cancelLockedBooking(
  tx: Database,
  booking: BookingRow,
  input: CancelLockedInput,
  now: Date,
  log: BookingDeps['log'],
): Promise<RefundRow[] | undefined> {
  const id = booking.id;
  const cancelled = await markCancelled(
    tx,
    id,
    {
      cancelledBy: input.cancelledBy,
      cancelReason: input.reason,
      refundComputedPaise: input.computedPaise,
      refundAppliedPaise: input.appliedPaise,
      ...(input.byOperator && { cancelledByOperator: true }),
    },
    now,
    input.transition,
  );
  if (!cancelled) return undefined;
  await releaseBookingSeats(tx, id);
  // ADR 1303: the part invoiced but never paid is credited now; the refunds' notes come with them.
  await creditUnpaidOnCancel(tx, id, now);

  // Gateway captures first, then what was paid offline (ADR 952): an offline part waits,
  // PENDING and never asked of the gateway, until an admin records it given back.
  const parts = splitRefund(await listCaptures(tx, id), input.appliedPaise);
  const covered = parts.reduce((sum, p) => sum + p.amountPaise, 0);
  if (covered < input.appliedPaise) {
    log.error(
      { bookingId: id, applied: input.appliedPaise, covered },
      'refund larger than the captured payments',
    );
  }
  return refundParts(tx, booking, parts, now);
}

/**
 * ADR 1377: a refund gives back the TCS collected in proportion to what it gives back of the money
 * held (all of it when it gives back everything), from the capture that carried it: added to that
 * capture's part, or a part of its own (nothing of the price) when the refund comes from others.
 */
async function withTcsRefund(
  tx: Database,
  bookingId: string,
  parts: { capture: Capture; amountPaise: number }[],
): Promise<{ capture: Capture; amountPaise: number; tcsPaise: number }[]> {
  const plain = parts.map((part) => ({ ...part, tcsPaise: 0 }));
  const captures = await listCaptures(tx, bookingId);
  const tcsLeft = (c: Capture) => c.tcsCapturedPaise - c.tcsRefundedPaise;
  const carrier = captures.find((c) => tcsLeft(c) > 0);
  if (!carrier) return plain;
  const held = captures.reduce((sum, c) => sum + c.capturedPaise - c.refundedPaise, 0);
  const refund = parts.reduce((sum, part) => sum + part.amountPaise, 0);
  const tcs = tcsRefundPaise(refund, held, tcsLeft(carrier));
  if (tcs <= 0) return plain;
  const own = plain.find((part) => part.capture.id === carrier.id);
  if (own) own.tcsPaise = tcs;
  else plain.push({ capture: carrier, amountPaise: 0, tcsPaise: tcs });
  return plain;
}

/** Refund rows for the parts of a refund (splitRefund): gateway ones checked soon, offline ones wait. */
export async function refundParts(
  tx: Database,
  booking: Pick<BookingRow, 'id' | 'bookingNumber'>,
  parts: { capture: Capture; amountPaise: number }[],
  now: Date,
): Promise<RefundRow[]> {
  if (parts.length === 0) return [];
  const withTcs = await withTcsRefund(tx, booking.id, parts);
  return insertRefunds(
    tx,
    withTcs.map((part) => {
      const kind = part.capture.kind === 'offline' ? 'offline' : 'gateway';
      return {
        bookingId: booking.id,
        paymentAttemptId: part.capture.id,
        merchantTransactionId: merchantTransactionId(booking.bookingNumber, kind === 'offline' ? 'F' : 'R'),
        amountPaise: part.amountPaise + part.tcsPaise,
        tcsPaise: part.tcsPaise,
        kind,
        nextCheckAt: kind === 'offline' ? null : new Date(now.getTime() + REFUND_FIRST_CHECK_MS),
      } as const;
    }),
  );
}

/**
 * POST /v1/bookings/{id}/cancel (ADMIN): CONFIRMED or CANCELLATION_REQUESTED -> CANCELLED in one
 * transaction (quote and applied refund kept, seats released, refund rows written, e-mail
 * queued); then each refund is asked of the gateway. A gateway that does not answer leaves the
 * refund PENDING for the reconciler: it is never lost.
 */
export async function cancelBooking(
  deps: BookingDeps,
  bookingId: string,
  admin: AuthUser,
  body: CancelInput,
): Promise<BookingResponse> {
  const { id } = await bookingOr404(deps.db, bookingId);
  const now = deps.clock();
  const created: RefundRow[] = await coreTransaction(deps.db, async (tx) => {
    const booking = await lockBookingInOrder(tx, id);
    if (!booking) throw new AppError('BOOKING_NOT_FOUND', bookingMessages.bookingNotFound);
    assertCancellable(booking);
    const computed = promisedQuote(booking, now).refundPaise;
    const override = overridePaise(body.refundAmount, netPaidPaise(booking));
    const applied = override ?? computed;
    const basis = override !== undefined ? 'override' : booking.cancellationQuote ? 'requested' : 'policy';
    const refunds = await cancelLockedBooking(
      tx,
      booking,
      {
        cancelledBy: admin.id,
        reason: body.reason,
        computedPaise: computed,
        appliedPaise: applied,
        transition: 'adminCancel',
      },
      now,
      deps.log,
    );
    if (!refunds) throw new AppError('BOOKING_NOT_CANCELLABLE', bookingMessages.notCancellable);
    await enqueueCancelledEmail(tx, id, applied, basis);
    return refunds;
  });

  for (const refund of created) if (refund.kind === 'gateway') await submitRefund(deps, refund);
  return getBooking(deps, id);
}
