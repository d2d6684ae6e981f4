import type { MealType, PackageStatus, PricingType, TourType } from '@wayfarer/shared/enums';

import { randomUUID } from 'node:crypto';
import { startingPricePaise } from '@wayfarer/shared/rules/pricing';
import { nextFreeSlug, packageSlugBase } from '@wayfarer/shared/rules/slug';
import { inArray, like, or } from 'drizzle-orm';
import type { Database } from './client.ts';
import {
  tourCustomPricings,
  tourDates,
  tourDepartures,
  tourExclusions,
  tourHotels,
  tourInclusions,
  tourItineraries,
  tourPackageDestinations,
  tourPackages,
  tourSimplePricings,
} from './schema.ts';

// Writes whole packages straight into the database (the demo seed and test factories): the row and
// every section under it in one transaction, one INSERT per table. Derived fields are computed
// here as the API computes them: startingPricePaise by the shared rule, a unique slug from the title.
// No validation beyond the database's constraints: callers pass consistent data.

// The shared enums under the names the demo data imports.
export type { MealType, PackageStatus } from '@wayfarer/shared/enums';
export type PackageTourType = TourType;
export type PackagePricingType = PricingType;

export type WritePackageDeparture = {
  name: string;
  inclusions: string[];
  simplePricings: { adult: number; child: number; pricePaise: number }[];
  customPricings: { name: string; pricePaise: number; totalPeople: number }[];
  /** YYYY-MM-DD; seats is an optional cap. */
  dates: { date: string; seats?: number | null }[];
};

export type WritePackageInput = {
  creatorId: string;
  title: string;
  description: string;
  banner: string;
  thumb: string;
  promoBanner?: string;
  status: PackageStatus;
  rejectionReason?: string | null;
  featured?: boolean;
  tourType: PackageTourType;
  pricingType: PackagePricingType;
  inclusions: string[];
  exclusions: string[];
  /** Places (destinations table) with the days spent in each. */
  destinations: { destinationId: string; days: number }[];
  hotels: { hotelId: string; nights: number }[];
  itineraries: {
    destinationId: string;
    day: number;
    image: string;
    title: string;
    description: string;
    meals: { name: string; type: MealType }[];
  }[];
  departures: WritePackageDeparture[];
  cancellationPolicy?: string;
  termsAndConditions?: string;
  additionalNotes?: string;
  metaTitle?: string;
  metaKeywords?: string;
  metaDescription?: string;
  introVideo?: string;
  isInfluencerTravelling?: boolean;
  /** Defaults to now for a Published package, null otherwise. */
  publishedAt?: Date | null;
  /** Defaults to now (the database default). */
  createdAt?: Date;
};

export type WrittenDeparture = {
  id: string;
  name: string;
  simplePricings: { id: string; adult: number; child: number; pricePaise: number }[];
  customPricings: { id: string; name: string; pricePaise: number; totalPeople: number }[];
  dates: { id: string; date: string; seats: number | null }[];
};

export type WrittenPackage = {
  id: string;
  slug: string;
  startingPricePaise: number | null;
  departures: WrittenDeparture[];
};

/** Inserts one whole package in one transaction; answers its ids, slug and departures' rows. */
export async function writePackage(db: Database, input: WritePackageInput): Promise<WrittenPackage> {
  const [written] = await writePackages(db, [input]);
  return written!;
}

/** Many whole packages in one transaction, still one INSERT per table (the demo seed). */
export async function writePackages(db: Database, inputs: WritePackageInput[]): Promise<WrittenPackage[]> {
  if (inputs.length === 0) return [];
  return db.transaction(async (tx) => {
    const slugs = await uniqueSlugs(
      tx,
      inputs.map((input) => input.title),
    );
    const now = new Date();
    const written: WrittenPackage[] = inputs.map((input, i) => {
      const departures = input.departures.map((departure) => ({
        id: randomUUID(),
        name: departure.name,
        simplePricings: departure.simplePricings.map((p) => ({ id: randomUUID(), ...pick(p) })),
        customPricings: departure.customPricings.map((p) => ({
          id: randomUUID(),
          name: p.name,
          pricePaise: p.pricePaise,
          totalPeople: p.totalPeople,
        })),
        dates: departure.dates.map((d) => ({ id: randomUUID(), date: d.date, seats: d.seats ?? null })),
      }));
      return {
        id: randomUUID(),
        slug: slugs[i]!,
        startingPricePaise: startingPricePaise(input.pricingType, departures),
        departures,
      };
    });

    await tx.insert(tourPackages).values(
      inputs.map((input, i) => ({
        id: written[i]!.id,
        slug: written[i]!.slug,
        creatorId: input.creatorId,
        title: input.title,
        description: input.description,
        banner: input.banner,
        thumb: input.thumb,
        promoBanner: input.promoBanner ?? '',
        status: input.status,
        rejectionReason: input.status === 'Rejected' ? (input.rejectionReason ?? null) : null,
        featured: input.featured ?? false,
        tourType: input.tourType,
        pricingType: input.pricingType,
        startingPricePaise: written[i]!.startingPricePaise,
        cancellationPolicy: input.cancellationPolicy ?? '',
        termsAndConditions: input.termsAndConditions ?? '',
        additionalNotes: input.additionalNotes ?? '',
        metaTitle: input.metaTitle ?? '',
        metaKeywords: input.metaKeywords ?? '',
        metaDescription: input.metaDescription ?? '',
        introVideo: input.introVideo ?? '',
        isInfluencerTravelling: input.isInfluencerTravelling ?? false,
        publishedAt:
          input.publishedAt !== undefined ? input.publishedAt : input.status === 'Published' ? now : null,
        ...(input.createdAt && { createdAt: input.createdAt, updatedAt: input.createdAt }),
      })),
    );

    const each = <T>(rows: (input: WritePackageInput, packageId: string, i: number) => T[]): T[] =>
      inputs.flatMap((input, i) => rows(input, written[i]!.id, i));

    const inclusionRows = each((input, packageId) =>
      input.inclusions.map((description, position) => ({ packageId, description, position })),
    );
    const exclusionRows = each((input, packageId) =>
      input.exclusions.map((description, position) => ({ packageId, description, position })),
    );
    const destinationRows = each((input, packageId) =>
      input.destinations.map((d, position) => ({
        packageId,
        destinationId: d.destinationId,
        days: d.days,
        position,
      })),
    );
    const hotelRows = each((input, packageId) =>
      input.hotels.map((h, position) => ({ packageId, hotelId: h.hotelId, nights: h.nights, position })),
    );
    const itineraryRows = each((input, packageId) =>
      input.itineraries.map((it, position) => ({
        packageId,
        destinationId: it.destinationId,
        day: it.day,
        image: it.image,
        title: it.title,
        description: it.description,
        meals: it.meals.map((m) => ({ name: m.name, type: m.type })),
        position,
      })),
    );
    const departureRows = each((input, packageId, i) =>
      input.departures.map((d, position) => ({
        id: written[i]!.departures[position]!.id,
        packageId,
        name: d.name,
        inclusions: d.inclusions.map((inclusion) => ({ inclusion })),
        position,
      })),
    );
    const departuresWritten = written.flatMap((w) => w.departures.map((d) => ({ packageId: w.id, d })));
    const simpleRows = departuresWritten.flatMap(({ d }) =>
      d.simplePricings.map((p, position) => ({ ...p, departureId: d.id, position })),
    );
    const customRows = departuresWritten.flatMap(({ d }) =>
      d.customPricings.map((p, position) => ({ ...p, departureId: d.id, position })),
    );
    const dateRows = departuresWritten.flatMap(({ packageId, d }) =>
      d.dates.map((date) => ({ ...date, packageId, departureId: d.id })),
    );

    if (inclusionRows.length > 0) await tx.insert(tourInclusions).values(inclusionRows);
    if (exclusionRows.length > 0) await tx.insert(tourExclusions).values(exclusionRows);
    if (destinationRows.length > 0) await tx.insert(tourPackageDestinations).values(destinationRows);
    if (hotelRows.length > 0) await tx.insert(tourHotels).values(hotelRows);
    if (itineraryRows.length > 0) await tx.insert(tourItineraries).values(itineraryRows);
    if (departureRows.length > 0) await tx.insert(tourDepartures).values(departureRows);
    if (simpleRows.length > 0) await tx.insert(tourSimplePricings).values(simpleRows);
    if (customRows.length > 0) await tx.insert(tourCustomPricings).values(customRows);
    if (dateRows.length > 0) await tx.insert(tourDates).values(dateRows);
    return written;
  });
}

const pick = (p: { adult: number; child: number; pricePaise: number }) => ({
  adult: p.adult,
  child: p.child,
  pricePaise: p.pricePaise,
});

/**
 * The API's slug rule (packageSlugBase), then -2, -3 … while taken (by a stored package or an
 * earlier title of the same batch). Slugs hold only [a-z0-9-], so they are safe inside LIKE patterns.
 */
async function uniqueSlugs(db: Database, titles: string[]): Promise<string[]> {
  const bases = titles.map(packageSlugBase);
  const distinct = [...new Set(bases)];
  const stored = await db
    .select({ slug: tourPackages.slug })
    .from(tourPackages)
    .where(
      or(
        inArray(tourPackages.slug, distinct),
        ...distinct.map((base) => like(tourPackages.slug, `${base}-%`)),
      ),
    );
  const taken = new Set(stored.map((row) => row.slug));
  return bases.map((base) => {
    const slug = nextFreeSlug(base, taken);
    taken.add(slug);
    return slug;
  });
}
