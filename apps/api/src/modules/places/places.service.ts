import {
  catalogueMessages,
  type NamedRef,
  type Paged,
  type placeBody,
} from '@wayfarer/shared/schemas/catalogue';
import type { z } from '@wayfarer/shared/zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { deleteUnlessUsed, uniqueOrConflict } from '../../lib/conflicts.ts';
import { offsetOf, toPaged } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import {
  countPackagesUsingPlace,
  countPlaceUsage,
  deletePlace,
  findPlaceById,
  insertPlace,
  isPlaceNameTaken,
  listPlaces,
  type PlaceRow,
  searchPlaceNames,
  updatePlaceName,
} from './places.repository.ts';

type PlaceInput = z.output<typeof placeBody>;

// The admin list screens page by 10.
export const PLACE_PAGE_SIZE = 10;
export const PLACE_SEARCH_LIMIT = 20;

const toNamedRef = (row: PlaceRow): NamedRef => ({ id: row.id, name: row.name });

async function findPlaceOr404(db: Database, id: string): Promise<PlaceRow> {
  const row = isUuid(id) ? await findPlaceById(db, id) : undefined;
  if (!row) throw new AppError('PLACE_NOT_FOUND', catalogueMessages.placeNotFound);
  return row;
}

export async function createPlace(db: Database, input: PlaceInput): Promise<NamedRef> {
  if (await isPlaceNameTaken(db, input.name))
    throw new AppError('PLACE_NAME_TAKEN', catalogueMessages.placeNameTaken);
  const row = await uniqueOrConflict(
    () => insertPlace(db, input.name),
    'PLACE_NAME_TAKEN',
    catalogueMessages.placeNameTaken,
  );
  return toNamedRef(row);
}

export async function updatePlace(db: Database, id: string, input: PlaceInput): Promise<NamedRef> {
  await findPlaceOr404(db, id);
  if (await isPlaceNameTaken(db, input.name, id))
    throw new AppError('PLACE_NAME_TAKEN', catalogueMessages.placeNameTaken);
  const row = await uniqueOrConflict(
    () => updatePlaceName(db, id, input.name),
    'PLACE_NAME_TAKEN',
    catalogueMessages.placeNameTaken,
  );
  if (!row) throw new AppError('PLACE_NOT_FOUND', catalogueMessages.placeNotFound);
  return toNamedRef(row);
}

export async function getPlace(db: Database, id: string): Promise<NamedRef> {
  return toNamedRef(await findPlaceOr404(db, id));
}

export async function getPlacePage(
  db: Database,
  input: { page: number; query: string },
): Promise<Paged<NamedRef>> {
  const request = { page: input.page, limit: PLACE_PAGE_SIZE };
  const { rows, total } = await listPlaces(db, {
    query: input.query,
    offset: offsetOf(request),
    limit: request.limit,
  });
  return toPaged(rows.map(toNamedRef), total, request);
}

export function searchPlaces(db: Database, name: string): Promise<NamedRef[]> {
  return searchPlaceNames(db, name, PLACE_SEARCH_LIMIT);
}

/** Refused (409) while a hotel, a destination group or a package (places, itinerary) uses it. */
export async function removePlace(db: Database, id: string): Promise<void> {
  await findPlaceOr404(db, id);
  await deleteUnlessUsed(
    'place',
    async () => {
      const usage = await countPlaceUsage(db, id);
      return {
        hotels: { count: usage.hotels, one: 'hotel', many: 'hotels' },
        groups: { count: usage.groups, one: 'destination', many: 'destinations' },
        packages: { count: await countPackagesUsingPlace(db, id), one: 'package', many: 'packages' },
      };
    },
    () => deletePlace(db, id),
  );
}
