import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { leadStatuses } from '@wayfarer/shared/enums';
import { createdAt, trigramIndex } from './columns.ts';
import { creators } from './accounts.ts';
import { bookings } from './bookings.ts';
import { tourPackages } from './packages.ts';
import { shareLinks } from './share-links.ts';

// Leads: enquiries sent from a creator's page or a package page.
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull(),
    message: text('message').notNull().default(''),
    status: text('status', { enum: leadStatuses }).notNull().default('new'),
    creatorId: uuid('creator_id').references((): AnyPgColumn => creators.id, { onDelete: 'set null' }),
    packageId: uuid('package_id').references((): AnyPgColumn => tourPackages.id, { onDelete: 'set null' }),
    // ADR 1313: the creator link the sender came through (resolved from its code).
    shareLinkId: uuid('share_link_id').references(() => shareLinks.id, { onDelete: 'set null' }),
    // ADR 1360: the booking the admin made from this lead ("Create booking" in the inbox).
    bookingId: uuid('booking_id').references((): AnyPgColumn => bookings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    // Kept by the database (migration 0024, ADR 1211): its e-mail (any case) made a paid booking at
    // or after the lead was sent (ADR 982). Whatever a writer sets, the lead's trigger recomputes it.
    converted: boolean('converted').notNull().default(false),
    // Kept the same way: the creators the lead addresses (leadsAddressedTo: the one it names, its
    // package's) and those of them it converted for (a paid booking of their packages).
    addressedTo: uuid('addressed_to').array().notNull().default(sql`'{}'`),
    convertedFor: uuid('converted_for').array().notNull().default(sql`'{}'`),
  },
  (t) => [
    index('leads_creator_created_idx').on(t.creatorId, t.createdAt),
    index('leads_created_idx').on(t.createdAt),
    index('leads_package_idx').on(t.packageId),
    index('leads_booking_idx').on(t.bookingId).where(sql`${t.bookingId} is not null`),
    index('leads_share_link_idx').on(t.shareLinkId).where(sql`${t.shareLinkId} is not null`),
    // The leads inbox filters by status, newest first; the admin stats group by status.
    index('leads_status_created_idx').on(t.status, t.createdAt),
    index('leads_email_idx').on(sql`lower(${t.email})`),
    // The inbox search: name, e-mail or phone contains the text (ILIKE on lower(column)).
    trigramIndex('leads_name_trgm_idx', t.name),
    trigramIndex('leads_email_trgm_idx', t.email),
    trigramIndex('leads_phone_trgm_idx', t.phone),
    check('leads_status_valid', sql`${t.status} in ('new', 'followed', 'cancelled', 'confirmed')`),
  ],
);
