import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytes, createdAt } from './columns.ts';

// ADR 1306 (migration 0034): what every instance of one site must share, kept in the database
// rather than in each instance's DATA_DIR.

/** Generated secrets, one row a name ('jwt': the signing secret when JWT_SECRET is not set). */
export const sharedSecrets = pgTable('shared_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * The bytes of local media (uploads, demo images, their WebP widths) when they are stored in the
 * database: served at /media/<key> by every instance. A key is never rewritten.
 */
export const mediaBlobs = pgTable(
  'media_blobs',
  {
    key: text('key').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: bytes('bytes').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('media_blobs_size_matches', sql`${t.size} = octet_length(${t.bytes})`)],
);
