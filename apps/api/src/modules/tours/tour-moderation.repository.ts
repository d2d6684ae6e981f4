import { and, count, eq, gt, gte, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, creators } from '../../db/schema.ts';
import { insertEmailJobs } from '../outbox/index.ts';

// What moderation reads and writes beyond the package row: the paid bookings a status change
// would hide, and the creator's e-mail (queued in the outbox, in the caller's transaction).

/**
 * Live bookings of the package whose tour date is today (India) or later: money received (token
 * or full) and not cancelled — a cancelled or refunded booking is no one's trip (counting every
 * paid booking once warned of 13 where 5 were live).
 */
export async function countUpcomingPaidBookings(
  db: Database,
  packageId: string,
  today: string,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.packageId, packageId),
        gt(bookings.paidPaise, 0),
        ne(bookings.status, 'CANCELLED'),
        gte(bookings.travelDate, today),
      ),
    );
  return row?.value ?? 0;
}

export async function enqueueEmail(db: Database, message: { to: string; subject: string; text: string }) {
  await insertEmailJobs(db, [message]);
}

export async function findCreatorContact(
  db: Database,
  creatorId: string,
): Promise<{ email: string; fullName: string } | undefined> {
  const [row] = await db
    .select({ email: creators.email, fullName: creators.fullName })
    .from(creators)
    .where(eq(creators.id, creatorId))
    .limit(1);
  return row;
}
