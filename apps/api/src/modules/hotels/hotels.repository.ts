import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { byNameRelevance, nameContains, nameEquals, nameMatches } from '../../db/name-search.ts';
import { destinations, hotels } from '../../db/schema.ts';

export type HotelRow = typeof hotels.$inferSelect;
export type NewHotel = Pick<
  typeof hotels.$inferInsert,
  'name' | 'destinationId' | 'starRating' | 'mapLink' | 'address' | 'image'
>;
/** A hotel with its place's name (one join, never a query per row). */
export type HotelWithPlace = HotelRow & { placeName: string };

const withPlace = { ...hotelColumns(), placeName: destinations.name };
function hotelColumns() {
  return {
    id: hotels.id,
    name: hotels.name,
    destinationId: hotels.destinationId,
    starRating: hotels.starRating,
    mapLink: hotels.mapLink,
    address: hotels.address,
    image: hotels.image,
    createdAt: hotels.createdAt,
  };
}

export async function insertHotels(db: Database, rows: NewHotel[]): Promise<HotelRow[]> {
  if (rows.length === 0) return [];
  return db.insert(hotels).values(rows).returning();
}

export async function updateHotel(db: Database, id: string, values: NewHotel): Promise<HotelRow | undefined> {
  const [row] = await db.update(hotels).set(values).where(eq(hotels.id, id)).returning();
  return row;
}

export async function findHotelById(db: Database, id: string): Promise<HotelWithPlace | undefined> {
  const [row] = await db
    .select(withPlace)
    .from(hotels)
    .innerJoin(destinations, eq(destinations.id, hotels.destinationId))
    .where(eq(hotels.id, id))
    .limit(1);
  return row;
}

/** Another hotel of this place already has this name, whatever its case. */
export async function isHotelNameTaken(
  db: Database,
  hotel: { destinationId: string; name: string },
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: hotels.id })
    .from(hotels)
    .where(
      and(
        eq(hotels.destinationId, hotel.destinationId),
        nameEquals(hotels.name, hotel.name),
        exceptId ? ne(hotels.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** A page in name order; `query` (may be empty) filters by name. */
export async function listHotels(
  db: Database,
  options: { query: string; offset: number; limit: number },
): Promise<{ rows: HotelWithPlace[]; total: number }> {
  const where = options.query ? nameContains(hotels.name, options.query) : undefined;
  const rows = await db
    .select(withPlace)
    .from(hotels)
    .innerJoin(destinations, eq(destinations.id, hotels.destinationId))
    .where(where)
    .orderBy(sql`lower(${hotels.name})`, hotels.id)
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db.select({ value: count() }).from(hotels).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** The editor's hotel picker: in these places (all when empty), names matching, best first. */
export async function searchHotelRows(
  db: Database,
  options: { name: string; placeIds: string[]; limit: number },
): Promise<HotelRow[]> {
  const inPlaces = options.placeIds.length > 0 ? inArray(hotels.destinationId, options.placeIds) : undefined;
  const query = db.select(hotelColumns()).from(hotels);
  if (!options.name) {
    return query.where(inPlaces).orderBy(sql`lower(${hotels.name})`, hotels.id).limit(options.limit);
  }
  return query
    .where(and(inPlaces, nameMatches(hotels.name, options.name)))
    .orderBy(...byNameRelevance(hotels.name, options.name))
    .limit(options.limit);
}

export async function deleteHotel(db: Database, id: string): Promise<void> {
  await db.delete(hotels).where(eq(hotels.id, id));
}

export async function hasHotels(db: Database): Promise<boolean> {
  const rows = await db.select({ id: hotels.id }).from(hotels).limit(1);
  return rows.length > 0;
}
