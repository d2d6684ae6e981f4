import { randomUUID } from 'node:crypto';
import { balanceDueDate, splitRefund } from '@wayfarer/shared/rules/booking-lifecycle';
import { canChangeDate, fullRefundPaise, refundOnDateChange } from '@wayfarer/shared/rules/date-change';
import { paiseToRupees, pendingPaise } from '@wayfarer/shared/rules/money';
import { fitsSeatCap, seatsLeft } from '@wayfarer/shared/rules/seat-cap';
import { formatTravelDate, isBookableDate, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { bookingMessages } from '@wayfarer/shared/schemas/booking';
import {
  type CancelDateBody,
  type CancelDateResponse,
  type ChangeDateBody,
  type ChangeDateResponse,
  type DateChangeOptions,
  dateChangeMessages,
  type MoveGroupBody,
  type MoveGroupResponse,
} from '@wayfarer/shared/schemas/date-changes';
import { operationsMessages } from '@wayfarer/shared/schemas/operations';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { RefundRow } from '../bookings/booking-records.repository.ts';
import { findOpenBalanceAttempt, lockBooking } from '../bookings/booking-lifecycle.repository.ts';
import { bookingOr404 } from '../bookings/booking-reads.service.ts';
import type { BookingRow } from '../bookings/bookings.repository.ts';
import { type PricedBooking, priceBooking } from '../bookings/checkout/booking-pricing.ts';
import type { BookingDeps } from '../bookings/deps.ts';
import { cancelLockedBooking, refundParts } from '../bookings/refunds/booking-cancellation.service.ts';
import { submitRefund } from '../bookings/refunds/refund-sync.ts';
import { listCaptures } from '../bookings/refunds/refunds.repository.ts';
import { issueSupplementaryInvoice } from '../invoices/invoice-issue.ts';
import { packageForUser } from '../tours/tour-access.ts';
import {
  enqueueDateChangedEmails,
  enqueueMoveOfferEmail,
  enqueueOperatorCancelledEmail,
  enqueueWaitlistCancelledEmails,
} from './date-change-emails.ts';
import {
  type DateRow,
  decideOffer,
  findDate,
  findDepartureName,
  findLatestOffer,
  insertMoveOffers,
  listDates,
  lockLiveBookings,
  lockOpenOffer,
  markDateCancelled,
  markFromDateClosed,
  moveBookingRow,
  moveSeatHold,
  takenSeatsExcept,
  takeWaitingEntries,
} from './date-changes.repository.ts';

// Issue 24, part B (ADR 1204-1206): the operator cancels a date (every live booking cancelled with
// a full refund, all or none, in one transaction; the gateway is asked after it commits), moves a
// group (each booking offered the new date), and a booking changes its date.

export type DateChangeDeps = BookingDeps;

const dateNotFound = () => new AppError('DATE_NOT_FOUND', operationsMessages.dateNotFound);

async function dateOf(
  db: Database,
  packageId: string,
  ref: { date: string; departureId: string },
  lock = false,
): Promise<DateRow> {
  if (!isUuid(ref.departureId)) throw dateNotFound();
  const row = await findDate(
    db,
    { packageId, departureId: ref.departureId.toLowerCase(), date: ref.date },
    lock,
  );
  if (!row) throw dateNotFound();
  return row;
}

/** After the transaction committed: each gateway refund asked of PhonePe (the reconciler follows up). */
async function submitAll(deps: DateChangeDeps, refunds: RefundRow[]): Promise<void> {
  for (const refund of refunds) if (refund.kind === 'gateway') await submitRefund(deps, refund);
}

/** What is left to give back on a booking: each capture less what refunds (not failed) already took. */
async function refundablePaise(tx: Database, bookingId: string): Promise<number> {
  return fullRefundPaise(await listCaptures(tx, bookingId));
}

/** Cancels one locked booking by the operator with a full refund; its e-mail queued. */
async function cancelByOperator(
  tx: Database,
  deps: DateChangeDeps,
  booking: BookingRow,
  by: string | null,
  reason: string,
  now: Date,
): Promise<{ refunds: RefundRow[]; refundPaise: number }> {
  const refundPaise = await refundablePaise(tx, booking.id);
  const refunds = await cancelLockedBooking(
    tx,
    booking,
    { cancelledBy: by, reason, computedPaise: refundPaise, appliedPaise: refundPaise, byOperator: true },
    now,
    deps.log,
  );
  // All or none: a booking that moved on under the lock rolls the whole cancellation back.
  if (!refunds) throw new AppError('BOOKING_STATE_CONFLICT', bookingMessages.notCancellable);
  await enqueueOperatorCancelledEmail(tx, booking.id, refundPaise, reason);
  return { refunds, refundPaise };
}

/**
 * POST /v1/tours/{id}/dates/cancel (ADMIN): the date closes for sale and is marked cancelled;
 * every live booking on it is cancelled by the operator with everything paid given back (gateway
 * captures through PhonePe, offline ones as pending offline refunds); the waitlist is told. One
 * transaction: all of it or none.
 */
export async function cancelDate(
  deps: DateChangeDeps,
  admin: AuthUser,
  packageId: string,
  body: CancelDateBody,
): Promise<CancelDateResponse> {
  const pkg = await packageForUser(deps.db, admin, packageId);
  const now = deps.clock();
  const result = await deps.db.transaction(async (tx) => {
    const date = await dateOf(tx, pkg.id, body, true);
    if (date.cancelledAt)
      throw new AppError('DATE_ALREADY_CANCELLED', dateChangeMessages.dateAlreadyCancelled);
    await markDateCancelled(tx, date.id, body.reason, now);
    const refunds: RefundRow[] = [];
    let refundTotal = 0;
    const live = await lockLiveBookings(tx, date);
    for (const booking of live) {
      const done = await cancelByOperator(tx, deps, booking, admin.id, body.reason, now);
      refunds.push(...done.refunds);
      refundTotal += done.refundPaise;
    }
    const waiting = await takeWaitingEntries(tx, date.id, now);
    await enqueueWaitlistCancelledEmails(tx, waiting, { title: pkg.title, date: date.date });
    return { refunds, refundTotal, cancelled: live.length };
  });
  await submitAll(deps, result.refunds);
  return { cancelledBookings: result.cancelled, refundTotal: paiseToRupees(result.refundTotal) };
}

/**
 * POST /v1/tours/{id}/dates/move (ADMIN): every confirmed booking on the date is offered the new
 * date (an e-mail each); the old date closes for sale. Nothing moves until a traveller accepts.
 */
export async function moveGroup(
  deps: DateChangeDeps,
  admin: AuthUser,
  packageId: string,
  body: MoveGroupBody,
): Promise<MoveGroupResponse> {
  const pkg = await packageForUser(deps.db, admin, packageId);
  const now = deps.clock();
  if (body.date === body.toDate && body.departureId.toLowerCase() === body.toDepartureId.toLowerCase())
    throw sameDate();
  return deps.db.transaction(async (tx) => {
    const from = await dateOf(tx, pkg.id, body, true);
    const to = await dateOf(tx, pkg.id, { date: body.toDate, departureId: body.toDepartureId });
    if (to.closedForSale || to.cancelledAt || !isBookableDate(to.date, now)) throw notBookable();
    await markFromDateClosed(tx, from.id);
    const live = (await lockLiveBookings(tx, from)).filter((b) => b.status === 'CONFIRMED');
    const toDepartureName = (await findDepartureName(tx, pkg.id, to.departureId)) ?? '';
    const offers = await insertMoveOffers(
      tx,
      live.map((b) => ({
        bookingId: b.id,
        fromDate: b.travelDate,
        fromDepartureId: b.departureId,
        toDate: to.date,
        toDepartureId: to.departureId,
        offeredBy: admin.id,
      })),
      now,
    );
    for (const offer of offers) await enqueueMoveOfferEmail(tx, { ...offer, toDepartureName });
    return { offered: offers.length };
  });
}

const sameDate = () => new AppError('DATE_CHANGE_NOT_ALLOWED', dateChangeMessages.sameDate);
const notBookable = () => new AppError('DATE_CHANGE_NOT_ALLOWED', dateChangeMessages.notBookable);
const notAllowed = () => new AppError('DATE_CHANGE_NOT_ALLOWED', dateChangeMessages.changeNotAllowed);

/** The booking's selection priced on another date of its package (checkout's own pricing). */
async function priceOn(tx: Database, b: BookingRow, to: { date: string; departureId: string }, now: Date) {
  const rooms = b.pricingType === 'Simple' ? (b.selection as { adult: number; child: number }[]) : [];
  const customs = b.pricingType === 'Custom' ? (b.selection as { id: string; value: number }[]) : [];
  try {
    return await priceBooking(
      tx,
      {
        name: b.name,
        email: b.email,
        phone: b.phone,
        tourPackageId: b.packageId,
        departureId: to.departureId,
        travelDate: to.date,
        paymentType: b.paymentType,
        ...(b.pricingType === 'Simple'
          ? { adults: rooms.map((r) => r.adult), child: rooms.map((r) => r.child) }
          : { customs: customs.map((c) => ({ id: c.id, value: c.value })) }),
      },
      now,
    );
  } catch (error) {
    // A date the package does not sell (not offered, too soon, closed): 409, the date is not bookable.
    if (error instanceof AppError && error.statusCode !== 409) throw notBookable();
    throw error;
  }
}

type Mover = { kind: 'admin'; user: AuthUser } | { kind: 'owner' } | { kind: 'offer' };

/** Moves a locked booking to `to`: seats, amounts, refund of any overpayment, e-mails. */
async function moveLocked(
  tx: Database,
  b: BookingRow,
  to: { date: string; departureId: string },
  now: Date,
): Promise<{ booking: BookingRow; refunds: RefundRow[]; refundPaise: number; previousTotalPaise: number }> {
  if (await findOpenBalanceAttempt(tx, b.id, now))
    throw new AppError('DATE_CHANGE_NOT_ALLOWED', bookingMessages.balanceInProgress);
  const priced: PricedBooking = await priceOn(tx, b, to, now);
  if (priced.tourDate) {
    const date = await findDate(
      tx,
      { packageId: b.packageId, departureId: priced.departure.id, date: priced.travelDate },
      true,
    );
    if (!date || date.closedForSale || date.cancelledAt) throw notBookable();
    if (date.seats !== null && !fitsSeatCap(date.seats, await takenSeatsExcept(tx, date.id, b.id), b.people))
      throw new AppError('SEATS_UNAVAILABLE', dateChangeMessages.noSeats);
  }
  const previousTotalPaise = b.packageAmountPaise - b.discountPaise;
  // The coupon's discount stays what it was, never more than the new package amount.
  const discountPaise = Math.min(b.discountPaise, priced.packageAmountPaise);
  const captures = await listCaptures(tx, b.id);
  const refundPaise = refundOnDateChange(
    fullRefundPaise(captures),
    priced.packageAmountPaise - discountPaise,
  );
  const booking = await moveBookingRow(
    tx,
    b.id,
    {
      departureId: priced.departure.id,
      departureName: priced.departure.name,
      travelDate: priced.travelDate,
      selection: priced.selection,
      packageAmountPaise: priced.packageAmountPaise,
      discountPaise,
      balanceDueDate: balanceDueDate(priced.travelDate, now),
    },
    refundPaise,
    now,
  );
  await moveSeatHold(
    tx,
    b.id,
    priced.tourDate ? { tourDateId: priced.tourDate.id, capped: priced.tourDate.seats !== null } : null,
    b.people,
  );
  const refunds = await refundParts(tx, b, splitRefund(captures, refundPaise), now);
  // ADR 1210: a dearer total than what the tax invoice covers gets a supplementary invoice now.
  await issueSupplementaryInvoice(tx, booking, now);
  await enqueueDateChangedEmails(tx, b.id, {
    changeId: randomUUID(),
    from: { date: b.travelDate, departureName: b.departureName, totalPaise: previousTotalPaise },
    refundPaise,
  });
  return { booking, refunds, refundPaise, previousTotalPaise };
}

function changeResponse(r: {
  booking: BookingRow;
  refundPaise: number;
  previousTotalPaise: number;
}): ChangeDateResponse {
  const b = r.booking;
  return {
    bookingId: b.id,
    bookingNumber: b.bookingNumber,
    travelDate: b.travelDate,
    departureId: b.departureId ?? '',
    departureName: b.departureName,
    previousTotal: paiseToRupees(r.previousTotalPaise),
    totalAmount: paiseToRupees(b.packageAmountPaise - b.discountPaise),
    paidAmount: paiseToRupees(b.paidPaise),
    pendingAmount: paiseToRupees(pendingPaise(b)),
    refundAmount: paiseToRupees(r.refundPaise),
    balanceDueDate: b.balanceDueDate,
  };
}

/**
 * POST /v1/bookings/{id}/change-date: an admin any time before travel; the booking's owner (its
 * manage link) until the balance due date. 409 when the new date lacks seats or isn't bookable.
 */
export async function changeDate(
  deps: DateChangeDeps,
  bookingId: string,
  user: AuthUser | null,
  body: ChangeDateBody,
): Promise<ChangeDateResponse> {
  const { id } = await bookingOr404(deps.db, bookingId);
  const mover: Mover = user?.role === 'ADMIN' ? { kind: 'admin', user } : { kind: 'owner' };
  return changeWith(deps, id, mover, body);
}

async function changeWith(
  deps: DateChangeDeps,
  id: string,
  mover: Mover,
  to: ChangeDateBody | null,
): Promise<ChangeDateResponse> {
  const now = deps.clock();
  const target = { date: to?.date ?? '', departureId: to?.departureId.toLowerCase() ?? '' };
  const done = await deps.db.transaction(async (tx) => {
    const b = await lockBooking(tx, id);
    if (!b) throw new AppError('BOOKING_NOT_FOUND', bookingMessages.bookingNotFound);
    let offerId: string | undefined;
    if (mover.kind === 'offer') {
      const offer = await lockOpenOffer(tx, id);
      if (!offer || b.status !== 'CONFIRMED')
        throw new AppError('MOVE_OFFER_NOT_FOUND', dateChangeMessages.offerNotFound);
      offerId = offer.id;
      target.date = offer.toDate;
      target.departureId = offer.toDepartureId;
    } else if (!canChangeDate(b, todayInIndia(now), mover.kind === 'admin' ? 'admin' : 'traveller')) {
      throw notAllowed();
    }
    if (target.date === b.travelDate && target.departureId === b.departureId) throw sameDate();
    const moved = await moveLocked(tx, b, target, now);
    if (offerId) await decideOffer(tx, offerId, 'accepted', now);
    return moved;
  });
  await submitAll(deps, done.refunds);
  return changeResponse(done);
}

/** POST /v1/bookings/{id}/move-offer/accept: the traveller takes the offered date. */
export async function acceptMove(deps: DateChangeDeps, bookingId: string): Promise<ChangeDateResponse> {
  const { id } = await bookingOr404(deps.db, bookingId);
  return changeWith(deps, id, { kind: 'offer' }, null);
}

/** POST /v1/bookings/{id}/move-offer/decline: the traveller cancels instead, with a full refund. */
export async function declineMove(
  deps: DateChangeDeps,
  bookingId: string,
): Promise<{ cancelled: true; refundAmount: number }> {
  const { id } = await bookingOr404(deps.db, bookingId);
  const now = deps.clock();
  const done = await deps.db.transaction(async (tx) => {
    const b = await lockBooking(tx, id);
    const offer = await lockOpenOffer(tx, id);
    if (!b || !offer || b.status !== 'CONFIRMED')
      throw new AppError('MOVE_OFFER_NOT_FOUND', dateChangeMessages.offerNotFound);
    const reason = `The trip on ${formatTravelDate(offer.fromDate)} moved to ${formatTravelDate(offer.toDate)}; the traveller chose a full refund instead`;
    const result = await cancelByOperator(tx, deps, b, offer.offeredBy, reason, now);
    await decideOffer(tx, offer.id, 'declined', now);
    return result;
  });
  await submitAll(deps, done.refunds);
  return { cancelled: true, refundAmount: paiseToRupees(done.refundPaise) };
}

/**
 * GET /v1/bookings/{id}/date-change: whether the traveller may change the date now, the dates of
 * the package it could move to (with its selection priced there and seats left), and any offer.
 */
export async function getDateChangeOptions(
  deps: DateChangeDeps,
  bookingId: string,
): Promise<DateChangeOptions> {
  const b = await bookingOr404(deps.db, bookingId);
  const now = deps.clock();
  const latest = await findLatestOffer(deps.db, b.id);
  const offer = latest
    ? {
        id: latest.id,
        status: latest.status,
        fromDate: latest.fromDate,
        toDate: latest.toDate,
        toDepartureId: latest.toDepartureId,
        toDepartureName: latest.toDepartureName,
        createdAt: latest.createdAt.toISOString(),
      }
    : null;
  const canChange = canChangeDate(b, todayInIndia(now), 'traveller');
  const adminCan = canChangeDate(b, todayInIndia(now), 'admin');
  if (!adminCan) return { canChange, options: [], offer };
  const options: DateChangeOptions['options'] = [];
  for (const d of await listDates(deps.db, b.packageId, todayInIndia(now))) {
    if (d.closedForSale || d.cancelledAt || !isBookableDate(d.date, now)) continue;
    if (d.date === b.travelDate && d.departureId === b.departureId) continue;
    const left = d.seats === null ? null : seatsLeft(d.seats, await takenSeatsExcept(deps.db, d.id, b.id));
    if (left !== null && left < b.people) continue;
    const priced = await priceOn(deps.db, b, d, now).catch(() => undefined);
    if (!priced) continue;
    options.push({
      date: d.date,
      departureId: d.departureId,
      departureName: d.departureName,
      totalAmount: paiseToRupees(
        priced.packageAmountPaise - Math.min(b.discountPaise, priced.packageAmountPaise),
      ),
      seatsLeft: left,
    });
  }
  return { canChange, options, offer };
}
