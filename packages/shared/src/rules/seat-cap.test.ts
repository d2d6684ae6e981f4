import { describe, expect, it } from 'vitest';
import { fitsSeatCap, seatsLeft } from './seat-cap.ts';

describe('seat cap', () => {
  it('counts the seats left under a cap, unlimited without one', () => {
    expect(seatsLeft(10, 7)).toBe(3);
    expect(seatsLeft(10, 12)).toBe(-2);
    expect(seatsLeft(null, 500)).toBe(Number.POSITIVE_INFINITY);
  });

  it.each([
    [10, 7, 3, true],
    [10, 7, 4, false],
    [10, 10, 1, false],
    [10, 0, 10, true],
    [0, 0, 1, false],
    [null, 1000, 50, true],
  ])('cap %s, taken %s, party of %s fits: %s', (cap, taken, people, fits) => {
    expect(fitsSeatCap(cap, taken, people)).toBe(fits);
  });
});
