import { describe, expect, it } from 'vitest';
import {
  commissionPaise,
  commissionRateBp,
  ledgerAmountPaise,
  platformMarginPaise,
  ratePercent,
} from './commission.ts';
import { tokenAmountPaise } from './money.ts';

describe('commission rate', () => {
  it('is 18 % when the creator travels, whatever the commission type', () => {
    expect(commissionRateBp({ isInfluencerTravelling: true, commissionType: 'Booking' })).toBe(1800);
    expect(commissionRateBp({ isInfluencerTravelling: true, commissionType: 'SalesOperations' })).toBe(1800);
  });
  it('is 10 % for Booking and 7 % for SalesOperations otherwise', () => {
    expect(commissionRateBp({ isInfluencerTravelling: false, commissionType: 'Booking' })).toBe(1000);
    expect(commissionRateBp({ isInfluencerTravelling: false, commissionType: 'SalesOperations' })).toBe(700);
  });
  it('reads as a percentage', () => {
    expect([1800, 1000, 700].map(ratePercent)).toEqual([18, 10, 7]);
  });
});

describe('ledger amounts: token + balance + partial refund', () => {
  // A worked booking: ₹1,30,556.05, token 15 % then the balance, ₹50,000 refunded.
  const total = 13_055_605;
  const token = tokenAmountPaise(total);
  const balance = total - token;
  const refund = 5_000_000;

  it('splits the total as checkout does', () => {
    expect([token, balance]).toEqual([1_958_341, 11_097_264]);
  });

  it.each([
    // rate, token share (137,083.87 → 137,084), balance share, refund share
    [700, 137_084, 776_808, 350_000],
    [1000, 195_834, 1_109_726, 500_000],
    [1800, 352_501, 1_997_508, 900_000],
  ])('at %i bp each row is rounded once', (rate, tokenShare, balanceShare, refundShare) => {
    expect(ledgerAmountPaise('ACCRUED', token, rate)).toBe(tokenShare);
    expect(ledgerAmountPaise('ACCRUED', balance, rate)).toBe(balanceShare);
    expect(ledgerAmountPaise('REVERSED', refund, rate)).toBe(-refundShare);
    // The balance is the sum of the rows.
    const net = tokenShare + balanceShare - refundShare;
    expect(Math.abs(net - commissionPaise(total - refund, rate))).toBeLessThanOrEqual(1);
  });
});

describe('rounding', () => {
  it('rounds half up to the paisa', () => {
    expect(commissionPaise(5, 1000)).toBe(1); // 0.5
    expect(commissionPaise(4, 1000)).toBe(0); // 0.4
    expect(commissionPaise(50, 700)).toBe(4); // 3.5
    expect(commissionPaise(15, 700)).toBe(1); // 1.05
    expect(commissionPaise(25, 1800)).toBe(5); // 4.5
    expect(commissionPaise(0, 1800)).toBe(0);
  });
  it('stays exact on the largest amounts a booking holds', () => {
    expect(commissionPaise(2_147_483_647, 1800)).toBe(386_547_056);
  });
  it('refuses fractions and negative amounts', () => {
    expect(() => commissionPaise(10.5, 700)).toThrow(RangeError);
    expect(() => commissionPaise(-1, 700)).toThrow(RangeError);
    expect(() => commissionPaise(1, 10_001)).toThrow(RangeError);
  });
  it('takes a rate from 0 to 100 % in whole basis points, and says which input it refuses', () => {
    expect(commissionPaise(12_345, 0)).toBe(0);
    expect(commissionPaise(12_345, 10_000)).toBe(12_345);
    expect(() => commissionPaise(100, -1)).toThrow(new RangeError('rate out of range'));
    expect(() => commissionPaise(100, 7.5)).toThrow(new RangeError('rate out of range'));
    expect(() => commissionPaise(-1, 700)).toThrow(new RangeError('amount must be whole paise ≥ 0'));
  });
});

describe('platform margin', () => {
  it('is paid − refunds − the creators’ share', () => {
    expect(platformMarginPaise(13_055_605, 5_000_000, 563_892)).toBe(7_491_713);
  });
});
