import { describe, expect, it } from 'vitest';
import {
  isDayInRange,
  daysPastEndLabel,
  dayPastEndMessage,
  itineraryDaysPastEnd,
  missingForPublish,
  missingLabels,
  type PackageForCompleteness,
  strayItineraryDays,
  strayItineraryLabel,
  totalDays,
} from './package.ts';

const now = new Date('2027-03-10T04:30:00Z');
const complete: PackageForCompleteness = {
  banner: '/media/a.jpg',
  thumb: '/media/b.jpg',
  title: 'Bali Bliss',
  description: 'Temples and beaches',
  destinations: [{ days: 3 }, { days: 2 }],
  itineraryCount: 5,
  pricingType: 'Simple',
  departures: [{ simplePricings: [{ pricePaise: 5_000_000 }], customPricings: [] }],
  tourType: 'AnyDay',
  dates: [],
};

describe('itinerary days at places the package left', () => {
  it('finds each such day once, in order', () => {
    const entries = [
      { day: 3, destinationId: 'north-goa' },
      { day: 1, destinationId: 'south-goa' },
      { day: 2, destinationId: 'north-goa' },
      { day: 3, destinationId: 'north-goa' },
    ];
    expect(strayItineraryDays(entries, ['south-goa'])).toEqual([2, 3]);
    expect(strayItineraryDays(entries, ['south-goa', 'north-goa'])).toEqual([]);
  });
  it('blocks publishing with a clear label', () => {
    expect(missingForPublish({ ...complete, strayItineraryDays: [2] }, now)).toEqual([
      'Itinerary: day 2 names a place the package no longer visits; choose one of its places or remove it',
    ]);
    expect(strayItineraryLabel([2, 3])).toBe(
      'Itinerary: days 2, 3 name places the package no longer visits; choose one of its places or remove them',
    );
  });
});

describe('missingForPublish', () => {
  it('is empty for a complete package', () => {
    expect(missingForPublish(complete, now)).toEqual([]);
  });
  it('lists every missing part', () => {
    const empty: PackageForCompleteness = {
      ...complete,
      banner: '',
      thumb: '',
      description: ' ',
      destinations: [],
      itineraryCount: 0,
      departures: [],
      tourType: 'OneTime',
      dates: ['2027-03-12'],
    };
    expect(missingForPublish(empty, now)).toEqual([
      missingLabels.banner,
      missingLabels.thumb,
      missingLabels.description,
      missingLabels.destination,
      missingLabels.itinerary,
      missingLabels.pricing,
      missingLabels.availability,
    ]);
  });
  it('takes a blank title, places of 0 days and prices of 0 as missing; one itinerary day is enough', () => {
    expect(
      missingForPublish(
        {
          ...complete,
          title: '   ',
          destinations: [{ days: 0 }],
          itineraryCount: 1,
          departures: [{ simplePricings: [{ pricePaise: 0 }], customPricings: [] }],
        },
        now,
      ),
    ).toEqual([missingLabels.title, missingLabels.destination, missingLabels.pricing]);
  });
  it('checks the prices of the package pricing type only', () => {
    const custom = { ...complete, pricingType: 'Custom' as const };
    expect(missingForPublish(custom, now)).toEqual([missingLabels.pricing]);
  });
  it('accepts a dated package with a date past the cutoff', () => {
    expect(missingForPublish({ ...complete, tourType: 'SpecificDays', dates: ['2027-03-13'] }, now)).toEqual(
      [],
    );
  });
});

describe('itinerary day bounds', () => {
  it('runs from 1 to the total days of all destinations', () => {
    const total = totalDays(complete.destinations);
    expect(total).toBe(5);
    expect(isDayInRange(1, total)).toBe(true);
    expect(isDayInRange(5, total)).toBe(true);
    expect(isDayInRange(0, total)).toBe(false);
    expect(isDayInRange(6, total)).toBe(false);
    expect(isDayInRange(2.5, total)).toBe(false);
  });
});

describe('itinerary days after the last day of the package', () => {
  it('finds each such day once, in order', () => {
    const entries = [{ day: 1 }, { day: 4 }, { day: 3 }, { day: 4 }, { day: 2 }];
    expect(itineraryDaysPastEnd(entries, 2)).toEqual([3, 4]);
    expect(itineraryDaysPastEnd(entries, 4)).toEqual([]);
    expect(itineraryDaysPastEnd([], 0)).toEqual([]);
  });
  it('blocks publishing with a clear label naming the last day', () => {
    // complete has 5 days.
    expect(missingForPublish({ ...complete, itineraryDaysPastEnd: [6] }, now)).toEqual([
      "Itinerary: day 6 comes after the package's last day (day 5); choose a day or remove it",
    ]);
    expect(daysPastEndLabel([3, 4], 2)).toBe(
      "Itinerary: days 3, 4 come after the package's last day (day 2); choose a day or remove them",
    );
    expect(dayPastEndMessage(2)).toBe(
      "This day comes after the package's last day (day 2). Choose a day or remove it.",
    );
  });
});
