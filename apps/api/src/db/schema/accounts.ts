import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { roles } from '@wayfarer/shared/enums';
import { createdAt, lower, trigramIndex, updatedAt } from './columns.ts';

// Accounts: users, their refresh tokens and the creator record. A user points at its creator and a
// creator at its user, so the two tables live in one file (no circular import).
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Stored lower-cased and trimmed: e-mails compare case-insensitively.
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: roles }).notNull().default('USER'),
    image: text('image'),
    // Set in the same transaction that creates the creator (POST /v1/creators).
    creatorId: uuid('creator_id').references((): AnyPgColumn => creators.id, { onDelete: 'set null' }),
    // In every access token (`ver`); raised to end all sessions at once (ADR 1143).
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('users_role_valid', sql`${t.role} in ('USER', 'ADMIN')`)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Every token issued by one sign-in shares a family; a replayed token revokes the family.
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.familyId),
    // The hourly purge of expired tokens.
    index('refresh_tokens_expires_idx').on(t.expiresAt),
  ],
);

// A creator is a user with a creator record (spec 000 §6); one per user.
export const creators = pgTable(
  'creators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    // Kept as typed; unique and looked up case-insensitively (lower(username)).
    username: text('username').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    profileImage: text('profile_image'),
    title: text('title'),
    subtitle: text('subtitle'),
    showUsername: boolean('show_username').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('creators_username_lower_idx').on(lower(t.username)),
    index('creators_created_idx').on(t.createdAt),
    trigramIndex('creators_full_name_trgm_idx', t.fullName),
    trigramIndex('creators_username_trgm_idx', t.username),
    trigramIndex('creators_email_trgm_idx', t.email),
  ],
);
