import type { Paged } from '@wayfarer/shared/schemas/catalogue';
import {
  type Hotel,
  type HotelOption,
  hotelLabel,
  hotelMessages,
  type hotelBody,
  type hotelSearchBody,
} from '@wayfarer/shared/schemas/hotel';
import type { z } from '@wayfarer/shared/zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { deleteUnlessUsed, uniqueOrConflict } from '../../lib/conflicts.ts';
import { offsetOf, toPaged } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import { countPackagesUsingHotel } from '../tours/index.ts';
import { findPlaceById } from '../places/index.ts';
import {
  deleteHotel,
  findHotelById,
  type HotelRow,
  type HotelWithPlace,
  insertHotels,
  isHotelNameTaken,
  listHotels,
  searchHotelRows,
  updateHotel,
} from './hotels.repository.ts';

type HotelInput = z.output<typeof hotelBody>;
type HotelSearchInput = z.output<typeof hotelSearchBody>;

export const HOTEL_PAGE_SIZE = 10;
export const HOTEL_SEARCH_LIMIT = 20;

const toHotel = (row: HotelWithPlace): Hotel => ({
  id: row.id,
  name: row.name,
  destinationId: row.destinationId,
  destination: { id: row.destinationId, name: row.placeName },
  starRating: row.starRating,
  mapLink: row.mapLink,
  address: row.address,
  image: row.image,
  createdAt: row.createdAt.toISOString(),
});

const toHotelOption = (row: HotelRow): HotelOption => ({
  id: row.id,
  name: row.name,
  label: hotelLabel(row),
  address: row.address,
  starRating: row.starRating,
  mapLink: row.mapLink,
  image: row.image,
  destinationId: row.destinationId,
});

async function findHotelOr404(db: Database, id: string): Promise<HotelWithPlace> {
  const row = isUuid(id) ? await findHotelById(db, id) : undefined;
  if (!row) throw new AppError('HOTEL_NOT_FOUND', hotelMessages.hotelNotFound);
  return row;
}

/** The city must be an existing place (400), and the name free in that city (409). */
async function checkHotel(db: Database, input: HotelInput, exceptId?: string): Promise<void> {
  const place = isUuid(input.destinationId) ? await findPlaceById(db, input.destinationId) : undefined;
  if (!place) {
    throw new AppError('UNKNOWN_PLACE', hotelMessages.unknownPlace, [
      { path: 'destinationId', message: hotelMessages.unknownPlace },
    ]);
  }
  if (await isHotelNameTaken(db, input, exceptId))
    throw new AppError('HOTEL_NAME_TAKEN', hotelMessages.hotelNameTaken);
}

export async function createHotel(db: Database, input: HotelInput): Promise<Hotel> {
  await checkHotel(db, input);
  const [row] = await uniqueOrConflict(
    () => insertHotels(db, [input]),
    'HOTEL_NAME_TAKEN',
    hotelMessages.hotelNameTaken,
  );
  return toHotel(await findHotelOr404(db, row!.id));
}

export async function editHotel(db: Database, id: string, input: HotelInput): Promise<Hotel> {
  await findHotelOr404(db, id);
  await checkHotel(db, input, id);
  await uniqueOrConflict(() => updateHotel(db, id, input), 'HOTEL_NAME_TAKEN', hotelMessages.hotelNameTaken);
  return toHotel(await findHotelOr404(db, id));
}

export async function getHotel(db: Database, id: string): Promise<Hotel> {
  return toHotel(await findHotelOr404(db, id));
}

export async function getHotelPage(
  db: Database,
  input: { page: number; query: string },
): Promise<Paged<Hotel>> {
  const request = { page: input.page, limit: HOTEL_PAGE_SIZE };
  const { rows, total } = await listHotels(db, {
    query: input.query,
    offset: offsetOf(request),
    limit: request.limit,
  });
  return toPaged(rows.map(toHotel), total, request);
}

/** spec 001 §7: search by name within the given places; ids that are not UUIDs match nothing. */
export async function searchHotels(db: Database, input: HotelSearchInput): Promise<HotelOption[]> {
  const placeIds = input.destination.filter(isUuid);
  if (input.destination.length > 0 && placeIds.length === 0) return [];
  const rows = await searchHotelRows(db, { name: input.name, placeIds, limit: HOTEL_SEARCH_LIMIT });
  return rows.map(toHotelOption);
}

/** Refused (409) while a package stays at the hotel. */
export async function removeHotel(db: Database, id: string): Promise<void> {
  await findHotelOr404(db, id);
  await deleteUnlessUsed(
    'hotel',
    async () => ({
      packages: { count: await countPackagesUsingHotel(db, id), one: 'package', many: 'packages' },
    }),
    () => deleteHotel(db, id),
  );
}
