import type { ReviewStatus } from '@wayfarer/shared/enums';
import type {
  AdminReview,
  AdminReviewListResponse,
  ReviewStatusBody,
} from '@wayfarer/shared/schemas/reviews';
import { api } from '@/lib/api';

// The admin Reviews screen. GET /v1/reviews/admin lists every review (status, rating,
// search); PATCH /v1/reviews/{id} hides one with a reason or publishes it again.
export type AdminReviewListArgs = { page: number; search: string; status: ReviewStatus | ''; rating: string };

const adminReviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminReviews: build.query<AdminReviewListResponse, AdminReviewListArgs>({
      query: ({ page, search, status, rating }) => ({
        url: 'reviews/admin',
        params: { page, ...(search && { search }), ...(status && { status }), ...(rating && { rating }) },
      }),
      providesTags: ['REVIEW'],
    }),
    changeReviewStatus: build.mutation<AdminReview, ReviewStatusBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `reviews/${id}`, method: 'PATCH', body }),
      // The package page and the creator's profile count published reviews only.
      invalidatesTags: ['REVIEW', 'PACKAGE', 'CREATOR'],
    }),
  }),
});

export const { useListAdminReviewsQuery, useChangeReviewStatusMutation } = adminReviewsApi;
