import type { MealType } from '@wayfarer/shared/enums';

import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { createHash } from 'node:crypto';
import { creators, tourPackages } from '../../db/schema.ts';
import { PACKAGE_PAGE_REVIEWS } from '@wayfarer/shared/rules/review';
import { COUNTING_BOOKING_STATUSES } from '@wayfarer/shared/rules/trip-status';

// The public package page's read (ADR 046): one query whatever the package's size, its sections
// as json (sectionsJson). The grids' reads are in public-cards.repository.ts. Correlated
// subqueries name the outer column in full ("table"."column"): Drizzle leaves columns unqualified
// in a single-table select.

export const published = eq(tourPackages.status, 'Published');
/** A "Coming soon" package has a public page (and a card on its creator's profile), never dates. */
export const publishedOrComingSoon = inArray(tourPackages.status, ['Published', 'ComingSoon']);

export const creatorColumns = {
  creatorId: creators.id,
  creatorFullName: creators.fullName,
  creatorUsername: creators.username,
  creatorProfileImage: creators.profileImage,
};

const packageColumns = {
  id: tourPackages.id,
  slug: tourPackages.slug,
  status: tourPackages.status,
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
  dates: {
    id: string;
    date: string;
    departureId: string;
    seats: number | null;
    closedForSale: boolean;
    taken: number;
    // The minimum group size, whether it was confirmed, and the people counted for it.
    minTravellers: number | null;
    confirmedAt: string | null;
    paidPeople: number;
  }[];
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
  // The published reviews' count and sum, and the latest few.
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
      d.closed_for_sale as "closedForSale",
      (select coalesce(sum(h.people), 0)::int from seat_holds h
        where h.tour_date_id = d.id and h.status in ('held', 'confirmed')) as taken,
      d.min_travellers as "minTravellers", d.confirmed_at as "confirmedAt",
      case when d.min_travellers is null then 0 else
        (select coalesce(sum(b.people), 0)::int from bookings b
          where b.package_id = d.package_id and b.departure_id = d.departure_id and b.travel_date = d.date
            and b.status in (${sql.join(
              COUNTING_BOOKING_STATUSES.map((s) => sql`${s}`),
              sql`, `,
            )})) end as "paidPeople"
    from tour_dates d
    where d.package_id = ${P} and "tour_packages"."tour_type" <> 'AnyDay' and "tour_packages"."status" = 'Published'
      and d.date >= ${datesFrom}::date
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

/**
 * The published package, its creator, every section and the version of its stored answer
 * (package_reads, ADR 1214) read in the same snapshot, in one query.
 */
const packageQueryBuilder = (db: Database, by: 'slug' | 'id') =>
  db
    .select({
      ...packageColumns,
      readVersion: sql<
        string | number | null
      >`(select r.version from package_reads r where r.package_id = ${P})`.mapWith(
        (v: string | number | null) => (v === null ? null : Number(v)),
      ),
      sections: sectionsJson(sql`${sql.placeholder('datesFrom')}`),
    })
    .from(tourPackages)
    .innerJoin(creators, eq(creators.id, tourPackages.creatorId))
    .where(
      and(
        eq(by === 'slug' ? tourPackages.slug : tourPackages.id, sql.placeholder('key')),
        publishedOrComingSoon,
      ),
    )
    .limit(1);
const packageQuery = (db: Database, by: 'slug' | 'id') =>
  // Named: PostgreSQL plans it once per connection (the package page is the hottest read).
  packageQueryBuilder(db, by).prepare(`public_package_by_${by}`);
type PackageQuery = ReturnType<typeof packageQuery>;
const preparedByDb = new WeakMap<
  Database,
  { slug: PackageQuery; id: PackageQuery; sqlText: string; fingerprint?: { source: string; value: string } }
>();

function preparedFor(db: Database) {
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = {
      slug: packageQuery(db, 'slug'),
      id: packageQuery(db, 'id'),
      sqlText: packageQueryBuilder(db, 'slug').toSQL().sql,
    };
    preparedByDb.set(db, prepared);
  }
  return prepared;
}

/** The published package, its creator and every section, in one (prepared) query. */
export async function findPublishedPackageWithSections(
  db: Database,
  by: { slug: string } | { id: string },
  datesFrom: string,
) {
  const prepared = preparedFor(db);
  const [row] =
    'slug' in by
      ? await prepared.slug.execute({ key: by.slug, datesFrom })
      : await prepared.id.execute({ key: by.id, datesFrom });
  return row;
}
export type PublishedPackageRow = Omit<
  NonNullable<Awaited<ReturnType<typeof findPublishedPackageWithSections>>>,
  'sections' | 'readVersion'
>;

/**
 * The stored answer's fingerprint: the query's text and the builder's source (the service passes
 * it). A release that changes either stores under a new one, so older rows are misses. Hashed once
 * per database and source, not per request.
 */
export function builderFingerprint(db: Database, builderSource: string): string {
  const prepared = preparedFor(db);
  if (prepared.fingerprint?.source !== builderSource) {
    const value = createHash('sha256')
      .update(prepared.sqlText)
      .update(builderSource)
      .digest('base64url')
      .slice(0, 22);
    prepared.fingerprint = { source: builderSource, value };
  }
  return prepared.fingerprint.value;
}
