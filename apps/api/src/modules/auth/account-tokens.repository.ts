import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type AccountTokenPurpose, accountTokens, emailVerifications } from '../../db/schema.ts';

export type { AccountTokenPurpose } from '../../db/schema.ts';

export type AccountTokenRow = typeof accountTokens.$inferSelect;

/**
 * Stores a new link token; earlier unused links of the same purpose stop working (one live link,
 * held by a partial unique index). Call it with the user's row locked (`lockUser`), so parallel
 * requests take turns instead of meeting that index.
 */
export async function replaceAccountToken(
  db: Database,
  token: { userId: string; purpose: AccountTokenPurpose; tokenHash: string; email: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.userId, token.userId),
        eq(accountTokens.purpose, token.purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  await db.insert(accountTokens).values(token);
}

/** Every unused link of the user stops working (a completed password reset, ADR 1143). */
export async function invalidateAccountTokens(db: Database, userId: string): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
}

/**
 * Spends a link token in one statement: only an unused, unexpired token of this purpose is
 * claimed, so two clicks on one link cannot both succeed.
 */
export async function claimAccountToken(
  db: Database,
  tokenHash: string,
  purpose: AccountTokenPurpose,
  now: Date = new Date(),
): Promise<AccountTokenRow | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/**
 * A link token as stored, used or not, expired or not: for telling a reopened link from an
 * unknown one. `usable` says whether it could still be claimed now.
 */
export async function findAccountToken(
  db: Database,
  tokenHash: string,
  purposes: AccountTokenPurpose[],
  now: Date = new Date(),
): Promise<(AccountTokenRow & { usable: boolean }) | undefined> {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), inArray(accountTokens.purpose, purposes)))
    .limit(1);
  return row && { ...row, usable: row.usedAt === null && row.expiresAt > now };
}

export async function markEmailVerified(db: Database, userId: string, email: string): Promise<void> {
  await db
    .insert(emailVerifications)
    .values({ userId, email, verifiedAt: new Date() })
    .onConflictDoUpdate({ target: emailVerifications.userId, set: { email, verifiedAt: new Date() } });
}

export async function isEmailVerified(db: Database, userId: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ userId: emailVerifications.userId })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.userId, userId), eq(emailVerifications.email, email)))
    .limit(1);
  return rows.length > 0;
}

export async function purgeExpiredAccountTokens(db: Database, now: Date = new Date()): Promise<number> {
  const gone = await db
    .delete(accountTokens)
    .where(lt(accountTokens.expiresAt, now))
    .returning({ id: accountTokens.id });
  return gone.length;
}
