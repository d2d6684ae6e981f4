import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { creators } from './schema.ts';
import { createdAt, trigramIndex, updatedAt } from './schema-columns.ts';
import { tourDates, tourDepartures, tourPackages } from './schema-packages.ts';

// ---------------------------------------------------------------------------------------------
// Checkout and payments (issue 7). Every amount is integer paise, computed on the server.

export const bookingNumberSeq = pgSequence('booking_number_seq', { startWith: 1001 });

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored upper-cased; matched case-insensitively.
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
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

export const bookings = pgTable(
  'bookings',
  {
    // The public, unguessable booking id (random uuid) used in /booking/payment-complete/{id}.
    id: uuid('id').primaryKey().defaultRandom(),
    bookingNumber: text('booking_number').notNull().unique(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => tourPackages.id, { onDelete: 'restrict' }),
    // Copied from the package so a creator's list is one indexed read.
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'restrict' }),
    // A departure may later be removed from the package: the booking keeps its name.
    departureId: uuid('departure_id').references(() => tourDepartures.id, { onDelete: 'set null' }),
    departureName: text('departure_name').notNull(),
    travelDate: date('travel_date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    paymentType: text('payment_type', { enum: ['token', 'full'] }).notNull(),
    pricingType: text('pricing_type', { enum: ['Simple', 'Custom'] }).notNull(),
    // The priced selection as charged: rooms [{adult, child, pricePaise}] or customs [{id, name, pricePaise, value, totalPeople}].
    selection: jsonb('selection').notNull(),
    people: integer('people').notNull(),
    packageAmountPaise: integer('package_amount_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    // What this booking asks for now (token: 15% of the total; full: the total).
    dueNowPaise: integer('due_now_paise').notNull(),
    paidPaise: integer('paid_paise').notNull().default(0),
    paymentStatus: text('payment_status').notNull().default('PENDING'),
    idempotencyKey: text('idempotency_key').unique(),
    requestHash: text('request_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_creator_created_idx').on(t.creatorId, t.createdAt),
    index('bookings_created_idx').on(t.createdAt),
    index('bookings_status_created_idx').on(t.paymentStatus, t.createdAt),
    index('bookings_package_idx').on(t.packageId),
    trigramIndex('bookings_name_trgm_idx', t.name),
    trigramIndex('bookings_email_trgm_idx', t.email),
    check(
      'bookings_amounts_valid',
      sql`${t.packageAmountPaise} >= 0 and ${t.discountPaise} >= 0 and ${t.dueNowPaise} >= 0 and ${t.paidPaise} >= 0`,
    ),
    check('bookings_payment_type_valid', sql`${t.paymentType} in ('token', 'full')`),
  ],
);

export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    merchantTransactionId: text('merchant_transaction_id').notNull().unique(),
    amountPaise: integer('amount_paise').notNull(),
    // spec 001 §4 payment statuses; moves forward only.
    status: text('status').notNull().default('PENDING'),
    gatewayTransactionId: text('gateway_transaction_id'),
    // The gateway's pay-page address, so an idempotent retry answers it without paying twice.
    redirectUrl: text('redirect_url'),
    checkCount: integer('check_count').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // A success that arrived after the attempt had timed out and its seats were released.
    refundReview: boolean('refund_review').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_attempts_booking_idx').on(t.bookingId),
    // The reconciler's queue: pending attempts by their next check.
    index('payment_attempts_due_idx').on(t.status, t.nextCheckAt),
  ],
);

// A hold on a dated departure's seats; only dates with a seat cap get holds.
export const seatHolds = pgTable(
  'seat_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tourDateId: uuid('tour_date_id')
      .notNull()
      .references(() => tourDates.id, { onDelete: 'cascade' }),
    people: integer('people').notNull(),
    status: text('status', { enum: ['held', 'confirmed', 'released'] })
      .notNull()
      .default('held'),
    createdAt: createdAt(),
  },
  (t) => [
    index('seat_holds_date_status_idx').on(t.tourDateId, t.status),
    check('seat_holds_status_valid', sql`${t.status} in ('held', 'confirmed', 'released')`),
  ],
);

// Outbox: e-mails are queued in the transaction that causes them and sent by a worker.
export const emailJobs = pgTable(
  'email_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('email_jobs_due_idx').on(t.status, t.nextAttemptAt)],
);
