import { describe, expect, it } from 'vitest';
import { formatTripDate } from './booking';

describe('formatTripDate', () => {
  it('writes the weekday, the day and the month of a calendar date, in any machine time zone', () => {
    expect(formatTripDate('2026-12-12')).toBe('Sat, 12 Dec 2026');
    expect(formatTripDate('2027-01-01')).toBe('Fri, 1 Jan 2027');
    expect(formatTripDate('2026-09-09')).toBe('Wed, 9 Sep 2026');
    expect(formatTripDate('2028-02-29')).toBe('Tue, 29 Feb 2028');
  });

  it('names the weekday Intl names for every day of a year', () => {
    const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2027, 0, 1 + day));
      const iso = date.toISOString().slice(0, 10);
      expect(formatTripDate(iso).slice(0, 3), iso).toBe(weekday.format(date));
    }
  });
});
