import { travellerChangesOf } from './traveller-changes.service.ts';
import { randomUUID } from 'node:crypto';
import type { OfflinePaymentMethod, PaymentStatus } from '@wayfarer/shared/enums';
import { serverMessages } from '@wayfarer/shared/messages';
import {
  isUnpaidAfterTravel,
  paiseToRupees,
  pendingPaise,
  rupeesToPaise,
} from '@wayfarer/shared/rules/money';
import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { bookingMessages } from '@wayfarer/shared/schemas/booking';
import {
  type BookingDetailResponse,
  bookingDetailMessages,
  type offlinePaymentBody,
} from '@wayfarer/shared/schemas/booking-detail';
import type { z } from '@wayfarer/shared/zod';
import { coreTransaction, lockBookingInOrder } from '../core/lock-order.ts';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { accrueForPayment } from '../../earnings/index.ts';
import { attributionsOf } from '../../share-links/index.ts';
import {
  claimConfirmationResend,
  insertNote,
  insertOfflineAttempt,
  listNotes,
  userNames,
} from './booking-detail.repository.ts';
import { enqueueConfirmationResend, enqueueReviewInvite } from '../emails/booking-emails.ts';
import { findOpenBalanceAttempt } from '../booking-lifecycle.repository.ts';
import type { BookingWithPackage } from '../bookings.repository.ts';
import { merchantTransactionId } from '../checkout/bookings.service.ts';
import { isPaymentOverdue } from '@wayfarer/shared/rules/instalments';
import { bookingOr404, loadBookingRecords, toBookingResponse } from '../booking-reads.service.ts';
import { enqueueBalanceReceivedEmail } from '../emails/lifecycle-emails.ts';
import { addBalancePaid } from '../payments/payments.repository.ts';
import type { Clock } from '../../../lib/clock.ts';

// The operators' booking detail (ADR 950): the admin sees every booking, a creator only
// its packages' (another creator's answers 404, as if it did not exist); anyone else was refused
// 403 by the route. Internal notes, the confirmation resend and the admin's offline payment.

type Deps = { db: Database; clock: Clock };

/** The booking, when `user` may see it: an ADMIN any, a creator its own packages', else 404. */
export async function operatorBookingOr404(
  db: Database,
  user: AuthUser,
  bookingId: string,
): Promise<BookingWithPackage> {
  const booking = await bookingOr404(db, bookingId);
  if (user.role === 'ADMIN') return booking;
  if (!user.creatorId) throw new AppError('FORBIDDEN', serverMessages.forbidden);
  if (booking.creatorId !== user.creatorId)
    throw new AppError('BOOKING_NOT_FOUND', bookingMessages.bookingNotFound);
  return booking;
}

const isRunning = (b: BookingWithPackage) =>
  b.status === 'CONFIRMED' || b.status === 'CANCELLATION_REQUESTED';

/** Why the confirmation cannot be sent again, or null when it can (something paid, not cancelled). */
function resendRefusal(b: BookingWithPackage): string | null {
  if (b.status === 'PENDING') return bookingDetailMessages.confirmationNotPaid;
  if (b.status === 'CANCELLED') return bookingMessages.bookingCancelled;
  return null;
}

/**
 * Why no offline payment can be recorded, or null: a CONFIRMED booking, or a COMPLETED one that
 * still owes (money owed survives the trip, ADR 1322), with something pending.
 */
function offlineRefusal(
  b: Pick<
    BookingWithPackage,
    'status' | 'packageAmountPaise' | 'discountPaise' | 'paidPaise' | 'liveRefundedPaise'
  >,
) {
  if (b.status === 'CANCELLED' || b.status === 'CANCELLATION_REQUESTED')
    return bookingMessages.bookingCancelled;
  if (b.status !== 'CONFIRMED' && b.status !== 'COMPLETED') return bookingDetailMessages.offlineNotAllowed;
  if (pendingPaise(b) < 1) return bookingDetailMessages.nothingPending;
  return null;
}

/** GET /v1/bookings/{id}: the booking as the operators see it (ID numbers unmasked). */
export async function getBookingDetail(
  deps: Deps,
  user: AuthUser,
  bookingId: string,
): Promise<BookingDetailResponse> {
  const b = await operatorBookingOr404(deps.db, user, bookingId);
  const now = deps.clock();
  const [records, notes, attributions, travellerChanges] = await Promise.all([
    loadBookingRecords(deps.db, b.id, now),
    listNotes(deps.db, b.id),
    attributionsOf(deps.db, [b.shareLinkId]),
    travellerChangesOf(deps.db, b.id),
  ]);
  const recorders = await userNames(deps.db, [
    ...new Set(
      [...records.attempts, ...records.refunds].flatMap((a) => (a.recordedBy ? [a.recordedBy] : [])),
    ),
  ]);
  // The public shape carries the rooms, items and cancellation as the manage page shows them.
  const shared = toBookingResponse(b, records, now);
  const total = b.packageAmountPaise - b.discountPaise;
  const pending = pendingPaise(b);
  const isAdmin = user.role === 'ADMIN';
  return {
    bookingId: b.id,
    bookingNumber: b.bookingNumber,
    contact: { name: b.name, email: b.email, phone: b.phone },
    tourPackage: { id: b.tourPackage.id, title: b.tourPackage.title, slug: b.tourPackage.slug },
    departure: { id: b.departureId, name: b.departureName },
    travelDate: b.travelDate,
    pricingType: b.pricingType,
    rooms: shared.rooms,
    customs: shared.customs,
    people: b.people,
    packageAmount: paiseToRupees(b.packageAmountPaise),
    discount: paiseToRupees(b.discountPaise),
    total: paiseToRupees(total),
    paid: paiseToRupees(b.paidPaise),
    refunded: paiseToRupees(b.refundedPaise),
    pending: paiseToRupees(pending),
    paymentType: b.paymentType,
    paymentStatus: b.paymentStatus as PaymentStatus,
    bookingStatus: b.status,
    balanceDueDate: b.balanceDueDate,
    balanceOverdue: isPaymentOverdue(b, now),
    unpaidAfterTravel: isUnpaidAfterTravel(b),
    instalments: shared.instalments,
    // Unmasked: the operators need the ID numbers at the start of the trip.
    travellers: records.travellers.map((t) => ({
      id: t.id,
      email: t.email,
      phone: t.phone,
      name: t.name,
      age: t.age,
      gender: t.gender,
      idType: t.idType,
      idNumber: t.idNumber,
    })),
    payments: records.attempts.map((a) => ({
      id: a.id,
      kind: a.kind,
      amount: paiseToRupees(a.amountPaise),
      status: a.status as PaymentStatus,
      merchantTransactionId: a.merchantTransactionId,
      gatewayTransactionId: a.gatewayTransactionId,
      refundReview: a.refundReview,
      offline:
        a.kind === 'offline' && a.offlineMethod && a.paidOn
          ? {
              method: a.offlineMethod,
              reference: a.offlineReference ?? '',
              paidOn: a.paidOn,
              recordedBy: (a.recordedBy && recorders.get(a.recordedBy)) || null,
            }
          : null,
      createdAt: a.createdAt.toISOString(),
    })),
    refunds: records.refunds.map((r) => ({
      id: r.id,
      amount: paiseToRupees(r.amountPaise),
      kind: r.kind,
      status: r.status,
      merchantTransactionId: r.merchantTransactionId,
      gatewayTransactionId: r.gatewayTransactionId,
      retryOf: r.retryOf,
      retryable:
        isAdmin &&
        r.kind === 'gateway' &&
        r.status === 'FAILED' &&
        !records.refunds.some((other) => other.retryOf === r.id),
      offline:
        r.kind === 'offline' && r.status === 'COMPLETED' && r.refundedOn
          ? {
              reference: r.offlineReference ?? '',
              refundedOn: r.refundedOn,
              recordedBy: (r.recordedBy && recorders.get(r.recordedBy)) || null,
            }
          : null,
      createdAt: r.createdAt.toISOString(),
    })),
    notes: notes.map((n) => ({
      id: n.id,
      text: n.text,
      author: n.authorId && n.authorName !== null ? { id: n.authorId, name: n.authorName } : null,
      createdAt: n.createdAt.toISOString(),
    })),
    travellerChanges,
    cancellation: shared.cancellation,
    attribution: (b.shareLinkId && attributions.get(b.shareLinkId)) || null,
    packageCreatorId: b.creatorId,
    // Who made it and why the discount: the admins' audit, not the creator's.
    madeByAdmin: isAdmin && b.createdByAdmin ? { discountReason: b.discountReason } : null,
    actions: {
      recordPayment: isAdmin && offlineRefusal(b) === null,
      recordRefund: isAdmin,
      cancel: isAdmin && isRunning(b),
      resendConfirmation: resendRefusal(b) === null,
      changeTravellers: isAdmin && b.status === 'CONFIRMED' && todayInIndia(now) < b.travelDate,
      renameTravellers: isAdmin && b.status !== 'CANCELLED',
    },
    createdAt: b.createdAt.toISOString(),
  };
}

/** POST /v1/bookings/{id}/notes: an internal note by the admin or the package's creator. */
export async function addBookingNote(
  deps: Deps,
  user: AuthUser,
  bookingId: string,
  text: string,
): Promise<BookingDetailResponse> {
  const b = await operatorBookingOr404(deps.db, user, bookingId);
  await insertNote(deps.db, { bookingId: b.id, authorId: user.id, text, createdAt: deps.clock() });
  return getBookingDetail(deps, user, b.id);
}

/**
 * POST /v1/bookings/{id}/resend-confirmation: queues the traveller's confirmation again, as the
 * booking stands now (a new outbox job every time; the original's was sent already).
 */
export async function resendConfirmation(deps: Deps, user: AuthUser, bookingId: string): Promise<void> {
  const b = await operatorBookingOr404(deps.db, user, bookingId);
  const refused = resendRefusal(b);
  if (refused) throw new AppError('BOOKING_STATE_CONFLICT', refused);
  const now = deps.clock();
  await coreTransaction(deps.db, async (tx) => {
    // At most once a minute per booking; 429 says how long to wait.
    const last = await claimConfirmationResend(tx, b.id, now, RESEND_WINDOW_MS);
    if (last) {
      const wait = Math.max(1, Math.ceil((last.getTime() + RESEND_WINDOW_MS - now.getTime()) / 1000));
      throw new AppError('RESEND_TOO_SOON', bookingDetailMessages.resendWait(wait));
    }
    const queued = await enqueueConfirmationResend(tx, b.id, randomUUID());
    if (!queued) throw new AppError('BOOKING_NOT_FOUND', bookingMessages.bookingNotFound);
  });
}

/** "Resend confirmation" at most once in this window per booking. */
export const RESEND_WINDOW_MS = 60_000;

type OfflineInput = z.output<typeof offlinePaymentBody>;

export const fieldError = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);

/** The amount in paise: > 0 and with at most two decimals, else 400 (the bound by pending comes later). */
function offlineAmountPaise(amount: number): number {
  if (!(amount > 0)) throw fieldError('amount', bookingDetailMessages.amountPositive);
  const paise = rupeesToPaise(amount);
  if (paise === null) throw fieldError('amount', bookingDetailMessages.amountInvalid);
  if (paise < 1) throw fieldError('amount', bookingDetailMessages.amountPositive);
  return paise;
}

/**
 * POST /v1/bookings/{id}/payments (ADMIN, ADR 950): money received outside the gateway. In one
 * transaction with the booking locked: a PAYMENT_SUCCESS attempt of kind 'offline', the amount
 * added to what was paid exactly as a gateway balance payment, the creator's share accrued, and the
 * traveller's "payment received" e-mail queued. Only on a CONFIRMED booking, for at most what is
 * pending, and not while a gateway balance payment is in flight (it could overpay).
 */
export async function recordOfflinePayment(
  deps: Deps,
  user: AuthUser,
  bookingId: string,
  body: OfflineInput,
): Promise<BookingDetailResponse> {
  const { id } = await operatorBookingOr404(deps.db, user, bookingId);
  const now = deps.clock();
  const amountPaise = offlineAmountPaise(body.amount);
  if (body.paidOn > todayInIndia(now)) throw fieldError('paidOn', bookingDetailMessages.paidOnFuture);

  await coreTransaction(deps.db, async (tx) => {
    const b = await lockBookingInOrder(tx, id);
    if (!b) throw new AppError('BOOKING_NOT_FOUND', bookingMessages.bookingNotFound);
    const refused = offlineRefusal(b);
    if (refused) throw new AppError('BOOKING_STATE_CONFLICT', refused);
    if (body.paidOn < todayInIndia(b.createdAt)) {
      throw fieldError('paidOn', bookingDetailMessages.paidOnBeforeBooking);
    }
    if (amountPaise > pendingPaise(b)) {
      throw fieldError('amount', bookingDetailMessages.amountTooLarge);
    }
    if (await findOpenBalanceAttempt(tx, b.id, now))
      throw new AppError('BALANCE_IN_PROGRESS', bookingMessages.balanceInProgress);
    const attempt = await insertOfflineAttempt(tx, {
      bookingId: b.id,
      merchantTransactionId: merchantTransactionId(b.bookingNumber, 'O'),
      amountPaise,
      offlineMethod: body.method satisfies OfflinePaymentMethod,
      offlineReference: body.reference,
      paidOn: body.paidOn,
      recordedBy: user.id,
      now,
    });
    await addBalancePaid(tx, b.id, amountPaise, now);
    // Money received: the creator's share accrues in this transaction (ADR 921).
    await accrueForPayment(tx, attempt.id, now);
    await enqueueBalanceReceivedEmail(tx, attempt);
    // A completed trip's review invitation waited for the balance.
    if (b.status === 'COMPLETED' && amountPaise === pendingPaise(b)) await enqueueReviewInvite(tx, b.id);
  });
  return getBookingDetail(deps, user, id);
}
