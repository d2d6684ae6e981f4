import { randomBytes } from 'node:crypto';
import { BANNER_SLOTS } from '@wayfarer/shared/rules/creator';
import { hashPassword } from '../../modules/auth/password.ts';
import { findCategoryIdsByName } from '../../modules/categories/categories.repository.ts';
import { insertBannerImages, insertMemories } from '../../modules/creators/creator-gallery.repository.ts';
import {
  insertCreatorCategories,
  insertCreatorDestinations,
  insertSocialLinks,
} from '../../modules/creators/creator-relations.repository.ts';
import { insertCreators, linkCreatorToUser } from '../../modules/creators/creators.repository.ts';
import { findDestinationGroupIdsByName } from '../../modules/destination-groups/destination-groups.repository.ts';
import { ensureUsers } from '../../modules/users/users.repository.ts';
import { DEMO_DESTINATION_GROUPS, type DemoContext, type DemoPlace } from './demo-catalogue.ts';
import { DEMO_CREATOR_EMAIL_DOMAIN, DEMO_CREATORS, type DemoCreator } from './demo-creators-data.ts';
import { createDemoImages, type DemoImageSpec, demoImageKey } from './demo-images.ts';

const placesByName = new Map(
  DEMO_DESTINATION_GROUPS.flatMap((group) => group.places.map((place) => [place.name, { place, group }])),
);

const demoEmail = (creator: DemoCreator) =>
  `${creator.username.replace(/_/g, '-')}@${DEMO_CREATOR_EMAIL_DOMAIN}`;

const initials = (fullName: string) =>
  fullName
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join('');

/** The creator's places, destination after destination, for five banners. */
function bannerPlaces(creator: DemoCreator): { place: DemoPlace; group: string }[] {
  const places = creator.destinations.flatMap((name) => {
    const group = DEMO_DESTINATION_GROUPS.find((g) => g.name === name);
    return group ? group.places.map((place) => ({ place, group: group.name })) : [];
  });
  return Array.from({ length: BANNER_SLOTS }, (_, i) => places[i % places.length]!);
}

function imageSpecs(creator: DemoCreator) {
  const first = DEMO_DESTINATION_GROUPS.find((g) => g.name === creator.destinations[0]);
  const avatar: DemoImageSpec = {
    size: 'avatar',
    label: initials(creator.fullName),
    scene: first?.scene ?? 'lake',
  };
  const banners = bannerPlaces(creator).map(
    ({ place, group }): DemoImageSpec => ({
      size: 'banner',
      label: place.name,
      caption: group,
      scene: place.scene,
    }),
  );
  // A memory shows its place, captioned like the banners: one picture per place, whoever uses it
  // (the memory's title is shown beside it anyway).
  const memories = creator.memories.map((memory): DemoImageSpec => {
    const found = placesByName.get(memory.place);
    return {
      size: 'memory',
      label: memory.place,
      caption: found?.group.name,
      scene: found?.place.scene ?? 'lake',
    };
  });
  return { avatar, banners, memories };
}

/**
 * Demo creators, each with its own USER account (a random password that is never shown), a
 * profile photo, social links, categories, destinations, five banners and memories. The first
 * four are featured. Categories and destinations that are missing are left out.
 */
export async function seedDemoCreators(ctx: DemoContext, creators = DEMO_CREATORS): Promise<number> {
  const specs = creators.map(imageSpecs);
  // Hashing runs on libuv's pool while sharp draws: neither waits for the other.
  const [urls, passwordHashes] = await Promise.all([
    createDemoImages(
      ctx,
      specs.flatMap((s) => [s.avatar, ...s.banners, ...s.memories]),
    ),
    Promise.all(creators.map(() => hashPassword(`${randomBytes(18).toString('base64url')}Aa1_`))),
  ]);
  const url = (spec: DemoImageSpec) => urls.get(demoImageKey(spec))!;
  const now = Date.now();

  return ctx.db.transaction(async (tx) => {
    const categoryIds = await findCategoryIdsByName(tx, [...new Set(creators.flatMap((c) => c.categories))]);
    const groupIds = await findDestinationGroupIdsByName(tx, [
      ...new Set(creators.flatMap((c) => c.destinations)),
    ]);
    const users = await ensureUsers(
      tx,
      creators.map((creator, i) => ({
        name: creator.fullName,
        email: demoEmail(creator),
        passwordHash: passwordHashes[i]!,
      })),
    );
    const userIds = new Map(users.filter((user) => !user.creatorId).map((user) => [user.email, user.id]));
    const seeded = creators.filter((creator) => userIds.has(demoEmail(creator)));
    const rows = await insertCreators(
      tx,
      seeded.map((creator, i) => ({
        userId: userIds.get(demoEmail(creator))!,
        username: creator.username,
        fullName: creator.fullName,
        email: demoEmail(creator),
        phoneNumber: creator.phoneNumber,
        profileImage: url(specs[creators.indexOf(creator)]!.avatar),
        title: creator.title,
        subtitle: creator.subtitle,
        showUsername: creator.showUsername,
        featured: creator.featured,
        // The list order is the "newest first" order of the grids.
        createdAt: new Date(now - i * 60_000),
        updatedAt: new Date(now - i * 60_000),
      })),
    );
    const creatorIds = new Map(rows.map((row) => [row.username, row.id]));
    const each = <T>(
      build: (creator: DemoCreator, creatorId: string, images: (typeof specs)[number]) => T[],
    ) =>
      seeded.flatMap((creator) =>
        build(creator, creatorIds.get(creator.username)!, specs[creators.indexOf(creator)]!),
      );

    await insertSocialLinks(
      tx,
      each((c, creatorId) => c.links.map((link, position) => ({ creatorId, ...link, position }))),
    );
    await insertCreatorCategories(
      tx,
      each((c, creatorId) =>
        c.categories.flatMap((name) => {
          const categoryId = categoryIds.get(name.toLowerCase());
          return categoryId ? [{ creatorId, categoryId }] : [];
        }),
      ),
    );
    await insertCreatorDestinations(
      tx,
      each((c, creatorId) =>
        c.destinations.flatMap((name) => {
          const destinationGroupId = groupIds.get(name.toLowerCase());
          return destinationGroupId ? [{ creatorId, destinationGroupId }] : [];
        }),
      ),
    );
    await insertBannerImages(
      tx,
      each((_, creatorId, images) =>
        images.banners.map((spec, i) => ({ creatorId, image: url(spec), order: i + 1 })),
      ),
    );
    await insertMemories(
      tx,
      each((c, creatorId, images) =>
        c.memories.map((memory, i) => ({
          creatorId,
          image: url(images.memories[i]!),
          order: i + 1,
          title: memory.title,
          description: memory.description,
          link: memory.link,
          position: i,
        })),
      ),
    );
    for (const row of rows) await linkCreatorToUser(tx, row.userId, row.id);
    return rows.length;
  });
}
