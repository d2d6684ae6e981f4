import { date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';

// The departure board's per-date counts (ADR 1222, migration 0029), kept by triggers on bookings
// and seat_holds in the writer's transaction; a row whose counts reach zero is deleted.
// Derived data: only the triggers and board_counts_rebuild() write here.

/** Travelling bookings (TRAVELLING_STATUSES) and their people per package, departure and date. */
export const boardBookingCounts = pgTable(
  'board_booking_counts',
  {
    packageId: uuid('package_id').notNull(),
    departureId: uuid('departure_id').notNull(),
    travelDate: date('travel_date', { mode: 'string' }).notNull(),
    bookings: integer('bookings').notNull().default(0),
    people: integer('people').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'board_booking_counts_pk', columns: [t.packageId, t.departureId, t.travelDate] }),
  ],
);

/** The live holds' people per tour date: `held` (status held) and `taken` (held or confirmed). */
export const boardHoldCounts = pgTable('board_hold_counts', {
  tourDateId: uuid('tour_date_id').primaryKey(),
  held: integer('held').notNull().default(0),
  taken: integer('taken').notNull().default(0),
});
