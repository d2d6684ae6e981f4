import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { type RoomType, supplierCostCategories, supplierCostStatuses } from '@wayfarer/shared/enums';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { tourDepartures, tourPackages } from './packages.ts';

// Running the departure: a date's rooming list (ADR 1341) and its supplier costs
// (ADR 1340), keyed by (departure, date) like the date's notes, so an AnyDay package's date has them too.

/** A saved room: its type and its travellers by booking and position (ADR 1341). */
export type SavedRoom = { type: RoomType; travellers: { bookingId: string; position: number }[] };

export const roomingLists = pgTable(
  'rooming_lists',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => tourPackages.id, { onDelete: 'cascade' }),
    departureId: uuid('departure_id')
      .notNull()
      .references(() => tourDepartures.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    // Saved whole (one upsert: two editors never interleave); read against the bookings of the moment.
    rooms: jsonb('rooms').$type<SavedRoom[]>().notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.departureId, t.date] }),
    check('rooming_lists_rooms_array', sql`jsonb_typeof(${t.rooms}) = 'array'`),
  ],
);

export const departureCosts = pgTable(
  'departure_costs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => tourPackages.id, { onDelete: 'cascade' }),
    departureId: uuid('departure_id')
      .notNull()
      .references(() => tourDepartures.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    category: text('category', { enum: supplierCostCategories }).notNull(),
    description: text('description').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: supplierCostStatuses }).notNull().default('due'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('departure_costs_date_idx').on(t.departureId, t.date, t.createdAt),
    index('departure_costs_package_idx').on(t.packageId, t.date),
    check('departure_costs_category_valid', sql`${t.category} in ('hotel', 'vehicle', 'guide', 'other')`),
    check('departure_costs_status_valid', sql`${t.status} in ('paid', 'due')`),
    check('departure_costs_amount_valid', sql`${t.amountPaise} between 1 and 1000000000`),
    check('departure_costs_description_length', sql`char_length(${t.description}) between 1 and 200`),
  ],
);
