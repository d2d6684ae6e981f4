import { randomUUID } from 'node:crypto';
import { balanceDueDate, splitRefund } from '@wayfarer/shared/rules/booking-lifecycle';
import { canChangeDate, fullRefundPaise, refundOnDateChange } from '@wayfarer/shared/rules/date-change';
import { paiseToRupees, pendingPaise } from '@wayfarer/shared/rules/money';
import { fitsSeatCap, seatsLeft } from '@wayfarer/shared/rules/seat-cap';
import { formatTravelDate, isBookableDate, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { bookingMessages } from '@wayfarer/shared/schemas/booking';
import {
  type ChangeDateBody,
  type ChangeDateResponse,
  type DateChangeOptions,
  dateChangeMessages,
} from '@wayfarer/shared/schemas/date-changes';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import type { RefundRow } from '../bookings/index.ts';
import { findOpenBalanceAttempt } from '../bookings/index.ts';
import { coreTransaction, lockBookingInOrder } from '../bookings/index.ts';
import { isUuid } from '../../lib/uuid.ts';
import { bookingOr404 } from '../bookings/index.ts';
import type { BookingRow } from '../bookings/index.ts';
import { type PricedBooking, priceBooking } from '../bookings/index.ts';
import { refundParts } from '../bookings/index.ts';
import { listCaptures } from '../bookings/index.ts';
import { issueSupplementaryInvoice } from '../invoices/index.ts';
import { enqueueDateChangedEmails } from './date-change-emails.ts';
import {
  cancelByOperator,
  type DateChangeDeps,
  notBookable,
  sameDate,
  submitAll,
} from './date-change-shared.ts';
import {
  decideOffer,
  findDate,
  findLatestOffer,
  listDates,
  lockOpenOffer,
  takenSeatsExcept,
} from './date-changes.repository.ts';
import { moveBookingRow, moveSeatHold } from '../bookings/index.ts';

// ADR 1206, 1205: a booking changes its date (an admin any time before travel,
// the traveller until the balance due date), and a traveller accepts or declines a group's move.

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
        // A booking on instalments keeps the plan it froze (ADR 1365): only the total is priced here.
        paymentType: b.paymentType === 'instalments' ? 'token' : b.paymentType,
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

/** The date row a change is headed for (read unlocked: the core locks it, in order, before the booking). */
async function targetDateIds(
  db: Database,
  id: string,
  mover: Mover,
  target: { date: string; departureId: string },
): Promise<string[]> {
  let to = target;
  if (mover.kind === 'offer') {
    const offer = await findLatestOffer(db, id);
    if (offer?.status !== 'offered') return [];
    to = { date: offer.toDate, departureId: offer.toDepartureId };
  }
  const b = await bookingOr404(db, id);
  if (!isUuid(to.departureId)) return [];
  const row = await findDate(db, { packageId: b.packageId, departureId: to.departureId, date: to.date });
  return row ? [row.id] : [];
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
  const alsoLock = await targetDateIds(deps.db, id, mover, target);
  const done = await coreTransaction(deps.db, async (tx) => {
    // The core's lock order: both dates (in id order), then the booking (core/lock-order.ts).
    const b = await lockBookingInOrder(tx, id, alsoLock);
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
  const done = await coreTransaction(deps.db, async (tx) => {
    const b = await lockBookingInOrder(tx, id);
    const offer = await lockOpenOffer(tx, id);
    if (!b || !offer || b.status !== 'CONFIRMED')
      throw new AppError('MOVE_OFFER_NOT_FOUND', dateChangeMessages.offerNotFound);
    const reason = `The trip on ${formatTravelDate(offer.fromDate)} moved to ${formatTravelDate(offer.toDate)}; the traveller chose a full refund instead`;
    const result = await cancelByOperator(tx, deps, b, offer.offeredBy, reason, now, 'moveDeclined');
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
