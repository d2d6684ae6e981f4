import { commissionRateBp, ledgerAmountPaise, referralRateBp } from '@wayfarer/shared/rules/commission';
import { tripEndDate } from '@wayfarer/shared/rules/booking-lifecycle';
import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import type { Database } from '../../db/client.ts';
import { getReferralRateBp } from '../settings/index.ts';
import {
  appendEarning,
  type BookingCommissionRow,
  type EarningRow,
  findAttemptForAccrual,
  findBookingCommission,
  findPackageTerms,
  findRefundForReversal,
  insertBookingCommission,
  listSettledMoney,
  setCompletedOn,
} from './ledger.repository.ts';

// The three hooks the booking lifecycle calls, each inside the caller's transaction (ADR 921).
// Each is idempotent: a replayed callback, a second worker or a retried job appends nothing more.
//
//   accrueForPayment        where an attempt becomes PAYMENT_SUCCESS (token, full, balance, offline)
//   reverseForRefund        where a refund becomes COMPLETED
//   markPayableOnCompletion where the completion job sets a booking COMPLETED
//
// A cancelled booking needs no hook: its net is payable the day after its trip would have ended,
// worked out from the frozen trip_ends_on when the ledger is read (ADR 922).
//
// ADR 1315: a booking made through another creator's link (a recommendation) also
// earns that creator a referral share: its rows (share 'referral') are appended beside the
// package creator's by the same hooks, on the same base and the same payable day, and reversed by
// the same refunds. Self-referral earns nothing extra.

/**
 * The booking's terms: frozen at its first payment received; later package edits (and a later
 * referral setting) change nothing.
 */
async function termsOf(
  tx: Database,
  booking: {
    bookingId: string;
    creatorId: string;
    packageId: string;
    travelDate: string;
    referrerId: string | null;
  },
): Promise<BookingCommissionRow> {
  const existing = await findBookingCommission(tx, booking.bookingId);
  if (existing) return existing;
  const pkg = await findPackageTerms(tx, booking.packageId);
  if (!pkg)
    throw new Error(`earnings: package ${booking.packageId} of booking ${booking.bookingId} not found`);
  const referral =
    booking.referrerId && booking.referrerId !== booking.creatorId
      ? referralRateBp(booking.creatorId, booking.referrerId, await getReferralRateBp(tx))
      : null;
  await insertBookingCommission(tx, {
    bookingId: booking.bookingId,
    creatorId: booking.creatorId,
    rateBp: commissionRateBp(pkg),
    tripEndsOn: tripEndDate(booking.travelDate, pkg.totalDays),
    referrerId: referral === null ? null : booking.referrerId,
    referralRateBp: referral,
  });
  // A racing first payment of the same booking may have written them first: read the winner.
  const terms = await findBookingCommission(tx, booking.bookingId);
  if (!terms) throw new Error(`earnings: terms of booking ${booking.bookingId} not written`);
  return terms;
}

/**
 * ACCRUED = frozen rate × the payment, for an attempt already written as PAYMENT_SUCCESS in this
 * transaction. Returns the new row, or undefined when the attempt was accrued before.
 */
export async function accrueForPayment(
  tx: Database,
  attemptId: string,
  _now: Date,
): Promise<EarningRow | undefined> {
  const attempt = await findAttemptForAccrual(tx, attemptId);
  if (!attempt) throw new Error(`accrueForPayment: attempt ${attemptId} not found`);
  if (attempt.status !== 'PAYMENT_SUCCESS') {
    throw new Error(`accrueForPayment: attempt ${attemptId} is ${attempt.status}, not PAYMENT_SUCCESS`);
  }
  if (attempt.amountPaise <= 0) return undefined;
  const terms = await termsOf(tx, attempt);
  const row = await appendEarning(tx, {
    creatorId: terms.creatorId,
    bookingId: attempt.bookingId,
    kind: 'ACCRUED',
    paymentAttemptId: attempt.id,
    basePaise: attempt.amountPaise,
    rateBp: terms.rateBp,
    amountPaise: ledgerAmountPaise('ACCRUED', attempt.amountPaise, terms.rateBp),
  });
  if (terms.referrerId && terms.referralRateBp !== null) {
    await appendEarning(tx, {
      creatorId: terms.referrerId,
      bookingId: attempt.bookingId,
      kind: 'ACCRUED',
      share: 'referral',
      paymentAttemptId: attempt.id,
      basePaise: attempt.amountPaise,
      rateBp: terms.referralRateBp,
      amountPaise: ledgerAmountPaise('ACCRUED', attempt.amountPaise, terms.referralRateBp),
    });
  }
  return row;
}

/**
 * REVERSED = the booking's frozen rate × the refund (less its TCS), for a refund already written
 * as COMPLETED. A refund of money that never accrued (a capture that was not a PAYMENT_SUCCESS,
 * e.g. an amount mismatch sent to refund review) or of TCS alone reverses nothing. Undefined when nothing was appended.
 */
export async function reverseForRefund(
  tx: Database,
  refundId: string,
  now: Date,
): Promise<EarningRow | undefined> {
  const refund = await findRefundForReversal(tx, refundId);
  if (!refund) throw new Error(`reverseForRefund: refund ${refundId} not found`);
  if (refund.status !== 'COMPLETED') {
    throw new Error(`reverseForRefund: refund ${refundId} is ${refund.status}, not COMPLETED`);
  }
  if (refund.attemptStatus !== 'PAYMENT_SUCCESS') return undefined;
  // A refund of TCS alone (ADR 1377: the tax goes back on the capture that carried it, beside a
  // refund taken from a later capture) gives back no sale, so it reverses no commission.
  if (refund.amountPaise <= 0) return undefined;
  // The capture accrues first if it never did (a payment taken before the ledger existed).
  await accrueForPayment(tx, refund.paymentAttemptId, now);
  const terms = await findBookingCommission(tx, refund.bookingId);
  if (!terms) throw new Error(`reverseForRefund: booking ${refund.bookingId} has no terms`);
  const row = await appendEarning(tx, {
    creatorId: terms.creatorId,
    bookingId: refund.bookingId,
    kind: 'REVERSED',
    refundId: refund.id,
    basePaise: refund.amountPaise,
    rateBp: terms.rateBp,
    amountPaise: ledgerAmountPaise('REVERSED', refund.amountPaise, terms.rateBp),
  });
  // The referral share goes back with the same refund, at its own frozen rate.
  if (terms.referrerId && terms.referralRateBp !== null) {
    await appendEarning(tx, {
      creatorId: terms.referrerId,
      bookingId: refund.bookingId,
      kind: 'REVERSED',
      share: 'referral',
      refundId: refund.id,
      basePaise: refund.amountPaise,
      rateBp: terms.referralRateBp,
      amountPaise: ledgerAmountPaise('REVERSED', refund.amountPaise, terms.referralRateBp),
    });
  }
  return row;
}

/**
 * The booking's rows turn payable from today (India), once. Any captured payment or completed
 * refund not yet in the ledger is appended first, so a missed hook is caught up before payout.
 * Returns true when this call made them payable; false when already payable or nothing was paid.
 */
export async function markPayableOnCompletion(tx: Database, bookingId: string, now: Date): Promise<boolean> {
  const settled = await listSettledMoney(tx, bookingId);
  for (const attemptId of settled.attemptIds) await accrueForPayment(tx, attemptId, now);
  for (const refundId of settled.refundIds) await reverseForRefund(tx, refundId, now);
  return setCompletedOn(tx, bookingId, todayInIndia(now));
}
