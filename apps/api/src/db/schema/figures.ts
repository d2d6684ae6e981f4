import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// The dashboards' figures kept as they change (ADR 1211, migration 0024): triggers on bookings,
// payment_attempts, refunds and earnings add each row's share to its India month, once for the
// whole platform (scope '') and once for the booking's creator (scope = creator id), in the
// transaction that wrote the row. Reads sum a scope's months; nothing else writes here.
export const bookingFigures = pgTable(
  'booking_figures',
  {
    scope: text('scope').notNull(),
    // 'YYYY-MM' in India time.
    month: text('month').notNull(),
    paidBookings: integer('paid_bookings').notNull().default(0),
    bookedPaise: bigint('booked_paise', { mode: 'number' }).notNull().default(0),
    revenuePaise: bigint('revenue_paise', { mode: 'number' }).notNull().default(0),
    outstandingPaise: bigint('outstanding_paise', { mode: 'number' }).notNull().default(0),
    afterTravelPaise: bigint('after_travel_paise', { mode: 'number' }).notNull().default(0),
    collectedPaise: bigint('collected_paise', { mode: 'number' }).notNull().default(0),
    refundedPaise: bigint('refunded_paise', { mode: 'number' }).notNull().default(0),
    earningsPaise: bigint('earnings_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.month] })],
);

// Rows per status kept the same way: 'package:<status>' (platform and creator scopes) and
// 'lead:<status>' (platform only).
export const recordCounts = pgTable(
  'record_counts',
  {
    scope: text('scope').notNull(),
    name: text('name').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.name] })],
);
