import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, lower, trigramIndex } from './columns.ts';

// The catalogue: tour categories, destination groups (the UI's "Destination"), places and hotels.
// The catalogue (spec vocabulary, ARCHITECTURE.md): a tour category; a destination group is the
// UI's "Destination" (Bali), a destination is the UI's "Place" (Ubud). Names are unique whatever their
// case.
export const tourCategories = pgTable(
  'tour_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    image: text('image'),
    banner: text('banner'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tour_categories_name_lower_idx').on(lower(t.name)),
    trigramIndex('tour_categories_name_trgm_idx', t.name),
  ],
);

export const destinationGroups = pgTable(
  'destination_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    image: text('image'),
    banner: text('banner'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('destination_groups_name_lower_idx').on(lower(t.name)),
    trigramIndex('destination_groups_name_trgm_idx', t.name),
  ],
);

export const destinations = pgTable(
  'destinations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('destinations_name_lower_idx').on(lower(t.name)),
    trigramIndex('destinations_name_trgm_idx', t.name),
  ],
);

export const destinationGroupDestinations = pgTable(
  'destination_group_destinations',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => destinationGroups.id, { onDelete: 'cascade' }),
    // Restrict: a place in use is refused (409) rather than silently dropped from its groups.
    destinationId: uuid('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.destinationId] }),
    index('destination_group_destinations_destination_idx').on(t.destinationId),
  ],
);

// spec 001 §3 "Hotel": a hotel stands in one place (labelled City); names are unique per place.
export const hotels = pgTable(
  'hotels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    destinationId: uuid('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'restrict' }),
    // spec 001 §5: a single digit 0 to 5.
    starRating: smallint('star_rating').notNull(),
    mapLink: text('map_link').notNull().default(''),
    address: text('address').notNull().default(''),
    image: text('image').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('hotels_destination_name_lower_idx').on(t.destinationId, lower(t.name)),
    trigramIndex('hotels_name_trgm_idx', t.name),
    check('hotels_star_rating_valid', sql`${t.starRating} between 0 and 5`),
  ],
);
