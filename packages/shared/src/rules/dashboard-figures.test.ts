import { describe, expect, it } from 'vitest';
import { conversionPercent, dashboardCaptions, lastMonths, STATS_MONTHS } from './dashboard-figures.ts';
import { indiaMidnight } from './travel-date.ts';

describe('lastMonths', () => {
  it('lists the months up to today, oldest first, across a year boundary', () => {
    expect(lastMonths('2027-02-14', 4)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });
  it('gives the dashboards twelve months ending with the current one', () => {
    const months = lastMonths('2026-11-30', STATS_MONTHS);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-12');
    expect(months.at(-1)).toBe('2026-11');
  });
});

describe('indiaMidnight', () => {
  it('is 18:30 UTC of the day before', () => {
    expect(indiaMidnight('2026-12-01').toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });
});

describe('conversionPercent', () => {
  it.each([
    [0, 0, 0],
    [0, 5, 0],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [1, 8, 12.5],
    [5, 5, 100],
  ])('%i of %i -> %d', (converted, leads, expected) => {
    expect(conversionPercent(converted, leads)).toBe(expected);
  });
});

describe('dashboardCaptions (issue 22)', () => {
  it('say what each figure counts, cancelled bookings included where they are', () => {
    expect(dashboardCaptions.grossBooked).toContain('cancelled ones included');
    expect(dashboardCaptions.bookings).toContain('cancelled ones included');
    expect(dashboardCaptions.collected).toContain('before refunds');
    expect(dashboardCaptions.outstanding('₹1,000.00')).toContain('not cancelled');
    expect(dashboardCaptions.outstanding('₹1,000.00')).toContain('₹1,000.00 unpaid after travel');
  });
});
