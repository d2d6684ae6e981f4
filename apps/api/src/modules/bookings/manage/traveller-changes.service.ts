import { randomUUID } from 'node:crypto';
import { splitRefund } from '@wayfarer/shared/rules/booking-lifecycle';
import { fullRefundPaise } from '@wayfarer/shared/rules/date-change';
import { formatPaise, paiseToRupees, pendingPaise } from '@wayfarer/shared/rules/money';
import { priceCustoms, priceRooms } from '@wayfarer/shared/rules/pricing';
import {
  itemsWithout,
  type RemovalMoney,
  removalMoney,
  roomsWithout,
} from '@wayfarer/shared/rules/traveller-removal';
import { formatTravelDate, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { bookingMessages } from '@wayfarer/shared/schemas/booking';
import {
  type TravellerChange,
  type TravellerRemovalResponse,
  travellerChangeMessages,
  type renameTravellerBody,
  type transferTravellerBody,
} from '@wayfarer/shared/schemas/booking-travellers';
import type { z } from '@wayfarer/shared/zod';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { layoutJob, travellerBookingLink } from '../../../lib/email-layout.ts';
import { isUuid } from '../../../lib/uuid.ts';
import { issueSupplementaryInvoice } from '../../invoices/index.ts';
import { findDepartures } from '../../tours/index.ts';
import { findOpenBalanceAttempt } from '../booking-lifecycle.repository.ts';
import type { RefundRow } from '../booking-records.repository.ts';
import { bookingOr404 } from '../booking-reads.service.ts';
import type {
  BookingRow,
  BookingSelection,
  CustomSelectionItem,
  SimpleSelectionItem,
} from '../bookings.repository.ts';
import { coreTransaction, lockBookingInOrder } from '../core/lock-order.ts';
import { shrinkBookingRow, shrinkSeatHold } from '../core/traveller-removal.repository.ts';
import type { BookingDeps } from '../deps.ts';
import { insertEmailJobs } from '../emails/email-jobs.repository.ts';
import { refundParts } from '../refunds/booking-cancellation.service.ts';
import { submitRefund } from '../refunds/refund-sync.ts';
import { listCaptures } from '../refunds/refunds.repository.ts';
import {
  countTravellers,
  findTraveller,
  insertTravellerChange,
  listTravellerChanges,
  removeTravellerRows,
  renameTravellerRow,
  transferTravellerRow,
} from './traveller-changes.repository.ts';

// ADR 1370-1372: one traveller at a time, by the admin. A removal is the booking core's transition
// travellerRemoved (date, then booking, then what the documents keep): the booking priced again for
// the smaller party with the package's pricing, the slab then in force keeping its share of the
// removed place, what is held beyond the new total refunded (its credit notes with the refunds, a
// reduction note for an invoiced total never paid), the seat released, and the creator's share
// reversed as the refund completes. A corrected name and a transferred seat change no money.

const notFound = () => new AppError('TRAVELLER_NOT_FOUND', travellerChangeMessages.travellerNotFound);
const notAllowed = () => new AppError('TRAVELLER_CHANGE_NOT_ALLOWED', travellerChangeMessages.notAllowed);
const notPriced = () => new AppError('TRAVELLER_ROOM_NOT_PRICED', travellerChangeMessages.roomNotPriced);

type Plan = {
  traveller: { id: string; name: string; position: number };
  selection: BookingSelection;
  people: number;
  money: RemovalMoney;
};

/** The booking's selection without the traveller at `position`, priced with its departure's pricing. */
async function priceWithout(db: Database, b: BookingRow, position: number) {
  const departure = (await findDepartures(db, b.packageId)).find((d) => d.id === b.departureId);
  if (!departure) throw notPriced();
  if (b.pricingType === 'Simple') {
    const rooms = roomsWithout(b.selection as SimpleSelectionItem[], position);
    if (!rooms) throw notPriced();
    const priced = priceRooms(
      departure.simplePricings.map((p) => ({ adult: p.adult, child: p.child, pricePaise: p.pricePaise })),
      rooms,
    );
    if (!priced.valid) throw notPriced();
    const selection = priced.rooms.map((r) => ({
      adult: r.adult,
      child: r.child,
      pricePaise: r.pricePaise ?? 0,
    }));
    return { selection, people: priced.people, packageAmountPaise: priced.totalPaise };
  }
  const items = itemsWithout(b.selection as CustomSelectionItem[], position);
  if (!items) throw notPriced();
  const priced = priceCustoms(
    departure.customPricings.map((p) => ({
      id: p.id,
      name: p.name,
      pricePaise: p.pricePaise,
      totalPeople: p.totalPeople,
    })),
    items,
  );
  if (!priced.valid) throw notPriced();
  const selection = priced.items
    .filter((item) => item.value > 0)
    .map((item) => ({
      id: item.id,
      name: item.name ?? '',
      pricePaise: item.pricePaise,
      value: item.value,
      totalPeople: item.totalPeople,
    }));
  return { selection, people: priced.people, packageAmountPaise: priced.totalPaise };
}

/** What removing the traveller does, on the booking as read (locked by the caller for a removal). */
async function planRemoval(db: Database, b: BookingRow, travellerId: string, now: Date): Promise<Plan> {
  const traveller = isUuid(travellerId)
    ? await findTraveller(db, b.id, travellerId.toLowerCase())
    : undefined;
  if (!traveller) throw notFound();
  if (b.people <= 1 || (await countTravellers(db, b.id)) <= 1)
    throw new AppError('LAST_TRAVELLER', travellerChangeMessages.lastTraveller);
  if (b.status !== 'CONFIRMED' || todayInIndia(now) >= b.travelDate) throw notAllowed();
  const priced = await priceWithout(db, b, traveller.position);
  const money = removalMoney(
    {
      travelDate: b.travelDate,
      previousTotalPaise: b.packageAmountPaise - b.discountPaise,
      previousDiscountPaise: b.discountPaise,
      newPackageAmountPaise: priced.packageAmountPaise,
      heldPaise: fullRefundPaise(await listCaptures(db, b.id)),
    },
    now,
  );
  return {
    traveller: { id: traveller.id, name: traveller.name, position: traveller.position },
    selection: priced.selection,
    people: priced.people,
    money,
  };
}

function removalResponse(b: BookingRow, plan: Plan, after?: BookingRow): TravellerRemovalResponse {
  const m = plan.money;
  const pending = after
    ? pendingPaise(after)
    : Math.max(0, m.newTotalPaise - (b.paidPaise - b.liveRefundedPaise - m.refundPaise));
  return {
    bookingId: b.id,
    travellerId: plan.traveller.id,
    name: plan.traveller.name,
    people: plan.people,
    previousTotal: paiseToRupees(m.previousTotalPaise),
    totalAmount: paiseToRupees(m.newTotalPaise),
    deductionPercent: m.deductionPercent,
    retainedAmount: paiseToRupees(m.retainedPaise),
    daysBeforeTravel: m.daysBeforeTravel,
    paidAmount: paiseToRupees(b.paidPaise),
    refundAmount: paiseToRupees(m.refundPaise),
    pendingAmount: paiseToRupees(pending),
  };
}

/** GET …/travellers/{travellerId}/removal-quote (admin): what a removal now would do, nothing changed. */
export async function quoteTravellerRemoval(
  deps: Pick<BookingDeps, 'db' | 'clock'>,
  bookingId: string,
  travellerId: string,
): Promise<TravellerRemovalResponse> {
  const b = await bookingOr404(deps.db, bookingId);
  return removalResponse(b, await planRemoval(deps.db, b, travellerId, deps.clock()));
}

/** DELETE /v1/bookings/{id}/travellers/{travellerId} (admin): the transition travellerRemoved. */
export async function removeTraveller(
  deps: BookingDeps,
  bookingId: string,
  travellerId: string,
  admin: AuthUser,
): Promise<TravellerRemovalResponse> {
  const { id } = await bookingOr404(deps.db, bookingId);
  const now = deps.clock();
  const done = await coreTransaction(deps.db, async (tx) => {
    // The core's lock order: the booking's date, then the booking (core/lock-order.ts).
    const b = await lockBookingInOrder(tx, id);
    if (!b) throw new AppError('BOOKING_NOT_FOUND', bookingMessages.bookingNotFound);
    const plan = await planRemoval(tx, b, travellerId, now);
    if (await findOpenBalanceAttempt(tx, b.id, now))
      throw new AppError('BALANCE_IN_PROGRESS', bookingMessages.balanceInProgress);
    const m = plan.money;
    const after = await shrinkBookingRow(
      tx,
      b.id,
      {
        selection: plan.selection,
        people: plan.people,
        packageAmountPaise: m.packageAmountPaise,
        discountPaise: m.discountPaise,
      },
      m.refundPaise,
      now,
    );
    await shrinkSeatHold(tx, b.id, plan.people);
    const refunds: RefundRow[] = await refundParts(
      tx,
      b,
      splitRefund(await listCaptures(tx, b.id), m.refundPaise),
      now,
    );
    // ADR 1303: a total invoiced beyond what the booking now sells and never paid gets a reduction
    // note now; the refunds bring their own credit notes as they complete.
    await issueSupplementaryInvoice(tx, after, now);
    await removeTravellerRows(tx, b, plan.traveller.position);
    await insertTravellerChange(
      tx,
      {
        bookingId: b.id,
        position: plan.traveller.position,
        kind: 'removed',
        oldName: plan.traveller.name,
        newName: null,
        detail: {
          previousTotalPaise: m.previousTotalPaise,
          newTotalPaise: m.newTotalPaise,
          retainedPaise: m.retainedPaise,
          deductionPercent: m.deductionPercent,
          refundPaise: m.refundPaise,
        },
        actorId: admin.id,
      },
      now,
    );
    await insertEmailJobs(tx, [
      layoutJob(b.email, `traveller-removed:${b.id}:${randomUUID()}`, {
        subject: `A traveller was removed from booking ${b.bookingNumber}`,
        intro: `Hello ${b.name}, ${plan.traveller.name} no longer travels on your booking.`,
        lines: [
          ['Booking number', b.bookingNumber],
          ['Tour date', formatTravelDate(b.travelDate)],
          ['Travellers', String(plan.people)],
          ['New total', formatPaise(m.newTotalPaise)],
          ['Refund', formatPaise(m.refundPaise)],
        ],
        link: { label: 'Manage your booking', href: travellerBookingLink(b) },
      }),
    ]);
    return { response: removalResponse(b, plan, after), refunds };
  });
  // The gateway is asked after commit; one that does not answer leaves the refund to the reconciler.
  for (const refund of done.refunds) if (refund.kind === 'gateway') await submitRefund(deps, refund);
  return done.response;
}

/** The traveller under the booking's lock (date, then booking: the core's order, no money moves). */
async function lockedTraveller(tx: Database, bookingId: string, travellerId: string) {
  const b = await lockBookingInOrder(tx, bookingId);
  if (!b) throw new AppError('BOOKING_NOT_FOUND', bookingMessages.bookingNotFound);
  const traveller = isUuid(travellerId)
    ? await findTraveller(tx, b.id, travellerId.toLowerCase())
    : undefined;
  if (!traveller) throw notFound();
  return { b, traveller };
}

/**
 * PATCH /v1/bookings/{id}/travellers/{travellerId} (admin): a corrected name, free, on any booking
 * not cancelled; audited (who, when, old -> new). ADR 1303: tax documents already issued keep the
 * name they were issued with (they name the lead who booked, never changed after issue).
 */
export async function renameTraveller(
  deps: Pick<BookingDeps, 'db' | 'clock'>,
  bookingId: string,
  travellerId: string,
  admin: AuthUser,
  body: z.output<typeof renameTravellerBody>,
): Promise<{ travellerId: string; name: string }> {
  const { id } = await bookingOr404(deps.db, bookingId);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const { b, traveller } = await lockedTraveller(tx, id, travellerId);
    if (b.status === 'CANCELLED')
      throw new AppError('TRAVELLER_CHANGE_NOT_ALLOWED', travellerChangeMessages.renameNotAllowed);
    if (traveller.name === body.name)
      throw new AppError('VALIDATION_FAILED', travellerChangeMessages.sameName, [
        { path: 'name', message: travellerChangeMessages.sameName },
      ]);
    await renameTravellerRow(tx, traveller.id, body.name, now);
    await insertTravellerChange(
      tx,
      {
        bookingId: b.id,
        position: traveller.position,
        kind: 'renamed',
        oldName: traveller.name,
        newName: body.name,
        actorId: admin.id,
      },
      now,
    );
    return { travellerId: traveller.id, name: body.name };
  });
}

/**
 * POST /v1/bookings/{id}/travellers/{travellerId}/transfer (admin): another person takes the seat,
 * the money unchanged; the lead traveller is told by e-mail; audited.
 */
export async function transferTraveller(
  deps: Pick<BookingDeps, 'db' | 'clock'>,
  bookingId: string,
  travellerId: string,
  admin: AuthUser,
  body: z.output<typeof transferTravellerBody>,
): Promise<{ travellerId: string; name: string }> {
  const { id } = await bookingOr404(deps.db, bookingId);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const { b, traveller } = await lockedTraveller(tx, id, travellerId);
    if (b.status !== 'CONFIRMED' || todayInIndia(now) >= b.travelDate) throw notAllowed();
    const email = body.email ? body.email : null;
    const phone = body.phone ? body.phone : null;
    await transferTravellerRow(
      tx,
      traveller,
      { name: body.name, age: body.age, gender: body.gender ?? null, email, phone },
      now,
    );
    const changeId = randomUUID();
    await insertTravellerChange(
      tx,
      {
        bookingId: b.id,
        position: traveller.position,
        kind: 'transferred',
        oldName: traveller.name,
        newName: body.name,
        detail: { email, phone },
        actorId: admin.id,
      },
      now,
    );
    await insertEmailJobs(tx, [
      layoutJob(b.email, `traveller-transfer:${b.id}:${changeId}`, {
        subject: `A seat on booking ${b.bookingNumber} was transferred`,
        intro: `Hello ${b.name}, the seat of ${traveller.name} on your booking now belongs to ${body.name}. The amounts of your booking do not change.`,
        lines: [
          ['Booking number', b.bookingNumber],
          ['Tour date', formatTravelDate(b.travelDate)],
          ['Previous traveller', traveller.name],
          ['New traveller', body.name],
        ],
        link: { label: 'Manage your booking', href: travellerBookingLink(b) },
      }),
    ]);
    return { travellerId: traveller.id, name: body.name };
  });
}

/** The booking's audited traveller changes (admin booking detail). */
export async function travellerChangesOf(db: Database, bookingId: string): Promise<TravellerChange[]> {
  return (await listTravellerChanges(db, bookingId)).map((row) => ({
    ...row,
    by: row.by ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}
