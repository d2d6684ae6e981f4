import { tourMessages } from '@wayfarer/shared/schemas/tour';
import type { DestinationResponse, destinationBody } from '@wayfarer/shared/schemas/tour-content';
import type { Database } from '../../db/client.ts';
import type { FieldIssue } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { packageForUser } from './tour-access.ts';
import { head, type Out, refuse } from './tour-service-support.ts';
import {
  existingHotelIds,
  existingPlaceIds,
  findPackageDestinations,
  findPackageHotels,
  type PackageWithCreator,
  replaceDestinations,
  updatePackage,
} from './tours.repository.ts';

async function destinationOf(db: Database, pkg: PackageWithCreator): Promise<DestinationResponse> {
  const places = await findPackageDestinations(db, pkg.id);
  const stays = await findPackageHotels(db, pkg.id);
  return {
    ...head(pkg),
    tourPackageDestinations: places.map((p) => ({
      destinationId: p.destinationId,
      days: p.days,
      destination: { id: p.destinationId, name: p.name },
    })),
    tourHotels: stays.map((s) => ({
      hotelId: s.hotelId,
      nights: s.nights,
      hotel: { id: s.hotelId, name: s.name, address: s.address, destinationId: s.destinationId },
    })),
  };
}

export async function getDestination(db: Database, user: AuthUser, id: string): Promise<DestinationResponse> {
  return destinationOf(db, await packageForUser(db, user, id));
}

/**
 * Places and hotels must exist (400 with the field's path). A hotel need not stand in one of the
 * chosen places: the editor's picker filters by them, the server does not insist.
 */
export async function saveDestination(
  db: Database,
  user: AuthUser,
  id: string,
  input: Out<typeof destinationBody>,
): Promise<DestinationResponse> {
  const pkg = await packageForUser(db, user, id);
  const places = await existingPlaceIds(
    db,
    input.tourPackageDestinations.map((d) => d.destinationId).filter(isUuid),
  );
  const stays = await existingHotelIds(db, input.tourHotels.map((h) => h.hotelId).filter(isUuid));
  const issues: FieldIssue[] = [];
  input.tourPackageDestinations.forEach((d, i) => {
    if (!places.has(d.destinationId)) {
      issues.push({ path: `tourPackageDestinations.${i}.destinationId`, message: tourMessages.unknownPlace });
    }
  });
  input.tourHotels.forEach((h, i) => {
    if (!stays.has(h.hotelId))
      issues.push({ path: `tourHotels.${i}.hotelId`, message: tourMessages.unknownHotel });
  });
  refuse(issues);
  await db.transaction(async (tx) => {
    await replaceDestinations(tx, pkg.id, input.tourPackageDestinations, input.tourHotels);
    await updatePackage(tx, pkg.id, {});
  });
  return destinationOf(db, pkg);
}
