import type { AdminReview, CreateReviewBody } from '@wayfarer/shared/schemas/reviews';
import { api } from '@/lib/api';
import { manageKeyHeaders } from '@/lib/manage-key';

// POST /v1/reviews — public, with the booking's manage key from the e-mail's link (ADR 1302). 201; 400 before the trip
// completed ("You can review after your trip") or for a cancelled booking; 404; 409 a second time.
const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The review this booking wrote (404 when none), so revisiting the link shows it.
    getBookingReview: build.query<AdminReview, string>({
      query: (bookingId) => `reviews/booking/${encodeURIComponent(bookingId)}`,
    }),
    createReview: build.mutation<AdminReview, CreateReviewBody>({
      query: (body) => ({ url: 'reviews', method: 'POST', headers: manageKeyHeaders(body.bookingId), body }),
      // The package page and the creator's profile show the new review.
      invalidatesTags: ['PACKAGE', 'CREATOR'],
    }),
  }),
});

export const { useCreateReviewMutation, useGetBookingReviewQuery } = reviewsApi;
