import {
  itineraryDaysPastEnd,
  missingForPublish,
  strayItineraryDays,
  totalDays,
} from '@wayfarer/shared/rules/package';
import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import {
  paidBookingsMessage,
  rejectedPublishMessage,
  type TourStateResponse,
  tourMessages,
} from '@wayfarer/shared/schemas/tour';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { packageForUser } from './tour-access.ts';
import { findDepartures, findTourDates } from './tour-departures.repository.ts';
import { countUpcomingPaidBookings, enqueueEmail, findCreatorContact } from './tour-moderation.repository.ts';
import { toState } from './tour-service-support.ts';
import {
  findItineraries,
  findPackageDestinations,
  type PackageWithCreator,
  updatePackage,
} from './tours.repository.ts';

// Status changes (spec 001 §7 plus moderation). A creator publishes a Draft directly;
// once the admin rejects a package, only the admin publishes it again: the creator edits it and
// sends it for review (PendingReview), the admin approves or rejects again.

/** Which tab each missing part belongs to: the label's prefix ("Overview: banner image"). */
const sectionOf = (label: string): string => label.split(':')[0]!.trim().toLowerCase();

/** 400 listing what the package still lacks (including itinerary days at places it left or past its end). */
async function assertComplete(db: Database, pkg: PackageWithCreator): Promise<void> {
  const departures = await findDepartures(db, pkg.id);
  const dates = await findTourDates(db, pkg.id);
  const places = await findPackageDestinations(db, pkg.id);
  const entries = await findItineraries(db, pkg.id);
  const missing = missingForPublish({
    banner: pkg.banner,
    thumb: pkg.thumb,
    title: pkg.title,
    description: pkg.description,
    destinations: places,
    itineraryCount: entries.length,
    strayItineraryDays: strayItineraryDays(
      entries,
      places.map((p) => p.destinationId),
    ),
    itineraryDaysPastEnd: itineraryDaysPastEnd(entries, totalDays(places)),
    pricingType: pkg.pricingType,
    departures,
    tourType: pkg.tourType,
    dates: dates.map((d) => d.date),
  });
  if (missing.length > 0) {
    throw new AppError(
      'PACKAGE_INCOMPLETE',
      tourMessages.incomplete,
      missing.map((label) => ({ path: sectionOf(label), message: label })),
    );
  }
}

/** 409 naming the count when travellers have paid for upcoming tours, unless confirmed. */
async function assertConfirmedIfPaid(db: Database, pkg: PackageWithCreator, confirm: boolean | undefined) {
  if (confirm === true) return;
  const paid = await countUpcomingPaidBookings(db, pkg.id, todayInIndia());
  if (paid > 0) {
    throw new AppError('PAID_BOOKINGS_UNCONFIRMED', paidBookingsMessage(paid), [
      { path: 'confirm', message: paidBookingsMessage(paid) },
    ]);
  }
}

async function markPublished(db: Database, pkg: PackageWithCreator): Promise<TourStateResponse> {
  const row = await updatePackage(db, pkg.id, {
    status: 'Published',
    publishedAt: pkg.publishedAt ?? new Date(),
    rejectionReason: null,
  });
  return toState(row!);
}

export async function publishTour(db: Database, user: AuthUser, id: string): Promise<TourStateResponse> {
  const pkg = await packageForUser(db, user, id);
  if (user.role !== 'ADMIN') {
    if (pkg.status === 'Rejected')
      throw new AppError('PACKAGE_REJECTED', rejectedPublishMessage(pkg.rejectionReason));
    if (pkg.status === 'PendingReview')
      throw new AppError('PACKAGE_PENDING_REVIEW', tourMessages.pendingReview);
  }
  await assertComplete(db, pkg);
  return markPublished(db, pkg);
}

/** Creator (or admin): a rejected package, edited, goes back to the admin. */
export async function requestReview(db: Database, user: AuthUser, id: string): Promise<TourStateResponse> {
  const pkg = await packageForUser(db, user, id);
  if (pkg.status !== 'Rejected') throw new AppError('PACKAGE_NOT_REJECTED', tourMessages.notRejected);
  await assertComplete(db, pkg);
  // The reason stays on the row until the admin decides: the creator still sees what was asked.
  const row = await updatePackage(db, pkg.id, { status: 'PendingReview' });
  return toState(row!);
}

/** ADMIN: a package waiting for review (or rejected) is published. */
export async function approveTour(db: Database, user: AuthUser, id: string): Promise<TourStateResponse> {
  const pkg = await packageForUser(db, user, id);
  if (pkg.status !== 'PendingReview' && pkg.status !== 'Rejected') {
    throw new AppError('PACKAGE_NOT_REVIEWABLE', tourMessages.notReviewable);
  }
  await assertComplete(db, pkg);
  return markPublished(db, pkg);
}

/** Published (or Coming soon) → Draft. A rejected or pending package keeps its status: unpublish never clears a rejection. */
export async function unpublishTour(
  db: Database,
  user: AuthUser,
  id: string,
  confirm: boolean | undefined,
): Promise<TourStateResponse> {
  const pkg = await packageForUser(db, user, id);
  // A "Coming soon" package goes back to Draft the same way (it has no bookings).
  if (pkg.status !== 'Published' && pkg.status !== 'ComingSoon') return toState(pkg);
  await assertConfirmedIfPaid(db, pkg, confirm);
  const row = await updatePackage(db, pkg.id, { status: 'Draft' });
  return toState(row!);
}

/**
 * ADMIN: Rejected with a reason the creator sees and is e-mailed; a published package leaves the
 * public site (its travellers keep their booking pages).
 */
export async function rejectTour(
  db: Database,
  user: AuthUser,
  id: string,
  input: { reason: string; confirm?: boolean },
): Promise<TourStateResponse> {
  const pkg = await packageForUser(db, user, id);
  if (pkg.status === 'Published') await assertConfirmedIfPaid(db, pkg, input.confirm);
  const creator = await findCreatorContact(db, pkg.creatorId);
  const row = await db.transaction(async (tx) => {
    const updated = await updatePackage(tx, pkg.id, { status: 'Rejected', rejectionReason: input.reason });
    if (creator?.email) {
      await enqueueEmail(tx, {
        to: creator.email,
        subject: `Your package "${pkg.title}" needs changes`,
        text: `Hello ${creator.fullName},\n\nAn admin reviewed your package "${pkg.title}" and did not publish it.\n\nReason: ${input.reason}\n\nEdit the package in your creator studio and press "Send for review" when it is ready.\n`,
      });
    }
    return updated;
  });
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
