import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { tourDates, tourDepartures, tourPackages } from './packages.ts';

// People waiting for seats on a sold-out date. When seats come free, the waitlist job
// e-mails the first entries that fit, in order, once each (notifiedAt set by a guarded update).
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => tourPackages.id, { onDelete: 'cascade' }),
    departureId: uuid('departure_id')
      .notNull()
      .references(() => tourDepartures.id, { onDelete: 'cascade' }),
    tourDateId: uuid('tour_date_id')
      .notNull()
      .references(() => tourDates.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    people: integer('people').notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The board and the job read a date's entries in order.
    index('waitlist_entries_date_idx').on(t.tourDateId, t.createdAt),
    index('waitlist_entries_package_idx').on(t.packageId, t.date),
    // One entry per date and address, whatever its case (migration 0020 kept the first).
    uniqueIndex('waitlist_entries_date_email_idx').on(t.tourDateId, sql`lower(${t.email})`),
    // The job's queue: entries still waiting.
    index('waitlist_entries_waiting_idx').on(t.tourDateId).where(sql`${t.notifiedAt} is null`),
    check('waitlist_entries_people_valid', sql`${t.people} >= 1`),
  ],
);
