import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  bookingTravellerChanges,
  bookingTravellerDetails,
  bookingTravellers,
  roomingLists,
  type SavedRoom,
  type TravellerChangeDetail,
  users,
} from '../../../db/schema.ts';

// ADR 1370, 1371: one traveller's rows — found by id, renamed, handed to another person, or taken
// out with everything keyed by the traveller's position (trip details, the date's rooming list)
// moved up behind them; and the audit of those changes.

export type TravellerChangeKind = 'renamed' | 'transferred' | 'removed';
type TravellerRow = typeof bookingTravellers.$inferSelect;

/** The booking's traveller by row id. */
export async function findTraveller(
  db: Database,
  bookingId: string,
  travellerId: string,
): Promise<TravellerRow | undefined> {
  const [row] = await db
    .select()
    .from(bookingTravellers)
    .where(and(eq(bookingTravellers.bookingId, bookingId), eq(bookingTravellers.id, travellerId)))
    .limit(1);
  return row;
}

export async function countTravellers(db: Database, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookingTravellers)
    .where(eq(bookingTravellers.bookingId, bookingId));
  return Number(row?.n ?? 0);
}

export async function insertTravellerChange(
  tx: Database,
  values: {
    bookingId: string;
    position: number;
    kind: TravellerChangeKind;
    oldName: string;
    newName: string | null;
    detail?: TravellerChangeDetail | null;
    actorId: string | null;
  },
  now: Date,
): Promise<void> {
  await tx.insert(bookingTravellerChanges).values({ ...values, createdAt: now });
}

/** The booking's traveller changes, oldest first, with who made them (null: the traveller). */
export async function listTravellerChanges(db: Database, bookingId: string) {
  return db
    .select({
      id: bookingTravellerChanges.id,
      position: bookingTravellerChanges.position,
      kind: bookingTravellerChanges.kind,
      oldName: bookingTravellerChanges.oldName,
      newName: bookingTravellerChanges.newName,
      by: users.name,
      createdAt: bookingTravellerChanges.createdAt,
    })
    .from(bookingTravellerChanges)
    .leftJoin(users, eq(users.id, bookingTravellerChanges.actorId))
    .where(eq(bookingTravellerChanges.bookingId, bookingId))
    .orderBy(asc(bookingTravellerChanges.createdAt), asc(bookingTravellerChanges.id));
}

export async function renameTravellerRow(tx: Database, id: string, name: string, now: Date): Promise<void> {
  await tx.update(bookingTravellers).set({ name, updatedAt: now }).where(eq(bookingTravellers.id, id));
}

/**
 * Another person takes the seat: their name, age and contact; the previous person's ID and the
 * trip details kept for that position (emergency contact, diet, passport) are theirs, so cleared.
 */
export async function transferTravellerRow(
  tx: Database,
  row: { id: string; bookingId: string; position: number },
  next: {
    name: string;
    age: number;
    gender: TravellerRow['gender'];
    email: string | null;
    phone: string | null;
  },
  now: Date,
): Promise<void> {
  await tx
    .update(bookingTravellers)
    .set({ ...next, idType: null, idNumber: null, updatedAt: now })
    .where(eq(bookingTravellers.id, row.id));
  await tx
    .delete(bookingTravellerDetails)
    .where(
      and(
        eq(bookingTravellerDetails.bookingId, row.bookingId),
        eq(bookingTravellerDetails.position, row.position),
      ),
    );
}

/** Positions above `position` move down by one, in two steps so the (booking, position) keys never collide. */
const SHIFT = 1_000_000;

/**
 * Takes the traveller at `position` out: their row and trip details go, the travellers behind them
 * (and their details) move up one place, and the booking's date's rooming list drops them and
 * follows the new places.
 */
export async function removeTravellerRows(
  tx: Database,
  booking: { id: string; departureId: string | null; travelDate: string },
  position: number,
): Promise<void> {
  await tx
    .delete(bookingTravellers)
    .where(and(eq(bookingTravellers.bookingId, booking.id), eq(bookingTravellers.position, position)));
  await tx
    .delete(bookingTravellerDetails)
    .where(
      and(eq(bookingTravellerDetails.bookingId, booking.id), eq(bookingTravellerDetails.position, position)),
    );
  for (const table of [bookingTravellers, bookingTravellerDetails] as const) {
    await tx
      .update(table)
      .set({ position: sql`${table.position} + ${SHIFT}` })
      .where(and(eq(table.bookingId, booking.id), gt(table.position, position)));
    await tx
      .update(table)
      .set({ position: sql`${table.position} - ${SHIFT + 1}` })
      .where(and(eq(table.bookingId, booking.id), gte(table.position, SHIFT)));
  }
  if (!booking.departureId) return;
  const [list] = await tx
    .select()
    .from(roomingLists)
    .where(and(eq(roomingLists.departureId, booking.departureId), eq(roomingLists.date, booking.travelDate)))
    .for('update');
  if (!list) return;
  const rooms: SavedRoom[] = list.rooms.map((room) => ({
    type: room.type,
    travellers: room.travellers
      .filter((t) => !(t.bookingId === booking.id && t.position === position))
      .map((t) =>
        t.bookingId === booking.id && t.position > position ? { ...t, position: t.position - 1 } : t,
      ),
  }));
  await tx
    .update(roomingLists)
    .set({ rooms })
    .where(and(eq(roomingLists.departureId, booking.departureId), eq(roomingLists.date, booking.travelDate)));
}
