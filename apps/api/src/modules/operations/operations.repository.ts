import type { BookingStatus, LeadStatus, PaymentStatus } from '@wayfarer/shared/enums';
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { nameContains } from '../../db/name-search.ts';
import {
  bookings,
  bookingTravellers,
  emailJobs,
  leads,
  paymentAttempts,
  seatHolds,
  tourDates,
  tourDepartures,
  tourPackages,
  waitlistEntries,
} from '../../db/schema.ts';
import { leadsAddressedTo } from '../enquiries/enquiries.repository.ts';

// The operators' reads of bookings, seat holds, travellers and leads (issue #13), and the
// waitlist's table. Every read is a constant number of indexed queries (never one per row).

/** Booking statuses that hold seats and travel: something was paid and the trip is on. */
export const TRAVELLING_STATUSES: BookingStatus[] = ['CONFIRMED', 'CANCELLATION_REQUESTED', 'COMPLETED'];

export type BoardCounts = {
  tourDateId: string;
  date: string;
  departureId: string;
  departureName: string;
  seats: number | null;
  held: number;
  takenOnHolds: number;
  confirmed: number;
  bookings: number;
  waitlisted: number;
};

/**
 * Every date of the package from `today` on, with its counts, in one grouped query: the date rows
 * (tour_dates_package_date_idx) left-joined to the seat holds per date (seat_holds_date_status_idx),
 * the paid bookings per departure and date (bookings_package_idx) and the waiting entries.
 */
export async function listBoardCounts(
  db: Database,
  packageId: string,
  today: string,
): Promise<BoardCounts[]> {
  const holds = db
    .select({
      tourDateId: seatHolds.tourDateId,
      held: sql<number>`coalesce(sum(${seatHolds.people}) filter (where ${seatHolds.status} = 'held'), 0)::int`.as(
        'held',
      ),
      taken: sql<number>`coalesce(sum(${seatHolds.people}), 0)::int`.as('taken'),
    })
    .from(seatHolds)
    .innerJoin(tourDates, eq(tourDates.id, seatHolds.tourDateId))
    .where(
      and(
        eq(tourDates.packageId, packageId),
        gte(tourDates.date, today),
        inArray(seatHolds.status, ['held', 'confirmed']),
      ),
    )
    .groupBy(seatHolds.tourDateId)
    .as('hold_totals');
  const paid = db
    .select({
      departureId: bookings.departureId,
      travelDate: bookings.travelDate,
      count: sql<number>`count(*)::int`.as('booking_count'),
      people: sql<number>`coalesce(sum(${bookings.people}), 0)::int`.as('booking_people'),
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.packageId, packageId),
        gte(bookings.travelDate, today),
        inArray(bookings.status, TRAVELLING_STATUSES),
      ),
    )
    .groupBy(bookings.departureId, bookings.travelDate)
    .as('paid_totals');
  const waiting = db
    .select({
      tourDateId: waitlistEntries.tourDateId,
      people: sql<number>`coalesce(sum(${waitlistEntries.people}), 0)::int`.as('waiting_people'),
    })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.packageId, packageId),
        gte(waitlistEntries.date, today),
        isNull(waitlistEntries.notifiedAt),
      ),
    )
    .groupBy(waitlistEntries.tourDateId)
    .as('waiting_totals');
  const rows = await db
    .select({
      tourDateId: tourDates.id,
      date: tourDates.date,
      departureId: tourDates.departureId,
      departureName: tourDepartures.name,
      seats: tourDates.seats,
      held: holds.held,
      takenOnHolds: holds.taken,
      confirmed: paid.people,
      bookings: paid.count,
      waitlisted: waiting.people,
    })
    .from(tourDates)
    .innerJoin(tourDepartures, eq(tourDepartures.id, tourDates.departureId))
    .leftJoin(holds, eq(holds.tourDateId, tourDates.id))
    .leftJoin(paid, and(eq(paid.departureId, tourDates.departureId), eq(paid.travelDate, tourDates.date)))
    .leftJoin(waiting, eq(waiting.tourDateId, tourDates.id))
    .where(and(eq(tourDates.packageId, packageId), gte(tourDates.date, today)))
    .orderBy(asc(tourDates.date), asc(tourDepartures.position), asc(tourDepartures.name));
  return rows.map((r) => ({
    ...r,
    held: Number(r.held ?? 0),
    takenOnHolds: Number(r.takenOnHolds ?? 0),
    confirmed: Number(r.confirmed ?? 0),
    bookings: Number(r.bookings ?? 0),
    waitlisted: Number(r.waitlisted ?? 0),
  }));
}

/** The package's holds still held from `today` on, each with when its checkout's payment expires. */
export async function listHeldHolds(
  db: Database,
  packageId: string,
  today: string,
): Promise<{ tourDateId: string; people: number; expiresAt: Date }[]> {
  const rows = await db
    .select({
      tourDateId: seatHolds.tourDateId,
      people: seatHolds.people,
      expiresAt: sql<string>`max(${paymentAttempts.expiresAt})`,
    })
    .from(seatHolds)
    .innerJoin(tourDates, eq(tourDates.id, seatHolds.tourDateId))
    .innerJoin(paymentAttempts, eq(paymentAttempts.bookingId, seatHolds.bookingId))
    .where(
      and(
        eq(tourDates.packageId, packageId),
        gte(tourDates.date, today),
        eq(seatHolds.status, 'held'),
        inArray(paymentAttempts.kind, ['token', 'full']),
      ),
    )
    .groupBy(seatHolds.id, seatHolds.tourDateId, seatHolds.people)
    .orderBy(sql`max(${paymentAttempts.expiresAt})`);
  return rows.map((r) => ({ ...r, expiresAt: new Date(r.expiresAt) }));
}

export type ManifestRow = {
  bookingNumber: string;
  name: string;
  email: string;
  phone: string;
  people: number;
  selection: (typeof bookings.$inferSelect)['selection'];
  pricingType: (typeof bookings.$inferSelect)['pricingType'];
  packageAmountPaise: number;
  discountPaise: number;
  paidPaise: number;
  travellerName: string | null;
  travellerAge: number | null;
  travellerGender: string | null;
  travellerPosition: number | null;
};

/** A date's travelling bookings with their traveller rows (one left join), by booking then position. */
export async function listManifestRows(
  db: Database,
  filter: { packageId: string; date: string; departureId?: string },
): Promise<ManifestRow[]> {
  return db
    .select({
      bookingNumber: bookings.bookingNumber,
      name: bookings.name,
      email: bookings.email,
      phone: bookings.phone,
      people: bookings.people,
      selection: bookings.selection,
      pricingType: bookings.pricingType,
      packageAmountPaise: bookings.packageAmountPaise,
      discountPaise: bookings.discountPaise,
      paidPaise: bookings.paidPaise,
      travellerName: bookingTravellers.name,
      travellerAge: bookingTravellers.age,
      travellerGender: bookingTravellers.gender,
      travellerPosition: bookingTravellers.position,
    })
    .from(bookings)
    .leftJoin(bookingTravellers, eq(bookingTravellers.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.packageId, filter.packageId),
        eq(bookings.travelDate, filter.date),
        filter.departureId ? eq(bookings.departureId, filter.departureId) : undefined,
        inArray(bookings.status, TRAVELLING_STATUSES),
      ),
    )
    .orderBy(asc(bookings.createdAt), asc(bookings.bookingNumber), asc(bookingTravellers.position));
}

/** Keyset position of a newest-first export: created_at to the microsecond, then id. */
export type ExportCursor = { cursor: string; id: string };

const beforeCursor = (
  createdAt: SQL | typeof bookings.createdAt,
  id: typeof bookings.id,
  after?: ExportCursor,
) =>
  after
    ? or(
        sql`${createdAt} < ${after.cursor}::timestamptz`,
        and(sql`${createdAt} = ${after.cursor}::timestamptz`, lt(id, after.id)),
      )
    : undefined;

export type BookingExportFilter = {
  creatorId?: string;
  search: string;
  status: PaymentStatus | '';
  bookingStatus: BookingStatus | '';
  /** Booked at or after (an instant). */
  from?: Date;
  /** Booked before (an instant). */
  to?: Date;
};

export type BookingExportRow = {
  cursor: string;
  id: string;
  bookingNumber: string;
  createdAt: Date;
  packageTitle: string;
  departureName: string;
  travelDate: string;
  name: string;
  email: string;
  phone: string;
  people: number;
  paymentType: string;
  paymentStatus: PaymentStatus;
  status: BookingStatus;
  packageAmountPaise: number;
  discountPaise: number;
  paidPaise: number;
  refundedPaise: number;
};

/** One batch of bookings, newest first, after `after` (bookings_created_idx / bookings_creator_created_idx). */
export async function listBookingExportBatch(
  db: Database,
  filter: BookingExportFilter,
  after: ExportCursor | undefined,
  limit: number,
): Promise<BookingExportRow[]> {
  const search = filter.search
    ? or(
        nameContains(bookings.name, filter.search),
        nameContains(bookings.email, filter.search),
        nameContains(bookings.phone, filter.search),
        nameContains(bookings.bookingNumber, filter.search),
      )
    : undefined;
  return db
    .select({
      cursor: sql<string>`${bookings.createdAt}::text`,
      id: bookings.id,
      bookingNumber: bookings.bookingNumber,
      createdAt: bookings.createdAt,
      packageTitle: tourPackages.title,
      departureName: bookings.departureName,
      travelDate: bookings.travelDate,
      name: bookings.name,
      email: bookings.email,
      phone: bookings.phone,
      people: bookings.people,
      paymentType: bookings.paymentType,
      paymentStatus: bookings.paymentStatus,
      status: bookings.status,
      packageAmountPaise: bookings.packageAmountPaise,
      discountPaise: bookings.discountPaise,
      paidPaise: bookings.paidPaise,
      refundedPaise: bookings.refundedPaise,
    })
    .from(bookings)
    .innerJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
    .where(
      and(
        filter.creatorId ? eq(bookings.creatorId, filter.creatorId) : undefined,
        filter.status ? eq(bookings.paymentStatus, filter.status) : undefined,
        filter.bookingStatus ? eq(bookings.status, filter.bookingStatus) : undefined,
        filter.from ? gte(bookings.createdAt, filter.from) : undefined,
        filter.to ? lt(bookings.createdAt, filter.to) : undefined,
        search,
        beforeCursor(bookings.createdAt, bookings.id, after),
      ),
    )
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
}

export type LeadExportRow = {
  cursor: string;
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  phone: string;
  message: string | null;
  status: LeadStatus;
  packageTitle: string | null;
};

/** One batch of leads, newest first, after `after`; a creator's scope is the leads screen's. */
export async function listLeadExportBatch(
  db: Database,
  filter: { creatorId?: string; search: string; status: LeadStatus | '' },
  after: ExportCursor | undefined,
  limit: number,
): Promise<LeadExportRow[]> {
  const search = filter.search
    ? or(
        nameContains(leads.name, filter.search),
        nameContains(leads.email, filter.search),
        nameContains(leads.phone, filter.search),
      )
    : undefined;
  const keyset = after
    ? or(
        sql`${leads.createdAt} < ${after.cursor}::timestamptz`,
        and(sql`${leads.createdAt} = ${after.cursor}::timestamptz`, lt(leads.id, after.id)),
      )
    : undefined;
  return db
    .select({
      cursor: sql<string>`${leads.createdAt}::text`,
      id: leads.id,
      createdAt: leads.createdAt,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      message: leads.message,
      status: leads.status,
      packageTitle: tourPackages.title,
    })
    .from(leads)
    .leftJoin(tourPackages, eq(tourPackages.id, leads.packageId))
    .where(
      and(
        filter.creatorId ? leadsAddressedTo(filter.creatorId) : undefined,
        filter.status ? eq(leads.status, filter.status) : undefined,
        search,
        keyset,
      ),
    )
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
}

// ---- The waitlist ----

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

/** People on holds that still count (held or confirmed) for a date: what checkout counts. */
export async function takenSeats(db: Database, tourDateId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${seatHolds.people}), 0)::int` })
    .from(seatHolds)
    .where(and(eq(seatHolds.tourDateId, tourDateId), inArray(seatHolds.status, ['held', 'confirmed'])));
  return Number(row?.value ?? 0);
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
    await tx.insert(emailJobs).values(mail).onConflictDoNothing();
    return true;
  });
}
