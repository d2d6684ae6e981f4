import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    // Where operator e-mails go (ADR 985); '' means the first admin's e-mail. Admin only.
    notificationEmail: text('notification_email').notNull().default(''),
    // GST (ADR 1161): the rate invoices charge (prices include it) and their prefix.
    gstRatePercent: integer('gst_rate_percent').notNull().default(5),
    invoicePrefix: text('invoice_prefix').notNull().default('WF'),
    // ADR 1342: who signs the tax documents issued from now on ('' = no signature block).
    signatoryName: text('signatory_name').notNull().default(''),
    signatoryDesignation: text('signatory_designation').notNull().default(''),
    // ADR 1315: a recommending creator's referral share, basis points (3 % by default).
    referralRateBp: integer('referral_rate_bp').notNull().default(300),
    // ADR 1377: TCS on overseas packages: the rate up to the threshold, the rate above it (basis
    // points) and the threshold (paise), as the Finance Act in force sets them.
    tcsRateBp: integer('tcs_rate_bp').notNull().default(200),
    tcsThresholdPaise: bigint('tcs_threshold_paise', { mode: 'number' }).notNull().default(100_000_000),
    tcsHighRateBp: integer('tcs_high_rate_bp').notNull().default(200),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('site_settings_single_row', sql`${t.id} = 1`),
    check('site_settings_referral_rate_valid', sql`${t.referralRateBp} between 0 and 2000`),
    check(
      'site_settings_tcs_valid',
      sql`${t.tcsRateBp} between 0 and 5000 and ${t.tcsHighRateBp} between 0 and 5000 and ${t.tcsThresholdPaise} >= 0`,
    ),
  ],
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
    // 'dropped': a WhatsApp message whose number opted out (STOP) before it went out.
    status: text('status', { enum: ['pending', 'sent', 'failed', 'dropped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    // Jobs that must go out once (reminders, lifecycle notices) carry a key: a second insert is ignored.
    dedupeKey: text('dedupe_key').unique(),
    // ADR 1308: set by a claim, cleared by its outcome; still set when the job is claimable again,
    // its sender never recorded whether it went out.
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // ADR 1343: the outbox carries e-mails and WhatsApp template messages. A 'whatsapp' row holds
    // the number (91XXXXXXXXXX) in `to`, the template's name in `subject` and its body parameters
    // (a JSON array of strings) in `text`; `bookingId` is the booking it tells about.
    channel: text('channel', { enum: ['email', 'whatsapp'] })
      .notNull()
      .default('email'),
    bookingId: uuid('booking_id'),
    // The provider's id of the sent message (WhatsApp's messages[0].id) and its latest delivery
    // status from the webhook (sent, delivered, read, failed).
    providerMessageId: text('provider_message_id'),
    deliveryStatus: text('delivery_status', { enum: ['sent', 'delivered', 'read', 'failed'] }),
    deliveryUpdatedAt: timestamp('delivery_updated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_jobs_due_idx').on(t.status, t.nextAttemptAt),
    uniqueIndex('email_jobs_provider_message_idx').on(t.providerMessageId),
    index('email_jobs_booking_idx').on(t.bookingId),
  ],
);

// ADR 1343: numbers that replied STOP on WhatsApp; nothing more is sent to them.
export const whatsappOptOuts = pgTable('whatsapp_opt_outs', {
  phone: text('phone').primaryKey(),
  createdAt: createdAt(),
});
