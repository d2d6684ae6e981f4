import { randomBytes } from 'node:crypto';
import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import type { FastifyInstance } from 'fastify';
import {
  type PackagePricingType,
  type PackageStatus,
  type PackageTourType,
  type WritePackageDeparture,
  type WritePackageInput,
  type WrittenDeparture,
  writePackage,
} from '../src/db/package-writer.ts';
import { ensurePlaces } from '../src/modules/destination-groups/destination-groups.repository.ts';
import { createDestinationGroup, createHotel, registerCreator, type TestCreator } from './factories.ts';

// A complete package for the API tests: its creator (through the API, with a token), a destination
// group with two places and a hotel (straight into the database), then writePackage. Defaults:
// Published, Simple pricing, one "Standard" departure, AnyDay.

export const DEFAULT_SIMPLE_PRICINGS = [
  { adult: 2, child: 0, pricePaise: 5_000_000 },
  { adult: 1, child: 0, pricePaise: 3_000_000 },
  { adult: 2, child: 1, pricePaise: 6_500_000 },
];
export const DEFAULT_CUSTOM_PRICINGS = [
  { name: 'Couple package', pricePaise: 9_000_000, totalPeople: 2 },
  { name: 'Solo', pricePaise: 5_000_000, totalPeople: 1 },
];

/** One room of one adult at ₹10,000.10, on `dates`: its 15% token (₹1,500.015) needs rounding. */
export const oddDeparture = (dates: WritePackageDeparture['dates'] = []): WritePackageDeparture => ({
  name: 'Odd',
  inclusions: [],
  simplePricings: [{ adult: 1, child: 0, pricePaise: 1_000_010 }],
  customPricings: [],
  dates,
});

export type PackageDateInput = string | { date: string; seats?: number | null };

export type PackageFactoryOverrides = {
  /** An existing creator (from registerCreator); a new one is registered otherwise. */
  creator?: TestCreator;
  title?: string;
  description?: string;
  status?: PackageStatus;
  rejectionReason?: string;
  featured?: boolean;
  /** Default AnyDay; when only `dates` is given: OneTime for one date, SpecificDays for more. */
  tourType?: PackageTourType;
  pricingType?: PackagePricingType;
  /**
   * The default departure's dates (YYYY-MM-DD). Default: none for AnyDay, firstBookableDate()+10
   * for OneTime, +10/+20/+30 for SpecificDays.
   */
  dates?: PackageDateInput[];
  /** A seats cap for every date of the default departure (a date's own `seats` wins). */
  seats?: number;
  /** Replaces the default departure entirely. */
  departures?: WritePackageDeparture[];
  /** Anything else of the writer's input (overview fields, inclusions, publishedAt…). */
  extra?: Partial<Omit<WritePackageInput, 'creatorId' | 'departures'>>;
};

export type TestPackage = {
  id: string;
  slug: string;
  title: string;
  status: PackageStatus;
  tourType: PackageTourType;
  pricingType: PackagePricingType;
  startingPricePaise: number | null;
  creator: TestCreator;
  creatorId: string;
  destinationGroup: { id: string; name: string; slug: string };
  places: { id: string; name: string }[];
  hotel: { id: string; name: string };
  departures: WrittenDeparture[];
  /** The first departure, for tests that use just one. */
  departure: WrittenDeparture;
  /** What was handed to writePackage. */
  input: WritePackageInput;
};

const suffix = () => randomBytes(3).toString('hex');

function defaultDates(tourType: PackageTourType): string[] {
  const first = firstBookableDate();
  if (tourType === 'OneTime') return [addDays(first, 10)];
  if (tourType === 'SpecificDays') return [10, 20, 30].map((n) => addDays(first, n));
  return [];
}

export async function createPublishedPackage(
  app: FastifyInstance,
  overrides: PackageFactoryOverrides = {},
): Promise<TestPackage> {
  const db = app.db;
  const creator = overrides.creator ?? (await registerCreator(app));
  const tag = suffix();
  const group = await createDestinationGroup(db, `Test Isle ${tag}`, [`Cove ${tag}`, `Ridge ${tag}`]);
  // ensurePlaces answers in no particular order: pick each by name.
  const rows = await ensurePlaces(db, [`Cove ${tag}`, `Ridge ${tag}`]);
  const cove = rows.find((p) => p.name === `Cove ${tag}`)!;
  const ridge = rows.find((p) => p.name === `Ridge ${tag}`)!;
  const places = [cove, ridge];
  const hotel = await createHotel(db, { destinationId: cove.id, name: `Cove Bay Resort ${tag}` });

  const tourType =
    overrides.tourType ??
    (overrides.dates ? (overrides.dates.length > 1 ? 'SpecificDays' : 'OneTime') : 'AnyDay');
  const pricingType = overrides.pricingType ?? 'Simple';
  const status = overrides.status ?? 'Published';
  const dates = (overrides.dates ?? defaultDates(tourType)).map((d) => {
    const date = typeof d === 'string' ? { date: d } : d;
    return { date: date.date, seats: date.seats !== undefined ? date.seats : (overrides.seats ?? null) };
  });
  const departures = overrides.departures ?? [
    {
      name: 'Standard',
      inclusions: ['Airport transfers'],
      simplePricings: pricingType === 'Simple' ? DEFAULT_SIMPLE_PRICINGS : [],
      customPricings: pricingType === 'Custom' ? DEFAULT_CUSTOM_PRICINGS : [],
      dates,
    },
  ];
  const title = overrides.title ?? `Island Escape ${tag}`;
  const input: WritePackageInput = {
    creatorId: creator.creator.id,
    title,
    description: 'Four days of beaches, ridge walks and slow dinners by the sea.',
    banner: '/media/test/banner.jpg',
    thumb: '/media/test/thumb.jpg',
    status,
    rejectionReason:
      overrides.rejectionReason ?? (status === 'Rejected' ? 'Add more itinerary detail' : undefined),
    featured: overrides.featured ?? false,
    tourType,
    pricingType,
    inclusions: ['Breakfast daily', 'Hotel stay', 'Sightseeing by private car'],
    exclusions: ['Flights', 'Personal expenses'],
    destinations: [
      { destinationId: cove.id, days: 2 },
      { destinationId: ridge.id, days: 2 },
    ],
    hotels: [{ hotelId: hotel.id, nights: 3 }],
    itineraries: [1, 2, 3, 4].map((day) => ({
      destinationId: day <= 2 ? cove.id : ridge.id,
      day,
      image: '/media/test/day.jpg',
      title: `Day ${day}`,
      description: `What happens on day ${day}.`,
      meals: [
        { name: 'Breakfast', type: 'food' as const },
        { name: 'Tea', type: 'snack' as const },
      ],
    })),
    departures,
    metaTitle: title,
    metaKeywords: 'island, beach',
    metaDescription: 'A test package.',
    ...(overrides.description !== undefined && { description: overrides.description }),
    ...overrides.extra,
  };
  const written = await writePackage(db, input);
  return {
    id: written.id,
    slug: written.slug,
    title,
    status,
    tourType,
    pricingType,
    startingPricePaise: written.startingPricePaise,
    creator,
    creatorId: creator.creator.id,
    destinationGroup: { id: group.id, name: group.name, slug: group.slug },
    places: places.map((p) => ({ id: p.id, name: p.name })),
    hotel: { id: hotel.id, name: hotel.name },
    departures: written.departures,
    departure: written.departures[0]!,
    input,
  };
}
