import { missingForPublish } from '@wayfarer/shared/rules/package';
import { type TourStateResponse, tourMessages } from '@wayfarer/shared/schemas/tour';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth-guard.ts';
import { packageForUser } from './tour-access.ts';
import { findDepartures, findTourDates } from './tour-departures.repository.ts';
import { toState } from './tour-service-support.ts';
import { countItineraries, findPackageDestinations, updatePackage } from './tours.repository.ts';

/** Which tab each missing part belongs to: the label's prefix ("Overview: banner image"). */
const sectionOf = (label: string): string => label.split(':')[0]!.trim().toLowerCase();

export async function publishTour(db: Database, user: AuthUser, id: string): Promise<TourStateResponse> {
  const pkg = await packageForUser(db, user, id);
  const departures = await findDepartures(db, pkg.id);
  const dates = await findTourDates(db, pkg.id);
  const missing = missingForPublish({
    banner: pkg.banner,
    thumb: pkg.thumb,
    title: pkg.title,
    description: pkg.description,
    destinations: await findPackageDestinations(db, pkg.id),
    itineraryCount: await countItineraries(db, pkg.id),
    pricingType: pkg.pricingType,
    departures,
    tourType: pkg.tourType,
    dates: dates.map((d) => d.date),
  });
  if (missing.length > 0) {
    throw new AppError(
      400,
      tourMessages.incomplete,
      missing.map((label) => ({ path: sectionOf(label), message: label })),
    );
  }
  const row = await updatePackage(db, pkg.id, {
    status: 'Published',
    publishedAt: pkg.publishedAt ?? new Date(),
    rejectionReason: null,
  });
  return toState(row!);
}

export async function unpublishTour(db: Database, user: AuthUser, id: string): Promise<TourStateResponse> {
  const pkg = await packageForUser(db, user, id);
  const row = await updatePackage(db, pkg.id, { status: 'Draft' });
  return toState(row!);
}

/** ADMIN: Rejected with a reason the creator sees; a published package leaves the public site. */
export async function rejectTour(
  db: Database,
  user: AuthUser,
  id: string,
  reason: string,
): Promise<TourStateResponse> {
  const pkg = await packageForUser(db, user, id);
  const row = await updatePackage(db, pkg.id, { status: 'Rejected', rejectionReason: reason });
  return toState(row!);
}

export async function featureTour(
  db: Database,
  user: AuthUser,
  id: string,
  featured: boolean,
): Promise<TourStateResponse> {
  const pkg = await packageForUser(db, user, id);
  const row = await updatePackage(db, pkg.id, { featured });
  return toState(row!);
}
