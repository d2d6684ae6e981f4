import { addDays, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import type { DestinationBody, ItineraryBody, OverviewBody } from '@wayfarer/shared/schemas/tour-content';
import type { AvailabilityBody, PricingBody, PricingResponse } from '@wayfarer/shared/schemas/tour-pricing';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { createHotel, createPlace } from './factories.ts';

// Packages built through the API (POST /v1/tours and the five editor tabs), as the editor does.
// The DB-level package factory lives in package-factory.ts.

export type Headers = Record<string, string>;

/** A future date, YYYY-MM-DD, `days` after today in India. */
export const futureDate = (days = 30): string => addDays(todayInIndia(), days);

export function overviewBody(overrides: Partial<OverviewBody> = {}): OverviewBody {
  return {
    banner: '/media/2026/01/banner.jpg',
    thumb: '/media/2026/01/thumb.jpg',
    title: 'Bali Escape',
    description: 'Seven days of beaches and temples.',
    introVideo: 'https://www.youtube.com/watch?v=abc',
    additionalNotes: '<p>Bring sunscreen.</p>',
    cancellationPolicy: '',
    termsAndConditions: '',
    metaTitle: 'Bali Escape',
    metaKeywords: 'bali, beach',
    metaDescription: 'A week in Bali',
    tourInclusions: [{ description: 'Breakfast' }],
    tourExclusions: [{ description: 'Flights' }],
    isInfluencerTravelling: true,
    commissionType: 'SalesOperations',
    ...overrides,
  };
}

export async function call(
  app: FastifyInstance,
  headers: Headers,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, headers, ...(payload && { payload }) });
}

async function ok<T>(app: FastifyInstance, headers: Headers, url: string, payload: object, status = 200) {
  const res = await call(app, headers, 'POST', url, payload);
  if (res.statusCode !== status) throw new Error(`POST ${url} failed: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

/** POST /v1/tours: a Draft package; `creatorId` is needed when `headers` are an admin's. */
export async function createTour(
  app: FastifyInstance,
  headers: Headers,
  body: { title?: string; description?: string; creatorId?: string } = {},
): Promise<{ id: string; slug: string }> {
  return ok(app, headers, '/v1/tours', { title: 'Bali Escape', description: 'A week in Bali', ...body }, 201);
}

export type TourPlaces = { placeIds: string[]; hotelIds: string[] };

/** Two places (3 + 4 days) and one hotel in the first, straight into the catalogue. */
export async function createTourPlaces(db: Database): Promise<TourPlaces> {
  const ubud = await createPlace(db);
  const kuta = await createPlace(db);
  const hotel = await createHotel(db, { destinationId: ubud.id });
  return { placeIds: [ubud.id, kuta.id], hotelIds: [hotel.id] };
}

export const destinationBody = (places: TourPlaces): DestinationBody => ({
  tourPackageDestinations: places.placeIds.map((destinationId, i) => ({ destinationId, days: 3 + i })),
  tourHotels: places.hotelIds.map((hotelId) => ({ hotelId, nights: 2 })),
});

export const itineraryBody = (places: TourPlaces): ItineraryBody => ({
  tourItineraries: [
    {
      destinationId: places.placeIds[0]!,
      day: 1,
      image: '/media/2026/01/day1.jpg',
      title: 'Arrival',
      description: 'Check in and rest.',
      meals: [{ name: 'Welcome dinner', type: 'food' }],
    },
    {
      destinationId: places.placeIds.at(-1)!,
      day: 2,
      image: '',
      title: 'Temples',
      description: 'A day among temples.',
      meals: [],
    },
  ],
});

export const pricingBody = (overrides: Partial<PricingBody> = {}): PricingBody => ({
  pricingType: 'Simple',
  tourPackageDepartures: [
    {
      name: 'From Delhi',
      departureInclusions: [{ inclusion: 'Airport transfer' }],
      simplePricings: [
        { adult: 2, child: 0, price: 50000 },
        { adult: 1, child: 0, price: '30000' },
      ],
      customPricings: [{ name: 'Group of 3', price: 90000, totalPeople: 3 }],
    },
  ],
  ...overrides,
});

/** Every tab saved: a package ready to publish. Answers its id, slug and the saved pricing. */
export async function createCompleteTour(
  app: FastifyInstance,
  db: Database,
  headers: Headers,
  options: {
    creatorId?: string;
    title?: string;
    availability?: (pricing: PricingResponse) => AvailabilityBody;
  } = {},
) {
  const title = options.title ?? 'Bali Escape';
  const tour = await createTour(app, headers, { title, creatorId: options.creatorId });
  const places = await createTourPlaces(db);
  const base = `/v1/tours/${tour.id}`;
  await ok(app, headers, `${base}/overview`, overviewBody({ title }));
  await ok(app, headers, `${base}/destination`, destinationBody(places));
  await ok(app, headers, `${base}/itinerary`, itineraryBody(places));
  const pricing = await ok<PricingResponse>(app, headers, `${base}/pricing`, pricingBody());
  const availability = options.availability?.(pricing) ?? {
    tourType: 'SpecificDays',
    tourDates: pricing.tourPackageDepartures.map((d) => ({
      date: futureDate(30),
      tourPackageDepartureId: d.id,
    })),
  };
  await ok(app, headers, `${base}/availability`, availability);
  return { ...tour, places, pricing };
}
