import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { travellerSessions, travellerSignInLinks } from '../../db/schema.ts';

// ADR 1310: the traveller's sign-in links and sessions, each kept by its token's hash.

export async function insertSignInLink(
  db: Database,
  link: { email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(travellerSignInLinks).values(link);
}

/**
 * Spends a link: marks it used if it is unused and not expired at `now`, in one statement, so two
 * openings at once cannot both succeed. Answers the link's address, or undefined.
 */
export async function claimSignInLink(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(travellerSignInLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(travellerSignInLinks.tokenHash, tokenHash),
        isNull(travellerSignInLinks.usedAt),
        gt(travellerSignInLinks.expiresAt, now),
      ),
    )
    .returning({ email: travellerSignInLinks.email });
  return row?.email;
}

export async function insertSession(
  db: Database,
  session: { email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(travellerSessions).values(session);
}

/** The live session of a token's hash at `now`. */
export async function findLiveSession(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ email: string; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ email: travellerSessions.email, expiresAt: travellerSessions.expiresAt })
    .from(travellerSessions)
    .where(and(eq(travellerSessions.tokenHash, tokenHash), gt(travellerSessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(travellerSessions).where(eq(travellerSessions.tokenHash, tokenHash));
}

/** Links and sessions that ended before `before`: nothing can use them any more. */
export async function purgeEnded(db: Database, before: Date): Promise<void> {
  await db.delete(travellerSignInLinks).where(lt(travellerSignInLinks.expiresAt, before));
  await db.delete(travellerSessions).where(lt(travellerSessions.expiresAt, before));
}
