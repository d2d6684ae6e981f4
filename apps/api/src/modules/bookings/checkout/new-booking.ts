import { whatsappNumber } from '@wayfarer/shared/rules/phone';
import { fitsSeatCap } from '@wayfarer/shared/rules/seat-cap';
import { bookingMessages } from '@wayfarer/shared/schemas/booking';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { type BookingRow, insertBooking, type NewBooking } from '../bookings.repository.ts';
import { newManageKey } from '../manage/manage-key.ts';
import type { PricedBooking } from './booking-pricing.ts';
import { insertSeatHold, lockTourDate, takenSeats } from './seat-holds.repository.ts';

/** Who books, as the checkout form and the admin's form both ask it. */
export type Traveller = {
  name: string;
  email: string;
  phone: string;
  stateCode?: string | null | undefined;
  whatsappOptIn?: boolean | undefined;
  paymentType: NewBooking['paymentType'];
};

/** What differs between a checkout's booking and an admin's: the money, the keys, who made it. */
type BookingTerms = Omit<
  NewBooking,
  | 'packageId'
  | 'creatorId'
  | 'departureId'
  | 'departureName'
  | 'travelDate'
  | 'name'
  | 'email'
  | 'phone'
  | 'stateCode'
  | 'whatsappPhone'
  | 'paymentType'
  | 'pricingType'
  | 'selection'
  | 'people'
  | 'packageAmountPaise'
  | 'manageKey'
>;

/**
 * A new booking and its seat hold, inside the caller's core transaction. The core's lock order
 * (docs/BOOKING-CORE.md): the date row first — concurrent checkouts, the payments landing on the
 * date and the editor's saves queue there — then the booking, whose triggers write the date's
 * board counts. Inserting the booking first took those rows before the date and deadlocked with a
 * payment on the same date (npm run fleet). A closed or full date is refused under the lock.
 */
export async function insertBookingOnDate(
  tx: Database,
  priced: PricedBooking,
  traveller: Traveller,
  terms: BookingTerms,
): Promise<BookingRow> {
  const date = priced.tourDate ? await lockTourDate(tx, priced.tourDate.id) : undefined;
  if (priced.tourDate) {
    if (!date) throw new AppError('DATE_UNAVAILABLE', bookingMessages.dateUnavailable);
    if (date.closedForSale) throw new AppError('DATE_CLOSED_FOR_SALE', bookingMessages.closedForSale);
    if (date.seats !== null && !fitsSeatCap(date.seats, await takenSeats(tx, date.id), priced.people))
      throw new AppError('SEATS_UNAVAILABLE', bookingMessages.soldOut);
  }
  const booking = await insertBooking(tx, {
    packageId: priced.pkg.id,
    creatorId: priced.pkg.creatorId,
    departureId: priced.departure.id,
    departureName: priced.departure.name,
    travelDate: priced.travelDate,
    name: traveller.name,
    email: traveller.email,
    phone: traveller.phone,
    stateCode: traveller.stateCode || null,
    // ADR 1343: the booking's WhatsApp number when the traveller opted in.
    whatsappPhone: traveller.whatsappOptIn === true ? whatsappNumber(traveller.phone) : null,
    paymentType: traveller.paymentType,
    pricingType: priced.pkg.pricingType,
    selection: priced.selection,
    people: priced.people,
    packageAmountPaise: priced.packageAmountPaise,
    manageKey: newManageKey(),
    ...terms,
  });
  if (date && date.seats !== null)
    await insertSeatHold(tx, { bookingId: booking.id, tourDateId: date.id, people: priced.people });
  return booking;
}
