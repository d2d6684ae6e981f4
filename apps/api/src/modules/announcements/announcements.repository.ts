import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookingTravellers, tourAnnouncements, tourDepartures } from '../../db/schema.ts';
import { insertEmailJobs } from '../outbox/index.ts';

// The announcements of a date (whom they reach: group-trips' listCountingBookings).

export type AnnouncementRow = typeof tourAnnouncements.$inferSelect;

/** The departure when it belongs to the package. */
export async function findDepartureOfPackage(db: Database, packageId: string, departureId: string) {
  const [row] = await db
    .select({ id: tourDepartures.id, name: tourDepartures.name })
    .from(tourDepartures)
    .where(and(eq(tourDepartures.id, departureId), eq(tourDepartures.packageId, packageId)))
    .limit(1);
  return row;
}

export async function insertAnnouncement(
  tx: Database,
  values: Omit<typeof tourAnnouncements.$inferInsert, 'id' | 'createdAt'>,
): Promise<AnnouncementRow> {
  const [row] = await tx.insert(tourAnnouncements).values(values).returning();
  return row!;
}

/** Queues the e-mails; one whose dedupe key was queued before is left out. */
export async function insertAnnouncementEmails(
  tx: Database,
  jobs: { to: string; subject: string; text: string; html: string; dedupeKey: string }[],
): Promise<void> {
  await insertEmailJobs(tx, jobs);
}

// The announcement on WhatsApp to the bookings that opted in.
export { insertWhatsAppJobs as insertAnnouncementWhatsApp } from '../outbox/index.ts';

/** A date's announcements (every departure's when none is given), newest first. */
export async function listAnnouncements(
  db: Database,
  filter: { packageId: string; date: string; departureId?: string },
): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(tourAnnouncements)
    .where(
      and(
        eq(tourAnnouncements.packageId, filter.packageId),
        eq(tourAnnouncements.date, filter.date),
        filter.departureId ? eq(tourAnnouncements.departureId, filter.departureId) : undefined,
      ),
    )
    .orderBy(desc(tourAnnouncements.createdAt), desc(tourAnnouncements.id));
}

/**
 * ADR 1372: the travellers of these bookings who gave their own e-mail (the announcement reaches
 * each of them too, not only the lead traveller), in booking and place order.
 */
export async function listTravellerEmails(
  db: Database,
  bookingIds: string[],
): Promise<{ bookingId: string; name: string; email: string }[]> {
  if (bookingIds.length === 0) return [];
  const rows = await db
    .select({
      bookingId: bookingTravellers.bookingId,
      name: bookingTravellers.name,
      email: bookingTravellers.email,
    })
    .from(bookingTravellers)
    .where(and(inArray(bookingTravellers.bookingId, bookingIds), isNotNull(bookingTravellers.email)))
    .orderBy(asc(bookingTravellers.bookingId), asc(bookingTravellers.position));
  return rows.flatMap((row) =>
    row.email ? [{ bookingId: row.bookingId, name: row.name, email: row.email }] : [],
  );
}
