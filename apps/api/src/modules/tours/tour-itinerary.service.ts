import { isDayInRange, totalDays } from '@wayfarer/shared/rules/package';
import { tourMessages } from '@wayfarer/shared/schemas/tour';
import type { ItineraryResponse, itineraryBody } from '@wayfarer/shared/schemas/tour-content';
import type { Database } from '../../db/client.ts';
import { AppError, type FieldIssue } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { packageForUser } from './tour-access.ts';
import { head, type Out, refuse } from './tour-service-support.ts';
import {
  findItineraries,
  findPackageDestinations,
  type PackageWithCreator,
  replaceItineraries,
  updatePackage,
} from './tours.repository.ts';

async function itineraryOf(db: Database, pkg: PackageWithCreator): Promise<ItineraryResponse> {
  const places = await findPackageDestinations(db, pkg.id);
  const entries = await findItineraries(db, pkg.id);
  const seen = new Set<string>();
  return {
    ...head(pkg),
    totalDays: totalDays(places),
    destinations: places
      .filter((p) => !seen.has(p.destinationId) && seen.add(p.destinationId))
      .map((p) => ({ id: p.destinationId, name: p.name })),
    tourItineraries: entries,
  };
}

export async function getItinerary(db: Database, user: AuthUser, id: string): Promise<ItineraryResponse> {
  return itineraryOf(db, await packageForUser(db, user, id));
}

/** Days run 1..total days of the package's places; each entry's place is one of them. */
export async function saveItinerary(
  db: Database,
  user: AuthUser,
  id: string,
  input: Out<typeof itineraryBody>,
): Promise<ItineraryResponse> {
  const pkg = await packageForUser(db, user, id);
  const places = await findPackageDestinations(db, pkg.id);
  const total = totalDays(places);
  if (total < 1) {
    throw new AppError('DESTINATION_REQUIRED', tourMessages.addDestinationFirst, [
      { path: 'tourItineraries', message: tourMessages.addDestinationFirst },
    ]);
  }
  const placeIds = new Set(places.map((p) => p.destinationId));
  const issues: FieldIssue[] = [];
  input.tourItineraries.forEach((entry, i) => {
    if (!placeIds.has(entry.destinationId)) {
      issues.push({
        path: `tourItineraries.${i}.destinationId`,
        message: tourMessages.placeNotInPackage,
      });
    }
    if (!isDayInRange(entry.day, total)) {
      issues.push({ path: `tourItineraries.${i}.day`, message: tourMessages.dayOutOfRange });
    }
  });
  refuse(issues);
  await db.transaction(async (tx) => {
    await replaceItineraries(tx, pkg.id, input.tourItineraries);
    await updatePackage(tx, pkg.id, {});
  });
  return itineraryOf(db, pkg);
}
