import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { funnelChannels, shareChannels } from '@wayfarer/shared/enums';
import { createdAt } from './columns.ts';
import { creators } from './accounts.ts';
import { tourPackages } from './packages.ts';

// ADR 1313, 1314: creators' share links and the funnel's daily counters.

// A creator's short link (/go/{code}) to a package (its own or another's: a recommendation) or,
// with no package, to its profile, for one channel. Never changed once written.
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id').references(() => tourPackages.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: shareChannels }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Asking again for the same creator, package (or profile) and channel answers the same code.
    uniqueIndex('share_links_package_channel_idx')
      .on(t.creatorId, t.packageId, t.channel)
      .where(sql`${t.packageId} is not null`),
    uniqueIndex('share_links_profile_channel_idx')
      .on(t.creatorId, t.channel)
      .where(sql`${t.packageId} is null`),
    index('share_links_package_idx').on(t.packageId),
    check(
      'share_links_channel_valid',
      sql`${t.channel} in ('instagram', 'youtube', 'whatsapp', 'x', 'facebook', 'email', 'other')`,
    ),
    check('share_links_code_valid', sql`${t.code} ~ '^[A-Za-z0-9]{8}$'`),
  ],
);

// Per India day, package (null: the profile), creator (whose link; 'direct': the page's own
// creator) and channel. Visits are flushed here from the beacon's counters; the rest is kept by
// triggers on leads and bookings (migration 0038).
export const funnelDaily = pgTable(
  'funnel_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    packageId: uuid('package_id').references(() => tourPackages.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: funnelChannels }).notNull(),
    packageCreatorId: uuid('package_creator_id'),
    visits: integer('visits').notNull().default(0),
    enquiries: integer('enquiries').notNull().default(0),
    checkoutsStarted: integer('checkouts_started').notNull().default(0),
    paidBookings: integer('paid_bookings').notNull().default(0),
    revenuePaise: bigint('revenue_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('funnel_daily_key').on(t.day, t.creatorId, t.channel, t.packageId).nullsNotDistinct(),
    index('funnel_daily_creator_day_idx').on(t.creatorId, t.day),
    index('funnel_daily_package_creator_day_idx').on(t.packageCreatorId, t.day),
    index('funnel_daily_day_idx').on(t.day),
    check(
      'funnel_daily_channel_valid',
      sql`${t.channel} in ('instagram', 'youtube', 'whatsapp', 'x', 'facebook', 'email', 'other', 'direct')`,
    ),
  ],
);
