import { paiseToRupees } from '@wayfarer/shared/rules/money';
import { isDayInRange, missingForPublish, totalDays } from '@wayfarer/shared/rules/package';
import { startingPricePaise } from '@wayfarer/shared/rules/pricing';
import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import {
  type AvailabilityResponse,
  type availabilityBody,
  type createTourBody,
  type DestinationResponse,
  type destinationBody,
  type ItineraryResponse,
  type itineraryBody,
  type OverviewResponse,
  type overviewBody,
  type PricingResponse,
  type pricingBody,
  type TourListResponse,
  type TourStateResponse,
  type tourListQuery,
  tourMessages,
} from '@wayfarer/shared/schemas/tour';
import type { z } from '@wayfarer/shared/zod';
import type { Database } from '../../db/client.ts';
import { AppError, type FieldIssue } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { offsetOf } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuthUser } from '../../plugins/auth-guard.ts';
import { creatorExists } from '../creators/creators.repository.ts';
import { sanitizeRichText } from './rich-text.ts';
import { listScope, packageForUser } from './tour-access.ts';
import { nextFreeSlug, packageSlugBase as slugBase } from '@wayfarer/shared/rules/slug';
import {
  countItineraries,
  existingHotelIds,
  existingPlaceIds,
  findItineraries,
  findPackageDestinations,
  findPackageHotels,
  findSlugsLike,
  findTextItems,
  insertPackage,
  listPackages,
  type PackageWithCreator,
  replaceDestinations,
  replaceItineraries,
  replaceTextItems,
  type TourPackageRow,
  updatePackage,
} from './tours.repository.ts';
import {
  type DepartureWithPricings,
  deleteDeparturesExcept,
  findDepartureNames,
  findDepartures,
  findTourDates,
  replaceSimplePricings,
  syncCustomPricings,
  syncTourDates,
  upsertDeparture,
} from './tour-departures.repository.ts';

type Out<T extends z.ZodType> = z.output<T>;

const toRupees = (paise: number | null): number | null => (paise === null ? null : paiseToRupees(paise));

const head = (pkg: PackageWithCreator) => ({
  id: pkg.id,
  slug: pkg.slug,
  status: pkg.status,
  rejectionReason: pkg.rejectionReason,
  creator: pkg.creator,
});

const toState = (pkg: TourPackageRow): TourStateResponse => ({
  id: pkg.id,
  slug: pkg.slug,
  status: pkg.status,
  rejectionReason: pkg.rejectionReason,
  featured: pkg.featured,
});

/** 400 naming every offending field; the first one's text is the message. */
function refuse(issues: FieldIssue[]): void {
  if (issues.length > 0) throw new AppError(400, issues[0]!.message, issues);
}

/**
 * Runs `write` with a free slug for `title`. Two requests racing for the same slug: the loser's
 * transaction fails on the unique index and is run again with the next free one.
 */
async function withFreeSlug<T>(
  db: Database,
  title: string,
  exceptId: string | undefined,
  write: (slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const base = slugBase(title);
    const slug = nextFreeSlug(base, await findSlugsLike(db, base, exceptId));
    try {
      return await write(slug);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// List and create

export async function getTourPage(
  db: Database,
  user: AuthUser,
  input: Out<typeof tourListQuery>,
): Promise<TourListResponse> {
  const request = { page: input.page, limit: input.pageSize };
  const { rows, total } = await listPackages(db, {
    ...listScope(user),
    title: input.title,
    status: input.status,
    offset: offsetOf(request),
    limit: request.limit,
  });
  return {
    tourPackages: rows.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      status: row.status,
      banner: row.banner,
      thumb: row.thumb,
      startingPrice: toRupees(row.startingPricePaise),
      featured: row.featured,
      rejectionReason: row.rejectionReason,
      creator: row.creator,
    })),
    page: request.page,
    totalResults: total,
    totalPages: Math.ceil(total / request.limit),
  };
}

/** An admin names the creator (required, must exist); a creator always creates its own. */
async function creatorForNewPackage(db: Database, user: AuthUser, creatorId: string | null | undefined) {
  if (user.role !== 'ADMIN') return listScope(user).creatorId!;
  if (!creatorId) {
    refuse([{ path: 'creatorId', message: tourMessages.creatorRequired }]);
  }
  if (!isUuid(creatorId) || !(await creatorExists(db, creatorId))) {
    refuse([{ path: 'creatorId', message: tourMessages.creatorNotFound }]);
  }
  return creatorId as string;
}

export async function createTour(
  db: Database,
  user: AuthUser,
  input: Out<typeof createTourBody>,
): Promise<{ id: string; slug: string }> {
  const creatorId = await creatorForNewPackage(db, user, input.creatorId);
  const row = await withFreeSlug(db, input.title, undefined, (slug) =>
    insertPackage(db, { creatorId, slug, title: input.title, description: input.description }),
  );
  return { id: row.id, slug: row.slug };
}

// ---------------------------------------------------------------------------------------------
// Overview

async function overviewOf(db: Database, pkg: PackageWithCreator): Promise<OverviewResponse> {
  const { inclusions, exclusions } = await findTextItems(db, pkg.id);
  return {
    ...head(pkg),
    banner: pkg.banner,
    thumb: pkg.thumb,
    promoBanner: pkg.promoBanner,
    title: pkg.title,
    description: pkg.description,
    introVideo: pkg.introVideo,
    additionalNotes: pkg.additionalNotes,
    cancellationPolicy: pkg.cancellationPolicy,
    termsAndConditions: pkg.termsAndConditions,
    metaTitle: pkg.metaTitle,
    metaKeywords: pkg.metaKeywords,
    metaDescription: pkg.metaDescription,
    tourInclusions: inclusions,
    tourExclusions: exclusions,
    isInfluencerTravelling: pkg.isInfluencerTravelling,
    commissionType: pkg.commissionType,
  };
}

export async function getOverview(db: Database, user: AuthUser, id: string): Promise<OverviewResponse> {
  return overviewOf(db, await packageForUser(db, user, id));
}

export async function saveOverview(
  db: Database,
  user: AuthUser,
  id: string,
  input: Out<typeof overviewBody>,
): Promise<OverviewResponse> {
  const pkg = await packageForUser(db, user, id);
  const values = {
    banner: input.banner,
    thumb: input.thumb,
    promoBanner: input.promoBanner,
    title: input.title,
    description: input.description,
    introVideo: input.introVideo,
    additionalNotes: sanitizeRichText(input.additionalNotes),
    cancellationPolicy: sanitizeRichText(input.cancellationPolicy),
    termsAndConditions: sanitizeRichText(input.termsAndConditions),
    metaTitle: input.metaTitle,
    metaKeywords: input.metaKeywords,
    metaDescription: input.metaDescription,
    isInfluencerTravelling: input.isInfluencerTravelling,
    commissionType: input.commissionType,
  };
  const save = (slug: string) =>
    db.transaction(async (tx) => {
      await updatePackage(tx, pkg.id, { ...values, slug });
      await replaceTextItems(tx, pkg.id, input.tourInclusions, input.tourExclusions);
    });
  // The slug follows the title until the package is first published; then links must not break.
  if (input.title !== pkg.title && pkg.publishedAt === null)
    await withFreeSlug(db, input.title, pkg.id, save);
  else await save(pkg.slug);
  return getOverview(db, user, id);
}

// ---------------------------------------------------------------------------------------------
// Destination

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

// ---------------------------------------------------------------------------------------------
// Itinerary

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
    throw new AppError(400, tourMessages.addDestinationFirst, [
      { path: 'tourItineraries', message: tourMessages.addDestinationFirst },
    ]);
  }
  const placeIds = new Set(places.map((p) => p.destinationId));
  const issues: FieldIssue[] = [];
  input.tourItineraries.forEach((entry, i) => {
    if (!placeIds.has(entry.destinationId)) {
      issues.push({ path: `tourItineraries.${i}.destinationId`, message: tourMessages.unknownPlace });
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

// ---------------------------------------------------------------------------------------------
// Pricing

const toDepartureResponse = (d: DepartureWithPricings) => ({
  id: d.id,
  name: d.name,
  departureInclusions: d.inclusions,
  simplePricings: d.simplePricings.map((p) => ({
    id: p.id,
    adult: p.adult,
    child: p.child,
    price: paiseToRupees(p.pricePaise),
  })),
  customPricings: d.customPricings.map((p) => ({
    id: p.id,
    name: p.name,
    price: paiseToRupees(p.pricePaise),
    totalPeople: p.totalPeople,
  })),
});

async function pricingOf(db: Database, pkg: PackageWithCreator): Promise<PricingResponse> {
  const departures = await findDepartures(db, pkg.id);
  return {
    ...head(pkg),
    pricingType: pkg.pricingType,
    startingPrice: toRupees(pkg.startingPricePaise),
    tourPackageDepartures: departures.map(toDepartureResponse),
  };
}

export async function getPricing(db: Database, user: AuthUser, id: string): Promise<PricingResponse> {
  return pricingOf(db, await packageForUser(db, user, id));
}

type PricingInput = Out<typeof pricingBody>;

/** Ids must be this package's departure / that departure's custom pricing; combinations unique. */
function pricingIssues(input: PricingInput, existing: DepartureWithPricings[]): FieldIssue[] {
  const byId = new Map(existing.map((d) => [d.id, d]));
  const issues: FieldIssue[] = [];
  const seenDepartures = new Set<string>();
  input.tourPackageDepartures.forEach((departure, i) => {
    const at = `tourPackageDepartures.${i}`;
    const stored = departure.id ? byId.get(departure.id) : undefined;
    if (departure.id) {
      if (!stored || seenDepartures.has(departure.id)) {
        issues.push({ path: `${at}.id`, message: tourMessages.unknownDeparture });
      }
      seenDepartures.add(departure.id);
    }
    const combinations = new Set<string>();
    departure.simplePricings.forEach((pricing, j) => {
      if (pricing.adult + pricing.child < 1) {
        issues.push({ path: `${at}.simplePricings.${j}.adult`, message: tourMessages.invalidInput });
      }
      const key = `${pricing.adult}|${pricing.child}`;
      if (combinations.has(key)) {
        issues.push({ path: `${at}.simplePricings.${j}`, message: tourMessages.duplicateCombination });
      }
      combinations.add(key);
    });
    const own = new Set(stored?.customPricings.map((p) => p.id) ?? []);
    const seenCustom = new Set<string>();
    departure.customPricings.forEach((pricing, j) => {
      if (!pricing.id) return;
      if (!own.has(pricing.id) || seenCustom.has(pricing.id)) {
        issues.push({ path: `${at}.customPricings.${j}.id`, message: tourMessages.unknownCustomPricing });
      }
      seenCustom.add(pricing.id);
    });
  });
  return issues;
}

/**
 * Departures sent with their id are updated in place (their dates and custom pricing ids
 * survive); those without are created; the package's others are deleted with their dates.
 */
export async function savePricing(
  db: Database,
  user: AuthUser,
  id: string,
  input: PricingInput,
): Promise<PricingResponse> {
  const pkg = await packageForUser(db, user, id);
  const existing = await findDepartures(db, pkg.id);
  refuse(pricingIssues(input, existing));
  const departures = input.tourPackageDepartures.map((d) => ({
    id: d.id || undefined,
    name: d.name,
    inclusions: d.departureInclusions,
    simplePricings: d.simplePricings.map((p) => ({ adult: p.adult, child: p.child, pricePaise: p.price })),
    customPricings: d.customPricings.map((p) => ({
      id: p.id || undefined,
      name: p.name,
      pricePaise: p.price,
      totalPeople: p.totalPeople,
    })),
  }));
  const starting = startingPricePaise(
    input.pricingType,
    departures.map((d) => ({
      simplePricings: d.simplePricings,
      customPricings: d.customPricings.map((p) => ({ ...p, id: p.id ?? '' })),
    })),
  );
  await db.transaction(async (tx) => {
    await deleteDeparturesExcept(
      tx,
      pkg.id,
      departures.flatMap((d) => (d.id ? [d.id] : [])),
    );
    for (const [position, departure] of departures.entries()) {
      const departureId = await upsertDeparture(tx, pkg.id, { ...departure, position });
      await replaceSimplePricings(tx, departureId, departure.simplePricings);
      await syncCustomPricings(tx, departureId, departure.customPricings);
    }
    await updatePackage(tx, pkg.id, { pricingType: input.pricingType, startingPricePaise: starting });
  });
  return getPricing(db, user, id);
}

// ---------------------------------------------------------------------------------------------
// Availability

async function availabilityOf(db: Database, pkg: PackageWithCreator): Promise<AvailabilityResponse> {
  const departures = await findDepartureNames(db, pkg.id);
  const dates = await findTourDates(db, pkg.id);
  return {
    ...head(pkg),
    tourType: pkg.tourType,
    TourDate: dates.map((d) => ({
      id: d.id,
      date: d.date,
      tourPackageDepartureId: d.departureId,
      seats: d.seats,
    })),
    TourPackageDeparture: departures,
  };
}

export async function getAvailability(
  db: Database,
  user: AuthUser,
  id: string,
): Promise<AvailabilityResponse> {
  return availabilityOf(db, await packageForUser(db, user, id));
}

type WantedDate = { departureId: string; date: string; seats: number | null };

/**
 * AnyDay stores no dates. OneTime with `singleDate` gives every departure that date. Otherwise
 * the dates sent, a repeated (departure, date) once. A date before today in India is refused,
 * except one already stored for that departure (re-saving an older package must not fail).
 */
export async function saveAvailability(
  db: Database,
  user: AuthUser,
  id: string,
  input: Out<typeof availabilityBody>,
): Promise<AvailabilityResponse> {
  const pkg = await packageForUser(db, user, id);
  const departures = await findDepartureNames(db, pkg.id);
  const departureIds = new Set(departures.map((d) => d.id));
  const stored = new Set((await findTourDates(db, pkg.id)).map((d) => `${d.departureId}|${d.date}`));
  const today = todayInIndia();
  const issues: FieldIssue[] = [];
  const wanted = new Map<string, WantedDate>();
  if (input.tourType !== 'AnyDay') {
    input.tourDates.forEach((d, i) => {
      if (!departureIds.has(d.tourPackageDepartureId)) {
        issues.push({
          path: `tourDates.${i}.tourPackageDepartureId`,
          message: tourMessages.unknownDeparture,
        });
      } else if (d.date < today && !stored.has(`${d.tourPackageDepartureId}|${d.date}`)) {
        issues.push({ path: `tourDates.${i}.date`, message: tourMessages.pastDate });
      }
      wanted.set(`${d.tourPackageDepartureId}|${d.date}`, {
        departureId: d.tourPackageDepartureId,
        date: d.date,
        seats: d.seats,
      });
    });
    if (input.tourType === 'OneTime' && input.singleDate) {
      const date = input.singleDate;
      if (date < today && ![...stored].some((key) => key.endsWith(`|${date}`))) {
        issues.push({ path: 'singleDate', message: tourMessages.pastDate });
      }
      const seatsOf = new Map([...wanted.values()].map((d) => [d.departureId, d.seats]));
      wanted.clear();
      for (const departure of departures) {
        wanted.set(`${departure.id}|${date}`, {
          departureId: departure.id,
          date,
          seats: seatsOf.get(departure.id) ?? null,
        });
      }
    }
  }
  refuse(issues);
  await db.transaction(async (tx) => {
    await syncTourDates(tx, pkg.id, [...wanted.values()]);
    await updatePackage(tx, pkg.id, { tourType: input.tourType });
  });
  return getAvailability(db, user, id);
}

// ---------------------------------------------------------------------------------------------
// Status

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
