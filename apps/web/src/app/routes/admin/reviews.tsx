import { ReviewsScreen } from '@/features/admin-reviews/components/reviews-screen';

/** Issue 22: /admin/reviews — hide or publish travellers' reviews. */
export function AdminReviewsRoute() {
  return <ReviewsScreen />;
}
