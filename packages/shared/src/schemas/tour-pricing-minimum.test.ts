import { describe, expect, it } from 'vitest';
import { MIN_TRAVELLERS_MAX } from '../rules/trip-status.ts';
import { availabilityBody } from './tour-pricing.ts';

// Round 4, item 6 (ADR 1301): a date's minimum group size is at most its seats when it has a cap.

const body = (seats: unknown, minTravellers: unknown) => ({
  tourType: 'SpecificDays',
  tourDates: [{ date: '2030-01-10', tourPackageDepartureId: 'd1', seats, minTravellers }],
});

describe('availabilityBody: the minimum within the seats', () => {
  it.each([
    [20, 50],
    [20, 21],
    ['20', '21'],
  ])('seats %j, minimum %j: refused at tourDates.0.minTravellers', (seats, min) => {
    const parsed = availabilityBody.safeParse(body(seats, min));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['tourDates.0.minTravellers', 'The minimum cannot be more than the seats'],
    ]);
  });

  it.each([
    [20, 20],
    ['20', 5],
    [null, MIN_TRAVELLERS_MAX],
    ['', 50],
    [20, null],
  ])('seats %j, minimum %j: taken', (seats, min) => {
    expect(availabilityBody.safeParse(body(seats, min)).success).toBe(true);
  });
});
