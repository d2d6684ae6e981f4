import { describe, expect, it } from 'vitest';
import { breakPieces } from './break-points';

describe('breakPieces', () => {
  it('breaks an e-mail after dots, dashes, underscores and plus signs and before the @', () => {
    expect(breakPieces('parvathy.ananthan-k+trips@mail.example.com')).toEqual([
      'parvathy.',
      'ananthan-',
      'k+',
      'trips',
      '@mail.',
      'example.',
      'com',
    ]);
    expect(breakPieces('tara_trails')).toEqual(['tara_', 'trails']);
  });

  it('keeps every character, in order, and a text without break points whole', () => {
    const email = 'creator.mi3kq.4242.7@example.com';
    expect(breakPieces(email).join('')).toBe(email);
    expect(breakPieces('ananthanarayanan')).toEqual(['ananthanarayanan']);
    expect(breakPieces('')).toEqual([]);
  });
});
