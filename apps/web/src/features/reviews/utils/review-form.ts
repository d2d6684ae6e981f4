import { RATING_MAX, RATING_MIN, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from '@wayfarer/shared/rules/review';
import { reviewMessages } from '@wayfarer/shared/schemas/reviews';

export type ReviewForm = { rating: number | null; title: string; text: string };
export type ReviewFormErrors = Partial<Record<keyof ReviewForm, string>>;

const isRating = (value: number | null): value is number =>
  value !== null && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX;

/** The form's errors before asking the server, in the server's words (it checks the same). */
export function reviewFormErrors({ rating, title, text }: ReviewForm): ReviewFormErrors {
  const errors: ReviewFormErrors = {};
  if (!isRating(rating)) errors.rating = reviewMessages.ratingInvalid;
  if (title.trim().length > REVIEW_TITLE_MAX) errors.title = reviewMessages.titleTooLong;
  if (text.trim().length > REVIEW_TEXT_MAX) errors.text = reviewMessages.textTooLong;
  return errors;
}

/** Which of the server's refused fields the form shows under a field. */
export const isReviewField = (path: string): path is keyof ReviewForm =>
  path === 'rating' || path === 'title' || path === 'text';

/** "3 stars", "1 star": a star's name in the rating group. */
export const starLabel = (n: number) => (n === 1 ? '1 star' : `${n} stars`);
