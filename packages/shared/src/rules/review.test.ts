import { describe, expect, it } from 'vitest';
import { averageRating, firstNameOf } from './review.ts';

describe('averageRating', () => {
  it('rounds to one decimal, half up', () => {
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(5, 1)).toBe(5);
    expect(averageRating(0, 0)).toBe(0);
  });
});

describe('firstNameOf', () => {
  it('takes the first word of the booking name', () => {
    expect(firstNameOf('  Meera   Nair ')).toBe('Meera');
    expect(firstNameOf('Ravi')).toBe('Ravi');
    expect(firstNameOf('   ')).toBe('Traveller');
  });
});
