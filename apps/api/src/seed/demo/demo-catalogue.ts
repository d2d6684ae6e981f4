import { slugify } from '@wayfarer/shared/rules/slug';
import { insertCategories } from '../../modules/categories/categories.repository.ts';
import {
  insertDestinationGroups,
  ensurePlaces,
  linkGroupPlaces,
} from '../../modules/destination-groups/destination-groups.repository.ts';
import type { StorageDriver } from '../../modules/media/storage.ts';
import type { Database } from '../../db/client.ts';
import { createDemoImages, type DemoImageSpec, type DemoScene, demoImageKey } from './demo-images.ts';

export type DemoContext = { db: Database; storage: StorageDriver };
export type DemoPlace = { name: string; scene: DemoScene };
export type DemoDestinationGroup = { name: string; scene: DemoScene; places: DemoPlace[] };

export const DEMO_CATEGORIES: { name: string; scene: DemoScene }[] = [
  { name: 'Adventure', scene: 'mountains' },
  { name: 'Beach', scene: 'beach' },
  { name: 'Culture', scene: 'desert' },
  { name: 'Food', scene: 'city' },
  { name: 'Honeymoon', scene: 'lake' },
  { name: 'Mountains', scene: 'snow' },
  { name: 'Wildlife', scene: 'forest' },
  { name: 'Wellness', scene: 'backwaters' },
  { name: 'Road Trips', scene: 'desert' },
];

// The UI's "Destinations" (destination groups) and their places.
export const DEMO_DESTINATION_GROUPS: DemoDestinationGroup[] = [
  {
    name: 'Bali',
    scene: 'beach',
    places: [
      { name: 'Ubud', scene: 'forest' },
      { name: 'Seminyak', scene: 'beach' },
      { name: 'Nusa Penida', scene: 'beach' },
    ],
  },
  {
    name: 'Kerala',
    scene: 'backwaters',
    places: [
      { name: 'Munnar', scene: 'mountains' },
      { name: 'Alleppey', scene: 'backwaters' },
      { name: 'Kochi', scene: 'city' },
    ],
  },
  {
    name: 'Ladakh',
    scene: 'snow',
    places: [
      { name: 'Leh', scene: 'mountains' },
      { name: 'Nubra Valley', scene: 'desert' },
      { name: 'Pangong', scene: 'lake' },
    ],
  },
  {
    name: 'Rajasthan',
    scene: 'desert',
    places: [
      { name: 'Jaipur', scene: 'city' },
      { name: 'Udaipur', scene: 'lake' },
      { name: 'Jaisalmer', scene: 'desert' },
    ],
  },
  {
    name: 'Vietnam',
    scene: 'city',
    places: [
      { name: 'Hanoi', scene: 'city' },
      { name: 'Ha Long Bay', scene: 'lake' },
      { name: 'Hoi An', scene: 'backwaters' },
    ],
  },
  {
    name: 'Switzerland',
    scene: 'snow',
    places: [
      { name: 'Zermatt', scene: 'snow' },
      { name: 'Interlaken', scene: 'lake' },
      { name: 'Lucerne', scene: 'lake' },
    ],
  },
];

const categoryImages = (c: (typeof DEMO_CATEGORIES)[number]) => ({
  image: { size: 'square', label: c.name, scene: c.scene } satisfies DemoImageSpec,
  banner: { size: 'wideBanner', label: c.name, scene: c.scene } satisfies DemoImageSpec,
});
const groupImages = (g: DemoDestinationGroup) => ({
  image: { size: 'square', label: g.name, scene: g.scene } satisfies DemoImageSpec,
  banner: { size: 'wideBanner', label: g.name, scene: g.scene } satisfies DemoImageSpec,
});

/** The tour categories, each with a square image and a 16:4 banner. */
export async function seedDemoCategories(ctx: DemoContext): Promise<number> {
  const specs = DEMO_CATEGORIES.map(categoryImages);
  const urls = await createDemoImages(
    ctx,
    specs.flatMap((s) => [s.image, s.banner]),
  );
  const rows = DEMO_CATEGORIES.map((category, i) => ({
    name: category.name,
    image: urls.get(demoImageKey(specs[i]!.image)) ?? null,
    banner: urls.get(demoImageKey(specs[i]!.banner)) ?? null,
  }));
  return (await insertCategories(ctx.db, rows)).length;
}

/** The destination groups with a square image, a 16:4 banner and their places. */
export async function seedDemoDestinationGroups(ctx: DemoContext): Promise<number> {
  const specs = DEMO_DESTINATION_GROUPS.map(groupImages);
  const urls = await createDemoImages(
    ctx,
    specs.flatMap((s) => [s.image, s.banner]),
  );
  return ctx.db.transaction(async (tx) => {
    const groups = await insertDestinationGroups(
      tx,
      DEMO_DESTINATION_GROUPS.map((group, i) => ({
        name: group.name,
        slug: slugify(group.name),
        image: urls.get(demoImageKey(specs[i]!.image)) ?? null,
        banner: urls.get(demoImageKey(specs[i]!.banner)) ?? null,
      })),
    );
    const places = await ensurePlaces(
      tx,
      DEMO_DESTINATION_GROUPS.flatMap((group) => group.places.map((place) => place.name)),
    );
    const groupIds = new Map(groups.map((group) => [group.name, group.id]));
    const placeIds = new Map(places.map((place) => [place.name.toLowerCase(), place.id]));
    await linkGroupPlaces(
      tx,
      DEMO_DESTINATION_GROUPS.flatMap((group) =>
        group.places.map((place) => ({
          groupId: groupIds.get(group.name)!,
          destinationId: placeIds.get(place.name.toLowerCase())!,
        })),
      ),
    );
    return groups.length;
  });
}
