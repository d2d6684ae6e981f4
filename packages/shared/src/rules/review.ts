// Verified reviews: what the public sees of a review and its package's rating.

export const REVIEW_TITLE_MAX = 100;
export const REVIEW_TEXT_MAX = 2000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The latest published reviews shown on the package page. */
export const PACKAGE_PAGE_REVIEWS = 3;

/** The average of `count` ratings summing to `sum`, to one decimal (4.67 -> 4.7); 0 without any. */
export const averageRating = (sum: number, count: number): number =>
  count === 0 ? 0 : Math.round((sum * 10) / count) / 10;

/** The traveller's first name, as a review is signed publicly ("Meera Nair" -> "Meera"). */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] || 'Traveller';
