import { randomUUID } from 'node:crypto';
import type { PricingResponse } from '@wayfarer/shared/schemas/tour-pricing';
import { describe, expect, it } from 'vitest';
import {
  createCompleteTour,
  createTour,
  destinationBody,
  itineraryBody,
  pricingBody,
} from '../../../test/tour-factory.ts';
import { toursTestContext } from '../../../test/support/tours.ts';

const { ctx, get, post, packageRow, issues } = toursTestContext();

describe('itinerary', () => {
  it('needs a destination with days first', async () => {
    const { id } = await createTour(ctx.t.app, ctx.callers.creator);
    const res = await post(`/v1/tours/${id}/itinerary`, itineraryBody(ctx.places));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Add destination before you can add itinerary');
  });

  it('saves days within the total days, with meals', async () => {
    const { id } = await createTour(ctx.t.app, ctx.callers.creator);
    await post(`/v1/tours/${id}/destination`, destinationBody(ctx.places));
    const res = await post(`/v1/tours/${id}/itinerary`, itineraryBody(ctx.places));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      totalDays: 7,
      destinations: ctx.places.placeIds.map((pid) => ({ id: pid })),
      tourItineraries: [
        { day: 1, title: 'Arrival', meals: [{ name: 'Welcome dinner', type: 'food' }] },
        { day: 2, title: 'Temples', meals: [] },
      ],
    });
    expect((await get(`/v1/tours/${id}/itinerary`)).json()).toEqual(res.json());
  });

  it('answers the §5 messages, bounds the day and the place, and changes nothing', async () => {
    const { id } = await createTour(ctx.t.app, ctx.callers.creator);
    await post(`/v1/tours/${id}/destination`, destinationBody(ctx.places));
    await post(`/v1/tours/${id}/itinerary`, itineraryBody(ctx.places));
    const before = (await get(`/v1/tours/${id}/itinerary`)).json();
    const entry = itineraryBody(ctx.places).tourItineraries[0]!;
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
    const { id } = await createTour(ctx.t.app, ctx.callers.creator);
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
    const tour = await createCompleteTour(ctx.t.app, ctx.t.database.db, ctx.callers.creator);
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
    const mine = await createCompleteTour(ctx.t.app, ctx.t.database.db, ctx.callers.creator);
    const theirs = await createCompleteTour(ctx.t.app, ctx.t.database.db, ctx.rivalHeaders);
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
      (await get(`/v1/tours/${theirs.id}/pricing`, ctx.rivalHeaders)).json().tourPackageDepartures[0].name,
    ).toBe('From Delhi');
  });
});
