import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { bookings, creators, emailJobs, tourPackages } from '../../../db/schema.ts';
import type { BookingRow } from '../bookings.repository.ts';

// The e-mail outbox table, and what a confirmation e-mail says about its booking.

export type EmailJobRow = typeof emailJobs.$inferSelect;
export type NewEmailJob = Pick<
  typeof emailJobs.$inferInsert,
  'to' | 'subject' | 'text' | 'html' | 'dedupeKey'
>;

/** The booking with its package's title and its creator's name and address. */
export async function findConfirmationDetails(
  db: Database,
  bookingId: string,
): Promise<
  { booking: BookingRow; packageTitle: string; creatorEmail: string; creatorName: string } | undefined
> {
  const [row] = await db
    .select({
      booking: bookings,
      packageTitle: tourPackages.title,
      creatorEmail: creators.email,
      creatorName: creators.fullName,
    })
    .from(bookings)
    .innerJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
    .innerJoin(creators, eq(creators.id, bookings.creatorId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row;
}

/** Queues the jobs; one whose dedupeKey was already queued is left out (it goes out once). */
export async function insertEmailJobs(tx: Database, jobs: NewEmailJob[]): Promise<void> {
  if (jobs.length > 0) await tx.insert(emailJobs).values(jobs).onConflictDoNothing();
}

// Who hears of operator work lives with the site settings (the group-trip e-mails read it too).
export { findAdminRecipients } from '../../settings/settings.repository.ts';

/**
 * Up to `limit` due jobs, claimed with FOR UPDATE SKIP LOCKED (several instances share the queue),
 * their attempt counted and leased for `leaseMs`; returned with the new attempt count.
 */
export async function claimDueEmailJobs(
  db: Database,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<EmailJobRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(emailJobs)
      .where(and(eq(emailJobs.status, 'pending'), lte(emailJobs.nextAttemptAt, now)))
      .orderBy(asc(emailJobs.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(emailJobs)
      .set({ attempts: sql`${emailJobs.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(
        inArray(
          emailJobs.id,
          due.map((job) => job.id),
        ),
      );
    return due.map((job) => ({ ...job, attempts: job.attempts + 1 }));
  });
}

export async function markEmailSent(db: Database, id: string): Promise<void> {
  await db.update(emailJobs).set({ status: 'sent', lastError: null }).where(eq(emailJobs.id, id));
}

/** A failed send: tried again at `nextAttemptAt`, or given up ('failed'). */
export async function recordEmailFailure(
  db: Database,
  id: string,
  failure: { giveUp: boolean; lastError: string; nextAttemptAt: Date },
): Promise<void> {
  await db
    .update(emailJobs)
    .set({
      status: failure.giveUp ? 'failed' : 'pending',
      lastError: failure.lastError,
      nextAttemptAt: failure.nextAttemptAt,
    })
    .where(eq(emailJobs.id, id));
}
