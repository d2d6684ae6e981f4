import { serverMessages } from '@wayfarer/shared/messages';
import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { operationsMessages } from '@wayfarer/shared/schemas/operations';
import { tourMessages } from '@wayfarer/shared/schemas/tour';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { findDepartureNames, findDepartureOnDate, findDepartures } from './tour-departures.repository.ts';
import { findPackageWithCreator, type PackageWithCreator, type TourPackageRow } from './tours.repository.ts';

/**
 * Whose packages a user may list: an admin all (undefined), a creator its own; anyone else 403.
 * spec 001 §6: admin and creator share the packages screens.
 */
export function listScope(user: AuthUser): { creatorId?: string } {
  if (user.role === 'ADMIN') return {};
  if (user.creatorId) return { creatorId: user.creatorId };
  throw new AppError('FORBIDDEN', serverMessages.forbidden);
}

/**
 * The package `id` as `user` may touch it. Another creator's package answers the same 404 as a
 * missing one (ids reveal nothing); a malformed id names nothing (404, never a driver error).
 */
export async function packageForUser(db: Database, user: AuthUser, id: string): Promise<PackageWithCreator> {
  const scope = listScope(user);
  const pkg = isUuid(id) ? await findPackageWithCreator(db, id) : undefined;
  if (!pkg || (scope.creatorId && pkg.creatorId !== scope.creatorId)) {
    throw new AppError('PACKAGE_NOT_FOUND', tourMessages.packageNotFound);
  }
  return pkg;
}

/**
 * ADR 1341: the package for the admin or its own creator only. A missing package (or a
 * malformed id) answers 404; another creator's 403, as the departure's people documents (the
 * rooming list, the trip-leader sheet) name who may have them.
 */
export async function packageForOwnerOrAdmin(
  db: Database,
  user: AuthUser,
  id: string,
): Promise<PackageWithCreator> {
  const scope = listScope(user);
  const pkg = isUuid(id) ? await findPackageWithCreator(db, id) : undefined;
  if (!pkg) throw new AppError('PACKAGE_NOT_FOUND', tourMessages.packageNotFound);
  if (scope.creatorId && pkg.creatorId !== scope.creatorId) {
    throw new AppError('FORBIDDEN', serverMessages.forbidden);
  }
  return pkg;
}

/** A departure's prices as the package has them now (Simple and Custom), paise; undefined when not the package's. */
export async function departurePricingOf(db: Database, packageId: string, departureId: string) {
  const departure = (await findDepartures(db, packageId)).find((d) => d.id === departureId);
  if (!departure) return undefined;
  return {
    simplePricings: departure.simplePricings.map(({ adult, child, pricePaise }) => ({
      adult,
      child,
      pricePaise,
    })),
    customPricings: departure.customPricings.map(({ id, name, pricePaise, totalPeople }) => ({
      id,
      name,
      pricePaise,
      totalPeople,
    })),
  };
}

/** The package's departures' names by id (a departure since removed has none). */
export async function departureNamesOf(db: Database, packageId: string): Promise<Map<string, string>> {
  return new Map((await findDepartureNames(db, packageId)).map((d) => [d.id, d.name]));
}

/**
 * The departure and date of `pkg` that a message to its travellers (an announcement, the
 * departure's "Before you go" notes) is written for: the departure is the package's, the date one
 * it offers (a stored date; any date of an AnyDay package) and not past in India (today is fine).
 * 404 DATE_NOT_FOUND naming `departureId` or `date` as the dates routes answer; 400 naming `date`
 * for a past date (round 4, item 6; ADR 1301).
 */
export async function offeredDateOf(
  db: Database,
  pkg: Pick<TourPackageRow, 'id' | 'tourType'>,
  ref: { date: string; departureId: string },
  messages: { departureNotFound: string; dateNotFound: string },
  now: Date = new Date(),
  options: { allowPast?: boolean } = {},
): Promise<{ id: string; name: string }> {
  const departure = isUuid(ref.departureId)
    ? await findDepartureOnDate(db, {
        packageId: pkg.id,
        departureId: ref.departureId.toLowerCase(),
        date: ref.date,
      })
    : undefined;
  if (!departure) {
    const message = messages.departureNotFound;
    throw new AppError('DATE_NOT_FOUND', message, [{ path: 'departureId', message }]);
  }
  if (pkg.tourType !== 'AnyDay' && !departure.dated) {
    const message = messages.dateNotFound;
    throw new AppError('DATE_NOT_FOUND', message, [{ path: 'date', message }]);
  }
  // A departure's paperwork (rooming, costs, the sheet) stays reachable after the trip.
  if (!options.allowPast && ref.date < todayInIndia(now)) {
    const message = operationsMessages.datePast;
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'date', message }]);
  }
  return { id: departure.id, name: departure.name };
}
