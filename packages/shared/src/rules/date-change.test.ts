import { describe, expect, it } from 'vitest';
import { canChangeDate, fullRefundPaise, refundOnDateChange } from './date-change.ts';

const b = { status: 'CONFIRMED' as const, travelDate: '2027-03-10', balanceDueDate: '2027-02-08' };

describe('canChangeDate', () => {
  it('lets the traveller change until the balance due date, the admin until the day before travel', () => {
    expect(canChangeDate(b, '2027-02-08', 'traveller')).toBe(true);
    expect(canChangeDate(b, '2027-02-09', 'traveller')).toBe(false);
    expect(canChangeDate(b, '2027-03-09', 'admin')).toBe(true);
    expect(canChangeDate(b, '2027-03-10', 'admin')).toBe(false);
  });
  it('only a confirmed booking', () => {
    for (const status of ['PENDING', 'CANCELLATION_REQUESTED', 'CANCELLED', 'COMPLETED'] as const)
      expect(canChangeDate({ ...b, status }, '2027-01-01', 'admin')).toBe(false);
  });
});

describe('money', () => {
  it('a full refund is everything captured less what was already given back', () => {
    expect(
      fullRefundPaise([
        { capturedPaise: 1000, refundedPaise: 200 },
        { capturedPaise: 500, refundedPaise: 0 },
      ]),
    ).toBe(1300);
  });
  it('a cheaper date refunds only what was paid beyond the new total', () => {
    expect(refundOnDateChange(10_000, 8_000)).toBe(2_000);
    expect(refundOnDateChange(1_500, 8_000)).toBe(0);
    expect(refundOnDateChange(1_500, 1_500)).toBe(0);
  });
});
