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
import { earningKinds, earningShares, payoutStatuses } from '@wayfarer/shared/enums';
import { createdAt, updatedAt } from './columns.ts';
import { creators, users } from './accounts.ts';
import { bookings, paymentAttempts, refunds } from './bookings.ts';

// The creators' commission ledger, payouts and the terms each booking earns on (ADRs
// 920-924). Amounts are integer paise; rates basis points (1 % = 100).

// A booking's commission terms, written once at its first payment received (the rate is frozen
// then: later edits of the package change nothing) and when its trip completes.
export const bookingCommissions = pgTable(
  'booking_commissions',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'restrict' }),
    rateBp: integer('rate_bp').notNull(),
    // The trip's last day (travel date + total days − 1) as confirmed: a cancelled booking's net
    // becomes payable the day after, when the completion job would have completed it (ADR 922).
    tripEndsOn: date('trip_ends_on', { mode: 'string' }).notNull(),
    // Set once by markPayableOnCompletion: the booking's rows are payable from this day.
    completedOn: date('completed_on', { mode: 'string' }),
    // ADR 1315: the recommending creator (the booking's link was another creator's) and
    // its referral rate, frozen with the creator's own at the first payment received.
    referrerId: uuid('referrer_id').references(() => creators.id, { onDelete: 'restrict' }),
    referralRateBp: integer('referral_rate_bp'),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_commissions_creator_idx').on(t.creatorId),
    index('booking_commissions_referrer_idx').on(t.referrerId).where(sql`${t.referrerId} is not null`),
    check('booking_commissions_rate_valid', sql`${t.rateBp} between 0 and 10000`),
    check(
      'booking_commissions_referral_valid',
      sql`(${t.referrerId} is null and ${t.referralRateBp} is null) or (${t.referrerId} is not null and ${t.referralRateBp} between 0 and 10000 and ${t.referrerId} <> ${t.creatorId})`,
    ),
  ],
);

// Append-only: ACCRUED (one per captured payment) and REVERSED (one per completed refund), for the
// package's creator and, when a recommending creator's link made the booking, for it too (share
// 'referral', ADR 1315); a creator's balance is the sum of amount_paise. No code path updates or
// deletes a row.
export const earnings = pgTable(
  'earnings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'restrict' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookingCommissions.bookingId, { onDelete: 'restrict' }),
    kind: text('kind', { enum: earningKinds }).notNull(),
    share: text('share', { enum: earningShares }).notNull().default('creator'),
    // One row per payment and per refund of each share: a replayed hook inserts nothing.
    paymentAttemptId: uuid('payment_attempt_id').references(() => paymentAttempts.id, {
      onDelete: 'restrict',
    }),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    // The payment or refund amount the share is taken of.
    basePaise: integer('base_paise').notNull(),
    rateBp: integer('rate_bp').notNull(),
    // Signed: positive when ACCRUED, negative when REVERSED.
    amountPaise: integer('amount_paise').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('earnings_creator_created_idx').on(t.creatorId, t.createdAt, t.id),
    index('earnings_booking_idx').on(t.bookingId),
    index('earnings_created_idx').on(t.createdAt, t.id),
    uniqueIndex('earnings_attempt_share_idx').on(t.paymentAttemptId, t.share),
    uniqueIndex('earnings_refund_share_idx').on(t.refundId, t.share),
    check('earnings_share_valid', sql`${t.share} in ('creator', 'referral')`),
    check(
      'earnings_kind_valid',
      sql`(${t.kind} = 'ACCRUED' and ${t.paymentAttemptId} is not null and ${t.refundId} is null and ${t.amountPaise} >= 0)
        or (${t.kind} = 'REVERSED' and ${t.refundId} is not null and ${t.paymentAttemptId} is null and ${t.amountPaise} <= 0)`,
    ),
    check('earnings_base_positive', sql`${t.basePaise} > 0`),
  ],
);

export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    rowCount: integer('row_count').notNull(),
    status: text('status', { enum: payoutStatuses }).notNull().default('PENDING'),
    // The bank's reference (UTR) and the day the money left, when PAID.
    reference: text('reference'),
    paidOn: date('paid_on', { mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payouts_creator_created_idx').on(t.creatorId, t.createdAt),
    index('payouts_created_idx').on(t.createdAt),
    check('payouts_status_valid', sql`${t.status} in ('PENDING', 'PAID', 'CANCELLED')`),
    check('payouts_amount_positive', sql`${t.amountPaise} > 0`),
    check(
      'payouts_paid_has_reference',
      sql`${t.status} <> 'PAID' or (${t.reference} is not null and ${t.paidOn} is not null)`,
    ),
  ],
);

// The ledger rows a payout gathers. A row is in at most one live payout: the partial unique
// index refuses a second live item for the same row, whatever the code does (ADR 923).
// Cancelling a payout releases its items (released_at), and the rows become payable again.
export const payoutItems = pgTable(
  'payout_items',
  {
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'restrict' }),
    earningId: uuid('earning_id')
      .notNull()
      .references(() => earnings.id, { onDelete: 'restrict' }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payout_items_payout_earning_idx').on(t.payoutId, t.earningId),
    uniqueIndex('payout_items_live_earning_idx').on(t.earningId).where(sql`${t.releasedAt} is null`),
  ],
);
