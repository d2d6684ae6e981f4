import { describe, expect, it } from 'vitest';
import {
  dueNowPaise,
  formatPaise,
  formatRupees,
  isUnpaidAfterTravel,
  nearestPaise,
  paiseToRupees,
  paiseToRupeesOrNull,
  netPaidPaise,
  pendingPaise,
  rupeesToPaise,
  tokenAmountPaise,
} from './money.ts';

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

describe('paise to rupees and back', () => {
  it('answers rupees for paise, keeping null', () => {
    expect(paiseToRupees(123_456)).toBe(1234.56);
    expect(paiseToRupeesOrNull(50)).toBe(0.5);
    expect(paiseToRupeesOrNull(null)).toBeNull();
  });

  it('rounds an inexact rupee figure to the nearest paisa', () => {
    expect(nearestPaise(1234.567)).toBe(123_457);
    expect(nearestPaise(0.1 + 0.2)).toBe(30);
    expect(nearestPaise(5000)).toBe(500_000);
  });
});

describe('pendingPaise and isUnpaidAfterTravel (issue 22: what a booking still owes)', () => {
  const booking = {
    status: 'CONFIRMED',
    packageAmountPaise: 100_000,
    discountPaise: 10_000,
    paidPaise: 15_000,
    liveRefundedPaise: 0,
  };
  it('owes the price after discount less what was collected, never below 0, nothing once cancelled', () => {
    expect(pendingPaise(booking)).toBe(75_000);
    expect(pendingPaise({ ...booking, paidPaise: 95_000 })).toBe(0);
    expect(pendingPaise({ ...booking, paidPaise: 90_000 })).toBe(0);
    expect(pendingPaise({ ...booking, paidPaise: 89_999 })).toBe(1);
    expect(pendingPaise({ ...booking, status: 'CANCELLED' })).toBe(0);
  });
  it('is unpaid after travel only when completed and still owing', () => {
    expect(isUnpaidAfterTravel({ ...booking, status: 'COMPLETED' })).toBe(true);
    expect(isUnpaidAfterTravel({ ...booking, status: 'COMPLETED', paidPaise: 90_000 })).toBe(false);
    expect(isUnpaidAfterTravel(booking)).toBe(false);
  });
  it('counts money refunded while the booking stays live against what was collected (ADR 1210)', () => {
    // Paid 90,000 in full, a cheaper date refunded 20,000, then a dearer date of 90,000: owes 20,000.
    const moved = { ...booking, paidPaise: 90_000, liveRefundedPaise: 20_000 };
    expect(netPaidPaise(moved)).toBe(70_000);
    expect(pendingPaise(moved)).toBe(20_000);
    expect(pendingPaise({ ...moved, status: 'CANCELLED' })).toBe(0);
    expect(isUnpaidAfterTravel({ ...moved, status: 'COMPLETED' })).toBe(true);
  });
});

it('formats a rupee figure as en-IN INR with 2 decimals', () => {
  expect(formatRupees(123_456.5)).toBe('₹1,23,456.50');
  expect(formatRupees(0)).toBe('₹0.00');
});

describe('the hand-written INR format is the same text as Intl en-IN (issue 26)', () => {
  const intl = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  // A fixed-seed generator: the same values on every run.
  let seed = 20261127;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };

  it('for paise: every magnitude, both signs, zero and minus zero', () => {
    const values = [0, -0, 1, -1, 5, 99, 100, 101, 999, 1_000, 99_999, 100_000, 1_234_567, -1_234_567];
    // Up to 15 digits: beyond, Intl's `paise / 100` loses the last paisa and the hand-written form does not.
    for (let digits = 1; digits <= 15; digits++) {
      for (let i = 0; i < 40; i++) values.push(Math.floor(random() * 10 ** digits) * (i % 2 ? -1 : 1));
    }
    values.push(12.5, -0.5, 1e25, Number.NaN);
    for (const paise of values) expect(formatPaise(paise), String(paise)).toBe(intl.format(paise / 100));
    expect(formatPaise(Number.MAX_SAFE_INTEGER)).toBe('₹9,00,71,99,25,47,409.91');
  });

  it('for rupees: halves rounded away from zero on the shortest decimal form, as Intl does', () => {
    const values = [0.005, 0.015, 1.005, 2.675, 0.125, -0.005, -2.675, 0.994, 0.995, 99.995, 999.999];
    values.push(1e-7, 1e21, 123_456_789_012.345, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY);
    for (let places = 0; places <= 6; places++) {
      for (let i = 0; i < 200; i++) {
        const v = Number((random() * 10 ** (1 + (i % 12))).toFixed(places)) * (i % 3 ? 1 : -1);
        values.push(v);
      }
    }
    for (const rupees of values) expect(formatRupees(rupees), String(rupees)).toBe(intl.format(rupees));
  });
});
