import { randomUUID } from 'node:crypto';
import { addDays, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import type { PricingResponse } from '@wayfarer/shared/schemas/tour';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCreator, type TestCreator } from '../../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { type Callers, signInCallers } from '../../../test/roles.ts';
import {
  call,
  createCompleteTour,
  createTour,
  createTourPlaces,
  destinationBody,
  futureDate,
  itineraryBody,
  overviewBody,
  pricingBody,
  type TourPlaces,
} from '../../../test/tour-factory.ts';
import { tourPackages } from '../../db/schema.ts';

let t: TestApp;
let callers: Callers;
let rival: TestCreator;
let rivalHeaders: Record<string, string>;
let places: TourPlaces;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  callers = await signInCallers(t.app);
  rival = await registerCreator(t.app);
  rivalHeaders = bearer(rival.token);
  places = await createTourPlaces(t.database.db);
});
afterAll(() => t.close());

const get = (url: string, headers = callers.creator) => call(t.app, headers, 'GET', url);
const post = (url: string, payload?: object, headers = callers.creator) =>
  call(t.app, headers, 'POST', url, payload);
const packageRow = async (id: string) =>
  (await t.database.db.select().from(tourPackages).where(eq(tourPackages.id, id)))[0]!;
const issues = (res: { json: () => { errors?: { path: string; message: string }[] } }) =>
  res.json().errors ?? [];

describe('POST /v1/tours', () => {
  it('creates a Draft for the signed-in creator, ignoring a creatorId', async () => {
    const res = await post('/v1/tours', {
      title: 'Goa Getaway',
      description: 'Sun',
      creatorId: rival.creator.id,
      slug: 'x',
      status: 'Published',
    });
    expect(res.statusCode).toBe(201);
    const row = await packageRow(res.json().id);
    expect(row).toMatchObject({
      creatorId: callers.creatorRecord.creator.id,
      status: 'Draft',
      title: 'Goa Getaway',
    });
    expect(row.slug).toMatch(/^goa-getaway/);
  });

  it('answers the spec messages for a missing title or description', async () => {
    const res = await post('/v1/tours', { title: ' ', description: '' });
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Title is required' },
        { path: 'description', message: 'Description is required' },
      ]),
    );
  });

  it('requires an existing creatorId from an admin', async () => {
    const missing = await post('/v1/tours', { title: 'A', description: 'B' }, callers.admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Creator is required');
    const unknown = await post(
      '/v1/tours',
      { title: 'A', description: 'B', creatorId: randomUUID() },
      callers.admin,
    );
    expect(unknown.json()).toMatchObject({ code: 400, message: 'Creator not found' });
    const junk = await post('/v1/tours', { title: 'A', description: 'B', creatorId: 'nope' }, callers.admin);
    expect(junk.json().message).toBe('Creator not found');
    const ok = await post(
      '/v1/tours',
      { title: 'A', description: 'B', creatorId: rival.creator.id },
      callers.admin,
    );
    expect(ok.statusCode).toBe(201);
    expect((await packageRow(ok.json().id)).creatorId).toBe(rival.creator.id);
  });

  it('refuses anonymous (401) and a user without a creator (403)', async () => {
    expect((await post('/v1/tours', { title: 'A', description: 'B' }, {})).statusCode).toBe(401);
    expect((await post('/v1/tours', { title: 'A', description: 'B' }, callers.user)).statusCode).toBe(403);
  });

  it('makes slugs unique with -2, -3…', async () => {
    const a = await createTour(t.app, callers.creator, { title: 'Ladakh Ride' });
    const b = await createTour(t.app, callers.creator, { title: 'Ladakh Ride' });
    const c = await createTour(t.app, rivalHeaders, { title: 'Ladakh ride!' });
    expect([a.slug, b.slug, c.slug]).toEqual(['ladakh-ride', 'ladakh-ride-2', 'ladakh-ride-3']);
  });
});

describe('GET /v1/tours', () => {
  it('lists own packages for a creator, all for an admin, filtered by title and status', async () => {
    const mine = await createTour(t.app, callers.creator, { title: 'Zanskar Trek Unique' });
    await createTour(t.app, rivalHeaders, { title: 'Zanskar Trek Unique' });
    const own = await get('/v1/tours?title=zanskar%20TREK&pageSize=50');
    expect(own.statusCode).toBe(200);
    expect(own.json().tourPackages.map((p: { id: string }) => p.id)).toEqual([mine.id]);
    expect(own.json().tourPackages[0]).toMatchObject({
      status: 'Draft',
      startingPrice: null,
      featured: false,
      creator: { id: callers.creatorRecord.creator.id },
    });
    const all = await get('/v1/tours?title=zanskar&status=', callers.admin);
    expect(all.json()).toMatchObject({ totalResults: 2, totalPages: 1, page: 1 });
    const published = await get('/v1/tours?title=zanskar&status=Published', callers.admin);
    expect(published.json().totalResults).toBe(0);
  });

  it('pages newest first', async () => {
    const res = await get('/v1/tours?pageSize=1&page=2', callers.admin);
    expect(res.json().tourPackages).toHaveLength(1);
    expect(res.json().totalPages).toBe(res.json().totalResults);
  });

  it('refuses anonymous (401) and a plain user (403)', async () => {
    expect((await get('/v1/tours', {})).statusCode).toBe(401);
    expect((await get('/v1/tours', callers.user)).statusCode).toBe(403);
  });
});

describe('overview', () => {
  it('saves and answers the fresh state; rich text is sanitised', async () => {
    const { id } = await createTour(t.app, callers.creator, { title: 'Overview Tour' });
    const res = await post(
      `/v1/tours/${id}/overview`,
      overviewBody({
        title: 'Overview Tour',
        cancellationPolicy: '<p onclick="x()">Keep<script>alert(1)</script></p>',
        termsAndConditions: '<p>T</p><img src=x onerror=alert(1)>',
        additionalNotes: '<a href="javascript:alert(1)" onmouseover="x">link</a>',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'Draft',
      banner: '/media/2026/01/banner.jpg',
      cancellationPolicy: '<p>Keep</p>',
      termsAndConditions: '<p>T</p>',
      additionalNotes: '<a rel="noopener nofollow">link</a>',
      tourInclusions: [{ description: 'Breakfast' }],
      tourExclusions: [{ description: 'Flights' }],
      isInfluencerTravelling: true,
      commissionType: 'SalesOperations',
    });
    expect((await get(`/v1/tours/${id}/overview`)).json()).toEqual(res.json());
  });

  it('answers every §5 message and changes nothing', async () => {
    const { id } = await createTour(t.app, callers.creator, { title: 'Strict Tour' });
    await post(`/v1/tours/${id}/overview`, overviewBody({ title: 'Strict Tour' }));
    const before = (await get(`/v1/tours/${id}/overview`)).json();
    const res = await post(`/v1/tours/${id}/overview`, {
      ...overviewBody(),
      title: '',
      description: '',
      banner: '',
      thumb: 'not a url',
      commissionType: 'Other',
      tourInclusions: [{ description: '' }],
      tourExclusions: [{ description: ' ' }],
    });
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Title is required' },
        { path: 'description', message: 'Description is required' },
        { path: 'banner', message: 'Banner image is required' },
        { path: 'thumb', message: 'Thumbnail is required' },
        { path: 'commissionType', message: 'Package management type required' },
        { path: 'tourInclusions.0.description', message: 'Description is required' },
        { path: 'tourExclusions.0.description', message: 'Description is required' },
      ]),
    );
    expect((await get(`/v1/tours/${id}/overview`)).json()).toEqual(before);
  });

  it('recomputes the slug with the title until first published, then keeps it', async () => {
    const tour = await createCompleteTour(t.app, t.database.db, callers.creator, { title: 'Slug Tour' });
    expect(tour.slug).toBe('slug-tour');
    const renamed = await post(`/v1/tours/${tour.id}/overview`, overviewBody({ title: 'Slug Tour Renamed' }));
    expect(renamed.json().slug).toBe('slug-tour-renamed');
    expect((await post(`/v1/tours/${tour.id}/publish`, { publish: true })).statusCode).toBe(200);
    const after = await post(`/v1/tours/${tour.id}/overview`, overviewBody({ title: 'Another Title' }));
    expect(after.json()).toMatchObject({ slug: 'slug-tour-renamed', title: 'Another Title' });
    // The editor sends an empty JSON object.
    expect((await post(`/v1/tours/${tour.id}/unpublish`, {})).json().status).toBe('Draft');
    const again = await post(`/v1/tours/${tour.id}/overview`, overviewBody({ title: 'Third Title' }));
    expect(again.json().slug).toBe('slug-tour-renamed');
  });
});

describe('destination', () => {
  it('saves places with days and hotels with nights', async () => {
    const { id } = await createTour(t.app, callers.creator);
    const res = await post(`/v1/tours/${id}/destination`, {
      tourPackageDestinations: [{ destinationId: places.placeIds[0], days: '2' }],
      tourHotels: [{ hotelId: places.hotelIds[0], nights: 1 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      tourPackageDestinations: [
        { destinationId: places.placeIds[0], days: 2, destination: { id: places.placeIds[0] } },
      ],
      tourHotels: [{ hotelId: places.hotelIds[0], nights: 1, hotel: { id: places.hotelIds[0] } }],
    });
    expect((await get(`/v1/tours/${id}/destination`)).json()).toEqual(res.json());
  });

  it('answers "Destination is required" / "Hotel is required" and refuses unknown ids, changing nothing', async () => {
    const { id } = await createTour(t.app, callers.creator);
    await post(`/v1/tours/${id}/destination`, destinationBody(places));
    const before = (await get(`/v1/tours/${id}/destination`)).json();
    const required = await post(`/v1/tours/${id}/destination`, {
      tourPackageDestinations: [{ destinationId: '', days: 1 }],
      tourHotels: [{ nights: 1 }],
    });
    expect(required.statusCode).toBe(400);
    expect(issues(required)).toEqual(
      expect.arrayContaining([
        { path: 'tourPackageDestinations.0.destinationId', message: 'Destination is required' },
        { path: 'tourHotels.0.hotelId', message: 'Hotel is required' },
      ]),
    );
    const unknown = await post(`/v1/tours/${id}/destination`, {
      tourPackageDestinations: [
        { destinationId: places.placeIds[0], days: 1 },
        { destinationId: randomUUID(), days: 1 },
      ],
      tourHotels: [{ hotelId: 'junk', nights: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(issues(unknown).map((i) => i.path)).toEqual([
      'tourPackageDestinations.1.destinationId',
      'tourHotels.0.hotelId',
    ]);
    expect((await get(`/v1/tours/${id}/destination`)).json()).toEqual(before);
  });
});

describe('itinerary', () => {
  it('needs a destination with days first', async () => {
    const { id } = await createTour(t.app, callers.creator);
    const res = await post(`/v1/tours/${id}/itinerary`, itineraryBody(places));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Add destination before you can add itinerary');
  });

  it('saves days within the total days, with meals', async () => {
    const { id } = await createTour(t.app, callers.creator);
    await post(`/v1/tours/${id}/destination`, destinationBody(places));
    const res = await post(`/v1/tours/${id}/itinerary`, itineraryBody(places));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      totalDays: 7,
      destinations: places.placeIds.map((pid) => ({ id: pid })),
      tourItineraries: [
        { day: 1, title: 'Arrival', meals: [{ name: 'Welcome dinner', type: 'food' }] },
        { day: 2, title: 'Temples', meals: [] },
      ],
    });
    expect((await get(`/v1/tours/${id}/itinerary`)).json()).toEqual(res.json());
  });

  it('answers the §5 messages, bounds the day and the place, and changes nothing', async () => {
    const { id } = await createTour(t.app, callers.creator);
    await post(`/v1/tours/${id}/destination`, destinationBody(places));
    await post(`/v1/tours/${id}/itinerary`, itineraryBody(places));
    const before = (await get(`/v1/tours/${id}/itinerary`)).json();
    const entry = itineraryBody(places).tourItineraries[0]!;
    const res = await post(`/v1/tours/${id}/itinerary`, {
      tourItineraries: [
        {
          ...entry,
          day: '1a',
          destinationId: '',
          title: '',
          description: '',
          meals: [{ name: '', type: 'drink' }],
        },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual(
      expect.arrayContaining([
        { path: 'tourItineraries.0.day', message: 'Invalid input' },
        { path: 'tourItineraries.0.destinationId', message: 'Destination is required' },
        { path: 'tourItineraries.0.title', message: 'Title is required' },
        { path: 'tourItineraries.0.description', message: 'Description is required' },
        { path: 'tourItineraries.0.meals.0.name', message: 'Detail is required' },
        { path: 'tourItineraries.0.meals.0.type', message: 'Type is required' },
      ]),
    );
    const outOfRange = await post(`/v1/tours/${id}/itinerary`, {
      tourItineraries: [
        { ...entry, day: 8 },
        { ...entry, destinationId: randomUUID() },
      ],
    });
    expect(outOfRange.statusCode).toBe(400);
    expect(issues(outOfRange)).toEqual([
      {
        path: 'tourItineraries.0.day',
        message: 'Day must be between 1 and the total days of the destinations',
      },
      { path: 'tourItineraries.1.destinationId', message: expect.any(String) },
    ]);
    expect((await get(`/v1/tours/${id}/itinerary`)).json()).toEqual(before);
  });
});

describe('pricing', () => {
  it('stores paise, answers rupees and computes the starting price (lowest per person)', async () => {
    const { id } = await createTour(t.app, callers.creator);
    const res = await post(
      `/v1/tours/${id}/pricing`,
      pricingBody({
        tourPackageDepartures: [
          {
            name: 'A',
            simplePricings: [{ adult: 2, child: 0, price: 50000 }],
            customPricings: [{ name: 'Trio', price: 90000, totalPeople: 3 }],
          },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pricingType: 'Simple',
      startingPrice: 25000,
      tourPackageDepartures: [{ name: 'A', simplePricings: [{ adult: 2, child: 0, price: 50000 }] }],
    });
    expect((await packageRow(id)).startingPricePaise).toBe(25000_00);
    const custom = await post(
      `/v1/tours/${id}/pricing`,
      pricingBody({
        pricingType: 'Custom',
        tourPackageDepartures: [
          { name: 'A', customPricings: [{ name: 'Trio', price: '90000.50', totalPeople: 3 }] },
          { name: 'B', customPricings: [{ name: 'Solo', price: 45000, totalPeople: 1 }] },
        ],
      }),
    );
    expect(custom.json().startingPrice).toBe(30000.17);
    expect(custom.json().tourPackageDepartures[0].customPricings[0].price).toBe(90000.5);
  });

  it('keeps departure ids (and their dates) and custom pricing ids across an edit', async () => {
    const tour = await createCompleteTour(t.app, t.database.db, callers.creator);
    const [departure] = tour.pricing.tourPackageDepartures;
    const customId = departure!.customPricings[0]!.id;
    const dated = (await get(`/v1/tours/${tour.id}/availability`)).json();
    expect(dated.TourDate).toHaveLength(1);
    const res = await post(`/v1/tours/${tour.id}/pricing`, {
      pricingType: 'Simple',
      tourPackageDepartures: [
        {
          id: departure!.id,
          name: 'Renamed',
          simplePricings: [{ adult: 2, child: 1, price: 60000 }],
          customPricings: [{ id: customId, name: 'Trio+', price: 1, totalPeople: 3 }],
        },
        { name: 'New one', simplePricings: [{ adult: 1, child: 0, price: 10000 }] },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<PricingResponse>();
    expect(body.tourPackageDepartures[0]).toMatchObject({ id: departure!.id, name: 'Renamed' });
    expect(body.tourPackageDepartures[0]!.customPricings[0]!.id).toBe(customId);
    expect(body.tourPackageDepartures[1]!.id).not.toBe(departure!.id);
    expect(body.startingPrice).toBe(10000);
    expect((await get(`/v1/tours/${tour.id}/availability`)).json().TourDate).toEqual(dated.TourDate);
    // Leaving the departure out deletes it with its dates.
    await post(`/v1/tours/${tour.id}/pricing`, {
      pricingType: 'Simple',
      tourPackageDepartures: [{ id: body.tourPackageDepartures[1]!.id, name: 'Only', simplePricings: [] }],
    });
    expect((await get(`/v1/tours/${tour.id}/availability`)).json().TourDate).toEqual([]);
  });

  it('answers the §5 messages and the ownership of nested ids, changing nothing', async () => {
    const mine = await createCompleteTour(t.app, t.database.db, callers.creator);
    const theirs = await createCompleteTour(t.app, t.database.db, rivalHeaders);
    const before = (await get(`/v1/tours/${mine.id}/pricing`)).json();
    const required = await post(`/v1/tours/${mine.id}/pricing`, {
      pricingType: 'Simple',
      tourPackageDepartures: [
        {
          name: '',
          simplePricings: [{}, { adult: 'x', child: '-1', price: '12.345' }],
          customPricings: [{ name: '', price: '', totalPeople: 'a' }],
        },
      ],
    });
    expect(required.statusCode).toBe(400);
    expect(issues(required)).toEqual(
      expect.arrayContaining([
        { path: 'tourPackageDepartures.0.name', message: 'Name is required' },
        { path: 'tourPackageDepartures.0.simplePricings.0.adult', message: 'Adult count is required' },
        { path: 'tourPackageDepartures.0.simplePricings.0.child', message: 'Child count is required' },
        { path: 'tourPackageDepartures.0.simplePricings.0.price', message: 'Price is required' },
        { path: 'tourPackageDepartures.0.simplePricings.1.adult', message: 'Invalid input' },
        { path: 'tourPackageDepartures.0.simplePricings.1.child', message: 'Invalid input' },
        { path: 'tourPackageDepartures.0.simplePricings.1.price', message: 'Invalid input' },
        { path: 'tourPackageDepartures.0.customPricings.0.name', message: 'Name is required' },
        { path: 'tourPackageDepartures.0.customPricings.0.price', message: 'Price is required' },
        { path: 'tourPackageDepartures.0.customPricings.0.totalPeople', message: 'Invalid input' },
      ]),
    );
    const foreign = theirs.pricing.tourPackageDepartures[0]!;
    const own = mine.pricing.tourPackageDepartures[0]!;
    const nested = await post(`/v1/tours/${mine.id}/pricing`, {
      pricingType: 'Simple',
      tourPackageDepartures: [
        { id: foreign.id, name: 'Stolen', simplePricings: [] },
        {
          id: own.id,
          name: 'Mine',
          simplePricings: [
            { adult: 2, child: 0, price: 1 },
            { adult: 2, child: 0, price: 2 },
            { adult: 0, child: 0, price: 2 },
          ],
          customPricings: [{ id: foreign.customPricings[0]!.id, name: 'X', price: 1, totalPeople: 1 }],
        },
      ],
    });
    expect(nested.statusCode).toBe(400);
    expect(issues(nested)).toEqual([
      { path: 'tourPackageDepartures.0.id', message: 'Departure does not belong to this package' },
      {
        path: 'tourPackageDepartures.1.simplePricings.1',
        message: 'This adult and child combination is already priced',
      },
      { path: 'tourPackageDepartures.1.simplePricings.2.adult', message: 'Invalid input' },
      {
        path: 'tourPackageDepartures.1.customPricings.0.id',
        message: 'Custom pricing does not belong to this departure',
      },
    ]);
    expect((await get(`/v1/tours/${mine.id}/pricing`)).json()).toEqual(before);
    expect(
      (await get(`/v1/tours/${theirs.id}/pricing`, rivalHeaders)).json().tourPackageDepartures[0].name,
    ).toBe('From Delhi');
  });
});

describe('availability', () => {
  it('is AnyDay with no dates until saved', async () => {
    const { id } = await createTour(t.app, callers.creator);
    expect((await get(`/v1/tours/${id}/availability`)).json()).toMatchObject({
      tourType: 'AnyDay',
      TourDate: [],
      TourPackageDeparture: [],
      status: 'Draft',
      rejectionReason: null,
    });
  });

  it('stores SpecificDays dates once per (departure, date), OneTime singleDate for every departure, AnyDay none', async () => {
    const { id } = await createTour(t.app, callers.creator);
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
    const mine = await createCompleteTour(t.app, t.database.db, callers.creator);
    const theirs = await createCompleteTour(t.app, t.database.db, rivalHeaders);
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
    const { id } = await createTour(t.app, callers.creator);
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
    const tour = await createCompleteTour(t.app, t.database.db, callers.creator, {
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
    const tour = await createCompleteTour(t.app, t.database.db, callers.creator);
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
    const noReason = await post(`/v1/tours/${tour.id}/reject`, { reason: ' ' }, callers.admin);
    expect(noReason.json().message).toBe('Reason is required');
    const rejected = await post(`/v1/tours/${tour.id}/reject`, { reason: 'Blurry photos' }, callers.admin);
    expect(rejected.json()).toMatchObject({ status: 'Rejected', rejectionReason: 'Blurry photos' });
    expect((await get(`/v1/tours/${tour.id}/availability`)).json()).toMatchObject({
      status: 'Rejected',
      rejectionReason: 'Blurry photos',
    });
    // Only the admin publishes a rejected package again (tour-moderation.test.ts has the review).
    expect((await post(`/v1/tours/${tour.id}/publish`, { publish: true })).statusCode).toBe(409);
    const again = await post(`/v1/tours/${tour.id}/approve`, undefined, callers.admin);
    expect(again.json()).toMatchObject({ status: 'Published', rejectionReason: null });
    expect((await packageRow(tour.id)).publishedAt).toEqual(firstPublishedAt);

    const feature = (headers: Record<string, string>, featured: boolean) =>
      call(t.app, headers, 'PATCH', `/v1/tours/${tour.id}/feature`, { featured });
    expect((await feature(callers.creator, true)).statusCode).toBe(403);
    expect((await feature(callers.admin, true)).json()).toMatchObject({
      featured: true,
      status: 'Published',
    });
    expect((await get(`/v1/tours?title=bali&status=Published`)).json().tourPackages[0]).toMatchObject({
      featured: true,
      startingPrice: 25000,
    });
  });
});

describe('ownership', () => {
  const tabs = ['overview', 'destination', 'itinerary', 'pricing', 'availability'] as const;

  it('another creator gets 404 on every endpoint and changes nothing; an admin can do all', async () => {
    const tour = await createCompleteTour(t.app, t.database.db, callers.creator, { title: 'Private Tour' });
    const snapshot = async () =>
      Promise.all(tabs.map(async (tab) => (await get(`/v1/tours/${tour.id}/${tab}`)).json()));
    const before = await snapshot();
    const rivalDeparture = (await createCompleteTour(t.app, t.database.db, rivalHeaders)).pricing
      .tourPackageDepartures[0]!;
    const bodies = {
      overview: overviewBody({ title: 'Hijacked' }),
      destination: destinationBody(places),
      itinerary: itineraryBody(places),
      pricing: pricingBody(),
      availability: {
        tourType: 'SpecificDays',
        tourDates: [{ date: futureDate(9), tourPackageDepartureId: rivalDeparture.id }],
      },
    };
    for (const tab of tabs) {
      const read = await get(`/v1/tours/${tour.id}/${tab}`, rivalHeaders);
      expect(read.statusCode, tab).toBe(404);
      expect(read.json().message).toBe('Package not found');
      expect((await post(`/v1/tours/${tour.id}/${tab}`, bodies[tab], rivalHeaders)).statusCode, tab).toBe(
        404,
      );
      expect((await get(`/v1/tours/${tour.id}/${tab}`, callers.user)).statusCode, tab).toBe(403);
      expect((await get(`/v1/tours/${tour.id}/${tab}`, {})).statusCode, tab).toBe(401);
    }
    expect((await post(`/v1/tours/${tour.id}/publish`, { publish: true }, rivalHeaders)).statusCode).toBe(
      404,
    );
    expect((await post(`/v1/tours/${tour.id}/unpublish`, undefined, rivalHeaders)).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    expect((await packageRow(tour.id)).status).toBe('Draft');
    const listed = (await get('/v1/tours?title=private%20tour', rivalHeaders)).json();
    expect(listed.totalResults).toBe(0);

    for (const tab of tabs) {
      expect((await get(`/v1/tours/${tour.id}/${tab}`, callers.admin)).statusCode, tab).toBe(200);
    }
    const byAdmin = await post(
      `/v1/tours/${tour.id}/overview`,
      overviewBody({ title: 'Edited by admin' }),
      callers.admin,
    );
    expect(byAdmin.json()).toMatchObject({
      title: 'Edited by admin',
      creator: { id: callers.creatorRecord.creator.id },
    });
    expect((await post(`/v1/tours/${tour.id}/publish`, { publish: true }, callers.admin)).statusCode).toBe(
      200,
    );
  });

  it('an unknown or malformed id is 404', async () => {
    expect((await get(`/v1/tours/${randomUUID()}/overview`)).statusCode).toBe(404);
    expect((await get('/v1/tours/not-a-uuid/pricing', callers.admin)).statusCode).toBe(404);
    expect((await post('/v1/tours/123/publish', { publish: true }, callers.admin)).statusCode).toBe(404);
    expect(
      (await call(t.app, callers.admin, 'PATCH', '/v1/tours/xyz/feature', { featured: true })).statusCode,
    ).toBe(404);
  });
});
