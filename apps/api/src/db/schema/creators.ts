import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { SocialPlatform } from '@wayfarer/shared/enums';
import { creators } from './accounts.ts';
import { destinationGroups, tourCategories } from './catalogue.ts';

// A creator's profile: social links, categories, destinations, banner slots and memories.
export const creatorSocialLinks = pgTable(
  'creator_social_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    // spec 000 §3 platform code (fb, in, yt, …).
    type: text('type').$type<SocialPlatform>().notNull(),
    url: text('url').notNull(),
    // The order the creator listed them in.
    position: integer('position').notNull(),
  },
  (t) => [index('creator_social_links_creator_idx').on(t.creatorId, t.position)],
);

export const creatorCategories = pgTable(
  'creator_categories',
  {
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    // Restrict: deleting a category creators use is refused (409).
    categoryId: uuid('category_id')
      .notNull()
      .references(() => tourCategories.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.creatorId, t.categoryId] }),
    index('creator_categories_category_idx').on(t.categoryId),
  ],
);

// The creator's "Destinations" are destination groups (the picker searches destination-groups).
export const creatorDestinations = pgTable(
  'creator_destinations',
  {
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    // Restrict: deleting a destination creators use is refused (409).
    destinationGroupId: uuid('destination_group_id')
      .notNull()
      .references(() => destinationGroups.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.creatorId, t.destinationGroupId] }),
    index('creator_destinations_group_idx').on(t.destinationGroupId),
  ],
);

// spec 000 §9: exactly five banner slots, orders 1 to 5.
export const creatorBannerImages = pgTable(
  'creator_banner_images',
  {
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    order: integer('order').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.creatorId, t.order] }),
    check('creator_banner_images_order_valid', sql`${t.order} between 1 and 5`),
  ],
);

export const creatorMemories = pgTable(
  'creator_memories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    // The creator's order; two memories may share one (spec 000 §2 "Add More" uses count + 1).
    order: integer('order').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    link: text('link').notNull().default(''),
    // Index in the saved list: breaks ties between equal orders, so reads are stable.
    position: integer('position').notNull(),
  },
  (t) => [index('creator_memories_creator_idx').on(t.creatorId, t.order, t.position)],
);
