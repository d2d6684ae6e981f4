import type { PublicPackage } from '@wayfarer/shared/schemas/tour-public';
import { RatingLine, ReviewList } from '@/components/reviews';
import { PackageSection } from './package-section';

/**
 * The package's rating and its latest verified reviews, from the page's one query
 * (nothing more to fetch). Nothing is shown before the first review.
 */
export function PackageReviews({ pkg }: { pkg: PublicPackage }) {
  if (pkg.rating.count === 0) return null;
  return (
    <PackageSection id="reviews" title="Reviews">
      <RatingLine rating={pkg.rating} />
      <ReviewList reviews={pkg.reviews} />
    </PackageSection>
  );
}

/** The rating under "About this trip", linking to the reviews. */
export function PackageRatingLink({ pkg }: { pkg: PublicPackage }) {
  if (pkg.rating.count === 0) return null;
  return (
    <a href="#reviews" className="w-fit rounded-sm hover:underline">
      <RatingLine rating={pkg.rating} />
    </a>
  );
}
