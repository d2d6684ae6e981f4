import type { ReviewStatus } from '@wayfarer/shared/enums';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, reviews, tourPackages } from '../../db/schema.ts';

// Verified reviews: written only against a booking, read publicly only when published.

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewWithPackage = ReviewRow & { packageTitle: string; packageSlug: string };

export async function findBookingForReview(db: Database, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      name: bookings.name,
      packageId: bookings.packageId,
      creatorId: bookings.creatorId,
      packageSlug: tourPackages.slug,
    })
    .from(bookings)
    .innerJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row;
}

export async function insertReview(
  db: Database,
  values: Pick<
    typeof reviews.$inferInsert,
    'bookingId' | 'packageId' | 'creatorId' | 'authorName' | 'rating' | 'title' | 'text'
  >,
): Promise<ReviewRow> {
  const [row] = await db.insert(reviews).values(values).returning();
  if (!row) throw new Error('review insert returned nothing');
  return row;
}

const withPackage = { review: reviews, packageTitle: tourPackages.title, packageSlug: tourPackages.slug };
const toReviewWithPackage = (row: { review: ReviewRow; packageTitle: string; packageSlug: string }) => ({
  ...row.review,
  packageTitle: row.packageTitle,
  packageSlug: row.packageSlug,
});

export async function findReview(db: Database, id: string): Promise<ReviewWithPackage | undefined> {
  const [row] = await db
    .select(withPackage)
    .from(reviews)
    .innerJoin(tourPackages, eq(tourPackages.id, reviews.packageId))
    .where(eq(reviews.id, id))
    .limit(1);
  return row ? toReviewWithPackage(row) : undefined;
}

export async function setReviewStatus(
  db: Database,
  id: string,
  change: { status: ReviewStatus; reason: string | null },
  now: Date,
): Promise<void> {
  await db
    .update(reviews)
    .set({ status: change.status, statusReason: change.reason, statusChangedAt: now, updatedAt: now })
    .where(eq(reviews.id, id));
}

/** The review written for a booking (the booking id is the key), any status. */
export async function findReviewOfBooking(
  db: Database,
  bookingId: string,
): Promise<ReviewWithPackage | undefined> {
  const [row] = await db
    .select(withPackage)
    .from(reviews)
    .innerJoin(tourPackages, eq(tourPackages.id, reviews.packageId))
    .where(eq(reviews.bookingId, bookingId))
    .limit(1);
  return row ? toReviewWithPackage(row) : undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The admin Reviews screen — every review, newest first, by status and rating, and a
 * search over the package title, the booking number, the author and the review's words.
 */
export async function listReviewsForAdmin(
  db: Database,
  filters: { search: string; status?: ReviewStatus; rating?: number },
  page: { offset: number; limit: number },
) {
  const like = `%${escapeLike(filters.search)}%`;
  const where: SQL | undefined = and(
    filters.status ? eq(reviews.status, filters.status) : undefined,
    filters.rating ? eq(reviews.rating, filters.rating) : undefined,
    filters.search
      ? or(
          ilike(tourPackages.title, like),
          ilike(bookings.bookingNumber, like),
          ilike(reviews.authorName, like),
          ilike(reviews.title, like),
          ilike(reviews.text, like),
        )
      : undefined,
  );
  const rows = await db
    .select({ ...withPackage, bookingNumber: bookings.bookingNumber })
    .from(reviews)
    .innerJoin(tourPackages, eq(tourPackages.id, reviews.packageId))
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db
    .select({ n: count() })
    .from(reviews)
    .innerJoin(tourPackages, eq(tourPackages.id, reviews.packageId))
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .where(where);
  return {
    rows: rows.map((row) => ({ ...toReviewWithPackage(row), bookingNumber: row.bookingNumber })),
    total: totals?.n ?? 0,
  };
}

/** A package's or a creator's published reviews, newest first, with their count and rating sum. */
export async function listPublishedReviews(
  db: Database,
  by: { packageId: string } | { creatorId: string },
  page: { offset: number; limit: number },
) {
  const where: SQL | undefined = and(
    'packageId' in by ? eq(reviews.packageId, by.packageId) : eq(reviews.creatorId, by.creatorId),
    eq(reviews.status, 'published'),
  );
  const rows = await db
    .select(withPackage)
    .from(reviews)
    .innerJoin(tourPackages, eq(tourPackages.id, reviews.packageId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db
    .select({ n: count(), sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int` })
    .from(reviews)
    .where(where);
  return { rows: rows.map(toReviewWithPackage), total: totals?.n ?? 0, sum: Number(totals?.sum ?? 0) };
}
