import { describe, expect, it } from 'vitest';
import { dueNowPaise, formatPaise, roundToPaise, rupeesToPaise, tokenAmountPaise } from './money.ts';

describe('rupeesToPaise', () => {
  it.each([
    [50000, 5_000_000],
    ['50000', 5_000_000],
    ['1234.5', 123_450],
    [1234.56, 123_456],
    ['0', 0],
    [' 12.05 ', 1205],
  ])('%j -> %i', (value, expected) => {
    expect(rupeesToPaise(value)).toBe(expected);
  });
  it.each([['12.345'], ['-1'], ['1e3'], ['abc'], [''], [Number.NaN], [Number.POSITIVE_INFINITY], ['1,000']])(
    'refuses %j',
    (value) => {
      expect(rupeesToPaise(value)).toBeNull();
    },
  );
});

describe('tokenAmountPaise (15%, rounded to the paisa once, half up)', () => {
  it.each([
    [10_000, 1_500],
    [5_000_000, 750_000],
    [10, 2], // 1.5 paise -> 2
    [9, 1], // 1.35 -> 1
    [3_333_333, 500_000], // 499 999.95 -> 500 000
    [1, 0], // 0.15 -> 0
    [0, 0],
  ])('%i -> %i', (total, token) => {
    expect(tokenAmountPaise(total)).toBe(token);
  });
  it('full payment is the total', () => {
    expect(dueNowPaise(123_457, 'full')).toBe(123_457);
    expect(dueNowPaise(123_457, 'token')).toBe(18_519);
  });
});

it('formats rupees the Indian way with 2 decimals', () => {
  expect(formatPaise(12_345_678)).toBe('₹1,23,456.78');
  expect(formatPaise(5_000_000)).toBe('₹50,000.00');
});

describe('roundToPaise', () => {
  it('converts API rupee amounts exactly, rounding finer values to the paisa', () => {
    expect(roundToPaise(1234.56)).toBe(123456);
    expect(roundToPaise(0.29)).toBe(29);
    expect(roundToPaise(0.1 + 0.2)).toBe(30);
    expect(roundToPaise(10.123)).toBe(1012);
    expect(roundToPaise(-2.5)).toBe(-250);
  });
});
