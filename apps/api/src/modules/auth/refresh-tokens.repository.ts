import { and, eq, getTableColumns, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { refreshTokens, users } from '../../db/schema.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
type NewRefreshToken = { userId: string; familyId: string; tokenHash: string; expiresAt: Date };

export async function insertRefreshToken(db: Database, token: NewRefreshToken): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

export async function findRefreshTokenByHash(
  db: Database,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/**
 * The guard's one read: the user, and whether the session (refresh-token family) its access token
 * names has ended (logout, sign out everywhere, a replay). No session id: never ended.
 */
export async function findSessionUser(
  db: Database,
  userId: string,
  sessionId: string | null,
): Promise<(typeof users.$inferSelect & { sessionEnded: boolean }) | undefined> {
  const ended = sessionId
    ? sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sessionId} and ${refreshTokens.revokedAt} is not null)`
    : sql<boolean>`false`;
  const [row] = await db
    .select({ ...getTableColumns(users), sessionEnded: ended })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * A family is revoked when any of its tokens is. A successor inserted while a revoke ran
 * (READ COMMITTED: the revoke's UPDATE does not see rows committed after it started) is thereby
 * revoked too, without a lock on the whole family.
 */
export async function isFamilyRevoked(db: Database, familyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.revokedAt)))
    .limit(1);
  return rows.length > 0;
}

export type RotationOutcome =
  | { kind: 'rejected' }
  | { kind: 'reused'; familyId: string }
  | { kind: 'rotated'; row: RefreshTokenRow; claimedAt: Date };

/**
 * Claim and issue in one transaction with the presented token's row locked (ADR 002): parallel
 * refreshes of one token queue on the lock, so a revoke can never land between the claim and
 * the successor. The first claims it and stores the successor; the others, within `graceMs` of
 * the claim, are answered the same successor (`claimedAt` is the first claim's time).
 */
export async function rotateRefreshToken(
  db: Database,
  tokenHash: string,
  successor: Omit<NewRefreshToken, 'userId' | 'familyId'>,
  graceMs: number,
  now: Date = new Date(),
): Promise<RotationOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1)
      .for('update');
    if (!row || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) return { kind: 'rejected' };
    if (await isFamilyRevoked(tx, row.familyId)) return { kind: 'rejected' };
    if (row.usedAt) {
      if (now.getTime() - row.usedAt.getTime() > graceMs) return { kind: 'reused', familyId: row.familyId };
      return { kind: 'rotated', row, claimedAt: row.usedAt };
    }
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
    await tx
      .insert(refreshTokens)
      .values({ ...successor, userId: row.userId, familyId: row.familyId })
      // The successor is derived from the token: it exists only if this token was claimed.
      .onConflictDoNothing({ target: refreshTokens.tokenHash });
    return { kind: 'rotated', row, claimedAt: now };
  });
}

export async function revokeTokenFamily(db: Database, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user (password reset or change), but `keepFamilyId`'s if given. */
export async function revokeUserTokens(db: Database, userId: string, keepFamilyId?: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? sql`${refreshTokens.familyId} <> ${keepFamilyId}` : undefined,
      ),
    );
}

/**
 * Deletes refresh tokens past their expiry (ADR 007): an expired token is refused whatever its
 * state, so neither rotation nor replay detection needs it any more. Returns how many went.
 */
export async function purgeExpiredRefreshTokens(db: Database, now: Date = new Date()): Promise<number> {
  const gone = await db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, now))
    .returning({ id: refreshTokens.id });
  return gone.length;
}
