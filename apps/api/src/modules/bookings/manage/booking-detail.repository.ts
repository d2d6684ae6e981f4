import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { bookingNotes, bookings, paymentAttempts, users } from '../../../db/schema.ts';
import type { AttemptRow } from '../bookings.repository.ts';

// The operators' side of a booking: internal notes, the names of who wrote or recorded
// what, and the admin's offline payment row.

export type NoteRow = {
  id: string;
  text: string;
  createdAt: Date;
  authorId: string | null;
  authorName: string | null;
};

/** The booking's notes, oldest first, with each author's name (null once the account is gone). */
export async function listNotes(db: Database, bookingId: string): Promise<NoteRow[]> {
  return db
    .select({
      id: bookingNotes.id,
      text: bookingNotes.text,
      createdAt: bookingNotes.createdAt,
      authorId: bookingNotes.authorId,
      authorName: users.name,
    })
    .from(bookingNotes)
    .leftJoin(users, eq(users.id, bookingNotes.authorId))
    .where(eq(bookingNotes.bookingId, bookingId))
    .orderBy(asc(bookingNotes.createdAt), asc(bookingNotes.id));
}

export async function insertNote(
  db: Database,
  values: { bookingId: string; authorId: string; text: string; createdAt: Date },
): Promise<void> {
  await db.insert(bookingNotes).values(values);
}

/** id -> name of the given users (those that still exist). */
export async function userNames(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export type NewOfflineAttempt = Pick<
  typeof paymentAttempts.$inferInsert,
  | 'bookingId'
  | 'merchantTransactionId'
  | 'amountPaise'
  | 'offlineMethod'
  | 'offlineReference'
  | 'paidOn'
  | 'recordedBy'
> & { now: Date };

/** An offline payment: taken already (PAYMENT_SUCCESS), never checked with the gateway. */
export async function insertOfflineAttempt(tx: Database, values: NewOfflineAttempt): Promise<AttemptRow> {
  const { now, ...rest } = values;
  const [row] = await tx
    .insert(paymentAttempts)
    .values({
      ...rest,
      kind: 'offline',
      status: 'PAYMENT_SUCCESS',
      expiresAt: now,
      nextCheckAt: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('offline attempt insert returned nothing');
  return row;
}

/**
 * Claims the booking's confirmation resend at `now` when none was sent since
 * `now − windowMs` (one guarded UPDATE: of two presses at once one wins). Answers null when
 * claimed, else when the last one was sent.
 */
export async function claimConfirmationResend(
  db: Database,
  bookingId: string,
  now: Date,
  windowMs: number,
): Promise<Date | null> {
  const since = new Date(now.getTime() - windowMs);
  const claimed = await db
    .update(bookings)
    .set({ confirmationResentAt: now })
    .where(
      and(
        eq(bookings.id, bookingId),
        or(isNull(bookings.confirmationResentAt), lte(bookings.confirmationResentAt, since)),
      ),
    )
    .returning({ id: bookings.id });
  if (claimed.length > 0) return null;
  const [row] = await db
    .select({ at: bookings.confirmationResentAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.at ?? now;
}
