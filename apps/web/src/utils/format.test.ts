import { describe, expect, it } from 'vitest';
import { formatLongDate, formatRupees, formatTourDate } from './format';

describe('web formatting', () => {
  it('formats rupees as en-IN INR with 2 decimals (the shared formatter)', () => {
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatRupees(0)).toBe('₹0.00');
  });

  it('shows a stored tour date as "dd Mon yyyy", whatever follows the date', () => {
    expect(formatTourDate('2027-02-03')).toBe('03 Feb 2027');
    expect(formatTourDate('2027-12-31T00:00:00.000Z')).toBe('31 Dec 2027');
    expect(formatTourDate('soon')).toBe('soon');
    expect(formatTourDate('2027-13-01')).toBe('2027-13-01');
  });

  it('reads an instant as the long date in India', () => {
    expect(formatLongDate(new Date('2026-03-13T18:30:00.000Z'))).toBe('14 March 2026');
    expect(formatLongDate(new Date('2026-03-13T18:29:59.000Z'))).toBe('13 March 2026');
  });
});
