import { randomBytes } from 'node:crypto';
import { slugify } from '@wayfarer/shared/rules/slug';
import type { CreatorCreateBody, CreatorMe } from '@wayfarer/shared/schemas/creator';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { leads } from '../src/db/schema.ts';
import { type CategoryRow, insertCategories } from '../src/modules/categories/categories.repository.ts';
import {
  type DestinationGroupRow,
  ensurePlaces,
  insertDestinationGroups,
  linkGroupPlaces,
} from '../src/modules/destination-groups/destination-groups.repository.ts';
import { insertHotels, type NewHotel } from '../src/modules/hotels/hotels.repository.ts';
import { insertPlace, type PlaceRow } from '../src/modules/places/places.repository.ts';
import { bearer, registerUser } from './helpers.ts';

type LeadRow = typeof leads.$inferSelect;

// Factories for the creators and catalogue tests: rows straight through the repositories, and
// creators through the API as a client makes them.

const suffix = () => randomBytes(3).toString('hex');

export async function createCategory(db: Database, name = `Category ${suffix()}`): Promise<CategoryRow> {
  const [row] = await insertCategories(db, [
    { name, image: 'https://cdn.example.com/c.jpg', banner: 'https://cdn.example.com/c-banner.jpg' },
  ]);
  return row!;
}

export async function createDestinationGroup(
  db: Database,
  name = `Destination ${suffix()}`,
  places: string[] = [],
): Promise<DestinationGroupRow> {
  const [group] = await insertDestinationGroups(db, [
    { name, slug: slugify(name), image: '/media/demo/g.jpg', banner: '/media/demo/g-banner.jpg' },
  ]);
  const rows = await ensurePlaces(db, places);
  await linkGroupPlaces(
    db,
    rows.map((place) => ({ groupId: group!.id, destinationId: place.id })),
  );
  return group!;
}

let counter = 0;
export const uniqueUsername = (prefix = 'creator') => `${prefix}_${++counter}_${suffix()}`;

/** A complete-profile payload that passes every rule of spec 000 §5. */
export function creatorBody(overrides: Partial<CreatorCreateBody> = {}): CreatorCreateBody {
  return {
    username: uniqueUsername(),
    fullName: 'Aanya Sharma',
    email: 'aanya@example.com',
    phoneNumber: '9876543210',
    socialMediaLinks: [{ type: 'in', link: 'https://www.instagram.com/aanya' }],
    profileImage: '/media/2026/01/avatar.jpg',
    categoryId: [],
    destinations: [],
    ...overrides,
  };
}

export type TestCreator = { token: string; userId: string; creator: CreatorMe };

/** Registers a user and completes its creator profile through the API. */
export async function registerCreator(
  app: FastifyInstance,
  overrides: Partial<CreatorCreateBody> = {},
): Promise<TestCreator> {
  const { user, tokens } = await registerUser(app);
  const res = await app.inject({
    method: 'POST',
    url: '/v1/creators',
    headers: bearer(tokens.access.token),
    payload: creatorBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`complete profile failed: ${res.statusCode} ${res.body}`);
  return { token: tokens.access.token, userId: user.id, creator: res.json<CreatorMe>() };
}

export async function createPlace(db: Database, name = `Place ${suffix()}`): Promise<PlaceRow> {
  return insertPlace(db, name);
}

export async function createHotel(db: Database, overrides: Partial<NewHotel> & { destinationId: string }) {
  const [row] = await insertHotels(db, [
    { name: `Hotel ${suffix()}`, starRating: 4, mapLink: '', address: 'Beach Road', image: '', ...overrides },
  ]);
  return row!;
}

export async function createLead(
  db: Database,
  overrides: Partial<Pick<LeadRow, 'name' | 'email' | 'phone' | 'status' | 'creatorId' | 'createdAt'>> = {},
): Promise<LeadRow> {
  const [row] = await db
    .insert(leads)
    .values({
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '9123456789',
      message: 'Hello',
      ...overrides,
    })
    .returning();
  return row!;
}
