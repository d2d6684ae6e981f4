import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { reviewStatuses } from '@wayfarer/shared/enums';
import { createdAt, updatedAt } from './columns.ts';
import { creators } from './accounts.ts';
import { bookings } from './bookings.ts';
import { tourPackages } from './packages.ts';

// Verified reviews: one per completed booking (written with the traveller's manage key, ADR 1302),
// published at once; an admin may hide one (ADR 925).
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => tourPackages.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    // The traveller's first name, as shown publicly (never the e-mail or the full name).
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull().default(''),
    text: text('text').notNull().default(''),
    status: text('status', { enum: reviewStatuses }).notNull().default('published'),
    // Why an admin last hid or published it again, and when (the admin Reviews screen).
    statusReason: text('status_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_package_status_created_idx').on(t.packageId, t.status, t.createdAt),
    index('reviews_creator_status_created_idx').on(t.creatorId, t.status, t.createdAt),
    index('reviews_status_created_idx').on(t.status, t.createdAt),
    check('reviews_status_reason_length', sql`char_length(${t.statusReason}) <= 500`),
    check('reviews_rating_valid', sql`${t.rating} between 1 and 5`),
    check('reviews_status_valid', sql`${t.status} in ('published', 'hidden')`),
    check('reviews_lengths_valid', sql`char_length(${t.title}) <= 100 and char_length(${t.text}) <= 2000`),
  ],
);
