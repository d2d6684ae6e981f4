import {
  formatLinkExpiry,
  maxAdminDiscountPaise,
  PAYMENT_LINK_TTL_MINUTES,
  paymentLinkMessage,
} from '@wayfarer/shared/rules/admin-booking';
import { balanceDueDate } from '@wayfarer/shared/rules/booking-lifecycle';
import { dueNowPaise, formatPaise, paiseToRupees, rupeesToPaise } from '@wayfarer/shared/rules/money';
import { fitsSeatCap } from '@wayfarer/shared/rules/seat-cap';
import {
  type AdminCreateBookingResponse,
  adminBookingMessages,
  type adminCreateBookingBody,
  type PaymentLink,
} from '@wayfarer/shared/schemas/admin-booking';
import { bookingMessages } from '@wayfarer/shared/schemas/booking';
import type { z } from '@wayfarer/shared/zod';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { isUuid } from '../../../lib/uuid.ts';
import { findLead, linkLeadToBooking } from '../../leads/index.ts';
import {
  type AttemptRow,
  type BookingRow,
  findBooking,
  findFirstPaymentAttempt,
} from '../bookings.repository.ts';
import { FIRST_CHECK_MS, merchantTransactionId, merchantUserId } from '../checkout/bookings.service.ts';
import { priceBooking } from '../checkout/booking-pricing.ts';
import { checkoutPaperwork } from '../checkout/checkout-paperwork.ts';
import { insertBookingOnDate } from '../checkout/new-booking.ts';
import { findSeatHold, holdAgain, lockTourDate, takenSeats } from '../checkout/seat-holds.repository.ts';
import { findBookingPlace } from '../core/booking-core.repository.ts';
import { coreTransaction, lockBookingPlaceInOrder } from '../core/lock-order.ts';
import type { BookingDeps, CheckoutDeps } from '../deps.ts';
import { enqueuePaymentLinkEmail } from '../emails/payment-link-email.ts';
import { applyGatewayResult, isPending } from '../payments/payment-state.ts';
import { insertAttempt, setBookingPaymentStatus, updateAttempt } from '../payments/payments.repository.ts';

// Bookings the admin makes for a phone or WhatsApp lead (ADR 1360) and their payment links
// (ADR 1361). Two transitions of the booking core (docs/BOOKING-CORE.md):
// - `adminBooking`: like `checkout` — priced from the stored pricing only, the date locked first and
//   its seat cap checked, the seats held, a first payment attempt opened — but its attempt (the
//   link) lives PAYMENT_LINK_TTL_MINUTES, the admin may give a bounded discount with a reason, and
//   the lead it came from is linked in the same transaction;
// - `paymentLinkRenewed`: a PENDING booking whose link ended unpaid gets a new attempt, its seats
//   held again only if the date still has them. The one-live-first-attempt index keeps it to one
//   live gateway order per booking.
// Paying through the link is the checkout's own path (the callback, the reconciler, the result
// page: `firstPaymentSucceeded`), so invoice, e-mails and earnings follow as for any checkout.

export const PAYMENT_LINK_TTL_MS = PAYMENT_LINK_TTL_MINUTES * 60_000;

type AdminInput = z.output<typeof adminCreateBookingBody>;

const linkLive = () => new AppError('PAYMENT_LINK_LIVE', adminBookingMessages.linkStillLive);
const notAwaiting = () => new AppError('BOOKING_STATE_CONFLICT', adminBookingMessages.notAwaitingPayment);
const discountIssue = (message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path: 'discount.amount', message }]);

/** The pay request of a link's attempt: the checkout's, with the link's life for v2's order. */
function linkPayRequest(deps: CheckoutDeps, booking: BookingRow, attempt: AttemptRow) {
  return {
    merchantTransactionId: attempt.merchantTransactionId,
    merchantUserId: merchantUserId(booking.email),
    amountPaise: attempt.amountPaise,
    redirectUrl: `${deps.publicUrl}/booking/payment-complete/${booking.id}`,
    callbackUrl: `${deps.publicUrl}/v1/bookings/payment/callback`,
    mobileNumber: booking.phone,
    expireAfterSeconds: PAYMENT_LINK_TTL_MS / 1000,
  };
}

/** A new first attempt for the link, inside the caller's core transaction. */
function openLinkAttempt(tx: Database, booking: BookingRow, now: Date): Promise<AttemptRow> {
  return insertAttempt(tx, {
    bookingId: booking.id,
    merchantTransactionId: merchantTransactionId(booking.bookingNumber),
    kind: booking.paymentType === 'instalments' ? 'token' : booking.paymentType,
    // TCS (ADR 1377) is collected with the first payment, on top of what it pays of the price.
    amountPaise: booking.dueNowPaise + booking.tcsPaise,
    tcsPaise: booking.tcsPaise,
    expiresAt: new Date(now.getTime() + PAYMENT_LINK_TTL_MS),
    nextCheckAt: new Date(now.getTime() + FIRST_CHECK_MS),
  });
}

/**
 * Asks the gateway for the link's pay page once the transaction has committed (the gateway is never
 * called inside one) and keeps it; a refusal ends the attempt (its seats released) and answers 502:
 * the booking stays awaiting payment and the admin renews the link.
 */
async function askPayPage(deps: CheckoutDeps, booking: BookingRow, attempt: AttemptRow): Promise<AttemptRow> {
  let redirectUrl: string;
  try {
    ({ redirectUrl } = await deps.gateway.pay(linkPayRequest(deps, booking, attempt)));
  } catch (error) {
    deps.log.error({ err: error, bookingId: booking.id }, 'payment gateway refused the payment link');
    await applyGatewayResult(deps.db, attempt.id, { code: 'PAYMENT_ERROR' }, { now: deps.clock() });
    throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE', bookingMessages.gatewayUnavailable);
  }
  await updateAttempt(deps.db, attempt.id, { redirectUrl, updatedAt: deps.clock() });
  return { ...attempt, redirectUrl };
}

/** POST /v1/admin/bookings: a booking awaiting payment, its seats held, its payment link e-mailed. */
export async function createAdminBooking(
  deps: BookingDeps,
  admin: AuthUser,
  body: AdminInput,
): Promise<AdminCreateBookingResponse> {
  const { db } = deps;
  const now = deps.clock();
  const leadId = body.leadId?.toLowerCase();
  if (leadId !== undefined) {
    const lead = isUuid(leadId) ? await findLead(db, leadId, 'all') : undefined;
    if (!lead)
      throw new AppError('LEAD_NOT_FOUND', adminBookingMessages.leadNotFound, [
        { path: 'leadId', message: adminBookingMessages.leadNotFound },
      ]);
    if (lead.bookingId) throw new AppError('CONFLICT', adminBookingMessages.leadHasBooking);
  }

  // The same pricing as the checkout, from the stored package only; no coupon on an admin booking.
  const priced = await priceBooking(db, { ...body, couponCode: undefined }, now);
  let discountPaise = 0;
  if (body.discount) {
    const asked = rupeesToPaise(body.discount.amount);
    if (asked === null || asked < 1) throw discountIssue(adminBookingMessages.discountAmount);
    if (asked > maxAdminDiscountPaise(priced.packageAmountPaise))
      throw discountIssue(adminBookingMessages.discountTooLarge);
    discountPaise = asked;
  }
  const totalPaise = priced.packageAmountPaise - discountPaise;
  const dueNow = dueNowPaise(totalPaise, body.paymentType);
  if (dueNow < 1) throw new AppError('NOTHING_TO_PAY', adminBookingMessages.discountTooLarge);
  // The checkout's paperwork (ADR 1375-1377) on the price after the admin's discount: a business's
  // GSTIN, the address from the rule-46 threshold, and an overseas package's PAN and TCS.
  const paperwork = await checkoutPaperwork(db, body, { ...priced, totalPaise });

  const { booking, attempt } = await coreTransaction(db, async (tx) => {
    // The checkout's lock order and seat cap: the date row first, then the booking.
    const row = await insertBookingOnDate(tx, priced, body, {
      balanceDueDate: balanceDueDate(priced.travelDate, now),
      discountPaise,
      discountReason: body.discount ? body.discount.reason : null,
      couponId: null,
      dueNowPaise: dueNow,
      createdByAdmin: admin.id,
      ...paperwork,
    });
    const opened = await openLinkAttempt(tx, row, now);
    if (leadId !== undefined && !(await linkLeadToBooking(tx, leadId, row.id)))
      throw new AppError('CONFLICT', adminBookingMessages.leadHasBooking);
    return { booking: row, attempt: opened };
  });

  const paid = await askPayPage(deps, booking, attempt);
  await enqueuePaymentLinkEmail(db, paid, deps.clock());
  return {
    bookingId: booking.id,
    bookingNumber: booking.bookingNumber,
    paymentUrl: paid.redirectUrl ?? '',
    expiresAt: paid.expiresAt.toISOString(),
  };
}

/** An admin-made booking, or 404 (a checkout's booking has no payment link to manage). */
async function adminMadeBooking(db: Database, bookingId: string) {
  const booking = isUuid(bookingId) ? await findBooking(db, bookingId.toLowerCase()) : undefined;
  if (!booking || booking.createdByAdmin === null)
    throw new AppError('BOOKING_NOT_FOUND', bookingMessages.bookingNotFound);
  return booking;
}

/**
 * A link's attempt still pending past its expiry: the gateway is asked once more and the answer
 * applied as the reconciler would (paid: the booking confirms; else it times out and releases).
 */
async function settleExpired(deps: CheckoutDeps, attempt: AttemptRow): Promise<void> {
  let report: Awaited<ReturnType<CheckoutDeps['gateway']['checkStatus']>> | null = null;
  try {
    report = await deps.gateway.checkStatus(attempt.merchantTransactionId);
  } catch (error) {
    deps.log.warn({ err: error, attemptId: attempt.id }, 'payment link: status check failed');
  }
  await applyGatewayResult(deps.db, attempt.id, report, {
    now: deps.clock(),
    expire: true,
    nextCheckAt: null,
  });
}

const isLive = (attempt: AttemptRow | undefined, now: Date): boolean =>
  attempt !== undefined && isPending(attempt.status) && attempt.expiresAt.getTime() > now.getTime();

/** GET /v1/admin/bookings/:id/payment-link: the link, its expiry and the WhatsApp text. */
export async function getPaymentLink(deps: CheckoutDeps, bookingId: string): Promise<PaymentLink> {
  const booking = await adminMadeBooking(deps.db, bookingId);
  const attempt = await findFirstPaymentAttempt(deps.db, booking.id);
  const now = deps.clock();
  const paid = booking.paymentStatus === 'PAYMENT_SUCCESS';
  const live = !paid && booking.status === 'PENDING' && isLive(attempt, now) && Boolean(attempt?.redirectUrl);
  const state = paid ? 'paid' : live ? 'live' : attempt ? 'expired' : 'none';
  const expiresAt = attempt ? attempt.expiresAt.toISOString() : null;
  return {
    bookingId: booking.id,
    bookingNumber: booking.bookingNumber,
    paymentUrl: live ? (attempt?.redirectUrl ?? null) : null,
    expiresAt,
    state,
    paymentStatus: booking.paymentStatus,
    amount: paiseToRupees(booking.dueNowPaise),
    message:
      live && attempt?.redirectUrl && expiresAt
        ? paymentLinkMessage({
            name: booking.name,
            bookingNumber: booking.bookingNumber,
            packageTitle: booking.tourPackage.title,
            amount: formatPaise(booking.dueNowPaise),
            url: attempt.redirectUrl,
            expiresAt: formatLinkExpiry(expiresAt),
          })
        : null,
  };
}

/**
 * POST /v1/admin/bookings/:id/payment-link: a new link for a booking still awaiting payment whose
 * link ended unpaid (`paymentLinkRenewed`). Its seats are held again only if the date has them.
 */
export async function renewPaymentLink(deps: BookingDeps, bookingId: string): Promise<PaymentLink> {
  const { db } = deps;
  const booking = await adminMadeBooking(db, bookingId);
  const current = await findFirstPaymentAttempt(db, booking.id);
  if (isLive(current, deps.clock())) throw linkLive();
  if (current && isPending(current.status)) await settleExpired(deps, current);

  const now = deps.clock();
  let opened: { booking: BookingRow; attempt: AttemptRow };
  try {
    opened = await coreTransaction(db, async (tx) => {
      // The core's order: the booking's date, then the booking.
      const locked = await lockBookingPlaceInOrder(tx, booking.id);
      if (!locked) throw new AppError('BOOKING_NOT_FOUND', bookingMessages.bookingNotFound);
      const row = locked.booking;
      if (row.status !== 'PENDING' || row.paymentStatus === 'PAYMENT_SUCCESS' || locked.dateCancelled)
        throw notAwaiting();
      // The date as a new booking would find it (already locked above): open for sale, and for a
      // released hold, the seats still free under its cap.
      const place = await findBookingPlace(tx, row.id);
      const date = place?.tourDateId ? await lockTourDate(tx, place.tourDateId) : undefined;
      if (date?.closedForSale) throw new AppError('DATE_CLOSED_FOR_SALE', bookingMessages.closedForSale);
      const hold = await findSeatHold(tx, row.id);
      if (hold && hold.status === 'released') {
        const capped = hold.tourDateId === date?.id ? date : await lockTourDate(tx, hold.tourDateId);
        if (capped && !fitsSeatCap(capped.seats, await takenSeats(tx, hold.tourDateId), hold.people))
          throw new AppError('SEATS_UNAVAILABLE', bookingMessages.soldOut);
        await holdAgain(tx, hold.id);
      }
      const attempt = await openLinkAttempt(tx, row, now);
      await setBookingPaymentStatus(tx, row.id, 'PENDING', now);
      return { booking: row, attempt };
    });
  } catch (error) {
    // Another renewal committed first: its link is the live one.
    if (isUniqueViolation(error)) throw linkLive();
    throw error;
  }
  const paid = await askPayPage(deps, opened.booking, opened.attempt);
  await enqueuePaymentLinkEmail(db, paid, deps.clock());
  return getPaymentLink(deps, booking.id);
}

/** POST /v1/admin/bookings/:id/payment-link/email: the live link e-mailed again (the outbox). */
export async function emailPaymentLink(deps: BookingDeps, bookingId: string): Promise<PaymentLink> {
  const link = await getPaymentLink(deps, bookingId);
  if (link.state === 'paid' || link.state === 'none') throw notAwaiting();
  if (link.state !== 'live') throw new AppError('PAYMENT_LINK_EXPIRED', adminBookingMessages.linkExpired);
  const attempt = await findFirstPaymentAttempt(deps.db, link.bookingId);
  if (!attempt) throw new AppError('PAYMENT_LINK_EXPIRED', adminBookingMessages.linkExpired);
  await enqueuePaymentLinkEmail(deps.db, attempt, deps.clock());
  return link;
}
