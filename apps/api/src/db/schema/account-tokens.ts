import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

// Account e-mails: one-time links for a password reset, an address check and an
// address change. Like refresh tokens only the SHA-256 of the link's token is stored.
export const ACCOUNT_TOKEN_PURPOSES = ['password-reset', 'verify-email', 'change-email'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    // The address the link was sent to: it is verified (or becomes the account's) when used.
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    // One live link per user and purpose: a new one replaces the last (ADR 1143).
    uniqueIndex('account_tokens_one_live_idx').on(t.userId, t.purpose).where(sql`${t.usedAt} is null`),
    index('account_tokens_expires_idx').on(t.expiresAt),
    check(
      'account_tokens_purpose_valid',
      sql`${t.purpose} in ('password-reset', 'verify-email', 'change-email')`,
    ),
  ],
);

// The address a user has proven to own. Verified means this row's e-mail equals the user's
// current one, so a changed address is never verified by the old address's proof.
export const emailVerifications = pgTable('email_verifications', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
});
