import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tourPackages } from './schema-packages.ts';
import { createdAt, lower, trigramIndex, updatedAt } from './schema-columns.ts';

// The schema, split by domain: accounts, catalogue and creators here; tour packages and
// checkout in their own files (all re-exported, so `./schema.ts` stays the one import).
export * from './schema-account-tokens.ts';
export * from './schema-bookings.ts';
export * from './schema-packages.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Stored lower-cased and trimmed: e-mails compare case-insensitively.
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['USER', 'ADMIN'] })
      .notNull()
      .default('USER'),
    image: text('image'),
    // Set in the same transaction that creates the creator (POST /v1/creators).
    creatorId: uuid('creator_id').references((): AnyPgColumn => creators.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('users_role_valid', sql`${t.role} in ('USER', 'ADMIN')`)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Every token issued by one sign-in shares a family; a replayed token revokes the family.
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.familyId),
    // The hourly purge of expired tokens.
    index('refresh_tokens_expires_idx').on(t.expiresAt),
  ],
);

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull(),
    message: text('message').notNull().default(''),
    status: text('status').notNull().default('new'),
    creatorId: uuid('creator_id').references((): AnyPgColumn => creators.id, { onDelete: 'set null' }),
    packageId: uuid('package_id').references((): AnyPgColumn => tourPackages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('leads_creator_created_idx').on(t.creatorId, t.createdAt),
    index('leads_created_idx').on(t.createdAt),
    index('leads_package_idx').on(t.packageId),
    // The leads inbox filters by status, newest first; the admin stats group by status.
    index('leads_status_created_idx').on(t.status, t.createdAt),
    // The inbox search: name, e-mail or phone contains the text (ILIKE on lower(column)).
    trigramIndex('leads_name_trgm_idx', t.name),
    trigramIndex('leads_email_trgm_idx', t.email),
    trigramIndex('leads_phone_trgm_idx', t.phone),
    check('leads_status_valid', sql`${t.status} in ('new', 'followed', 'cancelled', 'confirmed')`),
  ],
);

export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    contactPhone: text('contact_phone').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    socialLink: text('social_link').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [check('site_settings_single_row', sql`${t.id} = 1`)],
);

export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('media_owner_idx').on(t.ownerId)],
);

// The catalogue (spec vocabulary, ARCHITECTURE.md): a tour category; a destination group is the
// UI's "Destination" (Bali), a destination is the UI's "Place" (Ubud). Admin create/update comes
// with the admin catalogue issue; names are unique whatever their case.
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

// A creator is a user with a creator record (spec 000 §6); one per user.
export const creators = pgTable(
  'creators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    // Kept as typed; unique and looked up case-insensitively (lower(username)).
    username: text('username').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    profileImage: text('profile_image'),
    title: text('title'),
    subtitle: text('subtitle'),
    showUsername: boolean('show_username').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('creators_username_lower_idx').on(lower(t.username)),
    index('creators_created_idx').on(t.createdAt),
    trigramIndex('creators_full_name_trgm_idx', t.fullName),
    trigramIndex('creators_username_trgm_idx', t.username),
    trigramIndex('creators_email_trgm_idx', t.email),
  ],
);

export const creatorSocialLinks = pgTable(
  'creator_social_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    // spec 000 §3 platform code (fb, in, yt, …).
    type: text('type').notNull(),
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
