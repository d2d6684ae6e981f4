import { LAUNCH_MINUTES } from '@wayfarer/shared/schemas/operations';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, tourDates, tourDepartures, waitlistEntries } from '../../db/schema.ts';
import { TRAVELLING_STATUSES } from './operations.repository.ts';

// A date's launch (ADR 1352): the first checkout on it opens its launch; the people of the
// bookings paid and still live count in the minute their checkout started.

export type LaunchDate = { id: string; seats: number | null; departureName: string };

export async function findLaunchDate(
  db: Database,
  where: { packageId: string; departureId: string; date: string },
): Promise<LaunchDate | undefined> {
  const [row] = await db
    .select({ id: tourDates.id, seats: tourDates.seats, departureName: tourDepartures.name })
    .from(tourDates)
    .innerJoin(tourDepartures, eq(tourDepartures.id, tourDates.departureId))
    .where(
      and(
        eq(tourDates.packageId, where.packageId),
        eq(tourDates.departureId, where.departureId),
        eq(tourDates.date, where.date),
      ),
    );
  return row;
}

/** The date's bookings, paid and live, by minute since its first checkout (the first hour only). */
export async function launchMinutes(
  db: Database,
  where: { packageId: string; departureId: string; date: string },
): Promise<{ openedAt: Date | null; minutes: { minute: number; seats: number }[]; soldTotal: number }> {
  const onDate = and(
    eq(bookings.packageId, where.packageId),
    eq(bookings.departureId, where.departureId),
    eq(bookings.travelDate, where.date),
  );
  const [opened] = await db
    .select({
      at: sql<Date | string | null>`min(${bookings.createdAt})`,
      sold: sql<number>`coalesce(sum(${bookings.people}) filter (where ${inArray(bookings.status, TRAVELLING_STATUSES)}), 0)::int`,
    })
    .from(bookings)
    .where(onDate);
  if (!opened?.at) return { openedAt: null, minutes: [], soldTotal: 0 };
  const openedAt = new Date(opened.at);
  const minute = sql<number>`floor(extract(epoch from (${bookings.createdAt} - ${openedAt.toISOString()}::timestamptz)) / 60)::int`;
  const rows = await db
    .select({ minute, seats: sql<number>`sum(${bookings.people})::int` })
    .from(bookings)
    .where(
      and(
        onDate,
        inArray(bookings.status, TRAVELLING_STATUSES),
        sql`${bookings.createdAt} < ${new Date(openedAt.getTime() + LAUNCH_MINUTES * 60_000).toISOString()}::timestamptz`,
      ),
    )
    // By position: the minute's expression carries a parameter, written again it would not match.
    .groupBy(sql`1`);
  return {
    openedAt,
    minutes: rows.map((r) => ({ minute: Number(r.minute), seats: Number(r.seats) })),
    soldTotal: Number(opened.sold),
  };
}

/** The date's waitlist: entries (and people) still waiting, entries told seats came free. */
export async function launchWaitlist(
  db: Database,
  tourDateId: string,
): Promise<{ waiting: number; people: number; told: number }> {
  const [row] = await db
    .select({
      waiting: sql<number>`(count(*) filter (where ${waitlistEntries.notifiedAt} is null))::int`,
      people: sql<number>`coalesce(sum(${waitlistEntries.people}) filter (where ${waitlistEntries.notifiedAt} is null), 0)::int`,
      told: sql<number>`count(${waitlistEntries.notifiedAt})::int`,
    })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.tourDateId, tourDateId));
  return {
    waiting: Number(row?.waiting ?? 0),
    people: Number(row?.people ?? 0),
    told: Number(row?.told ?? 0),
  };
}
