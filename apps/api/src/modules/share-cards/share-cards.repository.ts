import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { creators, destinationGroups, tourPackages } from '../../db/schema.ts';

// What a share card shows (ADR 1316), one query per card: the page's name and photo, its price
// from, and the next dates still open for sale (not closed, not cancelled, seats left).

export type Cheapest = { paise: number; pricingType: 'Simple' | 'Custom' } | null;

/**
 * The next `limit` distinct open dates of the published, dated packages `scope` selects (a
 * condition on `p`, the package): from `from` on, not closed for sale (a cancelled date is
 * closed too), and with a seat left after the live holds.
 */
const nextDates = (scope: SQL, from: string, limit = 3): SQL<string[]> => sql<string[]>`(
  select coalesce(json_agg(x.date order by x.date), '[]'::json) from (
    select distinct d.date::text as date from tour_dates d
      inner join tour_packages p on p.id = d.package_id
    where ${scope} and p.status = 'Published' and p.tour_type <> 'AnyDay'
      and d.date >= ${from}::date and not d.closed_for_sale
      and (d.seats is null or d.seats > (select coalesce(sum(h.people), 0) from seat_holds h
        where h.tour_date_id = d.id and h.status in ('held', 'confirmed')))
    order by date limit ${limit}) x)`;

/** The cheapest priced package among those `scope` selects, with its pricing type (per adult or per person). */
const cheapest = (from: SQL, scope: SQL): SQL<Cheapest> => sql<Cheapest>`(
  select json_build_object('paise', p.starting_price_paise, 'pricingType', p.pricing_type)
  from ${from} where ${scope} and p.status = 'Published' and p.starting_price_paise is not null
  order by p.starting_price_paise limit 1)`;

/** A package whose page is public (published or "Coming soon"), by slug. */
export async function findPackageCard(db: Database, slug: string, from: string) {
  const [row] = await db
    .select({
      slug: tourPackages.slug,
      title: tourPackages.title,
      status: tourPackages.status,
      tourType: tourPackages.tourType,
      pricingType: tourPackages.pricingType,
      startingPricePaise: tourPackages.startingPricePaise,
      banner: tourPackages.banner,
      thumb: tourPackages.thumb,
      creatorFullName: creators.fullName,
      creatorUsername: creators.username,
      creatorShowUsername: creators.showUsername,
      dates: nextDates(sql`p.id = "tour_packages"."id"`, from),
    })
    .from(tourPackages)
    .innerJoin(creators, eq(creators.id, tourPackages.creatorId))
    .where(and(eq(tourPackages.slug, slug), inArray(tourPackages.status, ['Published', 'ComingSoon'])))
    .limit(1);
  return row;
}

/** A creator by username (any case), with the first banner, the published trips and their dates. */
export async function findCreatorCard(db: Database, username: string, from: string) {
  const own = sql`p.creator_id = "creators"."id"`;
  const [row] = await db
    .select({
      username: creators.username,
      fullName: creators.fullName,
      showUsername: creators.showUsername,
      title: creators.title,
      subtitle: creators.subtitle,
      profileImage: creators.profileImage,
      banner: sql<string | null>`(select b.image from creator_banner_images b
        where b.creator_id = "creators"."id" order by b."order" limit 1)`,
      trips: sql<number>`(select count(*)::int from tour_packages p
        where ${own} and p.status = 'Published')`.mapWith(Number),
      cheapest: cheapest(sql`tour_packages p`, own),
      anyDay: sql<boolean>`exists (select 1 from tour_packages p
        where ${own} and p.status = 'Published' and p.tour_type = 'AnyDay')`,
      dates: nextDates(own, from),
    })
    .from(creators)
    .where(sql`lower(${creators.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row;
}

/** A destination group by slug, with its published trips (tour_package_groups) and their dates. */
export async function findDestinationCard(db: Database, slug: string, from: string) {
  const inGroup = sql`p.id in (select g.package_id from tour_package_groups g
    where g.group_id = "destination_groups"."id")`;
  const [row] = await db
    .select({
      slug: destinationGroups.slug,
      name: destinationGroups.name,
      image: destinationGroups.image,
      banner: destinationGroups.banner,
      trips: sql<number>`(select count(*)::int from tour_package_groups g
        inner join tour_packages p on p.id = g.package_id
        where g.group_id = "destination_groups"."id" and p.status = 'Published')`.mapWith(Number),
      cheapest: cheapest(sql`tour_packages p`, inGroup),
      anyDay: sql<boolean>`exists (select 1 from tour_packages p
        where ${inGroup} and p.status = 'Published' and p.tour_type = 'AnyDay')`,
      dates: nextDates(inGroup, from),
    })
    .from(destinationGroups)
    .where(eq(destinationGroups.slug, slug))
    .limit(1);
  return row;
}

export type PackageCardRow = NonNullable<Awaited<ReturnType<typeof findPackageCard>>>;
export type CreatorCardRow = NonNullable<Awaited<ReturnType<typeof findCreatorCard>>>;
export type DestinationCardRow = NonNullable<Awaited<ReturnType<typeof findDestinationCard>>>;
