import { sql } from 'drizzle-orm';
import { check, date, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { moveOfferStatuses } from '@wayfarer/shared/enums';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { bookings } from './bookings.ts';
import { tourDepartures } from './packages.ts';

// The operator moves a group to another date (ADR 1205). Each live booking on the date is
// offered the move; the traveller accepts (the booking changes date) or declines (it is cancelled
// with a full refund). At most one open offer per booking.
export const bookingMoveOffers = pgTable(
  'booking_move_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    fromDepartureId: uuid('from_departure_id'),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    toDepartureId: uuid('to_departure_id')
      .notNull()
      .references(() => tourDepartures.id, { onDelete: 'cascade' }),
    status: text('status', { enum: moveOfferStatuses }).notNull().default('offered'),
    offeredBy: uuid('offered_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('booking_move_offers_open_idx').on(t.bookingId).where(sql`${t.status} = 'offered'`),
    check(
      'booking_move_offers_status_valid',
      sql`${t.status} in ('offered', 'accepted', 'declined', 'withdrawn')`,
    ),
  ],
);
