import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tourDates, tourDepartures, tourPackages, waitlistEntries } from '../../db/schema.ts';
import { insertEmailJobs } from '../outbox/index.ts';

// The waitlist's table (ADR 962); the seats a date has taken are counted as checkout
// counts them (bookings/seat-holds.repository.ts).

export type WaitlistRow = typeof waitlistEntries.$inferSelect;

/** A package's dated departure: the row and its cap. */
export async function findTourDate(
  db: Database,
  filter: { packageId: string; departureId: string; date: string },
): Promise<{ id: string; seats: number | null } | undefined> {
  const [row] = await db
    .select({ id: tourDates.id, seats: tourDates.seats })
    .from(tourDates)
    .where(
      and(
        eq(tourDates.packageId, filter.packageId),
        eq(tourDates.departureId, filter.departureId),
        eq(tourDates.date, filter.date),
      ),
    )
    .limit(1);
  return row;
}

export async function insertWaitlistEntry(
  db: Database,
  values: Omit<typeof waitlistEntries.$inferInsert, 'id' | 'notifiedAt'>,
): Promise<WaitlistRow> {
  const [row] = await db.insert(waitlistEntries).values(values).returning();
  return row!;
}

/** A package's entries from `today` on, by date then in the order they joined. */
export async function listWaitlist(
  db: Database,
  packageId: string,
  today: string,
): Promise<(WaitlistRow & { departureName: string })[]> {
  return db
    .select({
      id: waitlistEntries.id,
      packageId: waitlistEntries.packageId,
      departureId: waitlistEntries.departureId,
      tourDateId: waitlistEntries.tourDateId,
      date: waitlistEntries.date,
      name: waitlistEntries.name,
      email: waitlistEntries.email,
      phone: waitlistEntries.phone,
      people: waitlistEntries.people,
      notifiedAt: waitlistEntries.notifiedAt,
      createdAt: waitlistEntries.createdAt,
      departureName: tourDepartures.name,
    })
    .from(waitlistEntries)
    .innerJoin(tourDepartures, eq(tourDepartures.id, waitlistEntries.departureId))
    .where(and(eq(waitlistEntries.packageId, packageId), gte(waitlistEntries.date, today)))
    .orderBy(asc(waitlistEntries.date), asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

export type WaitingDate = {
  tourDateId: string;
  packageId: string;
  departureId: string;
  date: string;
  seats: number | null;
  packageSlug: string;
  packageTitle: string;
};

/** Dates from `today` on with someone still waiting (waitlist_entries_waiting_idx), a batch. */
export async function listWaitingDates(db: Database, today: string, limit: number): Promise<WaitingDate[]> {
  return db
    .selectDistinct({
      tourDateId: tourDates.id,
      packageId: tourDates.packageId,
      departureId: tourDates.departureId,
      date: tourDates.date,
      seats: tourDates.seats,
      packageSlug: tourPackages.slug,
      packageTitle: tourPackages.title,
    })
    .from(waitlistEntries)
    .innerJoin(tourDates, eq(tourDates.id, waitlistEntries.tourDateId))
    .innerJoin(tourPackages, eq(tourPackages.id, tourDates.packageId))
    .where(and(isNull(waitlistEntries.notifiedAt), gte(waitlistEntries.date, today)))
    .orderBy(asc(tourDates.date), asc(tourDates.id))
    .limit(limit);
}

/** People of a date's entries notified since `since`: their seats are kept free for them a while. */
export async function recentlyNotifiedPeople(db: Database, tourDateId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${waitlistEntries.people}), 0)::int` })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.tourDateId, tourDateId), gte(waitlistEntries.notifiedAt, since)));
  return Number(row?.value ?? 0);
}

/** A published package's id, slug and title (the public waitlist form). */
export async function findPublishedPackage(
  db: Database,
  id: string,
): Promise<{ id: string; slug: string; title: string } | undefined> {
  const [row] = await db
    .select({ id: tourPackages.id, slug: tourPackages.slug, title: tourPackages.title })
    .from(tourPackages)
    .where(and(eq(tourPackages.id, id), eq(tourPackages.status, 'Published')))
    .limit(1);
  return row;
}

/** A date's entries still waiting, in the order they joined. */
export async function listWaitingEntries(db: Database, tourDateId: string): Promise<WaitlistRow[]> {
  return db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.tourDateId, tourDateId), isNull(waitlistEntries.notifiedAt)))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

/**
 * Marks an entry notified and queues its e-mail, in one transaction, unless another run already
 * did (guarded update; the e-mail's dedupe key waitlist:{entryId} guards it twice). True when this
 * call did.
 */
export async function notifyEntryOnce(
  db: Database,
  entryId: string,
  at: Date,
  mail: { to: string; subject: string; text: string; html: string; dedupeKey: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(waitlistEntries)
      .set({ notifiedAt: at })
      .where(and(eq(waitlistEntries.id, entryId), isNull(waitlistEntries.notifiedAt)))
      .returning({ id: waitlistEntries.id });
    if (rows.length === 0) return false;
    await insertEmailJobs(tx, [mail]);
    return true;
  });
}
