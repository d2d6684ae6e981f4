import { PUBLIC_CACHE_CONTROL } from '../../plugins/etag.ts';
import { addDays, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { publicPackage } from '@wayfarer/shared/schemas/tour-public';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, seatHolds } from '../../db/schema.ts';
import type { TestCreator } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { startPublicToursApp, tag } from '../../../test/support/public-tours.ts';

// The public package page (/v1/tours/public/slug/{slug} and /id/{id}). The lists: public-lists.test.ts.

let t: TestApp;
let creator: TestCreator;
let pkg: TestPackage;

beforeAll(async () => {
  ({ t, creator, pkg } = await startPublicToursApp());
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** A booking holding `people` seats of the package's date, straight into the database. */
async function hold(p: TestPackage, date: string, people: number, status: 'held' | 'confirmed' | 'released') {
  const tourDate = p.departure.dates.find((d) => d.date === date)!;
  const [booking] = await t.db
    .insert(bookings)
    .values({
      bookingNumber: `T${tag()}`,
      packageId: p.id,
      creatorId: p.creatorId,
      departureId: p.departure.id,
      departureName: p.departure.name,
      travelDate: date,
      balanceDueDate: date,
      name: 'Holder',
      email: 'holder@example.com',
      phone: '9876543210',
      paymentType: 'token',
      pricingType: 'Simple',
      selection: [],
      people,
      packageAmountPaise: 100,
      dueNowPaise: 15,
    })
    .returning();
  await t.db.insert(seatHolds).values({ bookingId: booking!.id, tourDateId: tourDate.id, people, status });
}

describe('GET /v1/tours/public/slug/{slug} and /id/{id}', () => {
  it('answers the published package in the public shape, prices in rupees', async () => {
    const res = await get(`/v1/tours/public/slug/${pkg.slug}`);
    expect(res.statusCode).toBe(200);
    // The hot route skips zod serialisation: the shape is guaranteed here.
    const body = publicPackage.parse(res.json());
    expect(res.json()).toEqual(body); // no extra keys
    expect(body).toMatchObject({
      id: pkg.id,
      slug: pkg.slug,
      title: pkg.title,
      tourType: 'AnyDay',
      TourDate: [],
      SoldOutDate: [],
      ClosedDate: [],
    });
    expect(body.creator.username).toBe(creator.creator.username);
    const twoAdults = body.TourSimplePricing.find((p) => p.adult === 2 && p.child === 0)!;
    expect(twoAdults).toMatchObject({
      price: 50_000,
      pricePerPerson: 25_000,
      tourPackageDepartureId: pkg.departure.id,
    });
    const family = body.TourSimplePricing.find((p) => p.adult === 2 && p.child === 1)!;
    expect(family.pricePerPerson).toBe(21_666.67);
    expect(body.startingPrice).toBe(25_000);
    expect(body.TourPackageDeparture).toEqual([
      { id: pkg.departure.id, name: 'Standard', departureInclusions: [{ inclusion: 'Airport transfers' }] },
    ]);
    expect(body.TourItinerary.map((i) => i.day)).toEqual([1, 2, 3, 4]);
    expect(body.TourItinerary[0]!.destination).toEqual(pkg.places[0]);
    expect(body.hotels).toEqual([
      expect.objectContaining({ name: pkg.hotel.name, nights: 3, starRating: expect.any(Number) }),
    ]);
    expect(body.destinations.map((d) => d.days)).toEqual([2, 2]);
    expect(body.totalDays).toBe(4);
    expect(body.TourInclusion[0]).toEqual({ description: 'Breakfast daily' });

    const byId = await get(`/v1/tours/public/id/${pkg.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(res.json());
  });

  it('prices custom pricings per person', async () => {
    const custom = await createPublishedPackage(t.app, { creator, pricingType: 'Custom' });
    const body = publicPackage.parse((await get(`/v1/tours/public/slug/${custom.slug}`)).json());
    expect(body.TourCustomPricing.map((p) => [p.name, p.price, p.pricePerPerson])).toEqual([
      ['Couple package', 90_000, 45_000],
      ['Solo', 50_000, 50_000],
    ]);
  });

  it('answers 404 for Draft, Rejected, unknown and malformed', async () => {
    const draft = await createPublishedPackage(t.app, { creator, status: 'Draft' });
    const rejected = await createPublishedPackage(t.app, { creator, status: 'Rejected' });
    for (const url of [
      `/v1/tours/public/slug/${draft.slug}`,
      `/v1/tours/public/id/${draft.id}`,
      `/v1/tours/public/slug/${rejected.slug}`,
      `/v1/tours/public/id/${rejected.id}`,
      '/v1/tours/public/slug/no-such-package',
      '/v1/tours/public/id/not-a-uuid',
      '/v1/tours/public/id/00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 404, error: 'PACKAGE_NOT_FOUND', message: 'Package not found' });
    }
  });

  it('lists only bookable dates (after today + 2 in India) with seats left', async () => {
    const today = todayInIndia();
    const d = (n: number) => addDays(today, n);
    const dated = await createPublishedPackage(t.app, {
      creator,
      tourType: 'SpecificDays',
      dates: [
        d(-1),
        d(0),
        d(2),
        d(3),
        { date: d(10), seats: 2 },
        { date: d(11), seats: 4 },
        { date: d(12), seats: 0 },
      ],
    });
    await hold(dated, d(10), 2, 'held');
    await hold(dated, d(11), 1, 'confirmed');
    await hold(dated, d(11), 3, 'released');
    const body = publicPackage.parse((await get(`/v1/tours/public/slug/${dated.slug}`)).json());
    expect(body.TourDate.map((x) => [x.date, x.seatsLeft])).toEqual([
      [d(3), null],
      [d(11), 3],
    ]);
    expect(body.TourDate[0]!.tourPackageDepartureId).toBe(dated.departure.id);
    // Full dates are offered for the waitlist.
    expect(body.SoldOutDate.map((x) => x.date)).toEqual([d(10), d(12)]);
  });

  it('sends an ETag and answers 304 to a matching If-None-Match', async () => {
    const url = `/v1/tours/public/slug/${pkg.slug}`;
    const first = await get(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(url, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
    const list = await get('/v1/tours/list');
    expect((await get('/v1/tours/list', { 'if-none-match': list.headers.etag as string })).statusCode).toBe(
      304,
    );
    // Errors are not cached.
    expect((await get('/v1/tours/public/slug/nope')).headers.etag).toBeUndefined();
  });
});
