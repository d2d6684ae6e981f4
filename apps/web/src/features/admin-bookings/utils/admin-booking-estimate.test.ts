import type { PublicPackage } from '@wayfarer/shared/schemas/tour-public';
import { describe, expect, it } from 'vitest';
import { datesOf, estimate, roomRow, selectionBody } from './admin-booking-estimate';

// The New booking screen's estimate (the server prices again) and the body it sends.

const pkg = {
  id: 'p1',
  pricingType: 'Simple',
  tourType: 'SpecificDays',
  TourPackageDeparture: [{ id: 'd1', name: 'Standard', departureInclusions: [] }],
  TourSimplePricing: [
    { id: 's2', adult: 2, child: 0, price: 45000, pricePerPerson: 22500, tourPackageDepartureId: 'd1' },
    { id: 's3', adult: 2, child: 1, price: 52500.5, pricePerPerson: 17500, tourPackageDepartureId: 'd1' },
  ],
  TourCustomPricing: [],
  TourDate: [
    { id: 't1', date: '2099-01-10', tourPackageDepartureId: 'd1', seatsLeft: 4 },
    { id: 't2', date: '2099-01-20', tourPackageDepartureId: 'd1', seatsLeft: 0 },
    { id: 't3', date: '2000-01-01', tourPackageDepartureId: 'd1', seatsLeft: 9 },
  ],
  SoldOutDate: [{ id: 't2', date: '2099-01-20', tourPackageDepartureId: 'd1' }],
  ClosedDate: [],
} as unknown as PublicPackage;

describe('the admin booking estimate', () => {
  it('prices rooms with the shared calculator, caps the discount and takes the token of the rest', () => {
    const selection = { departureId: 'd1', rooms: [roomRow('s2'), roomRow('s3')], quantities: {} };
    expect(estimate(pkg, selection, '', 'token')).toEqual({
      valid: true,
      people: 5,
      packagePaise: 9_750_050,
      discountPaise: 0,
      maxDiscountPaise: 4_875_025,
      dueNowPaise: 1_462_508,
    });
    const discounted = estimate(pkg, selection, '1000', 'full');
    expect(discounted.discountPaise).toBe(100_000);
    expect(discounted.dueNowPaise).toBe(9_650_050);
    // Beyond the bound the estimate stops at it (the server refuses the request).
    expect(estimate(pkg, selection, '99999', 'full').discountPaise).toBe(4_875_025);
    expect(selectionBody(pkg, selection)).toEqual({ adults: [2, 2], child: [0, 1] });
  });

  it('offers only bookable dates that are neither sold out nor closed', () => {
    expect(datesOf(pkg, 'd1')).toEqual([{ date: '2099-01-10', seatsLeft: 4 }]);
  });
});
