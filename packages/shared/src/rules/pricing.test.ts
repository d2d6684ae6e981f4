import { describe, expect, it } from 'vitest';
import {
  canBookNow,
  isRoomInBounds,
  MAX_CUSTOM_QUANTITY,
  perPersonPaise,
  priceCustoms,
  priceRooms,
  startingPricePaise,
  startingPriceUnit,
} from './pricing.ts';

const simple = [
  { adult: 2, child: 0, pricePaise: 5_000_000 },
  { adult: 1, child: 0, pricePaise: 3_000_000 },
  { adult: 2, child: 1, pricePaise: 6_500_000 },
];
const customs = [
  { id: 'couple', name: 'Couple package', pricePaise: 9_000_000, totalPeople: 2 },
  { id: 'solo', name: 'Solo', pricePaise: 5_000_000, totalPeople: 1 },
];

describe('perPersonPaise', () => {
  it.each([
    [5_000_000, 2, 2_500_000],
    [9_000_000, 3, 3_000_000],
    [100, 3, 33],
    [200, 3, 67],
    [500, 0, 500],
  ])('%i paise for %i people is %i each', (price, people, expected) => {
    expect(perPersonPaise(price, people)).toBe(expected);
  });
});

describe('startingPricePaise (per adult)', () => {
  it('takes the lowest price per adult over the adult-only rooms of every departure', () => {
    const departures = [
      { simplePricings: simple, customPricings: [] },
      { simplePricings: [{ adult: 3, child: 0, pricePaise: 6_000_000 }], customPricings: [] },
    ];
    expect(startingPricePaise('Simple', departures)).toBe(2_000_000);
  });
  it('never counts a child as a paying adult (Goa: a solo adult pays ₹30,000)', () => {
    const goa = [
      { adult: 1, child: 0, pricePaise: 3_000_000 },
      { adult: 2, child: 1, pricePaise: 5_555_556 },
      { adult: 1, child: 2, pricePaise: 3_600_000 },
    ];
    expect(startingPricePaise('Simple', [{ simplePricings: goa, customPricings: [] }])).toBe(3_000_000);
  });
  it('ignores a price row with no adult in it', () => {
    const rows = [
      { adult: 0, child: 0, pricePaise: 1_000_000 },
      { adult: 2, child: 0, pricePaise: 5_000_000 },
    ];
    expect(startingPricePaise('Simple', [{ simplePricings: rows, customPricings: [] }])).toBe(2_500_000);
  });
  it('is null for Simple pricing with only rooms that include children', () => {
    const withChildren = [{ adult: 2, child: 1, pricePaise: 6_000_000 }];
    expect(startingPricePaise('Simple', [{ simplePricings: withChildren, customPricings: [] }])).toBeNull();
  });
  it('uses custom prices per person for a Custom package, and ignores the other type', () => {
    const departures = [
      { simplePricings: [{ adult: 1, child: 0, pricePaise: 100 }], customPricings: customs },
    ];
    expect(startingPricePaise('Custom', departures)).toBe(4_500_000);
  });
  it('reads the type the package uses when a departure carries both (mixed)', () => {
    const mixed = [
      { simplePricings: [{ adult: 2, child: 0, pricePaise: 4_000_000 }], customPricings: [] },
      { simplePricings: [], customPricings: [{ id: 'group', pricePaise: 9_000_000, totalPeople: 6 }] },
    ];
    expect(startingPricePaise('Simple', mixed)).toBe(2_000_000);
    expect(startingPricePaise('Custom', mixed)).toBe(1_500_000);
  });
  it('is null when nothing is priced above 0', () => {
    expect(startingPricePaise('Simple', [])).toBeNull();
    expect(
      startingPricePaise('Simple', [
        { simplePricings: [{ adult: 2, child: 0, pricePaise: 0 }], customPricings: [] },
      ]),
    ).toBeNull();
  });
  it('names its unit', () => {
    expect(startingPriceUnit('Simple')).toBe('per adult');
    expect(startingPriceUnit('Custom')).toBe('per person');
  });
});

describe('priceRooms', () => {
  it.each([
    { rooms: [{ adult: 2, child: 0 }], total: 5_000_000, valid: true, people: 2 },
    {
      rooms: [
        { adult: 2, child: 0 },
        { adult: 2, child: 1 },
      ],
      total: 11_500_000,
      valid: true,
      people: 5,
    },
    {
      rooms: [
        { adult: 2, child: 0 },
        { adult: 1, child: 0 },
        { adult: 1, child: 0 },
      ],
      total: 11_000_000,
      valid: true,
      people: 4,
    },
    {
      rooms: [
        { adult: 2, child: 0 },
        { adult: 3, child: 0 },
      ],
      total: 5_000_000,
      valid: false,
      people: 5,
    },
    { rooms: [{ adult: 1, child: 1 }], total: 0, valid: false, people: 2 },
    { rooms: [], total: 0, valid: false, people: 0 },
  ])('$rooms.length room(s) -> total $total, valid $valid', ({ rooms, total, valid, people }) => {
    const result = priceRooms(simple, rooms);
    expect(result.totalPaise).toBe(total);
    expect(result.valid).toBe(valid);
    expect(result.people).toBe(people);
  });
  it('marks exactly the rooms without a matching combination', () => {
    const result = priceRooms(simple, [
      { adult: 2, child: 0 },
      { adult: 5, child: 5 },
    ]);
    expect(result.rooms.map((r) => r.isValid)).toEqual([true, false]);
    expect(result.rooms[1]?.pricePaise).toBeNull();
  });
});

describe('priceCustoms', () => {
  it('sums price times quantity and counts people', () => {
    const result = priceCustoms(customs, [
      { id: 'couple', value: 2 },
      { id: 'solo', value: 1 },
    ]);
    expect(result.totalPaise).toBe(23_000_000);
    expect(result.people).toBe(5);
    expect(result.valid).toBe(true);
  });
  it('takes a quantity of 0 beside another above 0', () => {
    const result = priceCustoms(customs, [
      { id: 'couple', value: 0 },
      { id: 'solo', value: 1 },
    ]);
    expect(result.valid).toBe(true);
    expect(result.people).toBe(1);
  });
  it('is invalid when no quantity is above 0, an id is unknown, or a quantity is out of bounds', () => {
    expect(priceCustoms(customs, [{ id: 'couple', value: 0 }]).valid).toBe(false);
    expect(priceCustoms(customs, []).valid).toBe(false);
    expect(priceCustoms(customs, [{ id: 'other', value: 1 }]).valid).toBe(false);
    // An unknown id beside a known one still makes the selection invalid.
    expect(
      priceCustoms(customs, [
        { id: 'solo', value: 1 },
        { id: 'other', value: 1 },
      ]).valid,
    ).toBe(false);
    expect(priceCustoms(customs, [{ id: 'solo', value: 31 }]).valid).toBe(false);
    expect(priceCustoms(customs, [{ id: 'solo', value: 1.5 }]).valid).toBe(false);
  });
  it('takes a quantity of exactly 30, the cap, and refuses 31 and a negative one', () => {
    expect(MAX_CUSTOM_QUANTITY).toBe(30);
    const thirty = priceCustoms(customs, [{ id: 'solo', value: 30 }]);
    expect(thirty.valid).toBe(true);
    expect(thirty.items.find((item) => item.id === 'solo')?.value).toBe(30);
    expect(priceCustoms(customs, [{ id: 'solo', value: 31 }]).valid).toBe(false);
    expect(
      priceCustoms(customs, [
        { id: 'solo', value: 2 },
        { id: 'couple', value: -1 },
      ]).valid,
    ).toBe(false);
  });
});

describe('canBookNow', () => {
  const departure = { simplePricings: simple, customPricings: customs };
  it.each([
    ['Simple', [{ adult: 2, child: 0 }], [], true],
    [
      'Simple',
      [
        { adult: 2, child: 0 },
        { adult: 4, child: 0 },
      ],
      [],
      false,
    ],
    ['Custom', [], [{ id: 'solo', value: 1 }], true],
    ['Custom', [], [{ id: 'solo', value: 0 }], false],
  ] as const)('%s pricing with %j / %j -> %s', (type, rooms, selection, expected) => {
    expect(canBookNow(type, departure, [...rooms], [...selection])).toBe(expected);
  });
  it('is false without a departure', () => {
    expect(canBookNow('Simple', undefined, [{ adult: 2, child: 0 }], [])).toBe(false);
  });
});

describe('isRoomInBounds', () => {
  it.each([
    [{ adult: 2, child: 0 }, true],
    [{ adult: 5, child: 5 }, true],
    [{ adult: 6, child: 0 }, false],
    [{ adult: 1, child: 6 }, false],
    [{ adult: 0, child: 0 }, false],
    [{ adult: -1, child: 2 }, false],
    [{ adult: 2, child: -1 }, false],
    [{ adult: 1, child: 0 }, true],
    [{ adult: 1.5, child: 0 }, false],
    [{ adult: 1, child: 0.5 }, false],
    // Children alone are within the counters' bounds; whether they sell is the pricing's to say.
    [{ adult: 0, child: 1 }, true],
  ])('%j -> %s', (room, expected) => {
    expect(isRoomInBounds(room)).toBe(expected);
  });
});
