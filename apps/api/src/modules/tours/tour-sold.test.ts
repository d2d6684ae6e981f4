import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { bookings, paymentAttempts } from '../../db/schema.ts';
import { formatTravelDate } from '@wayfarer/shared/rules/travel-date';
import { paidBooking } from '../../../test/support/manage.ts';
import { book, bookingPayload } from '../../../test/support/bookings.ts';

// Sold is sold. The editor's availability and pricing saves never remove or move a date,
// departure or price that live bookings (paid, not cancelled) or unexpired holds stand on.

let t: TestApp;
let admin: string;
let pkg: TestPackage;
const sold = addDays(firstBookableDate(), 12);
const held = addDays(firstBookableDate(), 20);
const free = addDays(firstBookableDate(), 30);
const moved = addDays(firstBookableDate(), 40);
let soldBookingId: string;
let heldBookingId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t.app)).tokens.access.token;
  pkg = await createPublishedPackage(t.app, {
    dates: [
      { date: sold, seats: 10 },
      { date: held, seats: null },
      { date: free, seats: 8 },
    ],
  });
  // 3 people paid on `sold` (rooms 2+0 and 1+0); an unpaid checkout of 2 still pending on `held`.
  soldBookingId = (
    await paidBooking(t.app, pkg, { travelDate: sold, adults: [2, 1], child: [0, 0], paymentType: 'full' })
  ).bookingId;
  const pending = await book(t.app, bookingPayload(pkg.id, pkg.departure.id, { travelDate: held }));
  expect(pending.statusCode).toBe(201);
  heldBookingId = pending.json().bookingId;
});
afterAll(() => t.close());

const creator = () => bearer(pkg.creator.token);
const idOf = (date: string) => pkg.departure.dates.find((d) => d.date === date)!.id;
const row = (date: string, extra: Record<string, unknown> = {}) => ({
  id: idOf(date),
  date,
  tourPackageDepartureId: pkg.departure.id,
  seats: pkg.departure.dates.find((d) => d.date === date)?.seats ?? null,
  ...extra,
});
const saveDates = (payload: object) =>
  t.app.inject({ method: 'POST', url: `/v1/tours/${pkg.id}/availability`, headers: creator(), payload });
const savePricing = (payload: object) =>
  t.app.inject({ method: 'POST', url: `/v1/tours/${pkg.id}/pricing`, headers: creator(), payload });
const storedDates = async () =>
  (await t.app.inject({ method: 'GET', url: `/v1/tours/${pkg.id}/availability`, headers: creator() }))
    .json()
    .TourDate.map((d: { date: string }) => d.date);
const soldMessage = `${formatTravelDate(sold)} has 1 booking (3 people) — close it for sale instead`;
const heldMessage = `${formatTravelDate(held)} has 1 booking (2 people) — close it for sale instead`;

describe('availability saves keep sold dates', () => {
  it('refuses removing a date with a paid booking, naming the date and count; nothing changes', async () => {
    const res = await saveDates({ tourType: 'SpecificDays', tourDates: [row(held), row(free)] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(soldMessage);
    expect(res.json().errors).toEqual([{ path: 'tourDates', message: soldMessage }]);
    expect(await storedDates()).toEqual([sold, held, free]);
    const board = await t.app.inject({
      method: 'GET',
      url: `/v1/tours/${pkg.id}/departures-board`,
      headers: bearer(admin),
    });
    expect(board.json().dates[0]).toMatchObject({ date: sold, confirmed: 3, left: 7, closedForSale: false });
  });

  it('refuses an empty list, a switch to AnyDay and a OneTime date, naming every sold date', async () => {
    for (const payload of [
      { tourType: 'SpecificDays', tourDates: [] },
      { tourType: 'AnyDay', tourDates: [] },
      { tourType: 'OneTime', tourDates: [], singleDate: free },
    ]) {
      const res = await saveDates(payload);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(`${soldMessage}; ${heldMessage}`);
    }
    expect(await storedDates()).toEqual([sold, held, free]);
  });

  it('refuses moving a sold date, at its row', async () => {
    const res = await saveDates({
      tourType: 'SpecificDays',
      tourDates: [row(sold, { date: moved }), row(held), row(free)],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([{ path: 'tourDates.0.date', message: soldMessage }]);
    expect(await storedDates()).toEqual([sold, held, free]);
  });

  it('lets a sold date change its seats, never below the people confirmed', async () => {
    const low = await saveDates({
      tourType: 'SpecificDays',
      tourDates: [row(sold, { seats: 2 }), row(held), row(free)],
    });
    expect(low.statusCode).toBe(409);
    expect(low.json().errors).toEqual([
      {
        path: 'tourDates.0.seats',
        message: `${formatTravelDate(sold)} has 3 people confirmed — the seats cannot be fewer`,
      },
    ]);
    const exact = await saveDates({
      tourType: 'SpecificDays',
      tourDates: [row(sold, { seats: 3 }), row(held), row(free)],
    });
    expect(exact.statusCode).toBe(200);
    expect(exact.json().TourDate[0]).toMatchObject({ date: sold, seats: 3, closedForSale: false });
  });

  it('removes a date nobody booked, and one whose hold expired or booking was cancelled', async () => {
    const res = await saveDates({ tourType: 'SpecificDays', tourDates: [row(sold), row(held)] });
    expect(res.statusCode).toBe(200);
    expect(await storedDates()).toEqual([sold, held]);
    // The unpaid checkout's payment expires: its hold no longer protects the date.
    await t.db
      .update(paymentAttempts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentAttempts.bookingId, heldBookingId));
    expect((await saveDates({ tourType: 'SpecificDays', tourDates: [row(sold)] })).statusCode).toBe(200);
    expect(await storedDates()).toEqual([sold]);
  });
});

describe('close for sale', () => {
  it('stops new bookings on the date, keeps its booking, shows on the board and the package page', async () => {
    const res = await saveDates({
      tourType: 'SpecificDays',
      tourDates: [row(sold, { closedForSale: true })],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().TourDate).toEqual([expect.objectContaining({ date: sold, closedForSale: true })]);
    const refused = await book(t.app, bookingPayload(pkg.id, pkg.departure.id, { travelDate: sold }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This date is closed for sale');
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, soldBookingId));
    expect(booking).toMatchObject({ status: 'CONFIRMED', people: 3 });
    const board = await t.app.inject({
      method: 'GET',
      url: `/v1/tours/${pkg.id}/departures-board`,
      headers: bearer(admin),
    });
    expect(board.json().dates[0]).toMatchObject({ date: sold, closedForSale: true, confirmed: 3 });
    const page = (await t.app.inject({ method: 'GET', url: `/v1/tours/public/slug/${pkg.slug}` })).json();
    expect(page.TourDate).toEqual([]);
    expect(page.ClosedDate).toEqual([
      { id: idOf(sold), date: sold, tourPackageDepartureId: pkg.departure.id },
    ]);
    // Opened again: bookable again.
    expect((await saveDates({ tourType: 'SpecificDays', tourDates: [row(sold)] })).statusCode).toBe(200);
    const open = await book(t.app, bookingPayload(pkg.id, pkg.departure.id, { travelDate: sold }));
    expect(open.statusCode).toBe(201);
  });
});

describe('pricing saves keep sold departures and prices', () => {
  const departure = (simplePricings: { adult: number; child: number; price: number }[]) => ({
    id: pkg.departure.id,
    name: 'Standard',
    simplePricings,
  });

  it('refuses removing the departure, a sold room or the pricing type; nothing changes', async () => {
    const gone = await savePricing({ pricingType: 'Simple', tourPackageDepartures: [{ name: 'New' }] });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(
      'Departure "Standard" has 2 bookings (5 people) — close its dates for sale instead',
    );
    const room = await savePricing({
      pricingType: 'Simple',
      tourPackageDepartures: [departure([{ adult: 2, child: 0, price: 500 }])],
    });
    expect(room.statusCode).toBe(409);
    expect(room.json().errors).toEqual([
      {
        path: 'tourPackageDepartures.0.simplePricings',
        message:
          '"Standard" 1 adult is sold in 1 booking (3 people) — keep it, or close the dates for sale instead',
      },
    ]);
    const custom = await savePricing({
      pricingType: 'Custom',
      tourPackageDepartures: [
        {
          ...departure([{ adult: 2, child: 0, price: 500 }]),
          customPricings: [{ name: 'Solo', price: 1, totalPeople: 1 }],
        },
      ],
    });
    expect(custom.statusCode).toBe(409);
    const pricing = await t.app.inject({
      method: 'GET',
      url: `/v1/tours/${pkg.id}/pricing`,
      headers: creator(),
    });
    expect(pricing.json().tourPackageDepartures[0].simplePricings).toHaveLength(3);
  });

  it('lets sold rooms change price and unsold rooms go', async () => {
    const res = await savePricing({
      pricingType: 'Simple',
      tourPackageDepartures: [
        departure([
          { adult: 2, child: 0, price: 52_000 },
          { adult: 1, child: 0, price: 31_000 },
        ]),
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().tourPackageDepartures[0].simplePricings).toHaveLength(2);
  });

  it('lets a departure go once its bookings are cancelled', async () => {
    await t.db.update(bookings).set({ status: 'CANCELLED' }).where(eq(bookings.packageId, pkg.id));
    const res = await savePricing({ pricingType: 'Simple', tourPackageDepartures: [{ name: 'New' }] });
    expect(res.statusCode).toBe(200);
  });
});
