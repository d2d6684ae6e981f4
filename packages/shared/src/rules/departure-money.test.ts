import { describe, expect, it } from 'vitest';
import { platformMarginPaise } from './commission.ts';
import { departureMarginPaise, revenueKeptPaise } from './departure-money.ts';

describe('a date’s margin', () => {
  it('is revenue kept less supplier costs less the creators’ share, to the paisa', () => {
    const money = {
      paidPaise: 10_000_01,
      refundedPaise: 2_500_00,
      creatorSharePaise: 52_500,
      costsPaise: 3_000_50,
    };
    expect(revenueKeptPaise(money)).toBe(7_500_01);
    expect(departureMarginPaise(money)).toBe(7_500_01 - 3_000_50 - 52_500);
    // The platform's margin with the costs taken off: one definition, not a second one.
    expect(departureMarginPaise(money)).toBe(
      platformMarginPaise(money.paidPaise, money.refundedPaise, money.creatorSharePaise) - money.costsPaise,
    );
  });
  it('goes below zero when the costs exceed what is kept', () => {
    expect(
      departureMarginPaise({ paidPaise: 100, refundedPaise: 100, creatorSharePaise: 0, costsPaise: 5 }),
    ).toBe(-5);
  });
});
