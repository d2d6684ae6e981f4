import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { bookings, creators, tourPackages } from '../../../db/schema.ts';
import type { BookingRow } from '../bookings.repository.ts';

// What a confirmation e-mail says about its booking, and who hears of operator work.

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

// The outbox's table has one home (modules/outbox/outbox.repository.ts): queued through it.
export { insertEmailJobs, insertWhatsAppJobs, type NewEmailJob } from '../../outbox/index.ts';

// Who hears of operator work lives with the site settings (the group-trip e-mails read it too).
export { findAdminRecipients } from '../../settings/index.ts';
