import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { roomingLists, type SavedRoom } from '../../../db/schema.ts';

// ADR 1341: a date's saved rooming list, one row per (departure, date).

export type RoomingListRow = typeof roomingLists.$inferSelect;
export type { SavedRoom };

export async function findRoomingList(
  db: Database,
  ref: { departureId: string; date: string },
): Promise<RoomingListRow | undefined> {
  const [row] = await db
    .select()
    .from(roomingLists)
    .where(and(eq(roomingLists.departureId, ref.departureId), eq(roomingLists.date, ref.date)))
    .limit(1);
  return row;
}

/** Saves the list whole in one statement: two saves at once never mix, the later one wins. */
export async function upsertRoomingList(
  db: Database,
  values: { packageId: string; departureId: string; date: string; rooms: SavedRoom[]; updatedBy: string },
  now: Date,
): Promise<RoomingListRow> {
  const [row] = await db
    .insert(roomingLists)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [roomingLists.departureId, roomingLists.date],
      set: { rooms: values.rooms, updatedBy: values.updatedBy, updatedAt: now },
    })
    .returning();
  return row!;
}
