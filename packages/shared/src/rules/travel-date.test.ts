import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  byDate,
  formatTravelDate,
  bookableDates,
  firstBookableDate,
  isBookableDate,
  isIsoDate,
  offersBookableDate,
  todayInIndia,
} from './travel-date.ts';

// 10 March 2027, 10:00 in India (04:30 UTC).
const march10 = new Date('2027-03-10T04:30:00Z');

describe('travel-date cutoff (later than two days from today in India)', () => {
  it('on 10 March, 12 March is not bookable and 13 March is', () => {
    expect(isBookableDate('2027-03-12', march10)).toBe(false);
    expect(isBookableDate('2027-03-13', march10)).toBe(true);
    expect(firstBookableDate(march10)).toBe('2027-03-13');
  });
  it('uses the date in India, not UTC, on the boundary', () => {
    // 9 March 19:00 UTC is already 10 March 00:30 in India.
    const lateUtc = new Date('2027-03-09T19:00:00Z');
    expect(todayInIndia(lateUtc)).toBe('2027-03-10');
    expect(isBookableDate('2027-03-12', lateUtc)).toBe(false);
    expect(isBookableDate('2027-03-13', lateUtc)).toBe(true);
    // 9 March 18:29 UTC is still 9 March 23:59 in India.
    const beforeMidnight = new Date('2027-03-09T18:29:00Z');
    expect(todayInIndia(beforeMidnight)).toBe('2027-03-09');
    expect(isBookableDate('2027-03-12', beforeMidnight)).toBe(true);
  });
  it('refuses malformed and impossible dates', () => {
    expect(isBookableDate('2027-02-30', march10)).toBe(false);
    expect(isBookableDate('13-03-2027', march10)).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
  });
  it('lists only stored dates past the cutoff, sorted, without repeats', () => {
    expect(
      bookableDates(['2027-04-01', '2027-03-11', '2027-03-13', '2027-04-01', '2027-03-12'], march10),
    ).toEqual(['2027-03-13', '2027-04-01']);
  });
  it('AnyDay always offers a date; dated packages need one past the cutoff', () => {
    expect(offersBookableDate('AnyDay', [], march10)).toBe(true);
    expect(offersBookableDate('OneTime', ['2027-03-12'], march10)).toBe(false);
    expect(offersBookableDate('SpecificDays', ['2027-03-12', '2027-03-20'], march10)).toBe(true);
  });
  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-12-30', 3)).toBe('2028-01-02');
  });
});

describe('addMonths', () => {
  it('adds calendar months; a missing day becomes the month’s last', () => {
    expect(addMonths('2026-05-05', 6)).toBe('2026-11-05');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-12-15', 0)).toBe('2026-12-15');
    expect(addMonths('2026-12-15', 24)).toBe('2028-12-15');
  });
});

describe('formatTravelDate', () => {
  it('writes a tour date as dd Mon yyyy, whatever the machine time zone', () => {
    expect(formatTravelDate('2027-03-12')).toBe('12 Mar 2027');
    expect(formatTravelDate('2027-01-01')).toBe('01 Jan 2027');
    expect(formatTravelDate('2026-12-31')).toBe('31 Dec 2026');
  });
  it('names every month with three letters (Intl en-GB writes "Sept") and reads an ISO instant by its date', () => {
    const months = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
    months.forEach((month, i) => {
      expect(formatTravelDate(`2027-${String(i + 1).padStart(2, '0')}-05`)).toBe(`05 ${month} 2027`);
    });
    expect(formatTravelDate('2027-09-05T00:00:00.000Z')).toBe('05 Sep 2027');
    // Text before the date is not a stored date: it comes back as given.
    expect(formatTravelDate('on 2027-09-05')).toBe('on 2027-09-05');
    expect(formatTravelDate('2027-13-05')).toBe('2027-13-05');
    expect(formatTravelDate('soon')).toBe('soon');
  });
});

describe('todayInIndia by the fixed offset', () => {
  it('is the date Intl gives in Asia/Kolkata, at every half hour over years', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const start = Date.UTC(1999, 11, 30, 0, 0, 0);
    for (let t = start; t < Date.UTC(2041, 0, 1); t += 30 * 60_000 * 97) {
      for (const edge of [0, 18 * 3_600_000 + 29 * 60_000 + 59_999, 18 * 3_600_000 + 30 * 60_000]) {
        const at = new Date(t - (t % 86_400_000) + edge);
        expect(todayInIndia(at), at.toISOString()).toBe(intl.format(at));
      }
    }
  });
});

describe('isIsoDate (a real calendar date written YYYY-MM-DD)', () => {
  it('takes real dates, leap days in leap years only', () => {
    for (const value of ['2026-02-28', '2024-02-29', '2026-12-31', '2026-01-01'])
      expect(isIsoDate(value), value).toBe(true);
  });
  it('refuses dates the calendar does not have, and anything around the date', () => {
    for (const value of [
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      'x2026-02-28',
      '2026-02-28x',
      '26-02-28',
      '2026-2-8',
    ])
      expect(isIsoDate(value), value).toBe(false);
  });
});

describe('byDate', () => {
  it('answers as a comparator: below 0 for earlier, above 0 for later, 0 for the same', () => {
    expect(byDate({ date: '2027-03-02' }, { date: '2027-03-12' })).toBe(-1);
    expect(byDate({ date: '2027-03-12' }, { date: '2027-03-02' })).toBe(1);
    expect(byDate({ date: '2027-03-12' }, { date: '2027-03-12' })).toBe(0);
  });
  it('orders dates and instants as the calendar does', () => {
    const rows = [
      '2027-03-12',
      '2026-12-31',
      '2027-03-02',
      '2027-03-12T10:00:00.000Z',
      '2027-03-12T09:59:59.000Z',
    ];
    expect(
      rows
        .map((date) => ({ date }))
        .sort(byDate)
        .map((row) => row.date),
    ).toEqual([
      '2026-12-31',
      '2027-03-02',
      '2027-03-12',
      '2027-03-12T09:59:59.000Z',
      '2027-03-12T10:00:00.000Z',
    ]);
    expect(byDate({ date: '2027-01-01' }, { date: '2027-01-01' })).toBe(0);
  });
});
