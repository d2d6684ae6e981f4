import { describe, expect, it } from 'vitest';
import { endOfDay, formatDiscount, formatUses, formatWindow, startOfDay, toDateInput } from './coupon-format';

describe('coupon dates (days in India)', () => {
  it('turns a date input into the first and last moment of that day in India', () => {
    expect(startOfDay('2026-03-14')).toBe('2026-03-14T00:00:00.000+05:30');
    expect(endOfDay('2026-03-14')).toBe('2026-03-14T23:59:59.999+05:30');
    expect(new Date(startOfDay('2026-03-14') as string).toISOString()).toBe('2026-03-13T18:30:00.000Z');
  });

  it('answers null for an empty input (no start, no end)', () => {
    expect(startOfDay('')).toBeNull();
    expect(endOfDay('')).toBeNull();
  });

  it('reads an instant back as the calendar date in India, across the UTC midnight', () => {
    expect(toDateInput('2026-03-13T18:30:00.000Z')).toBe('2026-03-14');
    expect(toDateInput('2026-03-13T18:29:59.999Z')).toBe('2026-03-13');
    expect(toDateInput(endOfDay('2026-12-31'))).toBe('2026-12-31');
  });

  it('answers an empty input for no date or an unreadable one', () => {
    expect(toDateInput(null)).toBe('');
    expect(toDateInput('not a date')).toBe('');
  });
});

describe('coupon list texts', () => {
  it('shows a percentage or an INR amount', () => {
    expect(formatDiscount({ kind: 'percent', value: 10 })).toBe('10%');
    expect(formatDiscount({ kind: 'fixed', value: 1500 })).toBe('₹1,500.00');
  });

  it('words the validity window by which ends are set', () => {
    const from = '2026-03-13T18:30:00.000Z';
    const until = '2026-03-31T18:29:59.999Z';
    expect(formatWindow({ validFrom: from, validUntil: until })).toBe('14 Mar 2026 – 31 Mar 2026');
    expect(formatWindow({ validFrom: from, validUntil: null })).toBe('From 14 Mar 2026');
    expect(formatWindow({ validFrom: null, validUntil: until })).toBe('Until 31 Mar 2026');
    expect(formatWindow({ validFrom: null, validUntil: null })).toBe('Always');
  });

  it('shows the uses against the cap', () => {
    expect(formatUses({ usedCount: 3, maxUses: 100 })).toBe('3 / 100');
    expect(formatUses({ usedCount: 0, maxUses: null })).toBe('0 / no cap');
  });
});
