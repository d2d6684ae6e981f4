import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './accounts.ts';

// Site-wide rows: the contact settings, uploaded media and the e-mail outbox.
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    contactPhone: text('contact_phone').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    socialLink: text('social_link').notNull().default(''),
    // The business a receipt names (ours: receipts need a seller's name and address; GSTIN optional).
    businessName: text('business_name').notNull().default('Wayfarer'),
    businessAddress: text('business_address').notNull().default(''),
    gstin: text('gstin').notNull().default(''),
    // Where operator e-mails go (issue #13, ADR 985); '' means the first admin's e-mail. Admin only.
    notificationEmail: text('notification_email').notNull().default(''),
    // GST (issue #25, ADR 1161): the rate invoices charge (prices include it) and their prefix.
    gstRatePercent: integer('gst_rate_percent').notNull().default(5),
    invoicePrefix: text('invoice_prefix').notNull().default('WF'),
    // ADR 1342: who signs the tax documents issued from now on ('' = no signature block).
    signatoryName: text('signatory_name').notNull().default(''),
    signatoryDesignation: text('signatory_designation').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [check('site_settings_single_row', sql`${t.id} = 1`)],
);

export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('media_owner_idx').on(t.ownerId)],
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
    // Jobs that must go out once (reminders, lifecycle notices) carry a key: a second insert is ignored.
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [index('email_jobs_due_idx').on(t.status, t.nextAttemptAt)],
);
