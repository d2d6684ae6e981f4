import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bookings } from './bookings.ts';
import { createdAt, updatedAt } from './columns.ts';
import { tourDepartures, tourPackages } from './packages.ts';

// Announcements to a date's travellers, the travellers' "before you go"
// details, the creator's notes per date, and the launch list of a "Coming soon" package.

export const tourAnnouncements = pgTable(
  'tour_announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => tourPackages.id, { onDelete: 'cascade' }),
    departureId: uuid('departure_id')
      .notNull()
      .references(() => tourDepartures.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    // How many lead travellers it was e-mailed to when sent.
    recipients: integer('recipients').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('tour_announcements_date_idx').on(t.packageId, t.departureId, t.date, t.createdAt),
    check('tour_announcements_subject_length', sql`char_length(${t.subject}) between 3 and 120`),
    check('tour_announcements_message_length', sql`char_length(${t.message}) between 1 and 5000`),
  ],
);

// Keyed by the traveller's position on the booking, not its row id: PUT …/travellers replaces the
// traveller rows (new ids) and the details must outlive that (ADR 1208).
export const bookingTravellerDetails = pgTable(
  'booking_traveller_details',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    emergencyName: text('emergency_name'),
    emergencyPhone: text('emergency_phone'),
    dietaryNeeds: text('dietary_needs'),
    medicalNotes: text('medical_notes'),
    passportNumber: text('passport_number'),
    nationality: text('nationality'),
    passportExpiry: date('passport_expiry', { mode: 'string' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.position] })],
);

export const departureNotes = pgTable(
  'departure_notes',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => tourPackages.id, { onDelete: 'cascade' }),
    departureId: uuid('departure_id')
      .notNull()
      .references(() => tourDepartures.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    notes: text('notes').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.departureId, t.date] }),
    check('departure_notes_length', sql`char_length(${t.notes}) <= 5000`),
  ],
);

export const launchListEntries = pgTable(
  'launch_list_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => tourPackages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    budgetPaise: integer('budget_paise'),
    // Set by the launch job's guarded update when the "now bookable" e-mail is queued.
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('launch_list_entries_email_idx').on(t.packageId, sql`lower(${t.email})`),
    index('launch_list_entries_waiting_idx').on(t.packageId).where(sql`${t.notifiedAt} is null`),
    check('launch_list_entries_budget_valid', sql`${t.budgetPaise} is null or ${t.budgetPaise} >= 0`),
  ],
);
