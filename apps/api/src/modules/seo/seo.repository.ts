import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, creators, destinationGroups, reviews, tourDates, tourPackages } from '../../db/schema.ts';

// What the SEO head and the sitemap read: published packages, creators and destination groups.

/**
 * A published package by slug, with its creator's name, whether a date from `fromDate` is open,
 * and its published reviews' count and rating sum (for the JSON-LD AggregateRating, ADR 936).
 */
export async function findPackageForMeta(db: Database, slug: string, fromDate: string) {
  const [row] = await db
    .select({
      slug: tourPackages.slug,
      title: tourPackages.title,
      description: tourPackages.description,
      metaTitle: tourPackages.metaTitle,
      metaDescription: tourPackages.metaDescription,
      metaKeywords: tourPackages.metaKeywords,
      banner: tourPackages.banner,
      thumb: tourPackages.thumb,
      startingPricePaise: tourPackages.startingPricePaise,
      pricingType: tourPackages.pricingType,
      tourType: tourPackages.tourType,
      creatorName: creators.fullName,
      hasDate: sql<boolean>`exists (select 1 from ${tourDates}
        where ${tourDates.packageId} = "tour_packages"."id" and ${tourDates.date} >= ${fromDate})`,
      reviewCount: sql<number>`(select count(*)::int from ${reviews}
        where ${reviews.packageId} = "tour_packages"."id" and ${reviews.status} = 'published')`.mapWith(
        Number,
      ),
      reviewSum: sql<number>`(select coalesce(sum(${reviews.rating}), 0)::int from ${reviews}
        where ${reviews.packageId} = "tour_packages"."id" and ${reviews.status} = 'published')`.mapWith(
        Number,
      ),
    })
    .from(tourPackages)
    .innerJoin(creators, eq(creators.id, tourPackages.creatorId))
    // A "Coming soon" package has its page too (the sitemap lists only Published ones).
    .where(and(eq(tourPackages.slug, slug), inArray(tourPackages.status, ['Published', 'ComingSoon'])))
    .limit(1);
  return row;
}

/** A creator by username, in any case. */
export async function findCreatorForMeta(db: Database, username: string) {
  const [row] = await db
    .select({
      username: creators.username,
      fullName: creators.fullName,
      title: creators.title,
      subtitle: creators.subtitle,
      profileImage: creators.profileImage,
    })
    .from(creators)
    .where(sql`lower(${creators.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findDestinationForMeta(db: Database, slug: string) {
  const [row] = await db
    .select({
      slug: destinationGroups.slug,
      name: destinationGroups.name,
      image: destinationGroups.image,
      banner: destinationGroups.banner,
    })
    .from(destinationGroups)
    .where(eq(destinationGroups.slug, slug))
    .limit(1);
  return row;
}

/** The sitemap's entities, at most `limit` of each kind, in a stable order. */
export async function listSitemapEntities(db: Database, limit: number) {
  const [packages, people, groups] = await Promise.all([
    db
      .select({ slug: tourPackages.slug, updatedAt: tourPackages.updatedAt })
      .from(tourPackages)
      .where(eq(tourPackages.status, 'Published'))
      .orderBy(asc(tourPackages.slug))
      .limit(limit),
    db
      .select({ username: creators.username, updatedAt: creators.updatedAt })
      .from(creators)
      .orderBy(asc(creators.username))
      .limit(limit),
    db
      .select({ slug: destinationGroups.slug, createdAt: destinationGroups.createdAt })
      .from(destinationGroups)
      .orderBy(asc(destinationGroups.slug))
      .limit(limit),
  ]);
  return { packages, people, groups };
}

/** Whether a booking has this id (the booking pages answer 404 for an unknown one). */
export async function bookingExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id)).limit(1);
  return Boolean(row);
}
