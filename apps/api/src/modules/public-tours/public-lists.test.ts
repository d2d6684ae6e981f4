import {
  featuredResponse,
  PUBLIC_PAGE_SIZE,
  type PublicListResponse,
  type PublicPackage,
  publicListResponse,
} from '@wayfarer/shared/schemas/tour-public';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { destinationGroupDestinations, tourPackageDestinations, tourPackages } from '../../db/schema.ts';
import { registerCreator, type TestCreator } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { startPublicToursApp, tag } from '../../../test/support/public-tours.ts';

// The public lists: the search grid, the home strip, a creator's packages and a destination
// group's packages. The package page: public-package.test.ts.

let t: TestApp;
let creator: TestCreator;

beforeAll(async () => {
  ({ t, creator } = await startPublicToursApp());
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /v1/tours/list', () => {
  const run = tag();
  let cheap: TestPackage;
  let mid: TestPackage;
  let dear: TestPackage;
  const priced = (title: string, pricePaise: number) =>
    createPublishedPackage(t.app, {
      creator,
      title,
      departures: [
        {
          name: 'Standard',
          inclusions: [],
          simplePricings: [{ adult: 1, child: 0, pricePaise }],
          customPricings: [],
          dates: [],
        },
      ],
    });

  beforeAll(async () => {
    // Oldest first, so "newest" is the reverse.
    cheap = await priced(`Listy ${run} Cheap`, 1_000_000);
    dear = await priced(`Listy ${run} Dear`, 9_000_000);
    mid = await priced(`Listy ${run} Mid`, 5_000_000);
    await createPublishedPackage(t.app, { creator, title: `Listy ${run} Draft`, status: 'Draft' });
  });
  const list = async (qs: string) => {
    const res = await get(`/v1/tours/list?query=${run}&${qs}`);
    expect(res.statusCode).toBe(200);
    return publicListResponse.parse(res.json()) as PublicListResponse;
  };
  const titles = (body: PublicListResponse) => body.tourPackages.map((p) => p.title.split(' ').at(-1));

  it('lists published packages as cards, newest first by default', async () => {
    const body = await list('');
    expect(titles(body)).toEqual(['Mid', 'Dear', 'Cheap']);
    expect(body).toMatchObject({ page: 1, totalPages: 1, totalResults: 3 });
    const card = body.tourPackages[0]!;
    expect(card).toMatchObject({
      id: mid.id,
      slug: mid.slug,
      startingPrice: 50_000,
      thumb: '/media/test/thumb.jpg',
    });
    expect(card.creator.username).toBe(creator.creator.username);
    expect(card.TourPackageDestination).toEqual([
      { days: 2, destination: mid.places[0] },
      { days: 2, destination: mid.places[1] },
    ]);
  });

  it('sorts by price both ways', async () => {
    expect(titles(await list('sort=price'))).toEqual(['Cheap', 'Mid', 'Dear']);
    expect(titles(await list('sort=price_desc'))).toEqual(['Dear', 'Mid', 'Cheap']);
    expect(titles(await list('sort=bogus'))).toEqual(['Mid', 'Dear', 'Cheap']);
  });

  it('filters by price range in rupees', async () => {
    expect(titles(await list('minPrice=20000'))).toEqual(['Mid', 'Dear']);
    expect(titles(await list('maxPrice=50000'))).toEqual(['Mid', 'Cheap']);
    expect(titles(await list('minPrice=20000&maxPrice=60000'))).toEqual(['Mid']);
  });

  it('filters by destination group slug or id', async () => {
    const bySlug = await list(`destination=${dear.destinationGroup.slug}`);
    expect(titles(bySlug)).toEqual(['Dear']);
    expect(bySlug.totalResults).toBe(1);
    expect(titles(await list(`destination=${cheap.destinationGroup.id}`))).toEqual(['Cheap']);
    expect((await list('destination=nowhere')).totalResults).toBe(0);
  });

  it('pages by PUBLIC_PAGE_SIZE', async () => {
    const pageRun = tag();
    for (let i = 0; i < PUBLIC_PAGE_SIZE + 1; i += 1) {
      await createPublishedPackage(t.app, { creator, title: `Pager ${pageRun} ${i}` });
    }
    const first = publicListResponse.parse((await get(`/v1/tours/list?query=${pageRun}`)).json());
    expect(first).toMatchObject({ page: 1, totalPages: 2, totalResults: PUBLIC_PAGE_SIZE + 1 });
    expect(first.tourPackages).toHaveLength(PUBLIC_PAGE_SIZE);
    const second = publicListResponse.parse((await get(`/v1/tours/list?query=${pageRun}&page=2`)).json());
    expect(second.tourPackages).toHaveLength(1);
    expect(second.tourPackages[0]!.title).toBe(`Pager ${pageRun} 0`);
  });
});

describe('GET /v1/tours/feature and /feature/{username}', () => {
  it('answers the newest published when none is featured, then the featured ones', async () => {
    const newest = featuredResponse.parse((await get('/v1/tours/feature')).json());
    expect(newest.tourPackages.length).toBeGreaterThan(0);
    expect(newest.tourPackages.length).toBeLessThanOrEqual(8);
    const starred = await createPublishedPackage(t.app, { creator, featured: true });
    await createPublishedPackage(t.app, { creator, featured: true, status: 'Draft' });
    const featured = featuredResponse.parse((await get('/v1/tours/feature')).json());
    expect(featured.tourPackages.map((p) => p.id)).toEqual([starred.id]);
  });

  it("lists a creator's published packages, username in any case; unknown: 404", async () => {
    const other = await registerCreator(t.app);
    const mine = await createPublishedPackage(t.app, { creator: other });
    await createPublishedPackage(t.app, { creator: other, status: 'Draft' });
    const res = await get(`/v1/tours/feature/${other.creator.username.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(featuredResponse.parse(res.json()).tourPackages.map((p: { id: string }) => p.id)).toEqual([
      mine.id,
    ]);
    const unknown = await get('/v1/tours/feature/nobody_here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Creator not found');
  });
});

describe("a destination group's list follows every change (tour_package_groups, ADR 706)", () => {
  const idsIn = async (query: string) => {
    const body = publicListResponse.parse((await get(`/v1/tours/list?${query}`)).json());
    return { ids: body.tourPackages.map((p) => p.id), total: body.totalResults };
  };
  const pageIds = async (slug: string) =>
    (await get(`/v1/destination-groups/slug/${slug}`))
      .json<{ packages: { id: string }[] }>()
      .packages.map((p) => p.id);

  it("the package's places, its status and price, and the group's places", async () => {
    const moved = await createPublishedPackage(t.app, { creator });
    const other = await createPublishedPackage(t.app, { creator });
    const g1 = moved.destinationGroup;
    const g2 = other.destinationGroup;
    expect(await idsIn(`destination=${g2.slug}`)).toEqual({ ids: [other.id], total: 1 });

    // The group gains one of the package's places, then loses it again.
    await t.db
      .insert(destinationGroupDestinations)
      .values({ groupId: g2.id, destinationId: moved.places[0]!.id });
    expect((await idsIn(`destination=${g2.slug}`)).ids.sort()).toEqual([moved.id, other.id].sort());
    expect((await pageIds(g2.slug)).sort()).toEqual([moved.id, other.id].sort());
    await t.db
      .delete(destinationGroupDestinations)
      .where(
        and(
          eq(destinationGroupDestinations.groupId, g2.id),
          eq(destinationGroupDestinations.destinationId, moved.places[0]!.id),
        ),
      );
    expect(await idsIn(`destination=${g2.slug}`)).toEqual({ ids: [other.id], total: 1 });

    // The package's places move to the other group's place.
    await t.db
      .update(tourPackageDestinations)
      .set({ destinationId: other.places[0]!.id })
      .where(eq(tourPackageDestinations.packageId, moved.id));
    expect(await idsIn(`destination=${g1.slug}`)).toEqual({ ids: [], total: 0 });
    expect((await idsIn(`destination=${g2.slug}`)).ids.sort()).toEqual([moved.id, other.id].sort());

    // The price sorts and filters with the package's current price.
    await t.db
      .update(tourPackages)
      .set({ startingPricePaise: 99_000_000 })
      .where(eq(tourPackages.id, moved.id));
    expect((await idsIn(`destination=${g2.slug}&sort=price_desc`)).ids).toEqual([moved.id, other.id]);
    expect(await idsIn(`destination=${g2.slug}&minPrice=900000`)).toEqual({ ids: [moved.id], total: 1 });

    // Unpublished: out of every list; published again: back.
    await t.db.update(tourPackages).set({ status: 'Draft' }).where(eq(tourPackages.id, moved.id));
    expect(await idsIn(`destination=${g2.slug}`)).toEqual({ ids: [other.id], total: 1 });
    expect(await pageIds(g2.slug)).toEqual([other.id]);
    await t.db.update(tourPackages).set({ status: 'Published' }).where(eq(tourPackages.id, moved.id));
    expect((await idsIn(`destination=${g2.slug}`)).total).toBe(2);

    // Deleted: gone.
    await t.db.delete(tourPackages).where(eq(tourPackages.id, moved.id));
    expect(await idsIn(`destination=${g2.slug}`)).toEqual({ ids: [other.id], total: 1 });
  });
});

describe('GET /v1/destination-groups/slug/{slug}', () => {
  it("lists the group's published packages", async () => {
    const p = await createPublishedPackage(t.app, { creator });
    const res = await get(`/v1/destination-groups/slug/${p.destinationGroup.slug}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ packages: PublicPackage[] }>();
    expect(body.packages.map((x) => x.id)).toEqual([p.id]);
    expect(res.headers.etag).toBeDefined();
  });
});
