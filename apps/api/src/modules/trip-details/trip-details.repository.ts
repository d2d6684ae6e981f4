import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  bookings,
  bookingTravellerDetails,
  bookingTravellers,
  departureNotes,
  emailJobs,
  tourAnnouncements,
  tourDepartures,
  tourPackageDestinations,
  tourPackages,
} from '../../db/schema.ts';
import { insertEmailJobs } from '../outbox/index.ts';

// A booking's "before you go" details, the creator's notes per date, and what the
// booking page shows of a date's announcements.

export type DetailsRow = typeof bookingTravellerDetails.$inferSelect;

const totalDays = sql<number>`coalesce((select sum(${tourPackageDestinations.days}) from ${tourPackageDestinations} where ${tourPackageDestinations.packageId} = ${bookings.packageId}), 1)::int`;

/** The booking with what its details need: the package's international flag and length. */
export async function findBookingForDetails(db: Database, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      packageId: bookings.packageId,
      departureId: bookings.departureId,
      travelDate: bookings.travelDate,
      balanceDueDate: bookings.balanceDueDate,
      status: bookings.status,
      people: bookings.people,
      isInternational: tourPackages.isInternational,
      passportValidityMonths: tourPackages.passportValidityMonths,
      totalDays,
    })
    .from(bookings)
    .innerJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row;
}

export async function listTravellerRows(db: Database, bookingId: string) {
  return db
    .select({ id: bookingTravellers.id, position: bookingTravellers.position, name: bookingTravellers.name })
    .from(bookingTravellers)
    .where(eq(bookingTravellers.bookingId, bookingId))
    .orderBy(asc(bookingTravellers.position));
}

export async function listDetails(db: Database, bookingId: string): Promise<DetailsRow[]> {
  return db.select().from(bookingTravellerDetails).where(eq(bookingTravellerDetails.bookingId, bookingId));
}

export async function upsertDetails(
  db: Database,
  values: Omit<typeof bookingTravellerDetails.$inferInsert, 'updatedAt'>,
): Promise<void> {
  const { bookingId: _b, position: _p, ...set } = values;
  await db
    .insert(bookingTravellerDetails)
    .values(values)
    .onConflictDoUpdate({
      target: [bookingTravellerDetails.bookingId, bookingTravellerDetails.position],
      set: { ...set, updatedAt: new Date() },
    });
}

export async function findNotes(db: Database, departureId: string, date: string) {
  const [row] = await db
    .select()
    .from(departureNotes)
    .where(and(eq(departureNotes.departureId, departureId), eq(departureNotes.date, date)))
    .limit(1);
  return row;
}

export async function upsertNotes(
  db: Database,
  values: { packageId: string; departureId: string; date: string; notes: string },
) {
  const [row] = await db
    .insert(departureNotes)
    .values(values)
    .onConflictDoUpdate({
      target: [departureNotes.departureId, departureNotes.date],
      set: { notes: values.notes, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

/** The announcements of the booking's date and departure, newest first. */
export async function listAnnouncementsOfBooking(
  db: Database,
  b: { packageId: string; departureId: string; travelDate: string },
) {
  return db
    .select()
    .from(tourAnnouncements)
    .where(
      and(
        eq(tourAnnouncements.packageId, b.packageId),
        eq(tourAnnouncements.departureId, b.departureId),
        eq(tourAnnouncements.date, b.travelDate),
      ),
    )
    .orderBy(desc(tourAnnouncements.createdAt), desc(tourAnnouncements.id));
}

/**
 * CONFIRMED bookings whose balance due date is in [today, today + 7] and travel still ahead, not yet
 * reminded (dedupe key details-reminder:{id}); the job checks each one's details.
 */
export async function findDetailsReminderCandidates(
  db: Database,
  window: { today: string; weekAhead: string },
  page: { limit: number; offset: number },
) {
  const key = sql`'details-reminder:' || ${bookings.id}::text`;
  return db
    .select({
      id: bookings.id,
      bookingNumber: bookings.bookingNumber,
      name: bookings.name,
      email: bookings.email,
      people: bookings.people,
      travelDate: bookings.travelDate,
      balanceDueDate: bookings.balanceDueDate,
      packageTitle: tourPackages.title,
      isInternational: tourPackages.isInternational,
      // ADR 1302: for the traveller's e-mail link only.
      manageKey: bookings.manageKey,
    })
    .from(bookings)
    .innerJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
    .where(
      and(
        inArray(bookings.status, ['CONFIRMED']),
        gte(bookings.balanceDueDate, window.today),
        lte(bookings.balanceDueDate, window.weekAhead),
        sql`${bookings.travelDate} > ${window.today}`,
        sql`not exists (select 1 from ${emailJobs} where ${emailJobs.dedupeKey} = ${key})`,
      ),
    )
    .orderBy(asc(bookings.balanceDueDate), asc(bookings.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Queues one e-mail under its key; true when this call queued it. */
export async function insertEmailOnce(
  db: Database,
  job: { to: string; subject: string; text: string; html: string; dedupeKey: string },
): Promise<boolean> {
  return (await insertEmailJobs(db, [job])) > 0;
}

/** The departure when it belongs to the package. */
export async function findDepartureOfPackage(db: Database, packageId: string, departureId: string) {
  const [row] = await db
    .select({ id: tourDepartures.id })
    .from(tourDepartures)
    .where(and(eq(tourDepartures.id, departureId), eq(tourDepartures.packageId, packageId)))
    .limit(1);
  return row;
}
