import {
  catalogueMessages,
  type DestinationGroup,
  type NamedRef,
  type Paged,
} from '@wayfarer/shared/schemas/catalogue';
import type { PackageCard } from '@wayfarer/shared/schemas/tour-public';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { groupBy } from '../../lib/group-by.ts';
import { offsetOf, toPaged } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import { getGroupPackages } from '../public-tours/index.ts';
import {
  type DestinationGroupRow,
  findDestinationGroupById,
  findDestinationGroupBySlug,
  findPlacesOfGroups,
  type GroupPlace,
  listDestinationGroups,
  searchDestinationGroupNames,
} from './destination-groups.repository.ts';

export const DESTINATION_GROUP_PAGE_SIZE = 20;
export const DESTINATION_GROUP_SEARCH_LIMIT = 20;

/** Groups with their places: one query for the groups, one for all their places. */
async function withPlaces(db: Database, rows: DestinationGroupRow[]): Promise<DestinationGroup[]> {
  const places = await findPlacesOfGroups(
    db,
    rows.map((row) => row.id),
  );
  const byGroup = groupBy(places, (place: GroupPlace) => place.groupId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: row.image,
    banner: row.banner,
    destinationGroupDestinations: (byGroup.get(row.id) ?? []).map(({ id, name }) => ({
      destination: { id, name },
    })),
  }));
}

export async function getDestinationGroupPage(
  db: Database,
  input: { page: number; query: string },
): Promise<Paged<DestinationGroup>> {
  const request = { page: input.page, limit: DESTINATION_GROUP_PAGE_SIZE };
  const { rows, total } = await listDestinationGroups(db, {
    query: input.query,
    offset: offsetOf(request),
    limit: request.limit,
  });
  return toPaged(await withPlaces(db, rows), total, request);
}

export async function getDestinationGroup(db: Database, id: string): Promise<DestinationGroup> {
  const row = isUuid(id) ? await findDestinationGroupById(db, id) : undefined;
  if (!row) throw new AppError('DESTINATION_NOT_FOUND', catalogueMessages.destinationNotFound);
  const [group] = await withPlaces(db, [row]);
  return group!;
}

export function searchDestinationGroups(db: Database, name: string): Promise<NamedRef[]> {
  return searchDestinationGroupNames(db, name, DESTINATION_GROUP_SEARCH_LIMIT);
}

/** `/slug/{slug}`: the destination and its published packages (those touching any of its places). */
export async function getDestinationGroupBySlug(
  db: Database,
  slug: string,
): Promise<{ destination: DestinationGroup; packages: PackageCard[] }> {
  const row = await findDestinationGroupBySlug(db, slug);
  if (!row) throw new AppError('DESTINATION_NOT_FOUND', catalogueMessages.destinationNotFound);
  const [[destination], packages] = await Promise.all([withPlaces(db, [row]), getGroupPackages(db, row.id)]);
  return { destination: destination!, packages };
}
