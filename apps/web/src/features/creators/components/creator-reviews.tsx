import { Link } from 'react-router';
import { RatingLine, ReviewList } from '@/components/reviews';
import { useListCreatorReviewsQuery } from '../api/list-creator-reviews';

/** The creator's rating over all its packages and the latest verified reviews. */
export function CreatorReviews({ creatorId }: { creatorId: string }) {
  const { data } = useListCreatorReviewsQuery(creatorId);
  if (!data || data.rating.count === 0) return null;
  return (
    <section aria-labelledby="reviews-heading" className="grid gap-4">
      <h2 id="reviews-heading" className="text-2xl font-bold tracking-tight">
        Reviews
      </h2>
      <RatingLine rating={data.rating} />
      <ReviewList
        reviews={data.results}
        footerOf={(review) => (
          <Link
            to={`/package/${encodeURIComponent(review.package.slug)}`}
            className="text-sm font-medium text-brand-700 underline-offset-4 [overflow-wrap:anywhere] hover:underline"
          >
            {review.package.title}
          </Link>
        )}
      />
    </section>
  );
}
