import type { BookingStatus } from '@wayfarer/shared/enums';
import { COUNTING_BOOKING_STATUSES } from '@wayfarer/shared/rules/trip-status';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, emailJobs, tourAnnouncements, tourDepartures } from '../../db/schema.ts';

// Issue 24 part C: the announcements of a date and who they reach.

/**
 * A live booking (ADR 1207): something was paid and the trip is on — the same bookings that count
 * toward a date's minimum (one rule, `rules/trip-status.ts`). Unpaid holds (PENDING) and cancelled
 * bookings hear nothing.
 */
const LIVE_STATUSES = [...COUNTING_BOOKING_STATUSES] as BookingStatus[];

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

/** The lead travellers of the date's live bookings, oldest booking first. */
export async function listLiveBookingsOfDate(
  db: Database,
  filter: { packageId: string; departureId: string; date: string },
) {
  return db
    .select({
      id: bookings.id,
      bookingNumber: bookings.bookingNumber,
      name: bookings.name,
      email: bookings.email,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.packageId, filter.packageId),
        eq(bookings.departureId, filter.departureId),
        eq(bookings.travelDate, filter.date),
        inArray(bookings.status, LIVE_STATUSES),
      ),
    )
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
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
  if (jobs.length > 0) await tx.insert(emailJobs).values(jobs).onConflictDoNothing();
}

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
