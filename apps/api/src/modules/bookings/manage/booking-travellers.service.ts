import type { BookingStatus } from '@wayfarer/shared/enums';
import { areTravellersEditable } from '@wayfarer/shared/rules/booking-lifecycle';
import { type BookingResponse, bookingMessages } from '@wayfarer/shared/schemas/booking';
import { travellerMessages, type travellersBody } from '@wayfarer/shared/schemas/booking-manage';
import type { z } from '@wayfarer/shared/zod';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import {
  listTravellers,
  lockBookingForTravellers,
  replaceTravellers,
} from '../booking-records.repository.ts';
import { bookingOr404, getBooking } from '../booking-reads.service.ts';
import type { Clock } from '../../../lib/clock.ts';
import { insertTravellerChange } from './traveller-changes.repository.ts';

// PUT /v1/bookings/{id}/travellers: who travels, one row per person of the booking.

type TravellersInput = z.output<typeof travellersBody>;

/** Travellers can be changed on a paid booking that is still going ahead (a cancellation request
 * may yet be refused); never on an unpaid, cancelled or completed one. */
const EDITABLE_STATUSES: readonly BookingStatus[] = ['CONFIRMED', 'CANCELLATION_REQUESTED'];

/** Replaces the booking's travellers; the row count, the status and the 7-day lock are checked
 * with the booking row locked, so the check and the write see the same booking. */
export async function saveTravellers(
  deps: { db: Database; clock: Clock },
  bookingId: string,
  rows: TravellersInput,
): Promise<BookingResponse> {
  const { id } = await bookingOr404(deps.db, bookingId);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const booking = await lockBookingForTravellers(tx, id);
    if (!booking) throw new AppError('BOOKING_NOT_FOUND', bookingMessages.bookingNotFound);
    if (!EDITABLE_STATUSES.includes(booking.status) || !areTravellersEditable(booking.travelDate, now)) {
      throw new AppError('TRAVELLERS_LOCKED', bookingMessages.travellersLocked);
    }
    if (rows.length !== booking.people) {
      throw new AppError('VALIDATION_FAILED', bookingMessages.travellersCount, [
        { path: '', message: `${bookingMessages.travellersCount} (${booking.people})` },
      ]);
    }
    // The page only ever sees ID numbers masked (ADR 917): a row that leaves idNumber out under
    // the same ID type keeps the saved number; null or '' clears it.
    const saved = await listTravellers(tx, id);
    const next = rows.map((row, i) => {
      const idType = row.idType ?? null;
      const previous = saved.find((t) => t.position === i);
      const kept = row.idNumber === undefined && idType !== null && previous?.idType === idType;
      return {
        name: row.name,
        age: row.age,
        gender: row.gender ?? null,
        idType,
        // Kept as entered: the traveller's page masks it, the operator will read it whole.
        idNumber: kept ? (previous?.idNumber ?? null) : row.idNumber ? row.idNumber : null,
        // ADR 1372: left out keeps the saved contact; '' or null clears it.
        email: row.email === undefined ? (previous?.email ?? null) : row.email || null,
        phone: row.phone === undefined ? (previous?.phone ?? null) : row.phone || null,
      };
    });
    // An ID type needs its number (also when "keep the saved one" finds none).
    const missing = next.flatMap((row, i) =>
      row.idType && !row.idNumber
        ? [{ path: `${i}.idNumber`, message: travellerMessages.idNumberRequired }]
        : [],
    );
    if (missing.length > 0) throw new AppError('VALIDATION_FAILED', missing[0]!.message, missing);
    await replaceTravellers(tx, id, next);
    // ADR 1371: a name the traveller corrected (same place, another name) is audited, by the traveller.
    for (const [position, row] of next.entries()) {
      const previous = saved.find((t) => t.position === position);
      if (previous && previous.name !== row.name) {
        await insertTravellerChange(
          tx,
          {
            bookingId: id,
            position,
            kind: 'renamed',
            oldName: previous.name,
            newName: row.name,
            actorId: null,
          },
          now,
        );
      }
    }
  });
  return getBooking(deps, id, true); // ADR 1302: the route checked the manage key
}
