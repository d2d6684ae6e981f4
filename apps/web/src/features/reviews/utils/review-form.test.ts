import { reviewMessages } from '@wayfarer/shared/schemas/reviews';
import { describe, expect, it } from 'vitest';
import { isReviewField, reviewFormErrors, starLabel } from './review-form';

describe('reviewFormErrors', () => {
  it('accepts a rating alone, and text up to the limits', () => {
    expect(reviewFormErrors({ rating: 5, title: '', text: '' })).toEqual({});
    expect(reviewFormErrors({ rating: 1, title: 't'.repeat(100), text: 'x'.repeat(2000) })).toEqual({});
    // Spaces around the text are trimmed, as the server does.
    expect(reviewFormErrors({ rating: 3, title: ` ${'t'.repeat(100)} `, text: '' })).toEqual({});
  });

  it('asks for a rating from 1 to 5 and refuses text over the limits', () => {
    expect(reviewFormErrors({ rating: null, title: '', text: '' })).toEqual({
      rating: reviewMessages.ratingInvalid,
    });
    expect(reviewFormErrors({ rating: 6, title: '', text: '' }).rating).toBe(reviewMessages.ratingInvalid);
    expect(reviewFormErrors({ rating: 0, title: '', text: '' }).rating).toBe(reviewMessages.ratingInvalid);
    expect(reviewFormErrors({ rating: 4, title: 't'.repeat(101), text: 'x'.repeat(2001) })).toEqual({
      title: reviewMessages.titleTooLong,
      text: reviewMessages.textTooLong,
    });
  });

  it('names stars and knows its fields', () => {
    expect(starLabel(1)).toBe('1 star');
    expect(starLabel(4)).toBe('4 stars');
    expect(isReviewField('title')).toBe(true);
    expect(isReviewField('bookingId')).toBe(false);
  });
});
