import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { creators, emailVerifications, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** `email` must already be normalised (trimmed, lower-cased), as stored. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function insertUser(db: Database, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

/**
 * Several at once, skipping e-mails that exist; answers every user with these e-mails. Only the
 * demo seed creates users this way: their (made-up) addresses start verified.
 */
export async function ensureUsers(db: Database, rows: NewUser[]): Promise<UserRow[]> {
  if (rows.length === 0) return [];
  await db.insert(users).values(rows).onConflictDoNothing({ target: users.email });
  const saved = await db
    .select()
    .from(users)
    .where(
      inArray(
        users.email,
        rows.map((row) => row.email),
      ),
    );
  await db
    .insert(emailVerifications)
    .values(saved.map((user) => ({ userId: user.id, email: user.email })))
    .onConflictDoNothing({ target: emailVerifications.userId });
  return saved;
}

export async function updateUser(
  db: Database,
  id: string,
  patch: Partial<Pick<NewUser, 'name' | 'email' | 'passwordHash' | 'role' | 'image' | 'creatorId'>>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function hasAdmin(db: Database): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN')).limit(1);
  return rows.length > 0;
}

/**
 * A creator's profile photo stands for its user's avatar (GET /v1/user `image`); its username
 * gives the avatar menu's "My public profile" link.
 */
export async function findCreatorIdentity(
  db: Database,
  creatorId: string,
): Promise<{ image: string | null; username: string } | undefined> {
  const [row] = await db
    .select({ image: creators.profileImage, username: creators.username })
    .from(creators)
    .where(eq(creators.id, creatorId))
    .limit(1);
  return row;
}

/** Raises the user's token version: every access token issued before it is refused (ADR 1143). */
export async function bumpTokenVersion(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/** Locks the user's row until the transaction ends: its account links are issued one at a time. */
export async function lockUser(db: Database, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
