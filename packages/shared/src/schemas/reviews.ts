import { reviewStatuses } from '../enums.ts';
import { RATING_MAX, RATING_MIN, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from '../rules/review.ts';
import { z } from '../zod.ts';
import { queryInt } from './common.ts';

// Verified reviews, one per completed booking (written with the traveller's manage key, ADR 1302).
export const REVIEW_STATUS_REASON_MAX = 500;
export const reviewMessages = {
  tooEarly: 'You can review after your trip',
  cancelled: 'A cancelled booking cannot be reviewed',
  alreadyReviewed: 'This booking has already been reviewed',
  bookingNotFound: 'Booking not found',
  reviewNotFound: 'Review not found',
  ratingInvalid: 'Choose a rating from 1 to 5',
  titleTooLong: `The title can be at most ${REVIEW_TITLE_MAX} characters`,
  textTooLong: `The review can be at most ${REVIEW_TEXT_MAX} characters`,
  filterRequired: 'Choose a package or a creator',
  reasonRequired: 'Say why (the creator and other admins read it)',
  reasonTooLong: `The reason can be at most ${REVIEW_STATUS_REASON_MAX} characters`,
} as const;

export const REVIEWS_PAGE_SIZE = 10;

export const createReviewBody = z.object({
  bookingId: z.string().trim().min(1, { message: reviewMessages.bookingNotFound }).max(100),
  rating: z
    .number({ message: reviewMessages.ratingInvalid })
    .int({ message: reviewMessages.ratingInvalid })
    .min(RATING_MIN, { message: reviewMessages.ratingInvalid })
    .max(RATING_MAX, { message: reviewMessages.ratingInvalid }),
  title: z.string().trim().max(REVIEW_TITLE_MAX, { message: reviewMessages.titleTooLong }).default(''),
  text: z.string().trim().max(REVIEW_TEXT_MAX, { message: reviewMessages.textTooLong }).default(''),
});
export type CreateReviewBody = z.input<typeof createReviewBody>;

export const ratingSummary = z.object({ average: z.number(), count: z.number().int() });
export type RatingSummary = z.infer<typeof ratingSummary>;

/** What the public sees: the traveller's first name only, and always a verified booking. */
export const publicReview = z.object({
  id: z.string(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  authorName: z.string(),
  verified: z.literal(true),
  createdAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReview>;

export const listedReview = publicReview.extend({
  package: z.object({ id: z.string(), title: z.string(), slug: z.string() }),
});
export const reviewListQuery = z.object({
  tourPackageId: z.string().trim().max(100).optional().default(''),
  creatorId: z.string().trim().max(100).optional().default(''),
  // A broken page in a shared link shows page 1 (ADR 1301: parsed strictly, then forgiven).
  page: queryInt(z.number().int().min(1).max(10_000)).catch(1).default(1),
});
export const reviewListResponse = z.object({
  rating: ratingSummary,
  results: z.array(listedReview),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
  totalResults: z.number().int(),
});
export type ReviewListResponse = z.infer<typeof reviewListResponse>;

/**
 * PATCH /v1/reviews/{id}: hide or publish again. Hiding needs a reason (ADR 1174; kept with the
 * review and shown on the admin Reviews screen); publishing again may give one.
 */
export const reviewStatusBody = z
  .object({
    status: z.enum(reviewStatuses),
    reason: z
      .string()
      .trim()
      .max(REVIEW_STATUS_REASON_MAX, { message: reviewMessages.reasonTooLong })
      .optional()
      .default(''),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'hidden' && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: reviewMessages.reasonRequired });
  });
export type ReviewStatusBody = z.input<typeof reviewStatusBody>;
export const adminReview = listedReview.extend({
  status: z.enum(reviewStatuses),
  statusReason: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReview>;

/** The admin Reviews screen's list — every review, hidden ones too, with filters. */
export const adminReviewListQuery = z.object({
  // A broken page in a shared link shows page 1 (ADR 1301: parsed strictly, then forgiven).
  page: queryInt(z.number().int().min(1).max(10_000)).catch(1).default(1),
  search: z.string().trim().max(100).optional().default(''),
  status: z.enum(reviewStatuses).optional().catch(undefined),
  rating: queryInt(z.number().int().min(RATING_MIN).max(RATING_MAX)).optional().catch(undefined),
});
export const adminReviewRow = adminReview.extend({ bookingNumber: z.string() });
export type AdminReviewRow = z.infer<typeof adminReviewRow>;
export const adminReviewListResponse = z.object({
  results: z.array(adminReviewRow),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
  totalResults: z.number().int(),
});
export type AdminReviewListResponse = z.infer<typeof adminReviewListResponse>;
