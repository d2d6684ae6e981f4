import { randomUUID } from 'node:crypto';
import { createBookingBody } from '@wayfarer/shared/schemas/booking';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPublishedPackage } from '../../../../test/package-factory.ts';
import { tourDates } from '../../../db/schema.ts';
import {
  book,
  bookingPayload,
  bookingsTestApp,
  countBookings,
  payPage,
  t,
  travelDate,
  urlOf,
} from '../../../../test/support/bookings.ts';
import { bookingDeps } from '../deps.ts';
import { createBooking } from './bookings.service.ts';
import {
  findSeatHold,
  lockTourDate,
  releaseBookingSeats,
  releaseSeatHolds,
  takenSeats,
} from './seat-holds.repository.ts';

// Creating a booking on a capped date: the seats it holds, and a date closed or removed while the
// checkout runs.

bookingsTestApp();

describe('seat holds', () => {
  it('a capped date sells its seats once: held and confirmed holds count, released ones do not', async () => {
    const date = travelDate(18);
    const dated = await createPublishedPackage(t.app, { dates: [{ date, seats: 4 }] });
    const two = bookingPayload(dated.id, dated.departure.id, { travelDate: date });
    const tourDateId = dated.departure.dates[0]!.id;
    const first = await book(t.app, two);
    const second = await book(t.app, two);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(await takenSeats(t.db, tourDateId)).toBe(4);
    const third = await book(t.app, two);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      error: 'SEATS_UNAVAILABLE',
      message: 'Sorry, this date is sold out',
    });

    // Paid: the hold is confirmed and still counts.
    await payPage(t.app, urlOf(first), 'success');
    const firstId = first.json().bookingId;
    expect((await findSeatHold(t.db, firstId))!.status).toBe('confirmed');
    expect(await takenSeats(t.db, tourDateId)).toBe(4);
    expect((await book(t.app, two)).statusCode).toBe(409);

    // A failed payment's release leaves a confirmed hold alone; a cancellation's releases it.
    await releaseSeatHolds(t.db, firstId);
    expect((await findSeatHold(t.db, firstId))!.status).toBe('confirmed');
    await releaseBookingSeats(t.db, firstId);
    expect((await findSeatHold(t.db, firstId))!.status).toBe('released');
    expect(await takenSeats(t.db, tourDateId)).toBe(2);
    const secondId = second.json().bookingId;
    await releaseBookingSeats(t.db, secondId);
    expect((await findSeatHold(t.db, secondId))!.status).toBe('released');
    expect(await takenSeats(t.db, tourDateId)).toBe(0);
    expect((await book(t.app, two)).statusCode).toBe(201);
  });

  it('a date closed or removed between pricing and the lock is refused, and nothing is kept', async () => {
    // The editor's save lands after the checkout priced the date, before its lock.
    const race = async (change: (db: typeof t.db, dateId: string) => Promise<unknown>) => {
      const date = travelDate(21);
      const dated = await createPublishedPackage(t.app, { dates: [{ date, seats: 5 }] });
      const dateId = dated.departure.dates[0]!.id;
      const real = t.db;
      const db = new Proxy(real, {
        get(target, prop, receiver) {
          if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
          return async (work: Parameters<typeof real.transaction>[0]) => {
            await change(real, dateId);
            return real.transaction(work);
          };
        },
      });
      const body = createBookingBody.parse(
        bookingPayload(dated.id, dated.departure.id, { travelDate: date }),
      );
      const before = await countBookings();
      const refusal = await createBooking({ ...bookingDeps(t.app), db }, body, undefined).catch((e) => e);
      expect(await countBookings()).toBe(before);
      return refusal;
    };
    const closed = await race((db, id) =>
      db.update(tourDates).set({ closedForSale: true }).where(eq(tourDates.id, id)),
    );
    expect(closed).toMatchObject({ code: 'DATE_CLOSED_FOR_SALE', message: 'This date is closed for sale' });
    const removed = await race((db, id) => db.delete(tourDates).where(eq(tourDates.id, id)));
    expect(removed).toMatchObject({ code: 'DATE_UNAVAILABLE', message: 'This travel date is not available' });
  });

  it('a date without a cap holds no seats; lockTourDate reads the cap and the sale flag', async () => {
    const date = travelDate(19);
    const dated = await createPublishedPackage(t.app, { dates: [{ date, seats: 7 }] });
    const open = await createPublishedPackage(t.app, { dates: [date] });
    const res = await book(t.app, bookingPayload(open.id, open.departure.id, { travelDate: date }));
    expect(res.statusCode).toBe(201);
    expect(await findSeatHold(t.db, res.json().bookingId)).toBeUndefined();
    const tourDateId = dated.departure.dates[0]!.id;
    const locked = await t.db.transaction((tx) => lockTourDate(tx, tourDateId));
    expect(locked).toEqual({ id: tourDateId, seats: 7, closedForSale: false });
    expect(await t.db.transaction((tx) => lockTourDate(tx, randomUUID()))).toBeUndefined();
  });
});
