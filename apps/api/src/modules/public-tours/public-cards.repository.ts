import type { PackageStatus } from '@wayfarer/shared/enums';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { cappedCount, cappedCountOf } from '../../db/capped-count.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { nameContains } from '../../db/name-search.ts';
import {
  creators,
  destinationGroups,
  destinations,
  tourPackageDestinations,
  tourPackageGroups,
  tourPackages,
} from '../../db/schema.ts';
import { isUuid } from '../../lib/uuid.ts';
import { creatorColumns, published, publishedOrComingSoon } from './public-package.repository.ts';

// Public reads of published packages as cards (ADR 046): every grid is a fixed number of queries
// whatever its size, its page, its count and one query for all the cards' places. The package
// page's read is in public-package.repository.ts.

const cardColumns = {
  id: tourPackages.id,
  title: tourPackages.title,
  slug: tourPackages.slug,
  description: tourPackages.description,
  thumb: tourPackages.thumb,
  startingPricePaise: tourPackages.startingPricePaise,
  pricingType: tourPackages.pricingType,
  status: tourPackages.status,
  ...creatorColumns,
};

export type CardRow = {
  id: string;
  title: string;
  slug: string;
  description: string;
  thumb: string;
  startingPricePaise: number | null;
  pricingType: 'Simple' | 'Custom';
  status: PackageStatus;
  creatorId: string;
  creatorFullName: string;
  creatorUsername: string;
  creatorProfileImage: string | null;
};

/** The group named by an id or a slug; a subquery, so an unknown one simply matches nothing. */
const groupIdOf = (destination: string): SQL =>
  isUuid(destination)
    ? sql`(select ${destinationGroups.id} from ${destinationGroups}
        where ${destinationGroups.id} = ${destination} or ${destinationGroups.slug} = ${destination} limit 1)`
    : sql`(select ${destinationGroups.id} from ${destinationGroups}
        where ${destinationGroups.slug} = ${destination} limit 1)`;

export type CardFilter = {
  destination?: string;
  minPricePaise?: number;
  maxPricePaise?: number;
  query?: string;
};

type SortKey = 'newest' | 'price' | 'price_desc';

/**
 * Where a list reads its rows and sort keys from. Every published package, or, for a destination
 * group, tour_package_groups: the group's published packages with their sort keys, kept by the
 * database (docs/decisions/706), so the page and the count read one index range in the list's
 * order instead of testing every package's places.
 */
type Source = Record<'id' | 'publishedAt' | 'createdAt' | 'startingPricePaise', AnyPgColumn>;

const allPublished: Source = {
  id: tourPackages.id,
  publishedAt: tourPackages.publishedAt,
  createdAt: tourPackages.createdAt,
  startingPricePaise: tourPackages.startingPricePaise,
};
const grouped: Source = {
  id: tourPackageGroups.packageId,
  publishedAt: tourPackageGroups.publishedAt,
  createdAt: tourPackageGroups.createdAt,
  startingPricePaise: tourPackageGroups.startingPricePaise,
};

function sortOf(source: Source, sort: SortKey): SQL[] {
  const newest = [
    sql`${source.publishedAt} desc nulls last`,
    sql`${source.createdAt} desc`,
    sql`${source.id} asc`,
  ];
  if (sort === 'price') return [sql`${source.startingPricePaise} asc nulls last`, ...newest];
  if (sort === 'price_desc') return [sql`${source.startingPricePaise} desc nulls last`, ...newest];
  return newest;
}

/** The filter's conditions on `source`, besides the group itself; the title search needs the package row. */
function filterConditions(source: Source, filter: CardFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.minPricePaise !== undefined)
    conditions.push(sql`${source.startingPricePaise} >= ${filter.minPricePaise}`);
  if (filter.maxPricePaise !== undefined)
    conditions.push(sql`${source.startingPricePaise} <= ${filter.maxPricePaise}`);
  if (filter.query) conditions.push(nameContains(tourPackages.title, filter.query));
  return conditions;
}

export async function listCards(
  db: Database,
  input: { filter: CardFilter; sort: SortKey; offset: number; limit: number },
): Promise<{ rows: CardRow[]; total: number }> {
  const { filter } = input;
  if (!filter.destination) {
    const where = and(published, ...filterConditions(allPublished, filter));
    const [rows, total] = await Promise.all([
      db
        .select(cardColumns)
        .from(tourPackages)
        .innerJoin(creators, eq(creators.id, tourPackages.creatorId))
        .where(where)
        .orderBy(...sortOf(allPublished, input.sort))
        .limit(input.limit)
        .offset(input.offset),
      // Up to COUNT_CAP: an exact count would read every published row on every page.
      cappedCount(db, tourPackages, where),
    ]);
    return { rows, total };
  }
  const inGroup = eq(tourPackageGroups.groupId, groupIdOf(filter.destination));
  const where = and(inGroup, ...filterConditions(grouped, filter));
  if (filter.query) {
    // The title search needs the package row for every candidate.
    const matching = db
      .select({ one: sql`1` })
      .from(tourPackageGroups)
      .innerJoin(tourPackages, eq(tourPackages.id, tourPackageGroups.packageId))
      .where(where);
    const [rows, total] = await Promise.all([
      db
        .select(cardColumns)
        .from(tourPackageGroups)
        .innerJoin(tourPackages, eq(tourPackages.id, tourPackageGroups.packageId))
        .innerJoin(creators, eq(creators.id, tourPackages.creatorId))
        .where(where)
        .orderBy(...sortOf(grouped, input.sort))
        .limit(input.limit)
        .offset(input.offset),
      cappedCountOf(db, matching.$dynamic()),
    ]);
    return { rows, total };
  }
  // The page's ids first, from the index alone; only those rows are then read (a deep page
  // would otherwise fetch every skipped package).
  const page = db
    .select({
      id: tourPackageGroups.packageId,
      publishedAt: tourPackageGroups.publishedAt,
      createdAt: tourPackageGroups.createdAt,
      startingPricePaise: tourPackageGroups.startingPricePaise,
    })
    .from(tourPackageGroups)
    .where(where)
    .orderBy(...sortOf(grouped, input.sort))
    .limit(input.limit)
    .offset(input.offset)
    .as('page');
  const [rows, total] = await Promise.all([
    db
      .select(cardColumns)
      .from(page)
      .innerJoin(tourPackages, eq(tourPackages.id, page.id))
      .innerJoin(creators, eq(creators.id, tourPackages.creatorId))
      .orderBy(...sortOf(page, input.sort)),
    cappedCount(db, tourPackageGroups, where),
  ]);
  return { rows, total };
}

/**
 * Published cards, featured ones only when asked, of one creator when asked (with its "Coming
 * soon" packages); newest first.
 */
export function listCardsWhere(
  db: Database,
  input: { featured?: boolean; creatorId?: string; limit: number },
): Promise<CardRow[]> {
  const conditions: SQL[] = [input.creatorId ? publishedOrComingSoon : published];
  if (input.featured) conditions.push(eq(tourPackages.featured, true));
  if (input.creatorId) conditions.push(eq(tourPackages.creatorId, input.creatorId));
  return db
    .select(cardColumns)
    .from(tourPackages)
    .innerJoin(creators, eq(creators.id, tourPackages.creatorId))
    .where(and(...conditions))
    .orderBy(...sortOf(allPublished, 'newest'))
    .limit(input.limit);
}

/** A destination group's published cards, newest first (the /destination/{slug} page). */
export function listGroupCards(db: Database, input: { groupId: string; limit: number }): Promise<CardRow[]> {
  return db
    .select(cardColumns)
    .from(tourPackageGroups)
    .innerJoin(tourPackages, eq(tourPackages.id, tourPackageGroups.packageId))
    .innerJoin(creators, eq(creators.id, tourPackages.creatorId))
    .where(eq(tourPackageGroups.groupId, input.groupId))
    .orderBy(...sortOf(grouped, 'newest'))
    .limit(input.limit);
}

/** The places of many packages in one query (the cards' TourPackageDestination). */
export function findPlacesOfPackages(db: Database, packageIds: string[]) {
  if (packageIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      packageId: tourPackageDestinations.packageId,
      days: tourPackageDestinations.days,
      id: destinations.id,
      name: destinations.name,
    })
    .from(tourPackageDestinations)
    .innerJoin(destinations, eq(destinations.id, tourPackageDestinations.destinationId))
    .where(inArray(tourPackageDestinations.packageId, packageIds))
    .orderBy(asc(tourPackageDestinations.packageId), asc(tourPackageDestinations.position));
}

export async function findCreatorIdByUsername(db: Database, username: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: creators.id })
    .from(creators)
    .where(sql`lower(${creators.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row?.id;
}
