import { describe, expect, it } from 'vitest';
import { DEFAULT_TCS_SETTINGS, isIndividualPan, normalizePan, tcsPaise, tcsRefundPaise } from './tcs.ts';

describe('the PAN', () => {
  it.each(['ABCPE1234F', ' abcpe1234f ', 'AAAPZ9999Z'])('takes an individual’s %j', (pan) => {
    expect(isIndividualPan(pan)).toBe(true);
  });

  it.each([
    '',
    'ABCPE1234', // 9 characters
    'ABCPE12345F', // 11
    'ABCCE1234F', // a company (4th letter C)
    'ABCFE1234F', // a firm
    'ABCHE1234F', // a Hindu undivided family
    '1BCPE1234F', // digit among the letters
    'ABCPE12X4F', // letter among the digits
    'ABCPE12345', // digit at the end
  ])('refuses %j', (pan) => {
    expect(isIndividualPan(pan)).toBe(false);
  });

  it('is kept in capitals without spaces around', () => {
    expect(normalizePan(' abcpe1234f ')).toBe('ABCPE1234F');
  });
});

describe('TCS on an overseas package', () => {
  // FY 2025-26 (Finance Act 2025): 5 % up to Rs 10 lakh, 20 % above.
  const fy2526 = { rateBp: 500, thresholdPaise: 10_00_000_00, highRateBp: 2000 };

  it('is 2 % of the whole amount by default (Finance Act 2026, no threshold)', () => {
    expect(tcsPaise(50_000_00, DEFAULT_TCS_SETTINGS)).toBe(1_000_00);
    expect(tcsPaise(15_00_000_00, DEFAULT_TCS_SETTINGS)).toBe(30_000_00);
  });

  it('applies each slab to its part, to the paisa', () => {
    expect(tcsPaise(10_00_000_00, fy2526)).toBe(50_000_00);
    // Rs 15 lakh: 5 % of Rs 10 lakh + 20 % of Rs 5 lakh.
    expect(tcsPaise(15_00_000_00, fy2526)).toBe(1_50_000_00);
    // Rs 10,00,000.01: one paisa at 20 % rounds to nothing.
    expect(tcsPaise(10_00_000_01, fy2526)).toBe(50_000_00);
    // Rs 1,234.57 at 5 % = Rs 61.7285 → Rs 61.73.
    expect(tcsPaise(1_234_57, fy2526)).toBe(61_73);
  });

  it('is nothing on nothing', () => {
    expect(tcsPaise(0, fy2526)).toBe(0);
  });

  it('is never negative, even on a negative amount', () => {
    expect(tcsPaise(-1_000_00, fy2526)).toBe(0);
  });

  it('gives nothing back on a negative refund, with nothing held, or with no TCS held', () => {
    expect(tcsRefundPaise(-10_00, 1_00_000_00, 11_000_00)).toBe(0);
    // Nothing held towards the price: no share to take (and no division by zero).
    expect(tcsRefundPaise(10_00, 0, 11_000_00)).toBe(0);
    expect(tcsRefundPaise(10_00, 1_00_000_00, -5_00)).toBe(0);
  });

  it('is given back in proportion to the refund, all of it with everything', () => {
    expect(tcsRefundPaise(25_000_00, 1_00_000_00, 11_000_00)).toBe(2_750_00);
    expect(tcsRefundPaise(1_00_000_00, 1_00_000_00, 11_000_00)).toBe(11_000_00);
    expect(tcsRefundPaise(2_00_000_00, 1_00_000_00, 11_000_00)).toBe(11_000_00);
    expect(tcsRefundPaise(1, 3, 100)).toBe(33);
    expect(tcsRefundPaise(0, 1_00_000_00, 11_000_00)).toBe(0);
    expect(tcsRefundPaise(10_00, 1_00_000_00, 0)).toBe(0);
  });
});
