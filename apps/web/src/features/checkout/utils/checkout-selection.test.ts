import type { PublicPackage } from '@wayfarer/shared/schemas/tour-public';
import { describe, expect, it } from 'vitest';
import { parseCheckoutParams, resolveCheckout } from './checkout-selection';

// Far enough ahead to stay bookable whenever the test runs.
const DATE = '2099-01-10';

function packageOf(changes: Partial<PublicPackage> = {}): PublicPackage {
  return {
    id: 'p1',
    slug: 'goa',
    status: 'Published',
    title: 'Goa',
    description: '',
    banner: '',
    thumb: '',
    promoBanner: '',
    introVideo: '',
    additionalNotes: '',
    isInfluencerTravelling: false,
    creator: { id: 'c1', fullName: 'Asha Rao', username: 'asha', profileImage: null },
    tourType: 'SpecificDays',
    pricingType: 'Simple',
    startingPrice: 9999.5,
    totalDays: 3,
    TourDate: [
      {
        id: 'd1',
        date: `${DATE}T00:00:00.000Z`,
        tourPackageDepartureId: 'dep1',
        seatsLeft: 4,
        minTravellers: null,
        travellersNeeded: null,
        confirmed: true,
      },
    ],
    SoldOutDate: [],
    ClosedDate: [],
    TourPackageDeparture: [{ id: 'dep1', name: 'From Mumbai', departureInclusions: [] }],
    TourSimplePricing: [
      { id: 's1', adult: 2, child: 0, price: 19999, pricePerPerson: 9999.5, tourPackageDepartureId: 'dep1' },
      {
        id: 's2',
        adult: 2,
        child: 1,
        price: 24999.99,
        pricePerPerson: 8333.33,
        tourPackageDepartureId: 'dep1',
      },
    ],
    TourCustomPricing: [
      {
        id: 'k1',
        name: 'Seat',
        price: 4500.5,
        totalPeople: 1,
        pricePerPerson: 4500.5,
        tourPackageDepartureId: 'dep1',
      },
      {
        id: 'k2',
        name: 'Cabin',
        price: 12000,
        totalPeople: 2,
        pricePerPerson: 6000,
        tourPackageDepartureId: 'dep1',
      },
    ],
    TourItinerary: [],
    TourInclusion: [],
    TourExclusion: [],
    destinations: [],
    hotels: [],
    cancellationPolicy: '',
    termsAndConditions: '',
    metaTitle: '',
    metaDescription: '',
    metaKeywords: '',
    rating: { average: 0, count: 0 },
    reviews: [],
    ...changes,
  };
}

const paramsOf = (query: string) => parseCheckoutParams(new URLSearchParams(query));

describe('resolveCheckout (the /package/booking link, priced again)', () => {
  it('prices each room of a Simple package in paise, rupee decimals exact', () => {
    const result = resolveCheckout(
      packageOf(),
      paramsOf(`tour=p1&departure=dep1&date=${DATE}&adults=2,2&child=0,1`),
    );
    expect(result).toEqual({
      isValid: true,
      departureName: 'From Mumbai',
      lines: [
        { label: 'Room 1: 2 adults', amountPaise: 1_999_900 },
        { label: 'Room 2: 2 adults, 1 child', amountPaise: 2_499_999 },
      ],
      packagePaise: 4_499_899,
    });
  });

  it('prices the chosen Custom items and lists only those above 0', () => {
    const pkg = packageOf({ pricingType: 'Custom' });
    const result = resolveCheckout(
      pkg,
      paramsOf(`tour=p1&departure=dep1&date=${DATE}&customs=k1:::3,k2:::0`),
    );
    expect(result).toEqual({
      isValid: true,
      departureName: 'From Mumbai',
      lines: [{ label: 'Seat × 3', amountPaise: 1_350_150 }],
      packagePaise: 1_350_150,
    });
  });

  it('says why a stale link cannot be booked', () => {
    const pkg = packageOf();
    const reasonOf = (query: string) => {
      const result = resolveCheckout(pkg, paramsOf(query));
      return result.isValid ? undefined : result.reason;
    };
    expect(reasonOf(`departure=gone&date=${DATE}&adults=2&child=0`)).toBe(
      'The departure in this link is no longer offered.',
    );
    expect(reasonOf('departure=dep1&date=2099-02-01&adults=2&child=0')).toBe(
      'The travel date in this link can no longer be booked.',
    );
    expect(reasonOf('departure=dep1&date=2000-01-01&adults=2&child=0')).toBe(
      'The travel date in this link can no longer be booked.',
    );
    expect(reasonOf(`departure=dep1&date=${DATE}&adults=3&child=0`)).toBe(
      'The rooms in this link are no longer available.',
    );
    const custom = packageOf({ pricingType: 'Custom' });
    const customResult = resolveCheckout(custom, paramsOf(`departure=dep1&date=${DATE}&customs=k1:::0`));
    expect(customResult).toEqual({
      isValid: false,
      reason: 'The items in this link are no longer available.',
    });
  });

  it('takes any bookable date for an AnyDay package', () => {
    const pkg = packageOf({ tourType: 'AnyDay', TourDate: [] });
    expect(resolveCheckout(pkg, paramsOf('departure=dep1&date=2099-02-01&adults=2&child=0')).isValid).toBe(
      true,
    );
  });
});
