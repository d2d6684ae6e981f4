import { RATING_MAX } from '@wayfarer/shared/rules/review';
import type { PublicReview, RatingSummary } from '@wayfarer/shared/schemas/reviews';
import { BadgeCheck, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/utils/cn';
import { formatLongDate } from '@/utils/format';

// Verified reviews, shown on the package page and on the creator's profile.

const stars = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

/**
 * Five stars filled to the rating (4.5 fills four and a half), read out as "Rated 4.5 out of 5":
 * an amber row clipped to the rating's width over a grey one.
 */
export function StarRating({ value, className }: { value: number; className?: string }) {
  const share = Math.min(Math.max(value / RATING_MAX, 0), 1);
  const row = (classes: string) =>
    stars.map((n) => <Star key={n} aria-hidden="true" className={cn('size-4 shrink-0', classes)} />);
  return (
    <span
      role="img"
      aria-label={`Rated ${value} out of ${RATING_MAX}`}
      className={cn('relative inline-flex gap-0.5', className)}
    >
      {row('text-zinc-400')}
      <span
        className="absolute inset-y-0 left-0 flex gap-0.5 overflow-hidden"
        style={{ width: `${share * 100}%` }}
      >
        {row('fill-amber-400 text-amber-500')}
      </span>
    </span>
  );
}

export const reviewCountLabel = (count: number) => (count === 1 ? '1 review' : `${count} reviews`);

/** "★★★★★ 4.7 · 12 reviews". */
export function RatingLine({ rating, className }: { rating: RatingSummary; className?: string }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-2 text-sm', className)}>
      <StarRating value={rating.average} />
      <span className="font-semibold tabular-nums">{rating.average.toFixed(1)}</span>
      <span className="text-muted-foreground">· {reviewCountLabel(rating.count)}</span>
    </p>
  );
}

type ReviewListProps<R extends PublicReview> = {
  reviews: readonly R[];
  /** Something under a review's text, e.g. the package it is about. */
  footerOf?: (review: R) => ReactNode;
};

/** Each review: the traveller's first name, the date, the stars, title and text, "Verified traveller". */
export function ReviewList<R extends PublicReview>({ reviews, footerOf }: ReviewListProps<R>) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {reviews.map((review) => (
        <li key={review.id}>
          <article className="grid h-full content-start gap-2 rounded-xl border bg-white p-5">
            <header className="flex flex-wrap items-center justify-between gap-2">
              <StarRating value={review.rating} />
              <time dateTime={review.createdAt} className="text-xs text-muted-foreground">
                {formatLongDate(new Date(review.createdAt))}
              </time>
            </header>
            {review.title && <h3 className="font-semibold [overflow-wrap:anywhere]">{review.title}</h3>}
            {review.text && (
              <p className="text-sm whitespace-pre-line text-zinc-800 [overflow-wrap:anywhere]">
                {review.text}
              </p>
            )}
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <span className="font-medium [overflow-wrap:anywhere]">{review.authorName}</span>
              {review.verified && (
                <span className="inline-flex items-center gap-1 text-xs font-medium text-green-800">
                  <BadgeCheck aria-hidden="true" className="size-4" />
                  Verified traveller
                </span>
              )}
            </p>
            {footerOf?.(review)}
          </article>
        </li>
      ))}
    </ul>
  );
}
