import { bigint, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytes } from './columns.ts';

// The public package answer stored once per change (ADR 1214, migration 0027): the JSON body of
// GET /v1/tours/public/slug/{slug}, built by the API on a read that finds none. Triggers on every
// input table bump `version` and clear the body in the writer's transaction; a build is stored
// only if the version it read with its data is still current. Derived data: only the package
// page's repository writes here (its store step), and the triggers.
export const packageReads = pgTable(
  'package_reads',
  {
    packageId: uuid('package_id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    slug: text('slug'),
    // The first bookable date the build listed dates from (a new day makes the row a miss).
    datesFrom: date('dates_from', { mode: 'string' }),
    // The builder's fingerprint (a release that changes the answer makes every row a miss).
    builder: text('builder'),
    body: text('body'),
    // ADR 1221 (migration 0028): the body's weak ETag and its br and gzip forms, written with it.
    etag: text('etag'),
    bodyBr: bytes('body_br'),
    bodyGzip: bytes('body_gzip'),
    builtAt: timestamp('built_at', { withTimezone: true }),
  },
  (t) => [index('package_reads_slug_idx').on(t.slug)],
);
