import { packageSlugBase, slugify } from '@wayfarer/shared/rules/slug';
import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePackage } from '../src/db/package-writer.ts';
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
} from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { createPublishedPackage } from './package-factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('createPublishedPackage / writePackage', () => {
  it('writes a complete published package with its sections and starting price', async () => {
    const pkg = await createPublishedPackage(t.app);
    const db = t.database.db;
    const [row] = await db.select().from(tourPackages).where(eq(tourPackages.id, pkg.id));
    expect(row).toMatchObject({
      slug: pkg.slug,
      status: 'Published',
      tourType: 'AnyDay',
      pricingType: 'Simple',
      creatorId: pkg.creatorId,
      // Per adult over the adult-only rooms: 5,000,000 / 2, 3,000,000 / 1 -> ₹25,000.
      startingPricePaise: 2_500_000,
    });
    expect(row!.publishedAt).toBeInstanceOf(Date);
    expect(pkg.startingPricePaise).toBe(2_500_000);
    expect(pkg.destinationGroup.slug).toMatch(/^test-isle-/);
    expect(pkg.creator.token).toBeTruthy();

    const inclusions = await db.select().from(tourInclusions).where(eq(tourInclusions.packageId, pkg.id));
    const exclusions = await db.select().from(tourExclusions).where(eq(tourExclusions.packageId, pkg.id));
    const places = await db
      .select()
      .from(tourPackageDestinations)
      .where(eq(tourPackageDestinations.packageId, pkg.id));
    const hotels = await db.select().from(tourHotels).where(eq(tourHotels.packageId, pkg.id));
    const days = await db
      .select()
      .from(tourItineraries)
      .where(eq(tourItineraries.packageId, pkg.id))
      .orderBy(asc(tourItineraries.position));
    expect(inclusions).toHaveLength(3);
    expect(exclusions).toHaveLength(2);
    expect(places.map((p) => p.days)).toEqual([2, 2]);
    expect(hotels).toEqual([expect.objectContaining({ hotelId: pkg.hotel.id, nights: 3 })]);
    expect(days.map((d) => d.day)).toEqual([1, 2, 3, 4]);
    expect(days[0]!.meals).toEqual([
      { name: 'Breakfast', type: 'food' },
      { name: 'Tea', type: 'snack' },
    ]);

    const departures = await db.select().from(tourDepartures).where(eq(tourDepartures.packageId, pkg.id));
    expect(departures).toEqual([
      expect.objectContaining({
        id: pkg.departure.id,
        name: 'Standard',
        inclusions: [{ inclusion: 'Airport transfers' }],
      }),
    ]);
    const simple = await db
      .select()
      .from(tourSimplePricings)
      .where(eq(tourSimplePricings.departureId, pkg.departure.id))
      .orderBy(asc(tourSimplePricings.position));
    expect(simple.map((p) => [p.id, p.adult, p.child, p.pricePaise])).toEqual(
      pkg.departure.simplePricings.map((p) => [p.id, p.adult, p.child, p.pricePaise]),
    );
    expect(simple.map((p) => p.pricePaise)).toEqual([5_000_000, 3_000_000, 6_500_000]);
    expect(await db.select().from(tourDates).where(eq(tourDates.packageId, pkg.id))).toEqual([]);
  });

  it('takes overrides: Custom pricing, SpecificDays with seats, another status, the same creator', async () => {
    const first = await createPublishedPackage(t.app);
    const first10 = addDays(firstBookableDate(), 10);
    const pkg = await createPublishedPackage(t.app, {
      creator: first.creator,
      pricingType: 'Custom',
      dates: [first10, { date: addDays(first10, 7), seats: 2 }],
      seats: 8,
      status: 'Draft',
    });
    expect(pkg.creatorId).toBe(first.creatorId);
    expect(pkg.tourType).toBe('SpecificDays');
    // Couple ₹90,000 / 2 and Solo ₹50,000 / 1: ₹45,000 per person.
    expect(pkg.startingPricePaise).toBe(4_500_000);
    expect(pkg.departure.customPricings.map((p) => [p.name, p.totalPeople])).toEqual([
      ['Couple package', 2],
      ['Solo', 1],
    ]);
    expect(pkg.departure.simplePricings).toEqual([]);
    const custom = await t.database.db
      .select()
      .from(tourCustomPricings)
      .where(eq(tourCustomPricings.departureId, pkg.departure.id));
    expect(custom).toHaveLength(2);
    const dates = await t.database.db
      .select()
      .from(tourDates)
      .where(eq(tourDates.packageId, pkg.id))
      .orderBy(asc(tourDates.date));
    expect(dates.map((d) => [d.id, d.date, d.seats, d.departureId])).toEqual([
      [pkg.departure.dates[0]!.id, first10, 8, pkg.departure.id],
      [pkg.departure.dates[1]!.id, addDays(first10, 7), 2, pkg.departure.id],
    ]);
    const [row] = await t.database.db.select().from(tourPackages).where(eq(tourPackages.id, pkg.id));
    expect(row).toMatchObject({ status: 'Draft', publishedAt: null });

    const oneTime = await createPublishedPackage(t.app, { tourType: 'OneTime', status: 'Rejected' });
    expect(oneTime.departure.dates).toHaveLength(1);
    const [rejected] = await t.database.db.select().from(tourPackages).where(eq(tourPackages.id, oneTime.id));
    expect(rejected).toMatchObject({ status: 'Rejected', rejectionReason: expect.any(String) });
  });

  it('gives a taken title the next free slug: -2, -3', async () => {
    const a = await createPublishedPackage(t.app, { title: 'Monsoon Magic: Goa!' });
    const b = await createPublishedPackage(t.app, { title: 'Monsoon Magic Goa' });
    const { input } = a;
    const c = await writePackage(t.database.db, { ...input, title: 'monsoon magic goa' });
    expect([a.slug, b.slug, c.slug]).toEqual([
      'monsoon-magic-goa',
      'monsoon-magic-goa-2',
      'monsoon-magic-goa-3',
    ]);
  });

  it("cuts a long title's slug to 80 characters, as the editor does (one slug rule)", async () => {
    // 95 characters slugified; the writer once kept them all where the editor's API kept 80.
    const title =
      'Kerala Backwaters and Hills: Alleppey Houseboat, Munnar Tea Estates and Thekkady Spice Trails';
    expect(slugify(title).length).toBeGreaterThan(80);
    const pkg = await createPublishedPackage(t.app, { title });
    expect(pkg.slug).toBe(packageSlugBase(title));
    expect(pkg.slug.length).toBeLessThanOrEqual(80);
  });

  it('writes nothing when a part fails (one transaction)', async () => {
    const pkg = await createPublishedPackage(t.app);
    const before = await t.database.db.select().from(tourPackages);
    await expect(
      writePackage(t.database.db, {
        ...pkg.input,
        title: 'Broken Package',
        // Two prices for the same room: the unique combination index refuses the second.
        departures: [
          {
            name: 'Twice',
            inclusions: [],
            simplePricings: [
              { adult: 2, child: 0, pricePaise: 100 },
              { adult: 2, child: 0, pricePaise: 200 },
            ],
            customPricings: [],
            dates: [],
          },
        ],
      }),
    ).rejects.toThrow();
    expect(await t.database.db.select().from(tourPackages)).toHaveLength(before.length);
  });
});
