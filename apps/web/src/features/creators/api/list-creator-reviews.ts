import type { ReviewListResponse } from '@wayfarer/shared/schemas/reviews';
import { type PublicQueryResult, publicQuery, usePublicQuery } from '@/lib/public-query';

// GET /v1/reviews?creatorId — the creator's published reviews (all its packages),
// newest first, with their average and count. A public read (lib/public-query.tsx).
const listCreatorReviews = publicQuery<ReviewListResponse, string>('listCreatorReviews', (creatorId) => ({
  url: 'reviews',
  params: { creatorId, page: 1 },
}));
export function useListCreatorReviewsQuery(
  arg: string,
  options?: { skip?: boolean },
): PublicQueryResult<ReviewListResponse> {
  return usePublicQuery(listCreatorReviews, arg, options);
}
