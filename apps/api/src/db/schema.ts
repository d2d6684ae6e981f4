import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Case-insensitive uniqueness and lookups go through `lower(column)`. */
const lower = (column: AnyPgColumn): SQL => sql`lower(${column})`;
/** pg_trgm GIN index for ILIKE '%…%' and similarity search on lower(column). */
const trigramIndex = (name: string, column: AnyPgColumn) =>
  index(name).using('gin', sql`lower(${column}) gin_trgm_ops`);

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

// ---------------------------------------------------------------------------------------------
// Tour packages (spec 001 §3). Prices are integer paise; the API speaks rupees.
// Child rows carry a `position` so a section reads back in the order it was saved.

export const tourPackages = pgTable(
  'tour_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Restrict: a creator with packages is not deleted silently.
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'restrict' }),
    // Derived from the title on the server; unique; frozen once the package has been published.
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    banner: text('banner').notNull().default(''),
    thumb: text('thumb').notNull().default(''),
    promoBanner: text('promo_banner').notNull().default(''),
    status: text('status', { enum: ['Draft', 'Published', 'Rejected'] })
      .notNull()
      .default('Draft'),
    rejectionReason: text('rejection_reason'),
    featured: boolean('featured').notNull().default(false),
    commissionType: text('commission_type', { enum: ['Booking', 'SalesOperations'] })
      .notNull()
      .default('SalesOperations'),
    introVideo: text('intro_video').notNull().default(''),
    additionalNotes: text('additional_notes').notNull().default(''),
    cancellationPolicy: text('cancellation_policy').notNull().default(''),
    termsAndConditions: text('terms_and_conditions').notNull().default(''),
    isInfluencerTravelling: boolean('is_influencer_travelling').notNull().default(false),
    metaTitle: text('meta_title').notNull().default(''),
    metaKeywords: text('meta_keywords').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    tourType: text('tour_type', { enum: ['OneTime', 'AnyDay', 'SpecificDays'] })
      .notNull()
      .default('AnyDay'),
    pricingType: text('pricing_type', { enum: ['Simple', 'Custom'] })
      .notNull()
      .default('Simple'),
    // The lowest per-person price in paise, recomputed on every pricing save; null until priced.
    startingPricePaise: integer('starting_price_paise'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tour_packages_creator_created_idx').on(t.creatorId, t.createdAt),
    index('tour_packages_status_created_idx').on(t.status, t.createdAt),
    index('tour_packages_status_price_idx').on(t.status, t.startingPricePaise),
    index('tour_packages_status_featured_idx').on(t.status, t.featured, t.createdAt),
    trigramIndex('tour_packages_title_trgm_idx', t.title),
    check('tour_packages_status_valid', sql`${t.status} in ('Draft', 'Published', 'Rejected')`),
    check('tour_packages_commission_valid', sql`${t.commissionType} in ('Booking', 'SalesOperations')`),
    check('tour_packages_tour_type_valid', sql`${t.tourType} in ('OneTime', 'AnyDay', 'SpecificDays')`),
    check('tour_packages_pricing_type_valid', sql`${t.pricingType} in ('Simple', 'Custom')`),
  ],
);

const packageRef = () =>
  uuid('package_id')
    .notNull()
    .references(() => tourPackages.id, { onDelete: 'cascade' });
const position = () => integer('position').notNull().default(0);

export const tourInclusions = pgTable(
  'tour_inclusions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageId: packageRef(),
    description: text('description').notNull(),
    position: position(),
  },
  (t) => [index('tour_inclusions_package_idx').on(t.packageId, t.position)],
);

export const tourExclusions = pgTable(
  'tour_exclusions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageId: packageRef(),
    description: text('description').notNull(),
    position: position(),
  },
  (t) => [index('tour_exclusions_package_idx').on(t.packageId, t.position)],
);

// A package's places ("destinations" in the API) with the days spent in each.
export const tourPackageDestinations = pgTable(
  'tour_package_destinations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageId: packageRef(),
    destinationId: uuid('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'restrict' }),
    days: integer('days').notNull(),
    position: position(),
  },
  (t) => [
    index('tour_package_destinations_package_idx').on(t.packageId, t.position),
    index('tour_package_destinations_destination_idx').on(t.destinationId),
    check('tour_package_destinations_days_valid', sql`${t.days} between 1 and 365`),
  ],
);

export const tourHotels = pgTable(
  'tour_hotels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageId: packageRef(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'restrict' }),
    nights: integer('nights').notNull(),
    position: position(),
  },
  (t) => [
    index('tour_hotels_package_idx').on(t.packageId, t.position),
    index('tour_hotels_hotel_idx').on(t.hotelId),
    check('tour_hotels_nights_valid', sql`${t.nights} between 1 and 365`),
  ],
);

export const tourItineraries = pgTable(
  'tour_itineraries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageId: packageRef(),
    destinationId: uuid('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'restrict' }),
    day: integer('day').notNull(),
    image: text('image').notNull().default(''),
    title: text('title').notNull(),
    description: text('description').notNull(),
    // [{ name, type: 'food' | 'snack' }] in the creator's order; always read with the entry.
    meals: jsonb('meals').$type<{ name: string; type: 'food' | 'snack' }[]>().notNull().default([]),
    position: position(),
  },
  (t) => [
    index('tour_itineraries_package_idx').on(t.packageId, t.position),
    index('tour_itineraries_destination_idx').on(t.destinationId),
  ],
);

export const tourDepartures = pgTable(
  'tour_departures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageId: packageRef(),
    name: text('name').notNull(),
    // [{ inclusion }] in order; read with the departure.
    inclusions: jsonb('inclusions').$type<{ inclusion: string }[]>().notNull().default([]),
    position: position(),
  },
  (t) => [index('tour_departures_package_idx').on(t.packageId, t.position)],
);

const departureRef = () =>
  uuid('departure_id')
    .notNull()
    .references(() => tourDepartures.id, { onDelete: 'cascade' });

export const tourSimplePricings = pgTable(
  'tour_simple_pricings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    departureId: departureRef(),
    adult: smallint('adult').notNull(),
    child: smallint('child').notNull(),
    pricePaise: integer('price_paise').notNull(),
    position: position(),
  },
  (t) => [
    // The calculator looks a room up by its counts: one price per combination.
    uniqueIndex('tour_simple_pricings_combination_idx').on(t.departureId, t.adult, t.child),
    check(
      'tour_simple_pricings_counts_valid',
      sql`${t.adult} >= 0 and ${t.child} >= 0 and ${t.adult} + ${t.child} >= 1`,
    ),
    check('tour_simple_pricings_price_valid', sql`${t.pricePaise} >= 0`),
  ],
);

export const tourCustomPricings = pgTable(
  'tour_custom_pricings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    departureId: departureRef(),
    name: text('name').notNull(),
    pricePaise: integer('price_paise').notNull(),
    totalPeople: integer('total_people').notNull(),
    position: position(),
  },
  (t) => [
    index('tour_custom_pricings_departure_idx').on(t.departureId, t.position),
    check('tour_custom_pricings_price_valid', sql`${t.pricePaise} >= 0`),
    check('tour_custom_pricings_people_valid', sql`${t.totalPeople} >= 1`),
  ],
);

// OneTime and SpecificDays packages list their dates per departure; `seats` is an optional cap.
export const tourDates = pgTable(
  'tour_dates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageId: packageRef(),
    departureId: departureRef(),
    date: date('date', { mode: 'string' }).notNull(),
    seats: integer('seats'),
  },
  (t) => [
    uniqueIndex('tour_dates_departure_date_idx').on(t.departureId, t.date),
    index('tour_dates_package_date_idx').on(t.packageId, t.date),
    check('tour_dates_seats_valid', sql`${t.seats} is null or ${t.seats} >= 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Checkout and payments (issue 7). Every amount is integer paise, computed on the server.

export const bookingNumberSeq = pgSequence('booking_number_seq', { startWith: 1001 });

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored upper-cased; matched case-insensitively.
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    // percent: 1 to 100; fixed: paise.
    value: integer('value').notNull(),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxUses: integer('max_uses'),
    // Confirmed bookings that used the coupon.
    usedCount: integer('used_count').notNull().default(0),
    packageId: uuid('package_id').references(() => tourPackages.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('coupons_kind_valid', sql`${t.kind} in ('percent', 'fixed')`),
    check('coupons_value_valid', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check('coupons_used_valid', sql`${t.usedCount} >= 0`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    // The public, unguessable booking id (random uuid) used in /booking/payment-complete/{id}.
    id: uuid('id').primaryKey().defaultRandom(),
    bookingNumber: text('booking_number').notNull().unique(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => tourPackages.id, { onDelete: 'restrict' }),
    // Copied from the package so a creator's list is one indexed read.
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'restrict' }),
    // A departure may later be removed from the package: the booking keeps its name.
    departureId: uuid('departure_id').references(() => tourDepartures.id, { onDelete: 'set null' }),
    departureName: text('departure_name').notNull(),
    travelDate: date('travel_date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    paymentType: text('payment_type', { enum: ['token', 'full'] }).notNull(),
    pricingType: text('pricing_type', { enum: ['Simple', 'Custom'] }).notNull(),
    // The priced selection as charged: rooms [{adult, child, pricePaise}] or customs [{id, name, pricePaise, value, totalPeople}].
    selection: jsonb('selection').notNull(),
    people: integer('people').notNull(),
    packageAmountPaise: integer('package_amount_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    // What this booking asks for now (token: 15% of the total; full: the total).
    dueNowPaise: integer('due_now_paise').notNull(),
    paidPaise: integer('paid_paise').notNull().default(0),
    paymentStatus: text('payment_status').notNull().default('PENDING'),
    idempotencyKey: text('idempotency_key').unique(),
    requestHash: text('request_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_creator_created_idx').on(t.creatorId, t.createdAt),
    index('bookings_created_idx').on(t.createdAt),
    index('bookings_status_created_idx').on(t.paymentStatus, t.createdAt),
    index('bookings_package_idx').on(t.packageId),
    trigramIndex('bookings_name_trgm_idx', t.name),
    trigramIndex('bookings_email_trgm_idx', t.email),
    check(
      'bookings_amounts_valid',
      sql`${t.packageAmountPaise} >= 0 and ${t.discountPaise} >= 0 and ${t.dueNowPaise} >= 0 and ${t.paidPaise} >= 0`,
    ),
    check('bookings_payment_type_valid', sql`${t.paymentType} in ('token', 'full')`),
  ],
);

export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    merchantTransactionId: text('merchant_transaction_id').notNull().unique(),
    amountPaise: integer('amount_paise').notNull(),
    // spec 001 §4 payment statuses; moves forward only.
    status: text('status').notNull().default('PENDING'),
    gatewayTransactionId: text('gateway_transaction_id'),
    // The gateway's pay-page address, so an idempotent retry answers it without paying twice.
    redirectUrl: text('redirect_url'),
    checkCount: integer('check_count').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // A success that arrived after the attempt had timed out and its seats were released.
    refundReview: boolean('refund_review').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_attempts_booking_idx').on(t.bookingId),
    // The reconciler's queue: pending attempts by their next check.
    index('payment_attempts_due_idx').on(t.status, t.nextCheckAt),
  ],
);

// A hold on a dated departure's seats; only dates with a seat cap get holds.
export const seatHolds = pgTable(
  'seat_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tourDateId: uuid('tour_date_id')
      .notNull()
      .references(() => tourDates.id, { onDelete: 'cascade' }),
    people: integer('people').notNull(),
    status: text('status', { enum: ['held', 'confirmed', 'released'] })
      .notNull()
      .default('held'),
    createdAt: createdAt(),
  },
  (t) => [
    index('seat_holds_date_status_idx').on(t.tourDateId, t.status),
    check('seat_holds_status_valid', sql`${t.status} in ('held', 'confirmed', 'released')`),
  ],
);

// Outbox: e-mails are queued in the transaction that causes them and sent by a worker.
export const emailJobs = pgTable(
  'email_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('email_jobs_due_idx').on(t.status, t.nextAttemptAt)],
);
