import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookingCommissions, bookings, creators, earnings, tourPackages, users } from '../../db/schema.ts';

/**
 * Bookings of the creator's packages, or ledger rows of its (a recommending creator
 * earns referral shares of other creators' bookings): either keeps the creator record.
 */
export async function creatorHasBookings(db: Database, creatorId: string): Promise<boolean> {
  const own = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.creatorId, creatorId))
    .limit(1);
  if (own.length > 0) return true;
  const earned = await db
    .select({ id: earnings.id })
    .from(earnings)
    .where(eq(earnings.creatorId, creatorId))
    .limit(1);
  if (earned.length > 0) return true;
  const referred = await db
    .select({ id: bookingCommissions.bookingId })
    .from(bookingCommissions)
    .where(eq(bookingCommissions.referrerId, creatorId))
    .limit(1);
  return referred.length > 0;
}

/** A user without a creator record, or a creator nobody booked: the rows go (tokens cascade). */
export async function deleteUserAndCatalogue(db: Database, userId: string, creatorId: string | null) {
  if (creatorId) await db.delete(tourPackages).where(eq(tourPackages.creatorId, creatorId));
  // creators.user_id cascades: the creator record goes with its user.
  await db.delete(users).where(eq(users.id, userId));
}

/**
 * A creator with bookings stays for the travellers and the books (bookings and the ledger point
 * at it) but loses everything that identifies the person, and its packages leave the site.
 * The account cannot sign in again: its e-mail and password are replaced by unusable values.
 */
export async function anonymiseCreatorAccount(db: Database, userId: string, creatorId: string) {
  const tag = randomBytes(6).toString('hex');
  const email = `deleted-${tag}@deleted.invalid`;
  await db
    .update(users)
    .set({
      name: 'Deleted account',
      email,
      passwordHash: `!deleted-${randomBytes(16).toString('hex')}`,
      image: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  await db
    .update(creators)
    .set({
      username: `deleted-${tag}`,
      fullName: 'Former creator',
      email,
      phoneNumber: '',
      profileImage: null,
      title: null,
      subtitle: null,
      showUsername: false,
      featured: false,
      updatedAt: new Date(),
    })
    .where(eq(creators.id, creatorId));
  await db
    .update(tourPackages)
    .set({ status: 'Draft', updatedAt: new Date() })
    .where(eq(tourPackages.creatorId, creatorId));
}
