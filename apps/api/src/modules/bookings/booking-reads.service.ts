import type { PaymentStatus, TripStatus } from '@wayfarer/shared/enums';
import { serverMessages } from '@wayfarer/shared/messages';
import {
  areTravellersEditable,
  maskIdNumber,
  type RefundQuote,
  refundQuote,
} from '@wayfarer/shared/rules/booking-lifecycle';
import { bookingInstalments, isPaymentOverdue } from '@wayfarer/shared/rules/instalments';
import {
  isUnpaidAfterTravel,
  netPaidPaise,
  paiseToRupees,
  paiseToRupeesOrNull,
  pendingPaise,
} from '@wayfarer/shared/rules/money';
import {
  type BookingCancellation,
  type BookingResponse,
  bookingMessages,
  type RefundQuoteResponse,
} from '@wayfarer/shared/schemas/booking';
import type { BookingInstalment } from '@wayfarer/shared/schemas/instalments';
import type {
  BookingListResponse,
  BookingListRow,
  bookingListQuery,
} from '@wayfarer/shared/schemas/booking-list';
import type { z } from '@wayfarer/shared/zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import type { CustomSelectionItem, SimpleSelectionItem } from './bookings.repository.ts';
import {
  type AttemptRow,
  type BookingRow,
  type BookingWithPackage,
  findBooking,
  listBookings,
} from './bookings.repository.ts';
import {
  listAttempts,
  listRefunds,
  listTravellers,
  type RefundRow,
  type TravellerRow,
} from './booking-records.repository.ts';
import { isSessionFor, manageKeyMatches } from './manage/manage-key.ts';
import { tripOfBooking } from '../group-trips/index.ts';
import type { Clock } from '../../lib/clock.ts';

// Reading bookings: the traveller's view (result and manage pages) and the operators' list.

export const BOOKING_PAGE_SIZE = 10;

export async function bookingOr404(db: Database, bookingId: string): Promise<BookingWithPackage> {
  const booking = isUuid(bookingId) ? await findBooking(db, bookingId.toLowerCase()) : undefined;
  if (!booking) throw new AppError('BOOKING_NOT_FOUND', bookingMessages.bookingNotFound);
  return booking;
}

/** What the manage page shows beside the booking row (booking-records.repository.ts). */
export type BookingRecords = {
  attempts: AttemptRow[];
  refunds: RefundRow[];
  travellers: TravellerRow[];
  /** Where the booking's date stands against its minimum group size. */
  trip: { tripStatus: TripStatus; travellersNeeded: number | null };
};

export async function loadBookingRecords(
  db: Database,
  bookingId: string,
  now: Date = new Date(),
): Promise<BookingRecords> {
  const [attempts, refunds, travellers, trip] = await Promise.all([
    listAttempts(db, bookingId),
    listRefunds(db, bookingId),
    listTravellers(db, bookingId),
    tripOfBooking(db, bookingId, now),
  ]);
  return { attempts, refunds, travellers, trip };
}

const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

function cancellationOf(b: BookingRow, now: Date): BookingCancellation | null {
  if (!b.cancellationRequestedAt && !b.cancelledAt) return null;
  // The quote as it stood when the traveller asked (or the admin cancelled).
  const askedAt = b.cancellationRequestedAt ?? b.cancelledAt ?? now;
  // The quote frozen when the request was received, when there is one.
  const quote =
    b.cancellationQuote ??
    refundQuote(
      {
        travelDate: b.travelDate,
        totalPaise: b.packageAmountPaise - b.discountPaise,
        // ADR 1210: what the booking holds (a date change's refund already went back).
        paidPaise: netPaidPaise(b),
      },
      askedAt,
    );
  // Cancelled by the operator with its date: everything paid back, nothing deducted.
  const shown = b.cancelledByOperator
    ? {
        ...quote,
        deductionPercent: 0,
        deductionPaise: 0,
        refundPaise: b.refundAppliedPaise ?? quote.paidPaise,
      }
    : quote;
  return {
    requestedAt: isoOrNull(b.cancellationRequestedAt),
    reason: b.cancellationReason ?? b.cancelReason,
    quote: toRefundQuoteResponse(shown),
    cancelledAt: isoOrNull(b.cancelledAt),
    refundAmount: paiseToRupeesOrNull(b.refundAppliedPaise),
    byOperator: b.cancelledByOperator,
  };
}

export const toRefundQuoteResponse = (q: RefundQuote): RefundQuoteResponse => ({
  daysBeforeTravel: q.daysBeforeTravel,
  deductionPercent: q.deductionPercent,
  deduction: paiseToRupees(q.deductionPaise),
  paid: paiseToRupees(q.paidPaise),
  refundAmount: paiseToRupees(q.refundPaise),
});

/** What the manage page and a list row both show first: who, when, and the money in rupees. */
function contactAndAmounts(b: BookingWithPackage) {
  return {
    bookingId: b.id,
    bookingNumber: b.bookingNumber,
    name: b.name,
    email: b.email,
    phone: b.phone,
    travelDate: b.travelDate,
    packageAmount: paiseToRupees(b.packageAmountPaise),
    discount: paiseToRupees(b.discountPaise),
    // spec 001 §3: totalAmount is the amount paid so far.
    totalAmount: paiseToRupees(b.paidPaise),
  };
}

/**
 * The booking as the result page and the traveller's manage page read it (ID numbers masked).
 * ADR 1302: `manageable` when the reader holds the booking's manage key; without it the ID
 * numbers are withheld altogether.
 */
export function toBookingResponse(
  b: BookingWithPackage,
  records: BookingRecords,
  now: Date = new Date(),
  manageable = false,
): BookingResponse {
  const pending = pendingPaise(b);
  const simple = b.pricingType === 'Simple';
  return {
    ...contactAndAmounts(b),
    pendingAmount: paiseToRupees(pending),
    dueNow: paiseToRupees(b.dueNowPaise),
    paymentType: b.paymentType,
    paymentStatus: b.paymentStatus as PaymentStatus,
    pricingType: b.pricingType,
    tourPackage: b.tourPackage,
    departure: { id: b.departureId, name: b.departureName },
    rooms: simple
      ? (b.selection as SimpleSelectionItem[]).map((r) => ({
          adult: r.adult,
          child: r.child,
          price: paiseToRupees(r.pricePaise),
        }))
      : [],
    customs: simple
      ? []
      : (b.selection as CustomSelectionItem[]).map((c) => ({
          id: c.id,
          name: c.name,
          price: paiseToRupees(c.pricePaise),
          value: c.value,
          totalPeople: c.totalPeople,
        })),
    createdAt: b.createdAt.toISOString(),
    bookingStatus: b.status,
    balanceDueDate: b.balanceDueDate,
    balanceOverdue: isPaymentOverdue(b, now),
    people: b.people,
    payments: records.attempts.map((a) => ({
      id: a.id,
      kind: a.kind,
      amount: paiseToRupees(a.amountPaise),
      status: a.status,
      createdAt: a.createdAt.toISOString(),
    })),
    refunds: records.refunds.map((r) => ({
      id: r.id,
      amount: paiseToRupees(r.amountPaise),
      kind: r.kind,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    travellers: records.travellers.map((t) => ({
      id: t.id,
      name: t.name,
      age: t.age,
      gender: t.gender,
      idType: t.idType,
      idNumber: manageable && t.idNumber ? maskIdNumber(t.idNumber) : null,
      // Each traveller's contact only to the booking's owner (ADR 1302, 1372).
      email: manageable ? t.email : null,
      phone: manageable ? t.phone : null,
    })),
    travellersEditable:
      (b.status === 'CONFIRMED' || b.status === 'CANCELLATION_REQUESTED') &&
      areTravellersEditable(b.travelDate, now),
    cancellation: cancellationOf(b, now),
    tripStatus: records.trip.tripStatus,
    travellersNeeded: records.trip.travellersNeeded,
    manageable,
    instalments: instalmentsResponse(b, now),
  };
}

/** ADR 1365: a booking's instalments in rupees (empty for a booking without a plan). */
export const instalmentsResponse = (b: BookingRow, now: Date): BookingInstalment[] =>
  bookingInstalments(b, now).map((i) => ({
    amount: paiseToRupees(i.amountPaise),
    dueDate: i.dueDate,
    status: i.status,
    owed: paiseToRupees(i.owedPaise),
  }));

/**
 * The booking by its id. `manageKey`: the X-Manage-Key the reader sent (ADR 1302), or true after
 * a traveller's action already checked it; `sessionEmail`: the address of the reader's traveller
 * session (ADR 1310). Anything else reads the booking without the traveller's ID numbers.
 */
export async function getBooking(
  deps: { db: Database; clock: Clock },
  bookingId: string,
  manageKey: string | true | undefined = undefined,
  sessionEmail: string | undefined = undefined,
): Promise<BookingResponse> {
  const booking = await bookingOr404(deps.db, bookingId);
  const now = deps.clock();
  const manageable =
    manageKey === true ||
    manageKeyMatches(booking.manageKey, manageKey) ||
    isSessionFor(booking.email, sessionEmail);
  return toBookingResponse(booking, await loadBookingRecords(deps.db, booking.id, now), now, manageable);
}

/** A list row as it reads at `now` (balanceOverdue depends on the day). */
export const bookingListRowAt =
  (now: Date) =>
  (b: BookingWithPackage): BookingListRow => {
    const pending = pendingPaise(b);
    return {
      ...contactAndAmounts(b),
      paymentStatus: b.paymentStatus as PaymentStatus,
      paymentType: b.paymentType,
      createdAt: b.createdAt.toISOString(),
      tourPackage: { id: b.tourPackage.id, title: b.tourPackage.title, banner: b.tourPackage.banner },
      bookingStatus: b.status,
      cancelledByOperator: b.cancelledByOperator,
      pendingAmount: paiseToRupees(pending),
      balanceOverdue: isPaymentOverdue(b, now),
      unpaidAfterTravel: isUnpaidAfterTravel(b),
    };
  };

export const toBookingListRow = (b: BookingWithPackage): BookingListRow => bookingListRowAt(new Date())(b);

/** Admin: every booking; a creator: its packages' bookings; anyone else 403. */
export async function getBookingPage(
  db: Database,
  user: AuthUser,
  query: z.output<typeof bookingListQuery>,
  now: Date = new Date(),
): Promise<BookingListResponse> {
  let creatorId: string | undefined;
  if (user.role !== 'ADMIN') {
    if (!user.creatorId) throw new AppError('FORBIDDEN', serverMessages.forbidden);
    creatorId = user.creatorId;
  }
  const page = { page: query.page, limit: BOOKING_PAGE_SIZE };
  const { rows, total } = await listBookings(db, {
    creatorId,
    search: query.search,
    status: query.status,
    bookingStatus: query.bookingStatus,
    offset: offsetOf(page),
    limit: page.limit,
  });
  return {
    results: rows.map(bookingListRowAt(now)),
    page: page.page,
    limit: page.limit,
    totalPages: Math.ceil(total / page.limit),
    totalResults: total,
  };
}
