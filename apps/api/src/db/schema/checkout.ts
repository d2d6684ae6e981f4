import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { couponKinds } from '@wayfarer/shared/enums';
import { createdAt, updatedAt } from './columns.ts';
import { tourPackages } from './packages.ts';

// Checkout: coupons and the booking-number sequence. Every amount is integer paise, computed on the server.
export const bookingNumberSeq = pgSequence('booking_number_seq', { startWith: 1001 });

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored upper-cased; matched case-insensitively.
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: couponKinds }).notNull(),
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
