import { ReviewsScreen } from '@/features/admin-reviews/components/reviews-screen';

/** /admin/reviews — hide or publish travellers' reviews. */
export function AdminReviewsRoute() {
  return <ReviewsScreen />;
}
