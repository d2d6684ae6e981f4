import { nearestPaise, paiseToRupees, paiseToRupeesOrNull } from '@wayfarer/shared/rules/money';
import { totalDays } from '@wayfarer/shared/rules/package';
import { perPersonPaise } from '@wayfarer/shared/rules/pricing';
import { averageRating } from '@wayfarer/shared/rules/review';
import { minimumProgress } from '@wayfarer/shared/rules/trip-status';
import { firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { tourMessages } from '@wayfarer/shared/schemas/tour';
import {
  type FeaturedResponse,
  PUBLIC_PAGE_SIZE,
  type PackageCard,
  type PublicListResponse,
  type PublicListSort,
  type PublicPackage,
} from '@wayfarer/shared/schemas/tour-public';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { storedForms } from '../../lib/content-encoding.ts';
import { groupBy } from '../../lib/group-by.ts';
import { isUuid } from '../../lib/uuid.ts';
import {
  type CardRow,
  findCreatorIdByUsername,
  findPlacesOfPackages,
  listCards,
  listCardsWhere,
  listGroupCards,
} from './public-cards.repository.ts';
import {
  findStoredPackageForm,
  keepStoredAnswersInProcess,
  type PackageForm,
  type StoredPackageAnswer,
  type StoredPackageForm,
  storePackageBody,
} from './package-reads.repository.ts';
import {
  builderFingerprint,
  findPublishedPackageWithSections,
  type PackageSections,
  type PublishedPackageRow,
} from './public-package.repository.ts';

/** The home strip: featured packages, else the newest. */
export const FEATURED_SHOWN = 8;
/** A bound on one creator's list on /@{username}. */
export const CREATOR_PACKAGES_MAX = 50;

const rupees = paiseToRupees;
const rupeesOrNull = paiseToRupeesOrNull;
const toPaise = (value: number | undefined): number | undefined =>
  value === undefined ? undefined : nearestPaise(value);

// The package page: one query (the package, its creator and every section as json).
export async function getPublicPackageBySlug(db: Database, slug: string): Promise<PublicPackage> {
  return toPublic(await findPublishedPackageWithSections(db, { slug }, firstBookableDate()));
}

// Everything the answer's builder runs on the query's rows: part of the stored answer's fingerprint.
const BUILDER_SOURCE = [
  buildPublicPackage,
  minimumProgress,
  perPersonPaise,
  averageRating,
  totalDays,
  paiseToRupees,
  paiseToRupeesOrNull,
].join('\n');

/**
 * One form of the package page's answer from its stored row (package_reads, ADR 1214, 1221): one
 * indexed read while nothing it shows has changed, the day is the same and the builder is the
 * same; else built as getPublicPackageBySlug does, with its ETag and br and gzip forms, stored,
 * and answered. Its text equals JSON.stringify(getPublicPackageBySlug(…)) at every moment
 * (public-package-reads.test.ts).
 */
export async function getPublicPackageFormBySlug(
  db: Database,
  slug: string,
  form: PackageForm,
): Promise<StoredPackageForm> {
  const datesFrom = firstBookableDate();
  const builder = builderFingerprint(db, BUILDER_SOURCE);
  const stored = await findStoredPackageForm(db, form, { slug, datesFrom, builder });
  if (stored) return stored;
  const row = await findPublishedPackageWithSections(db, { slug }, datesFrom);
  if (!row) throw new AppError('PACKAGE_NOT_FOUND', tourMessages.packageNotFound);
  const body = JSON.stringify(buildPublicPackage(row, row.sections));
  const answer: StoredPackageAnswer = { body, ...storedForms(body) };
  await storePackageBody(db, {
    packageId: row.id,
    readVersion: row.readVersion,
    slug: row.slug,
    datesFrom,
    builder,
    ...answer,
  });
  const bytes = form === 'identity' ? null : answer[form];
  return { etag: answer.etag, compressible: answer.br !== null, bytes, text: bytes ? null : body };
}

/**
 * Where the database can tell this process of every change as it commits (PGlite: one process,
 * the only writer), the stored answers are also kept in memory (ADR 1229).
 */
export async function keepPackageAnswersInProcess(
  database: Pick<DatabaseHandle, 'db' | 'listen'>,
): Promise<void> {
  if (database.listen) await keepStoredAnswersInProcess(database.db, database.listen);
}

/** The package page's JSON text (its stored answer's body). */
export async function getPublicPackageJsonBySlug(db: Database, slug: string): Promise<string> {
  const { text } = await getPublicPackageFormBySlug(db, slug, 'identity');
  return text as string;
}

export async function getPublicPackageById(db: Database, id: string): Promise<PublicPackage> {
  if (!isUuid(id)) throw new AppError('PACKAGE_NOT_FOUND', tourMessages.packageNotFound);
  return toPublic(await findPublishedPackageWithSections(db, { id }, firstBookableDate()));
}

function toPublic(row: (PublishedPackageRow & { sections: PackageSections }) | undefined): PublicPackage {
  if (!row) throw new AppError('PACKAGE_NOT_FOUND', tourMessages.packageNotFound);
  return buildPublicPackage(row, row.sections);
}

/** Built field by field (the hot route skips zod serialisation: no DB column may leak). */
export function buildPublicPackage(row: PublishedPackageRow, s: PackageSections): PublicPackage {
  const TourDate: PublicPackage['TourDate'] = [];
  const SoldOutDate: PublicPackage['SoldOutDate'] = [];
  const ClosedDate: PublicPackage['ClosedDate'] = [];
  for (const d of s.dates) {
    if (d.closedForSale) {
      ClosedDate.push({ id: d.id, date: d.date, tourPackageDepartureId: d.departureId });
      continue;
    }
    const seatsLeft = d.seats === null ? null : d.seats - Number(d.taken);
    if (seatsLeft !== null && seatsLeft <= 0) {
      SoldOutDate.push({ id: d.id, date: d.date, tourPackageDepartureId: d.departureId });
      continue;
    }
    const progress = minimumProgress({
      minTravellers: d.minTravellers,
      paidPeople: Number(d.paidPeople),
      confirmedAt: d.confirmedAt,
    });
    TourDate.push({
      id: d.id,
      date: d.date,
      tourPackageDepartureId: d.departureId,
      seatsLeft,
      minTravellers: d.minTravellers,
      travellersNeeded: progress.travellersNeeded,
      confirmed: progress.confirmed,
    });
  }
  const visited = new Set(s.places.map((p) => p.id));
  return {
    id: row.id,
    slug: row.slug,
    status: row.status === 'ComingSoon' ? 'ComingSoon' : 'Published',
    title: row.title,
    description: row.description,
    banner: row.banner,
    thumb: row.thumb,
    promoBanner: row.promoBanner,
    introVideo: row.introVideo,
    additionalNotes: row.additionalNotes,
    isInfluencerTravelling: row.isInfluencerTravelling,
    creator: {
      id: row.creatorId,
      fullName: row.creatorFullName,
      username: row.creatorUsername,
      profileImage: row.creatorProfileImage,
    },
    tourType: row.tourType,
    pricingType: row.pricingType,
    startingPrice: rupeesOrNull(row.startingPricePaise),
    totalDays: totalDays(s.places),
    TourDate,
    SoldOutDate,
    ClosedDate,
    TourPackageDeparture: s.departures.map((d) => ({
      id: d.id,
      name: d.name,
      departureInclusions: d.inclusions.map((i) => ({ inclusion: i.inclusion })),
    })),
    TourSimplePricing: s.simple.map((p) => ({
      id: p.id,
      adult: p.adult,
      child: p.child,
      price: rupees(p.pricePaise),
      pricePerPerson: rupees(perPersonPaise(p.pricePaise, p.adult + p.child)),
      tourPackageDepartureId: p.departureId,
    })),
    TourCustomPricing: s.custom.map((p) => ({
      id: p.id,
      name: p.name,
      price: rupees(p.pricePaise),
      totalPeople: p.totalPeople,
      pricePerPerson: rupees(perPersonPaise(p.pricePaise, p.totalPeople)),
      tourPackageDepartureId: p.departureId,
    })),
    TourItinerary: s.itinerary.map((i) => ({
      day: i.day,
      title: i.title,
      description: i.description,
      image: i.image,
      // A day whose place left the package (flagged in the editor) names no place rather than
      // one the package no longer visits.
      destination: visited.has(i.destinationId)
        ? { id: i.destinationId, name: i.destinationName }
        : { id: '', name: '' },
      meals: i.meals.map((m) => ({ name: m.name, type: m.type })),
    })),
    TourInclusion: s.inclusions.map((i) => ({ description: i.description })),
    TourExclusion: s.exclusions.map((i) => ({ description: i.description })),
    destinations: s.places.map((p) => ({ id: p.id, name: p.name, days: p.days })),
    hotels: s.stays.map((h) => ({
      name: h.name,
      address: h.address,
      starRating: h.starRating,
      mapLink: h.mapLink,
      image: h.image,
      nights: h.nights,
    })),
    cancellationPolicy: row.cancellationPolicy,
    termsAndConditions: row.termsAndConditions,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    metaKeywords: row.metaKeywords,
    rating: { average: averageRating(s.rating.sum, s.rating.count), count: s.rating.count },
    reviews: s.reviews.map((r) => ({
      id: r.id,
      rating: r.rating,
      title: r.title,
      text: r.text,
      authorName: r.authorName,
      verified: true as const,
      createdAt: r.createdAt,
    })),
  };
}

/** Cards with their places: one more query for all the cards' places. */
export async function toCards(db: Database, rows: CardRow[]): Promise<PackageCard[]> {
  const places = await findPlacesOfPackages(
    db,
    rows.map((r) => r.id),
  );
  const byPackage = groupBy(places, (p) => p.packageId);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    description: r.description,
    thumb: r.thumb,
    startingPrice: rupeesOrNull(r.startingPricePaise),
    pricingType: r.pricingType,
    ...(r.status === 'ComingSoon' && { comingSoon: true }),
    creator: {
      id: r.creatorId,
      fullName: r.creatorFullName,
      username: r.creatorUsername,
      profileImage: r.creatorProfileImage,
    },
    TourPackageDestination: (byPackage.get(r.id) ?? []).map((p) => ({
      days: p.days,
      destination: { id: p.id, name: p.name },
    })),
  }));
}

export async function getPublicPackagePage(
  db: Database,
  input: {
    page: number;
    destination: string;
    minPrice?: number;
    maxPrice?: number;
    sort: PublicListSort;
    query: string;
  },
): Promise<PublicListResponse> {
  const { rows, total } = await listCards(db, {
    filter: {
      destination: input.destination || undefined,
      minPricePaise: toPaise(input.minPrice),
      maxPricePaise: toPaise(input.maxPrice),
      query: input.query || undefined,
    },
    sort: input.sort,
    offset: (input.page - 1) * PUBLIC_PAGE_SIZE,
    limit: PUBLIC_PAGE_SIZE,
  });
  return {
    tourPackages: await toCards(db, rows),
    page: input.page,
    totalPages: Math.ceil(total / PUBLIC_PAGE_SIZE),
    totalResults: total,
  };
}

export async function getFeaturedPackages(db: Database): Promise<FeaturedResponse> {
  let rows = await listCardsWhere(db, { featured: true, limit: FEATURED_SHOWN });
  if (rows.length === 0) rows = await listCardsWhere(db, { limit: FEATURED_SHOWN });
  return { tourPackages: await toCards(db, rows) };
}

/** Like the public creator profile, an unknown username answers 404 'Creator not found'. */
export async function getCreatorPackages(db: Database, username: string): Promise<FeaturedResponse> {
  const creatorId = await findCreatorIdByUsername(db, username);
  if (!creatorId) throw new AppError('CREATOR_NOT_FOUND', tourMessages.creatorNotFound);
  const rows = await listCardsWhere(db, { creatorId, limit: CREATOR_PACKAGES_MAX });
  return { tourPackages: await toCards(db, rows) };
}

/** The published packages of a destination group (/destination/{slug}). */
export async function getGroupPackages(db: Database, groupId: string, limit = 100): Promise<PackageCard[]> {
  return toCards(db, await listGroupCards(db, { groupId, limit }));
}
