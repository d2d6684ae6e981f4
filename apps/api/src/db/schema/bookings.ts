import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  bookingStatuses,
  offlinePaymentMethods,
  paymentKinds,
  paymentStatuses,
  paymentTypes,
  pricingTypes,
  refundKinds,
  refundStatuses,
  travellerGenders,
  travellerIdTypes,
} from '@wayfarer/shared/enums';
import type { PlanInstalment } from '@wayfarer/shared/rules/instalments';
import { createdAt, position, trigramIndex, updatedAt } from './columns.ts';
import { creators, users } from './accounts.ts';
import { coupons } from './checkout.ts';
import { tourDates, tourDepartures, tourPackages } from './packages.ts';
import { shareLinks } from './share-links.ts';

// Bookings, their payment attempts and seat holds. Every amount is integer paise, computed on the server.

/** A room as charged: its counts and its price. */
export type SimpleSelectionItem = { adult: number; child: number; pricePaise: number };
/** A custom pricing item as charged: how many (`value`) of which item, at what price. */
export type CustomSelectionItem = {
  id: string;
  name: string;
  pricePaise: number;
  value: number;
  totalPeople: number;
};
/** A refund quote as frozen when a cancellation request was received (paise). */
export type FrozenQuote = {
  daysBeforeTravel: number;
  deductionPercent: number;
  deductionPaise: number;
  paidPaise: number;
  refundPaise: number;
};
/** Rooms for a Simple package, items for a Custom one (the booking's `pricingType` says which). */
export type BookingSelection = SimpleSelectionItem[] | CustomSelectionItem[];

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
    // The traveller's GST state code from checkout: the tax invoice's place of supply;
    // null means the operator's own state.
    stateCode: text('state_code'),
    paymentType: text('payment_type', { enum: paymentTypes }).notNull(),
    pricingType: text('pricing_type', { enum: pricingTypes }).notNull(),
    // The priced selection as charged: rooms [{adult, child, pricePaise}] or customs [{id, name, pricePaise, value, totalPeople}].
    selection: jsonb('selection').$type<BookingSelection>().notNull(),
    people: integer('people').notNull(),
    packageAmountPaise: integer('package_amount_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    // What this booking asks for now (token: 15% of the total; full: the total).
    dueNowPaise: integer('due_now_paise').notNull(),
    paidPaise: integer('paid_paise').notNull().default(0),
    // The first (token or full) payment's status, which the result page polls (spec 001 §3).
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull().default('PENDING'),
    // The booking's life apart from its payments (ADR 901; rules/booking-lifecycle.ts).
    status: text('status', { enum: bookingStatuses }).notNull().default('PENDING'),
    // Travel date − 30 days, or the booking day when that is already past (India time).
    balanceDueDate: date('balance_due_date', { mode: 'string' }).notNull(),
    cancellationRequestedAt: timestamp('cancellation_requested_at', { withTimezone: true }),
    cancellationReason: text('cancellation_reason'),
    // The refund quote (days, percentage, refund) frozen when the request was received;
    // the admin's cancel applies it by default.
    cancellationQuote: jsonb('cancellation_quote').$type<FrozenQuote>(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    // Cancelled by the operator with its date (a full refund, no slab), apart from a
    // traveller's cancellation; cancelReason holds the operator's reason.
    cancelledByOperator: boolean('cancelled_by_operator').notNull().default(false),
    // The refund the policy computed at cancellation, and the one applied (an operator may override).
    refundComputedPaise: integer('refund_computed_paise'),
    refundAppliedPaise: integer('refund_applied_paise'),
    // Refunds the gateway completed (paidPaise stays what was received).
    refundedPaise: integer('refunded_paise').notNull().default(0),
    // ADR 1210: money refunded while the booking stays live (a date change to a cheaper date); the
    // one pending rule (`pendingPaise`) subtracts it from what was collected.
    liveRefundedPaise: integer('live_refunded_paise').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    // The operators' last "Resend confirmation": a resend is claimed on it, at most once a minute per booking.
    confirmationResentAt: timestamp('confirmation_resent_at', { withTimezone: true }),
    // ADR 1302: the traveller's secret (base64url), sent only to the traveller (the checkout's
    // answer, its e-mail links) and asked of every traveller's action as X-Manage-Key. The
    // default only covers rows written outside checkout (seed, tests); checkout sets its own.
    manageKey: text('manage_key')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`),
    // ADR 1343: the traveller's number as WhatsApp addresses it (91XXXXXXXXXX) when they
    // ticked "Send me updates on WhatsApp" at checkout; null: no WhatsApp messages.
    whatsappPhone: text('whatsapp_phone'),
    // ADR 1365: the package's instalment plan frozen at checkout (payment type 'instalments' only).
    instalmentPlan: jsonb('instalment_plan').$type<PlanInstalment[]>(),
    idempotencyKey: text('idempotency_key').unique(),
    requestHash: text('request_hash'),
    // ADR 1313: the creator link the visitor came through, resolved by the server from
    // the code the checkout carried; its creator and channel are the booking's attribution.
    shareLinkId: uuid('share_link_id').references(() => shareLinks.id, { onDelete: 'set null' }),
    // ADR 1360: the admin who made the booking (a phone or WhatsApp lead); null for a checkout.
    // With a discount, its reason (discountPaise holds the amount): the discount's audit.
    createdByAdmin: uuid('created_by_admin').references(() => users.id, { onDelete: 'set null' }),
    discountReason: text('discount_reason'),
    // ADR 1375: a business booking (both or neither): the tax invoice is B2B, its place of supply
    // the GSTIN's state.
    businessName: text('business_name'),
    businessGstin: text('business_gstin'),
    // ADR 1376: the recipient's postal address (asked from Rs 50,000, GST rule 46).
    billingAddress: text('billing_address'),
    // ADR 1377: the lead traveller's PAN (international packages) and the TCS charged with the
    // first payment; collected: what the gateway took of it; refunded: what was given back.
    // paidPaise never includes TCS.
    pan: text('pan'),
    tcsPaise: integer('tcs_paise').notNull().default(0),
    tcsCollectedPaise: integer('tcs_collected_paise').notNull().default(0),
    tcsRefundedPaise: integer('tcs_refunded_paise').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_admin_made_idx').on(t.createdByAdmin).where(sql`${t.createdByAdmin} is not null`),
    index('bookings_creator_created_idx').on(t.creatorId, t.createdAt),
    index('bookings_created_idx').on(t.createdAt),
    index('bookings_status_created_idx').on(t.paymentStatus, t.createdAt),
    // Lead conversion: a lead's e-mail among the paid bookings (migration 0024).
    index('bookings_paid_email_idx')
      .on(sql`lower(${t.email})`, t.createdAt)
      .where(sql`${t.paymentStatus} = 'PAYMENT_SUCCESS'`),
    // A traveller's bookings by address in any letter case (migration 0036).
    index('bookings_email_idx').on(sql`lower(${t.email})`, t.travelDate),
    index('bookings_package_idx').on(t.packageId),
    index('bookings_share_link_idx').on(t.shareLinkId).where(sql`${t.shareLinkId} is not null`),
    // The completion job and the balance reminders scan by status and date.
    index('bookings_status_travel_idx').on(t.status, t.travelDate),
    index('bookings_status_due_idx').on(t.status, t.balanceDueDate),
    trigramIndex('bookings_name_trgm_idx', t.name),
    trigramIndex('bookings_email_trgm_idx', t.email),
    // The admin's search ORs all four: each needs its index (migration 0024).
    trigramIndex('bookings_phone_trgm_idx', t.phone),
    trigramIndex('bookings_number_trgm_idx', t.bookingNumber),
    check(
      'bookings_amounts_valid',
      sql`${t.packageAmountPaise} >= 0 and ${t.discountPaise} >= 0 and ${t.dueNowPaise} >= 0 and ${t.paidPaise} >= 0`,
    ),
    check('bookings_payment_type_valid', sql`${t.paymentType} in ('token', 'full', 'instalments')`),
    check(
      'bookings_instalment_plan_valid',
      sql`(${t.paymentType} = 'instalments') = (${t.instalmentPlan} is not null)`,
    ),
    check(
      'bookings_status_valid',
      sql`${t.status} in ('PENDING', 'CONFIRMED', 'CANCELLATION_REQUESTED', 'CANCELLED', 'COMPLETED')`,
    ),
    check(
      'bookings_live_refunds_valid',
      sql`${t.liveRefundedPaise} >= 0 and ${t.liveRefundedPaise} <= ${t.paidPaise}`,
    ),
    check(
      'bookings_tcs_valid',
      sql`${t.tcsPaise} >= 0 and ${t.tcsCollectedPaise} >= 0 and ${t.tcsRefundedPaise} >= 0 and ${t.tcsRefundedPaise} <= ${t.tcsCollectedPaise}`,
    ),
    index('bookings_tcs_created_idx').on(t.createdAt).where(sql`${t.tcsCollectedPaise} > 0`),
    check(
      'bookings_refunds_valid',
      sql`${t.refundedPaise} >= 0 and ${t.refundedPaise} <= ${t.paidPaise} and coalesce(${t.refundAppliedPaise}, 0) >= 0`,
    ),
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
    // token or full (the first payment), balance, or offline (recorded by an admin).
    kind: text('kind', { enum: paymentKinds }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    // ADR 1377: the part of amountPaise that is TCS (an international booking's first payment).
    tcsPaise: integer('tcs_paise').notNull().default(0),
    // spec 001 §4 payment statuses; moves forward only.
    status: text('status', { enum: paymentStatuses }).notNull().default('PENDING'),
    gatewayTransactionId: text('gateway_transaction_id'),
    // The gateway's pay-page address, so an idempotent retry answers it without paying twice.
    redirectUrl: text('redirect_url'),
    checkCount: integer('check_count').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // A success that arrived after the attempt had timed out and its seats were released.
    refundReview: boolean('refund_review').notNull().default(false),
    // A balance payment's Idempotency-Key (unique per booking): a retry answers the same attempt.
    idempotencyKey: text('idempotency_key'),
    // An offline payment (kind 'offline', recorded by an admin, ADR 950): how and when it was paid,
    // its reference (bank UTR, receipt number…) and who recorded it. Null for gateway payments.
    offlineMethod: text('offline_method', { enum: offlinePaymentMethods }),
    offlineReference: text('offline_reference'),
    paidOn: date('paid_on', { mode: 'string' }),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_attempts_booking_idx').on(t.bookingId),
    uniqueIndex('payment_attempts_idempotency_idx').on(t.bookingId, t.idempotencyKey),
    // The reconciler's queue: pending attempts by their next check.
    index('payment_attempts_due_idx').on(t.status, t.nextCheckAt),
    // ADR 1361: never two live gateway orders for one booking's first payment.
    uniqueIndex('payment_attempts_one_live_first_idx')
      .on(t.bookingId)
      .where(sql`${t.kind} in ('token', 'full') and ${t.status} in ('PENDING', 'PAYMENT_PENDING')`),
    check('payment_attempts_kind_valid', sql`${t.kind} in ('token', 'full', 'balance', 'offline')`),
    check(
      'payment_attempts_offline_method_valid',
      sql`${t.offlineMethod} is null or ${t.offlineMethod} in ('bank_transfer', 'cash', 'upi_offline')`,
    ),
  ],
);

// Money given back: one row per gateway refund, each against one captured payment attempt
// (a refund larger than one capture is split, the latest capture first).
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    // The captured payment this refund gives back from.
    paymentAttemptId: uuid('payment_attempt_id')
      .notNull()
      .references(() => paymentAttempts.id, { onDelete: 'restrict' }),
    merchantTransactionId: text('merchant_transaction_id').notNull().unique(),
    amountPaise: integer('amount_paise').notNull(),
    // ADR 1377: the part of amountPaise that gives TCS back.
    tcsPaise: integer('tcs_paise').notNull().default(0),
    // 'gateway' (asked of PhonePe, checked by the reconciler) or 'offline' (money paid offline,
    // given back offline: an admin records it with its reference, ADR 952).
    kind: text('kind', { enum: refundKinds }).notNull().default('gateway'),
    status: text('status', { enum: refundStatuses }).notNull().default('PENDING'),
    gatewayTransactionId: text('gateway_transaction_id'),
    checkCount: integer('check_count').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    // An offline refund once given back: the bank reference, the day, and the admin who recorded it.
    offlineReference: text('offline_reference'),
    refundedOn: date('refunded_on', { mode: 'string' }),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    // The FAILED gateway refund this one retries (same capture and amount), once.
    retryOf: uuid('retry_of').references((): AnyPgColumn => refunds.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_booking_idx').on(t.bookingId),
    uniqueIndex('refunds_retry_of_idx').on(t.retryOf),
    index('refunds_attempt_idx').on(t.paymentAttemptId),
    index('refunds_due_idx').on(t.status, t.nextCheckAt),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
    check('refunds_status_valid', sql`${t.status} in ('PENDING', 'COMPLETED', 'FAILED')`),
    check('refunds_kind_valid', sql`${t.kind} in ('gateway', 'offline')`),
  ],
);

// Who travels: exactly `people` rows per booking, entered by the traveller on the manage page.
export const bookingTravellers = pgTable(
  'booking_travellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: position(),
    name: text('name').notNull(),
    age: integer('age').notNull(),
    gender: text('gender', { enum: travellerGenders }),
    idType: text('id_type', { enum: travellerIdTypes }),
    idNumber: text('id_number'),
    // ADR 1372: each traveller's own contact (optional); announcements reach every address once.
    email: text('email'),
    phone: text('phone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('booking_travellers_position_idx').on(t.bookingId, t.position),
    check('booking_travellers_age_valid', sql`${t.age} >= 0 and ${t.age} <= 120`),
  ],
);

/** What a traveller change kept beside the names: a removal's money, a transfer's new contact. */
export type TravellerChangeDetail = Record<string, string | number | null>;

// ADR 1371: the operators' (and the traveller's) changes to one traveller, append-only: a removal,
// a corrected name, a seat handed to another person. Who (null: the traveller, by the manage key),
// when, and old -> new.
export const bookingTravellerChanges = pgTable(
  'booking_traveller_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['renamed', 'transferred', 'removed'] }).notNull(),
    oldName: text('old_name').notNull(),
    newName: text('new_name'),
    detail: jsonb('detail').$type<TravellerChangeDetail>(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_traveller_changes_booking_idx').on(t.bookingId, t.createdAt),
    check('booking_traveller_changes_kind_valid', sql`${t.kind} in ('renamed', 'transferred', 'removed')`),
  ],
);

// The operators' internal notes on a booking (admin and the package's creator; never shown to
// the traveller). Append-only; the author's name is read through the user.
export const bookingNotes = pgTable(
  'booking_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_notes_booking_idx').on(t.bookingId, t.createdAt),
    check('booking_notes_text_length', sql`char_length(${t.text}) between 1 and 2000`),
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
