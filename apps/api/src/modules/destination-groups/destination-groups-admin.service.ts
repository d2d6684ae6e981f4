import { slugify } from '@wayfarer/shared/rules/slug';
import {
  catalogueMessages,
  type DestinationGroup,
  type destinationGroupBody,
} from '@wayfarer/shared/schemas/catalogue';
import type { z } from '@wayfarer/shared/zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { deleteUnlessUsed, uniqueOrConflict } from '../../lib/conflicts.ts';
import { isUuid } from '../../lib/uuid.ts';
import { findExistingPlaceIds } from '../places/index.ts';
import {
  countGroupCreators,
  deleteDestinationGroup,
  findDestinationGroupById,
  findSlugsStartingWith,
  insertDestinationGroups,
  isDestinationGroupNameTaken,
  replaceGroupPlaces,
  updateDestinationGroup,
} from './destination-groups.repository.ts';
import { getDestinationGroup } from './destination-groups.service.ts';

type GroupInput = z.output<typeof destinationGroupBody>;

// The admin's writes on destination groups (the UI's "Destination"), spec 001 §3, §7.

/** Every listed place must exist (400); repeats are dropped. */
async function checkedPlaceIds(db: Database, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const existing = unique.every(isUuid) ? await findExistingPlaceIds(db, unique) : [];
  if (existing.length !== unique.length) {
    throw new AppError('UNKNOWN_PLACE', catalogueMessages.unknownPlaces, [
      { path: 'destinations', message: catalogueMessages.unknownPlaces },
    ]);
  }
  return unique;
}

/** The name's slug, or `slug-2`, `slug-3`… when a group already has it (slugs stay stable). */
async function freeSlug(db: Database, name: string): Promise<string> {
  const base = slugify(name) || 'destination';
  const taken = await findSlugsStartingWith(db, base);
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

async function ensureNameFree(db: Database, name: string, exceptId?: string): Promise<void> {
  if (await isDestinationGroupNameTaken(db, name, exceptId)) {
    throw new AppError('DESTINATION_NAME_TAKEN', catalogueMessages.destinationNameTaken);
  }
}

export async function createDestinationGroup(db: Database, input: GroupInput): Promise<DestinationGroup> {
  await ensureNameFree(db, input.name);
  const placeIds = await checkedPlaceIds(db, input.destinations);
  const slug = await freeSlug(db, input.name);
  const id = await uniqueOrConflict(
    () =>
      db.transaction(async (tx) => {
        const [group] = await insertDestinationGroups(tx, [
          { name: input.name, slug, image: input.image, banner: input.banner },
        ]);
        await replaceGroupPlaces(tx, group!.id, placeIds);
        return group!.id;
      }),
    'DESTINATION_NAME_TAKEN',
    catalogueMessages.destinationNameTaken,
  );
  return getDestinationGroup(db, id);
}

/** Name, pictures and places are replaced; the slug made at creation stays. */
export async function editDestinationGroup(
  db: Database,
  id: string,
  input: GroupInput,
): Promise<DestinationGroup> {
  const existing = isUuid(id) ? await findDestinationGroupById(db, id) : undefined;
  if (!existing) throw new AppError('DESTINATION_NOT_FOUND', catalogueMessages.destinationNotFound);
  await ensureNameFree(db, input.name, id);
  const placeIds = await checkedPlaceIds(db, input.destinations);
  await uniqueOrConflict(
    () =>
      db.transaction(async (tx) => {
        await updateDestinationGroup(tx, id, { name: input.name, image: input.image, banner: input.banner });
        await replaceGroupPlaces(tx, id, placeIds);
      }),
    'DESTINATION_NAME_TAKEN',
    catalogueMessages.destinationNameTaken,
  );
  return getDestinationGroup(db, id);
}

/** Refused (409) while creators list the destination; its place links go with it. */
export async function removeDestinationGroup(db: Database, id: string): Promise<void> {
  const existing = isUuid(id) ? await findDestinationGroupById(db, id) : undefined;
  if (!existing) throw new AppError('DESTINATION_NOT_FOUND', catalogueMessages.destinationNotFound);
  await deleteUnlessUsed(
    'destination',
    async () => ({ creators: { count: await countGroupCreators(db, id), one: 'creator', many: 'creators' } }),
    () => deleteDestinationGroup(db, id),
  );
}
