import type { MealType } from '@wayfarer/shared/enums';

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
import { PACKAGE_PAGE_REVIEWS } from '@wayfarer/shared/rules/review';

// Public reads of published packages (ADR 046). Every read is a fixed number of queries whatever
// the package's size: the package page is one query (its sections as json, see sectionsJson); a
// grid is its page, its count and one query for all the cards' places. Correlated subqueries name
// the outer column in full ("table"."column"): Drizzle leaves columns unqualified in a
// single-table select.

const published = eq(tourPackages.status, 'Published');

const creatorColumns = {
  creatorId: creators.id,
  creatorFullName: creators.fullName,
  creatorUsername: creators.username,
  creatorProfileImage: creators.profileImage,
};

const packageColumns = {
  id: tourPackages.id,
  slug: tourPackages.slug,
  title: tourPackages.title,
  description: tourPackages.description,
  banner: tourPackages.banner,
  thumb: tourPackages.thumb,
  promoBanner: tourPackages.promoBanner,
  introVideo: tourPackages.introVideo,
  additionalNotes: tourPackages.additionalNotes,
  isInfluencerTravelling: tourPackages.isInfluencerTravelling,
  tourType: tourPackages.tourType,
  pricingType: tourPackages.pricingType,
  startingPricePaise: tourPackages.startingPricePaise,
  cancellationPolicy: tourPackages.cancellationPolicy,
  termsAndConditions: tourPackages.termsAndConditions,
  metaTitle: tourPackages.metaTitle,
  metaDescription: tourPackages.metaDescription,
  metaKeywords: tourPackages.metaKeywords,
  publishedAt: tourPackages.publishedAt,
  updatedAt: tourPackages.updatedAt,
  ...creatorColumns,
};

export type PackageSections = {
  dates: { id: string; date: string; departureId: string; seats: number | null; taken: number }[];
  departures: { id: string; name: string; inclusions: { inclusion: string }[] }[];
  simple: { id: string; departureId: string; adult: number; child: number; pricePaise: number }[];
  custom: { id: string; departureId: string; name: string; pricePaise: number; totalPeople: number }[];
  itinerary: {
    day: number;
    title: string;
    description: string;
    image: string;
    meals: { name: string; type: MealType }[];
    destinationId: string;
    destinationName: string;
  }[];
  inclusions: { description: string }[];
  exclusions: { description: string }[];
  places: { id: string; name: string; days: number }[];
  stays: {
    name: string;
    address: string;
    starRating: number;
    mapLink: string;
    image: string;
    nights: number;
  }[];
  // Issue #14: the published reviews' count and sum, and the latest few.
  rating: { count: number; sum: number };
  reviews: {
    id: string;
    rating: number;
    title: string;
    text: string;
    authorName: string;
    createdAt: string;
  }[];
};

const P = sql.raw('"tour_packages"."id"');
/** `json_agg` of a subquery's rows as objects, `[]` when it has none. */
const rowsOf = (query: SQL): SQL => sql`(select coalesce(json_agg(r), '[]'::json) from (${query}) r)`;

/**
 * Every section of the package as one json value, computed in the package's own query: the page is
 * one round trip whatever its size (PGlite runs queries one at a time, so ten small ones cost ten
 * times the per-query overhead). Dates from `datesFrom` on (none for AnyDay), each with the
 * seats taken by live holds (held or confirmed).
 */
const sectionsJson = (datesFrom: SQL): SQL<PackageSections> => sql<PackageSections>`json_build_object(
  'dates', ${rowsOf(sql`select d.id, d.date::text as date, d.departure_id as "departureId", d.seats,
      (select coalesce(sum(h.people), 0)::int from seat_holds h
        where h.tour_date_id = d.id and h.status in ('held', 'confirmed')) as taken
    from tour_dates d
    where d.package_id = ${P} and "tour_packages"."tour_type" <> 'AnyDay' and d.date >= ${datesFrom}::date
    order by d.date, d.departure_id`)},
  'departures', ${rowsOf(sql`select d.id, d.name, d.inclusions from tour_departures d
    where d.package_id = ${P} order by d.position, d.id`)},
  'simple', ${rowsOf(sql`select s.id, s.departure_id as "departureId", s.adult, s.child, s.price_paise as "pricePaise"
    from tour_simple_pricings s inner join tour_departures d on d.id = s.departure_id
    where d.package_id = ${P} order by d.position, d.id, s.position, s.id`)},
  'custom', ${rowsOf(sql`select c.id, c.departure_id as "departureId", c.name, c.price_paise as "pricePaise",
      c.total_people as "totalPeople"
    from tour_custom_pricings c inner join tour_departures d on d.id = c.departure_id
    where d.package_id = ${P} order by d.position, d.id, c.position, c.id`)},
  'itinerary', ${rowsOf(sql`select i.day, i.title, i.description, i.image, i.meals,
      p.id as "destinationId", p.name as "destinationName"
    from tour_itineraries i inner join destinations p on p.id = i.destination_id
    where i.package_id = ${P} order by i.day, i.position`)},
  'inclusions', ${rowsOf(sql`select x.description from tour_inclusions x
    where x.package_id = ${P} order by x.position, x.id`)},
  'exclusions', ${rowsOf(sql`select x.description from tour_exclusions x
    where x.package_id = ${P} order by x.position, x.id`)},
  'places', ${rowsOf(sql`select p.id, p.name, t.days from tour_package_destinations t
    inner join destinations p on p.id = t.destination_id
    where t.package_id = ${P} order by t.position, t.id`)},
  'stays', ${rowsOf(sql`select h.name, h.address, h.star_rating as "starRating", h.map_link as "mapLink", h.image,
      t.nights
    from tour_hotels t inner join hotels h on h.id = t.hotel_id
    where t.package_id = ${P} order by t.position, t.id`)},
  'rating', (select json_build_object('count', count(*)::int, 'sum', coalesce(sum(v.rating), 0)::int)
    from reviews v where v.package_id = ${P} and v.status = 'published'),
  'reviews', ${rowsOf(sql`select v.id, v.rating, v.title, v.text, v.author_name as "authorName",
      to_char(v.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
    from reviews v where v.package_id = ${P} and v.status = 'published'
    order by v.created_at desc, v.id desc limit ${sql.raw(String(PACKAGE_PAGE_REVIEWS))}`)}
)`;

/** The published package, its creator and every section, in one query. */
const packageQuery = (db: Database, by: 'slug' | 'id') =>
  db
    .select({ ...packageColumns, sections: sectionsJson(sql`${sql.placeholder('datesFrom')}`) })
    .from(tourPackages)
    .innerJoin(creators, eq(creators.id, tourPackages.creatorId))
    .where(and(eq(by === 'slug' ? tourPackages.slug : tourPackages.id, sql.placeholder('key')), published))
    .limit(1)
    // Named: PostgreSQL plans it once per connection (the package page is the hottest read).
    .prepare(`public_package_by_${by}`);
type PackageQuery = ReturnType<typeof packageQuery>;
const preparedByDb = new WeakMap<Database, { slug: PackageQuery; id: PackageQuery }>();

/** The published package, its creator and every section, in one (prepared) query. */
export async function findPublishedPackageWithSections(
  db: Database,
  by: { slug: string } | { id: string },
  datesFrom: string,
) {
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = { slug: packageQuery(db, 'slug'), id: packageQuery(db, 'id') };
    preparedByDb.set(db, prepared);
  }
  const [row] =
    'slug' in by
      ? await prepared.slug.execute({ key: by.slug, datesFrom })
      : await prepared.id.execute({ key: by.id, datesFrom });
  return row;
}
export type PublishedPackageRow = Omit<
  NonNullable<Awaited<ReturnType<typeof findPublishedPackageWithSections>>>,
  'sections'
>;

// --- cards (grids) -----------------------------------------------------------------------------

const cardColumns = {
  id: tourPackages.id,
  title: tourPackages.title,
  slug: tourPackages.slug,
  description: tourPackages.description,
  thumb: tourPackages.thumb,
  startingPricePaise: tourPackages.startingPricePaise,
  pricingType: tourPackages.pricingType,
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

/** Published cards, featured ones only when asked, of one creator when asked; newest first. */
export function listCardsWhere(
  db: Database,
  input: { featured?: boolean; creatorId?: string; limit: number },
): Promise<CardRow[]> {
  const conditions: SQL[] = [published];
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
