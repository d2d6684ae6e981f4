import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  commissionTypes,
  type MealType,
  packageStatuses,
  pricingTypes,
  tourTypes,
} from '@wayfarer/shared/enums';
import type { PlanInstalment } from '@wayfarer/shared/rules/instalments';
import { createdAt, position, trigramIndex, updatedAt } from './columns.ts';
import { creators, users } from './accounts.ts';
import { destinationGroups, destinations, hotels } from './catalogue.ts';

// Tour packages (spec 001 §3). Prices are integer paise; the API speaks rupees.
// Child rows carry a `position` so a section reads back in the order it was saved.
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
    status: text('status', { enum: packageStatuses }).notNull().default('Draft'),
    rejectionReason: text('rejection_reason'),
    featured: boolean('featured').notNull().default(false),
    commissionType: text('commission_type', { enum: commissionTypes }).notNull().default('SalesOperations'),
    introVideo: text('intro_video').notNull().default(''),
    additionalNotes: text('additional_notes').notNull().default(''),
    cancellationPolicy: text('cancellation_policy').notNull().default(''),
    termsAndConditions: text('terms_and_conditions').notNull().default(''),
    isInfluencerTravelling: boolean('is_influencer_travelling').notNull().default(false),
    // Travellers give passport details before they go.
    isInternational: boolean('is_international').notNull().default(false),
    metaTitle: text('meta_title').notNull().default(''),
    metaKeywords: text('meta_keywords').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    tourType: text('tour_type', { enum: tourTypes }).notNull().default('AnyDay'),
    pricingType: text('pricing_type', { enum: pricingTypes }).notNull().default('Simple'),
    // The lowest price per adult in paise (shared rule startingPricePaise), recomputed on every
    // pricing save; null until priced.
    startingPricePaise: integer('starting_price_paise'),
    // The decision day of a date with a minimum group size, this many days before travel.
    decisionDaysBefore: integer('decision_days_before').notNull().default(45),
    // ADR 1342: a passport must stay valid this many months after the return date.
    passportValidityMonths: integer('passport_validity_months').notNull().default(6),
    // ADR 1365: the optional instalment plan (rules/instalments.ts); null: token and balance only.
    instalmentPlan: jsonb('instalment_plan').$type<PlanInstalment[]>(),
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
    check(
      'tour_packages_status_valid',
      sql`${t.status} in ('Draft', 'PendingReview', 'Published', 'Rejected', 'ComingSoon')`,
    ),
    check('tour_packages_decision_days_valid', sql`${t.decisionDaysBefore} between 1 and 180`),
    check('tour_packages_passport_validity_valid', sql`${t.passportValidityMonths} between 0 and 24`),
    // The public lists' orders, on published rows only (docs/performance-log.md): each page
    // is read in index order instead of sorting every published row.
    index('tour_packages_published_newest_idx')
      .on(t.publishedAt.desc().nullsLast(), t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`status = 'Published'`),
    index('tour_packages_published_price_idx')
      .on(
        t.startingPricePaise.asc().nullsLast(),
        t.publishedAt.desc().nullsLast(),
        t.createdAt.desc().nullsFirst(),
        t.id,
      )
      .where(sql`status = 'Published'`),
    index('tour_packages_published_price_desc_idx')
      .on(
        t.startingPricePaise.desc().nullsLast(),
        t.publishedAt.desc().nullsLast(),
        t.createdAt.desc().nullsFirst(),
        t.id,
      )
      .where(sql`status = 'Published'`),
    index('tour_packages_published_creator_idx')
      .on(t.creatorId, t.publishedAt.desc().nullsLast(), t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`status = 'Published'`),
    // The admin and creator lists: newest first.
    index('tour_packages_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('tour_packages_commission_valid', sql`${t.commissionType} in ('Booking', 'SalesOperations')`),
    check('tour_packages_tour_type_valid', sql`${t.tourType} in ('OneTime', 'AnyDay', 'SpecificDays')`),
    check('tour_packages_pricing_type_valid', sql`${t.pricingType} in ('Simple', 'Custom')`),
  ],
);

const packageRef = () =>
  uuid('package_id')
    .notNull()
    .references(() => tourPackages.id, { onDelete: 'cascade' });

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

/**
 * Which published package is in which destination group, with the package's sort keys: kept by
 * database triggers (migration 0011, docs/decisions/706) from tour_packages, its places and the
 * groups' places, never written by the application. A group's list (the /packages destination
 * filter and /destination/{slug}) is then a range of one index in the list's own order, and its
 * count an index-only scan, however large the catalogue.
 */
export const tourPackageGroups = pgTable(
  'tour_package_groups',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => destinationGroups.id, { onDelete: 'cascade' }),
    packageId: packageRef(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    startingPricePaise: integer('starting_price_paise'),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.packageId] }),
    index('tour_package_groups_package_idx').on(t.packageId),
    index('tour_package_groups_newest_idx').on(
      t.groupId,
      t.publishedAt.desc().nullsLast(),
      t.createdAt.desc().nullsFirst(),
      t.packageId,
    ),
    index('tour_package_groups_price_idx').on(
      t.groupId,
      t.startingPricePaise.asc().nullsLast(),
      t.publishedAt.desc().nullsLast(),
      t.createdAt.desc().nullsFirst(),
      t.packageId,
    ),
    index('tour_package_groups_price_desc_idx').on(
      t.groupId,
      t.startingPricePaise.desc().nullsLast(),
      t.publishedAt.desc().nullsLast(),
      t.createdAt.desc().nullsFirst(),
      t.packageId,
    ),
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
    meals: jsonb('meals').$type<{ name: string; type: MealType }[]>().notNull().default([]),
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
    // Closed for sale: no new booking on it; its bookings and holds stay as they are.
    closedForSale: boolean('closed_for_sale').notNull().default(false),
    // The minimum group size (people, children included; null: none), and when the date
    // was confirmed (its paid people reached the minimum, or an operator ran it anyway). Once
    // set, confirmedAt never goes back (ADR 1201); confirmedBy is the operator who ran it anyway.
    minTravellers: integer('min_travellers'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    // The operator cancelled the date (every booking on it refunded in full), and why.
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    uniqueIndex('tour_dates_departure_date_idx').on(t.departureId, t.date),
    index('tour_dates_package_date_idx').on(t.packageId, t.date),
    // ADR 1224: the dashboards' at-risk dates read only dates with an open minimum.
    index('tour_dates_at_risk_idx')
      .on(t.date)
      .where(sql`${t.minTravellers} is not null and ${t.confirmedAt} is null and ${t.cancelledAt} is null`),
    check('tour_dates_seats_valid', sql`${t.seats} is null or ${t.seats} >= 0`),
    check(
      'tour_dates_min_travellers_valid',
      sql`${t.minTravellers} is null or ${t.minTravellers} between 1 and 999`,
    ),
  ],
);
