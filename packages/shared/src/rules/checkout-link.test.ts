import { describe, expect, it } from 'vitest';
import { checkoutHref, packageDateHref, parseCheckoutQuery } from './checkout-link.ts';

const base = { tourId: 't-1', departureId: 'd-1', date: '2027-03-13' };
const query = (href: string) => new URLSearchParams(href.split('?')[1]);

describe('the package page -> checkout address', () => {
  it('writes rooms for Simple pricing, one count per room', () => {
    const href = checkoutHref({
      ...base,
      pricingType: 'Simple',
      rooms: [
        { adult: 2, child: 0 },
        { adult: 1, child: 1 },
      ],
      customs: [{ id: 'x', value: 3 }],
    });
    expect(href).toBe('/package/booking?tour=t-1&departure=d-1&date=2027-03-13&adults=2,1&child=0,1');
    expect(parseCheckoutQuery(query(href))).toEqual({
      ...base,
      rooms: [
        { adult: 2, child: 0 },
        { adult: 1, child: 1 },
      ],
      customs: [],
    });
  });

  it('writes only the custom items above 0 for Custom pricing', () => {
    const href = checkoutHref({
      ...base,
      pricingType: 'Custom',
      rooms: [{ adult: 2, child: 0 }],
      customs: [
        { id: 'couple', value: 2 },
        { id: 'solo', value: 0 },
        { id: 'group', value: 1 },
      ],
    });
    expect(href).toBe('/package/booking?tour=t-1&departure=d-1&date=2027-03-13&customs=couple:::2,group:::1');
    expect(parseCheckoutQuery(query(href)).customs).toEqual([
      { id: 'couple', value: 2 },
      { id: 'group', value: 1 },
    ]);
  });

  it('reads malformed counts as NaN (refused later) and missing parts as empty', () => {
    const parsed = parseCheckoutQuery(new URLSearchParams('adults=2,x,-1&child=0&customs=a:::b,c'));
    expect(parsed.rooms.map((r) => r.adult)).toEqual([2, Number.NaN, Number.NaN]);
    expect(parsed.rooms.map((r) => r.child)).toEqual([0, 0, 0]);
    expect(parsed.customs[0]?.value).toBeNaN();
    expect(parsed.customs[1]).toEqual({ id: 'c', value: Number.NaN });
    expect(parsed.tourId).toBe('');
  });

  it('reads counts of two digits and counts with spaces around them', () => {
    const parsed = parseCheckoutQuery(new URLSearchParams('adults= 2,12&child=1 ,0&customs=a:::12'));
    expect(parsed.rooms).toEqual([
      { adult: 2, child: 1 },
      { adult: 12, child: 0 },
    ]);
    expect(parsed.customs).toEqual([{ id: 'a', value: 12 }]);
  });

  it('reads digits only: an exponent or a hex number is NaN, not the number JavaScript makes of it', () => {
    const parsed = parseCheckoutQuery(new URLSearchParams('adults=1e3,0x10&customs=a:::1e3,b:::0x10'));
    expect(parsed.rooms.map((r) => r.adult)).toEqual([Number.NaN, Number.NaN]);
    expect(parsed.customs.map((c) => c.value)).toEqual([Number.NaN, Number.NaN]);
  });

  it('reads an empty query as no rooms, no items and empty ids', () => {
    expect(parseCheckoutQuery(new URLSearchParams(''))).toEqual({
      tourId: '',
      departureId: '',
      date: '',
      rooms: [],
      customs: [],
    });
  });
});

describe('the package page with a date chosen', () => {
  it('names the departure and the date, escaped', () => {
    expect(packageDateHref('goa & more', 'd 1', '2027-03-20')).toBe(
      '/package/goa%20%26%20more?departure=d%201&date=2027-03-20',
    );
  });
});
