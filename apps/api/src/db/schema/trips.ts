import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { createdAt, updatedAt } from './columns.ts';

// ADR 1310: "My trips". A one-time sign-in link e-mailed to the address a traveller
// booked with, and the traveller session it opens, apart from staff sign-in. Only the SHA-256 of
// each token is kept; the address is kept lower-cased (bookings are matched on lower(email)).
export const travellerSignInLinks = pgTable(
  'traveller_sign_in_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('traveller_sign_in_links_expires_idx').on(t.expiresAt),
    check('traveller_sign_in_links_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export const travellerSessions = pgTable(
  'traveller_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('traveller_sessions_expires_idx').on(t.expiresAt),
    check('traveller_sessions_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

// ADR 1311: the calendar file's SEQUENCE, raised whenever the event it describes (dates, title,
// status) differs from the one the last file described.
export const bookingCalendarEvents = pgTable('booking_calendar_events', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  sequence: integer('sequence').notNull().default(0),
  fingerprint: text('fingerprint').notNull(),
  updatedAt: updatedAt(),
});
