import { isBookableDate, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { paiseToRupees } from '@wayfarer/shared/rules/money';
import {
  type CancelDateBody,
  type CancelDateResponse,
  dateChangeMessages,
  type MoveGroupBody,
  type MoveGroupResponse,
} from '@wayfarer/shared/schemas/date-changes';
import { operationsMessages } from '@wayfarer/shared/schemas/operations';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { RefundRow } from '../bookings/index.ts';
import { packageForUser } from '../tours/index.ts';
import { enqueueMoveOfferEmail, enqueueWaitlistCancelledEmails } from './date-change-emails.ts';
import {
  cancelByOperator,
  cancelUnpaidByOperator,
  type DateChangeDeps,
  notBookable,
  sameDate,
  submitAll,
} from './date-change-shared.ts';
import {
  type DateRow,
  findDate,
  findDepartureName,
  insertMoveOffers,
  markDateCancelled,
  markFromDateClosed,
  takeWaitingEntries,
} from './date-changes.repository.ts';
import { lockBookingsOnDate } from '../bookings/index.ts';

// ADR 1204, 1205: the operator cancels a date (every live booking cancelled with
// a full refund, all or none, in one transaction; the gateway is asked after it commits) and moves
// a group (each booking offered the new date).

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
    // A trip that has started (or whose bookings the completion job already closed) has run: it
    // cannot be cancelled and refunded any more (the model-based test found COMPLETED bookings left
    // on a date cancelled afterwards).
    const ran = await lockBookingsOnDate(tx, date, ['COMPLETED']);
    if (date.date <= todayInIndia(now) || ran.length > 0)
      throw new AppError('DATE_CHANGE_NOT_ALLOWED', dateChangeMessages.datePassed);
    await markDateCancelled(tx, date.id, body.reason, now);
    const refunds: RefundRow[] = [];
    let refundTotal = 0;
    // Every booking on the date, in the core's lock order (after the date): the paid ones cancelled
    // with everything refunded; those still awaiting payment cancelled too, so a payment that lands
    // later finds its booking cancelled and goes back in full (ADR 1300).
    const onDate = await lockBookingsOnDate(tx, date, ['PENDING', 'CONFIRMED', 'CANCELLATION_REQUESTED']);
    const live = onDate.filter((b) => b.status !== 'PENDING');
    for (const booking of onDate.filter((b) => b.status === 'PENDING')) {
      await cancelUnpaidByOperator(tx, deps, booking, admin.id, body.reason, now);
    }
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
    // A cancelled date has no group left to move (the model-based test found it answering 200).
    if (from.cancelledAt)
      throw new AppError('DATE_ALREADY_CANCELLED', dateChangeMessages.dateAlreadyCancelled);
    const to = await dateOf(tx, pkg.id, { date: body.toDate, departureId: body.toDepartureId });
    if (to.closedForSale || to.cancelledAt || !isBookableDate(to.date, now)) throw notBookable();
    await markFromDateClosed(tx, from.id);
    const live = (await lockBookingsOnDate(tx, from)).filter((b) => b.status === 'CONFIRMED');
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
