import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CreatorCard } from '@wayfarer/shared/schemas/creator';
import { isCreatorPhone } from '@wayfarer/shared/rules/phone';
import { startingPricePaise } from '@wayfarer/shared/rules/pricing';
import { firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { DEMO_CREATORS } from './demo/demo-creators-data.ts';
import {
  DEMO_BALI_SLUG,
  DEMO_CUSTOM_SLUG,
  DEMO_DRAFT_SLUG,
  DEMO_MANY_DATES_SLUG,
  DEMO_ONE_DATE_SLUG,
  DEMO_PACKAGES,
  DEMO_REJECTED_SLUG,
} from './demo/demo-packages-data.ts';
import {
  creators,
  destinationGroups,
  destinations,
  hotels,
  leads,
  media,
  tourCategories,
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
  users,
} from '../db/schema.ts';
import { runSeed } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
});
afterAll(() => t.close());

const countOf = async (table: typeof creators | typeof tourCategories | typeof destinationGroups) => {
  const [row] = await t.database.db.select({ value: count() }).from(table);
  return row!.value;
};

describe('demo seed (SEED_DEMO)', () => {
  it('creates the catalogue the pickers need', async () => {
    expect(t.seeded.demo).toMatchObject({
      categories: 9,
      destinationGroups: 6,
      creators: 8,
      hotels: 36,
      leads: 36,
      packages: DEMO_PACKAGES.length,
    });
    console.info(`demo seed took ${t.seeded.demo?.milliseconds} ms (${t.database.driver})`);

    const categories = (await t.app.inject({ url: '/v1/category?page=1' })).json();
    expect(categories.results.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining([
        'Adventure',
        'Beach',
        'Culture',
        'Food',
        'Honeymoon',
        'Mountains',
        'Wildlife',
        'Wellness',
      ]),
    );
    for (const category of categories.results) {
      expect(category.image).toMatch(/^\/media\/demo\/.+\.jpg$/);
      expect(category.banner).toMatch(/^\/media\/demo\/.+\.jpg$/);
    }

    const groups = (await t.app.inject({ url: '/v1/destination-groups?page=1' })).json();
    expect(groups.results.map((g: { name: string }) => g.name).sort()).toEqual([
      'Bali',
      'Kerala',
      'Ladakh',
      'Rajasthan',
      'Switzerland',
      'Vietnam',
    ]);
    for (const group of groups.results) {
      expect(group.destinationGroupDestinations.length).toBeGreaterThanOrEqual(3);
      expect(group.image).toMatch(/^\/media\//);
      expect(group.banner).toMatch(/^\/media\//);
    }
    const bali = groups.results.find((g: { name: string }) => g.name === 'Bali');
    expect(bali.slug).toBe('bali');
    expect(
      bali.destinationGroupDestinations.map((d: { destination: { name: string } }) => d.destination.name),
    ).toEqual(['Nusa Penida', 'Seminyak', 'Ubud']);
  });

  it('creates complete creators with their own accounts; four are featured', async () => {
    const featured = (await t.app.inject({ url: '/v1/creators/feature' })).json<CreatorCard[]>();
    expect(featured).toHaveLength(4);
    const grid = (await t.app.inject({ url: '/v1/creators/list' })).json();
    expect(grid.totalResults).toBe(DEMO_CREATORS.length);

    const accounts = await t.database.db.select().from(users);
    for (const card of grid.results as CreatorCard[]) {
      const res = await t.app.inject({ url: `/v1/creators/username/${card.username}` });
      expect(res.statusCode).toBe(200);
      const profile = res.json();
      expect(profile.profileImage).toMatch(/^\/media\//);
      expect(profile.title?.length).toBeGreaterThanOrEqual(3);
      expect(profile.creatorBannerImages.map((b: { order: number }) => b.order)).toEqual([1, 2, 3, 4, 5]);
      expect(profile.creatorMemories.length).toBeGreaterThanOrEqual(3);
      expect(profile.creatorMemories.length).toBeLessThanOrEqual(4);
      expect(profile.socialMediaLinks.length).toBeGreaterThanOrEqual(2);
      expect(profile.socialMediaLinks.length).toBeLessThanOrEqual(3);
      expect(profile.CreatorDestination.length).toBeGreaterThanOrEqual(1);

      const account = accounts.find((user) => user.creatorId === card.id);
      expect(account?.role).toBe('USER');
      expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
    }
    const rows = await t.database.db.select().from(creators);
    for (const row of rows) expect(isCreatorPhone(row.phoneNumber)).toBe(true);
  });

  it('gives every place 2+ hotels and the inbox 30+ leads over creators and statuses', async () => {
    const places = await t.database.db.select().from(destinations);
    const hotelRows = await t.database.db.select().from(hotels);
    for (const place of places) {
      expect(hotelRows.filter((h) => h.destinationId === place.id).length).toBeGreaterThanOrEqual(2);
    }
    const leadRows = await t.database.db.select().from(leads);
    expect(leadRows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(leadRows.map((l) => l.status))).toEqual(
      new Set(['new', 'followed', 'cancelled', 'confirmed']),
    );
    expect(new Set(leadRows.map((l) => l.creatorId).filter(Boolean)).size).toBe(DEMO_CREATORS.length);
    expect(leadRows.some((l) => l.creatorId === null)).toBe(true);
    for (const lead of leadRows) expect(lead.phone).toMatch(/^[6-9]\d{9}$/);
  });

  it('serves the generated images as JPEG files', async () => {
    const card = (await t.app.inject({ url: '/v1/creators/feature' })).json<CreatorCard[]>()[0]!;
    const profile = (await t.app.inject({ url: `/v1/creators/${card.id}` })).json();
    for (const url of [
      profile.profileImage,
      profile.creatorBannerImages[0].image,
      profile.creatorMemories[0].image,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    // Every distinct picture is stored once and recorded like an upload.
    const stored = await t.database.db.select().from(media);
    expect(new Set(stored.map((m) => m.url)).size).toBe(stored.length);
  });

  it("the README's demo figures are the ones start-up prints (server.ts's Demo data added line)", async () => {
    const readme = readFileSync(fileURLToPath(new URL('../../../../README.md', import.meta.url)), 'utf8');
    const demo = t.seeded.demo!;
    const printed = `Demo data added: ${demo.categories} categories, ${demo.destinationGroups} destinations, ${demo.creators} creators, ${demo.hotels} hotels, ${demo.leads} leads, ${demo.packages} tour packages`;
    expect(readme.replace(/\s+/g, ' ')).toContain(printed);
    const published = (await t.database.db.select().from(tourPackages)).filter(
      (p) => p.status === 'Published',
    );
    expect(readme.replace(/\s+/g, ' ')).toContain(`of which ${published.length} packages are published`);
  });

  it('creates complete packages: published ones over every creator, drafts and a rejected one', async () => {
    const db = t.database.db;
    const packages = await db.select().from(tourPackages);
    const published = packages.filter((p) => p.status === 'Published');
    expect(packages).toHaveLength(DEMO_PACKAGES.length);
    expect(published.length).toBeGreaterThanOrEqual(24);
    expect(packages.filter((p) => p.status === 'Draft')).toHaveLength(3);
    const rejected = packages.filter((p) => p.status === 'Rejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.rejectionReason).toBeTruthy();
    expect(new Set(published.map((p) => p.creatorId)).size).toBe(DEMO_CREATORS.length);
    expect(new Set(published.map((p) => p.tourType))).toEqual(new Set(['AnyDay', 'OneTime', 'SpecificDays']));
    expect(new Set(published.map((p) => p.pricingType))).toEqual(new Set(['Simple', 'Custom']));
    const featured = published.filter((p) => p.featured).length;
    expect(featured).toBeGreaterThanOrEqual(4);
    expect(featured).toBeLessThanOrEqual(6);
    expect(packages.filter((p) => p.promoBanner).length).toBeGreaterThanOrEqual(1);
    expect(new Set(packages.map((p) => p.slug)).size).toBe(packages.length);
    for (const slug of [DEMO_ONE_DATE_SLUG, DEMO_MANY_DATES_SLUG, DEMO_BALI_SLUG, DEMO_CUSTOM_SLUG]) {
      expect(published.map((p) => p.slug)).toContain(slug);
    }
    expect(packages.find((p) => p.slug === DEMO_DRAFT_SLUG)?.status).toBe('Draft');
    expect(packages.find((p) => p.slug === DEMO_REJECTED_SLUG)?.status).toBe('Rejected');

    const [inclusions, exclusions, places, stays, days, departures, simple, custom, dates] =
      await Promise.all([
        db.select().from(tourInclusions),
        db.select().from(tourExclusions),
        db.select().from(tourPackageDestinations),
        db.select().from(tourHotels),
        db.select().from(tourItineraries),
        db.select().from(tourDepartures),
        db.select().from(tourSimplePricings),
        db.select().from(tourCustomPricings),
        db.select().from(tourDates),
      ]);
    const first = firstBookableDate();
    for (const pkg of packages) {
      const of = <T extends { packageId: string }>(rows: T[]) => rows.filter((r) => r.packageId === pkg.id);
      expect(pkg.banner).toMatch(/^\/media\/demo\/.+\.jpg$/);
      expect(pkg.thumb).toMatch(/^\/media\/demo\/.+\.jpg$/);
      expect(pkg.metaTitle && pkg.metaDescription && pkg.metaKeywords).toBeTruthy();
      expect(of(inclusions).length).toBeGreaterThanOrEqual(4);
      expect(of(inclusions).length).toBeLessThanOrEqual(8);
      expect(of(exclusions).length).toBeGreaterThanOrEqual(3);
      expect(of(exclusions).length).toBeLessThanOrEqual(5);
      expect(of(stays).length).toBeGreaterThanOrEqual(1);
      const total = of(places).reduce((sum, p) => sum + p.days, 0);
      const itinerary = of(days);
      // Day by day, 1 to the destinations' total days, each with meals and a picture.
      expect(itinerary.map((d) => d.day).sort((a, b) => a - b)).toEqual(
        Array.from({ length: total }, (_, i) => i + 1),
      );
      for (const day of itinerary) {
        expect(day.meals.length).toBeGreaterThanOrEqual(1);
        expect(day.image).toMatch(/^\/media\//);
      }
      const own = of(departures);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
      const priced = own.map((d) => ({
        simplePricings: simple.filter((p) => p.departureId === d.id),
        customPricings: custom.filter((p) => p.departureId === d.id),
      }));
      for (const [k, d] of own.entries()) {
        expect(d.inclusions.length).toBeGreaterThanOrEqual(1);
        expect(
          (pkg.pricingType === 'Simple' ? priced[k]!.simplePricings : priced[k]!.customPricings).length,
        ).toBeGreaterThanOrEqual(2);
      }
      expect(pkg.startingPricePaise).toBe(startingPricePaise(pkg.pricingType, priced));
      const ownDates = of(dates);
      for (const date of ownDates) expect(date.date >= first).toBe(true);
      if (pkg.tourType === 'AnyDay') expect(ownDates).toEqual([]);
      for (const d of own) {
        const n = ownDates.filter((date) => date.departureId === d.id).length;
        if (pkg.tourType === 'OneTime') expect(n).toBe(1);
        if (pkg.tourType === 'SpecificDays') expect(n).toBeGreaterThanOrEqual(2);
      }
    }
    expect(dates.some((d) => d.seats !== null)).toBe(true);

    const bySlug = (slug: string) => packages.find((p) => p.slug === slug)!;
    const datesOf = (slug: string) => dates.filter((d) => d.packageId === bySlug(slug).id);
    expect(departures.filter((d) => d.packageId === bySlug(DEMO_ONE_DATE_SLUG).id)).toHaveLength(1);
    expect(datesOf(DEMO_ONE_DATE_SLUG)).toHaveLength(1);
    expect(departures.filter((d) => d.packageId === bySlug(DEMO_MANY_DATES_SLUG).id)).toHaveLength(1);
    expect(datesOf(DEMO_MANY_DATES_SLUG).length).toBeGreaterThanOrEqual(12);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = {
      creators: await countOf(creators),
      categories: await countOf(tourCategories),
      groups: await countOf(destinationGroups),
      places: (await t.database.db.select({ value: count() }).from(destinations))[0]!.value,
      media: (await t.database.db.select({ value: count() }).from(media))[0]!.value,
      hotels: (await t.database.db.select({ value: count() }).from(hotels))[0]!.value,
      leads: (await t.database.db.select({ value: count() }).from(leads))[0]!.value,
      packages: (await t.database.db.select({ value: count() }).from(tourPackages))[0]!.value,
    };
    const again = await runSeed(t.database.db, t.config);
    expect(again).toEqual({});
    expect({
      creators: await countOf(creators),
      categories: await countOf(tourCategories),
      groups: await countOf(destinationGroups),
      places: (await t.database.db.select({ value: count() }).from(destinations))[0]!.value,
      media: (await t.database.db.select({ value: count() }).from(media))[0]!.value,
      hotels: (await t.database.db.select({ value: count() }).from(hotels))[0]!.value,
      leads: (await t.database.db.select({ value: count() }).from(leads))[0]!.value,
      packages: (await t.database.db.select({ value: count() }).from(tourPackages))[0]!.value,
    }).toEqual(before);
  });
});
