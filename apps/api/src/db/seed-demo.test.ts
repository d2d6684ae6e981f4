import type { CreatorCard } from '@wayfarer/shared/schemas/creator';
import { isCreatorPhone } from '@wayfarer/shared/rules/phone';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { DEMO_CREATORS } from './demo/demo-creators-data.ts';
import {
  creators,
  destinationGroups,
  destinations,
  hotels,
  leads,
  media,
  tourCategories,
  users,
} from './schema.ts';
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

  it('is idempotent: a second run adds nothing', async () => {
    const before = {
      creators: await countOf(creators),
      categories: await countOf(tourCategories),
      groups: await countOf(destinationGroups),
      places: (await t.database.db.select({ value: count() }).from(destinations))[0]!.value,
      media: (await t.database.db.select({ value: count() }).from(media))[0]!.value,
      hotels: (await t.database.db.select({ value: count() }).from(hotels))[0]!.value,
      leads: (await t.database.db.select({ value: count() }).from(leads))[0]!.value,
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
    }).toEqual(before);
  });
});
