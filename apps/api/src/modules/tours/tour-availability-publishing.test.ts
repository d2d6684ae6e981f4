import { addDays, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import type { PricingResponse } from '@wayfarer/shared/schemas/tour-pricing';
import { describe, expect, it } from 'vitest';
import { call, createCompleteTour, createTour, futureDate } from '../../../test/tour-factory.ts';
import { toursTestContext } from '../../../test/support/tours.ts';

const { ctx, get, post, packageRow, issues } = toursTestContext();

describe('availability', () => {
  it('is AnyDay with no dates until saved', async () => {
    const { id } = await createTour(ctx.t.app, ctx.callers.creator);
    expect((await get(`/v1/tours/${id}/availability`)).json()).toMatchObject({
      tourType: 'AnyDay',
      TourDate: [],
      TourPackageDeparture: [],
      status: 'Draft',
      rejectionReason: null,
    });
  });

  it('stores SpecificDays dates once per (departure, date), OneTime singleDate for every departure, AnyDay none', async () => {
    const { id } = await createTour(ctx.t.app, ctx.callers.creator);
    const pricing = (
      await post(`/v1/tours/${id}/pricing`, {
        pricingType: 'Simple',
        tourPackageDepartures: [
          { name: 'A', simplePricings: [{ adult: 2, child: 0, price: 100 }] },
          { name: 'B', simplePricings: [] },
        ],
      })
    ).json<PricingResponse>();
    const [a, b] = pricing.tourPackageDepartures;
    const specific = await post(`/v1/tours/${id}/availability`, {
      tourType: 'SpecificDays',
      tourDates: [
        { date: futureDate(10), tourPackageDepartureId: a!.id, seats: 12 },
        { date: futureDate(10), tourPackageDepartureId: a!.id, seats: '20' },
        { date: futureDate(12), tourPackageDepartureId: b!.id },
      ],
    });
    expect(specific.statusCode).toBe(200);
    expect(specific.json()).toMatchObject({
      tourType: 'SpecificDays',
      TourDate: [
        { date: futureDate(10), tourPackageDepartureId: a!.id, seats: 20 },
        { date: futureDate(12), tourPackageDepartureId: b!.id, seats: null },
      ],
      TourPackageDeparture: [
        { id: a!.id, name: 'A' },
        { id: b!.id, name: 'B' },
      ],
    });
    const oneTime = await post(`/v1/tours/${id}/availability`, {
      tourType: 'OneTime',
      tourDates: [],
      singleDate: futureDate(40),
    });
    expect(
      oneTime.json().TourDate.map((d: { tourPackageDepartureId: string; date: string }) => d),
    ).toMatchObject([{ date: futureDate(40) }, { date: futureDate(40) }]);
    const anyDay = await post(`/v1/tours/${id}/availability`, { tourType: 'AnyDay', tourDates: [] });
    expect(anyDay.json()).toMatchObject({ tourType: 'AnyDay', TourDate: [] });
  });

  it('refuses bad and past dates, missing and foreign departures, changing nothing', async () => {
    const mine = await createCompleteTour(ctx.t.app, ctx.t.database.db, ctx.callers.creator);
    const theirs = await createCompleteTour(ctx.t.app, ctx.t.database.db, ctx.rivalHeaders);
    const before = (await get(`/v1/tours/${mine.id}/availability`)).json();
    const departureId = mine.pricing.tourPackageDepartures[0]!.id;
    const res = await post(`/v1/tours/${mine.id}/availability`, {
      tourType: 'SpecificDays',
      tourDates: [
        { date: '2030-02-30', tourPackageDepartureId: departureId },
        { date: '12/03/2030', tourPackageDepartureId: '' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual(
      expect.arrayContaining([
        { path: 'tourDates.0.date', message: 'Invalid date' },
        { path: 'tourDates.1.date', message: 'Invalid date' },
        { path: 'tourDates.1.tourPackageDepartureId', message: 'Departure is required' },
      ]),
    );
    const past = await post(`/v1/tours/${mine.id}/availability`, {
      tourType: 'SpecificDays',
      tourDates: [
        { date: addDays(todayInIndia(), -1), tourPackageDepartureId: departureId },
        { date: futureDate(5), tourPackageDepartureId: theirs.pricing.tourPackageDepartures[0]!.id },
      ],
    });
    expect(past.statusCode).toBe(400);
    expect(issues(past)).toEqual([
      { path: 'tourDates.0.date', message: 'Invalid date' },
      { path: 'tourDates.1.tourPackageDepartureId', message: 'Departure does not belong to this package' },
    ]);
    const pastSingle = await post(`/v1/tours/${mine.id}/availability`, {
      tourType: 'OneTime',
      singleDate: addDays(todayInIndia(), -3),
    });
    expect(issues(pastSingle)).toEqual([{ path: 'singleDate', message: 'Invalid date' }]);
    expect((await get(`/v1/tours/${mine.id}/availability`)).json()).toEqual(before);
  });
});

describe('publish, unpublish, reject, feature', () => {
  it('refuses an incomplete package and lists what is missing', async () => {
    const { id } = await createTour(ctx.t.app, ctx.callers.creator);
    const res = await post(`/v1/tours/${id}/publish`, { publish: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, message: 'The package is not complete yet' });
    expect(issues(res).map((i) => i.path)).toEqual([
      'overview',
      'overview',
      'destination',
      'itinerary',
      'pricing',
    ]);
    expect(issues(res)[0]!.message).toBe('Overview: banner image');
    expect((await packageRow(id)).status).toBe('Draft');
    // A OneTime package whose only date is too close offers no bookable date.
    const tour = await createCompleteTour(ctx.t.app, ctx.t.database.db, ctx.callers.creator, {
      availability: (pricing) => ({
        tourType: 'OneTime',
        tourDates: [
          { date: addDays(todayInIndia(), 1), tourPackageDepartureId: pricing.tourPackageDepartures[0]!.id },
        ],
      }),
    });
    const close = await post(`/v1/tours/${tour.id}/publish`, { publish: true });
    expect(issues(close)).toEqual([{ path: 'availability', message: 'Availability: a bookable date' }]);
  });

  it('publishes a complete package, unpublishes it, and the admin rejects and features', async () => {
    const tour = await createCompleteTour(ctx.t.app, ctx.t.database.db, ctx.callers.creator);
    expect((await post(`/v1/tours/${tour.id}/publish`, { publish: false })).statusCode).toBe(400);
    const published = await post(`/v1/tours/${tour.id}/publish`, { publish: true });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({
      id: tour.id,
      slug: tour.slug,
      status: 'Published',
      rejectionReason: null,
      featured: false,
    });
    const firstPublishedAt = (await packageRow(tour.id)).publishedAt;
    expect(firstPublishedAt).not.toBeNull();
    expect((await post(`/v1/tours/${tour.id}/unpublish`)).json().status).toBe('Draft');

    expect((await post(`/v1/tours/${tour.id}/reject`, { reason: 'x' })).statusCode).toBe(403);
    const noReason = await post(`/v1/tours/${tour.id}/reject`, { reason: ' ' }, ctx.callers.admin);
    expect(noReason.json().message).toBe('Reason is required');
    const rejected = await post(
      `/v1/tours/${tour.id}/reject`,
      { reason: 'Blurry photos' },
      ctx.callers.admin,
    );
    expect(rejected.json()).toMatchObject({ status: 'Rejected', rejectionReason: 'Blurry photos' });
    expect((await get(`/v1/tours/${tour.id}/availability`)).json()).toMatchObject({
      status: 'Rejected',
      rejectionReason: 'Blurry photos',
    });
    // Only the admin publishes a rejected package again (tour-moderation.test.ts has the review).
    expect((await post(`/v1/tours/${tour.id}/publish`, { publish: true })).statusCode).toBe(409);
    const again = await post(`/v1/tours/${tour.id}/approve`, undefined, ctx.callers.admin);
    expect(again.json()).toMatchObject({ status: 'Published', rejectionReason: null });
    expect((await packageRow(tour.id)).publishedAt).toEqual(firstPublishedAt);

    const feature = (headers: Record<string, string>, featured: boolean) =>
      call(ctx.t.app, headers, 'PATCH', `/v1/tours/${tour.id}/feature`, { featured });
    expect((await feature(ctx.callers.creator, true)).statusCode).toBe(403);
    expect((await feature(ctx.callers.admin, true)).json()).toMatchObject({
      featured: true,
      status: 'Published',
    });
    expect((await get(`/v1/tours?title=bali&status=Published`)).json().tourPackages[0]).toMatchObject({
      featured: true,
      startingPrice: 25000,
    });
  });
});
