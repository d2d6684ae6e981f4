import type { ReviewStatus } from '@wayfarer/shared/enums';
import { averageRating, firstNameOf } from '@wayfarer/shared/rules/review';
import {
  type AdminReview,
  type AdminReviewListResponse,
  type adminReviewListQuery,
  type CreateReviewBody,
  REVIEWS_PAGE_SIZE,
  type ReviewListResponse,
  reviewMessages,
} from '@wayfarer/shared/schemas/reviews';
import type { z } from '@wayfarer/shared/zod';
import type { reviewListQuery } from '@wayfarer/shared/schemas/reviews';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { uniqueOrConflict } from '../../lib/conflicts.ts';
import { offsetOf } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import {
  findBookingForReview,
  findReview,
  findReviewOfBooking,
  insertReview,
  listPublishedReviews,
  listReviewsForAdmin,
  type ReviewWithPackage,
  setReviewStatus,
} from './reviews.repository.ts';
import type { Clock } from '../../lib/clock.ts';

// Verified reviews (ADR 925): only a COMPLETED booking's traveller, once; published at
// once, an admin may hide one. `packageChanged(slug)` refreshes the package page's caches.

const ADMIN_REVIEWS_PAGE_SIZE = 10;

export type ReviewDeps = { db: Database; clock: Clock; packageChanged: (slug: string) => void };

const toReview = (row: ReviewWithPackage): AdminReview => ({
  id: row.id,
  rating: row.rating,
  title: row.title,
  text: row.text,
  authorName: row.authorName,
  verified: true,
  createdAt: row.createdAt.toISOString(),
  package: { id: row.packageId, title: row.packageTitle, slug: row.packageSlug },
  status: row.status,
  statusReason: row.statusReason,
  statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
});

export async function createReview(
  deps: ReviewDeps,
  body: Required<Pick<CreateReviewBody, 'bookingId' | 'rating'>> & { title: string; text: string },
): Promise<AdminReview> {
  const booking = isUuid(body.bookingId) ? await findBookingForReview(deps.db, body.bookingId) : undefined;
  if (!booking) throw new AppError('BOOKING_NOT_FOUND', reviewMessages.bookingNotFound);
  if (booking.status === 'CANCELLED')
    throw new AppError('REVIEW_BOOKING_CANCELLED', reviewMessages.cancelled);
  if (booking.status !== 'COMPLETED') throw new AppError('REVIEW_TOO_EARLY', reviewMessages.tooEarly);
  // One per booking: the unique booking_id settles two submissions racing each other.
  const row = await uniqueOrConflict(
    () =>
      insertReview(deps.db, {
        bookingId: booking.id,
        packageId: booking.packageId,
        creatorId: booking.creatorId,
        authorName: firstNameOf(booking.name),
        rating: body.rating,
        title: body.title,
        text: body.text,
      }),
    'REVIEW_EXISTS',
    reviewMessages.alreadyReviewed,
  );
  deps.packageChanged(booking.packageSlug);
  const review = await findReview(deps.db, row.id);
  if (!review) throw new AppError('REVIEW_NOT_FOUND', reviewMessages.reviewNotFound);
  return toReview(review);
}

export async function getPublishedReviews(
  db: Database,
  query: z.output<typeof reviewListQuery>,
): Promise<ReviewListResponse> {
  const page = { page: query.page, limit: REVIEWS_PAGE_SIZE };
  const id = query.tourPackageId || query.creatorId;
  if (!id || (query.tourPackageId && query.creatorId))
    throw new AppError('REVIEW_FILTER_REQUIRED', reviewMessages.filterRequired);
  if (!isUuid(id)) {
    return { rating: { average: 0, count: 0 }, results: [], ...page, totalPages: 0, totalResults: 0 };
  }
  const { rows, total, sum } = await listPublishedReviews(
    db,
    query.tourPackageId ? { packageId: id } : { creatorId: id },
    { offset: offsetOf(page), limit: page.limit },
  );
  return {
    rating: { average: averageRating(sum, total), count: total },
    // The public never sees the status (always published here).
    results: rows.map((row) => {
      const { status: _status, ...review } = toReview(row);
      return review;
    }),
    ...page,
    totalPages: Math.ceil(total / page.limit),
    totalResults: total,
  };
}

export async function changeReviewStatus(
  deps: ReviewDeps,
  id: string,
  change: { status: ReviewStatus; reason: string },
): Promise<AdminReview> {
  const review = isUuid(id) ? await findReview(deps.db, id) : undefined;
  if (!review) throw new AppError('REVIEW_NOT_FOUND', reviewMessages.reviewNotFound);
  const now = deps.clock();
  const reason = change.reason || null;
  await setReviewStatus(deps.db, id, { status: change.status, reason }, now);
  deps.packageChanged(review.packageSlug);
  return toReview({ ...review, status: change.status, statusReason: reason, statusChangedAt: now });
}

/**
 * The review a booking's link wrote, so revisiting the link shows it (the booking id is
 * the key, as for writing it). A hidden review is shown to its writer with its status.
 */
export async function getReviewOfBooking(db: Database, bookingId: string): Promise<AdminReview> {
  const review = isUuid(bookingId) ? await findReviewOfBooking(db, bookingId) : undefined;
  if (!review) throw new AppError('REVIEW_NOT_FOUND', reviewMessages.reviewNotFound);
  // The admin's reason stays the admins'.
  return { ...toReview(review), statusReason: null };
}

export async function listAdminReviews(
  db: Database,
  query: z.output<typeof adminReviewListQuery>,
): Promise<AdminReviewListResponse> {
  const page = { page: query.page, limit: ADMIN_REVIEWS_PAGE_SIZE };
  const { rows, total } = await listReviewsForAdmin(
    db,
    { search: query.search, status: query.status, rating: query.rating },
    { offset: offsetOf(page), limit: page.limit },
  );
  return {
    results: rows.map((row) => ({ ...toReview(row), bookingNumber: row.bookingNumber })),
    ...page,
    totalPages: Math.ceil(total / page.limit),
    totalResults: total,
  };
}
