import type { ReviewListResponse } from '@wayfarer/shared/schemas/reviews';
import { api } from '@/lib/api';

// Issue #14: GET /v1/reviews?creatorId — the creator's published reviews (all its packages),
// newest first, with their average and count.
const creatorReviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCreatorReviews: build.query<ReviewListResponse, string>({
      query: (creatorId) => ({ url: 'reviews', params: { creatorId, page: 1 } }),
      providesTags: ['CREATOR'],
    }),
  }),
});

export const { useListCreatorReviewsQuery } = creatorReviewsApi;
