import { describe, expect, it } from 'vitest';
import {
  bookedRoomSizes,
  proposeRooms,
  roomingList,
  roomingProblem,
  roomTypeFor,
  singleSupplementPaise,
  singleSupplements,
  splitIntoRooms,
} from './rooming.ts';

const simple = (bookingId: string, rooms: [number, number][]) => ({
  bookingId,
  people: rooms.reduce((sum, [a, c]) => sum + a + c, 0),
  pricingType: 'Simple' as const,
  selection: rooms.map(([adult, child]) => ({ adult, child, pricePaise: 1 })),
});

describe('the rooming list', () => {
  it('splits people into rooms of at most three, evenly', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 10].map(splitIntoRooms)).toEqual([
      [],
      [1],
      [2],
      [3],
      [2, 2],
      [3, 2],
      [3, 3],
      [3, 2, 2],
      [3, 3, 2, 2],
    ]);
    expect([1, 2, 3].map(roomTypeFor)).toEqual(['single', 'twin', 'triple']);
  });

  it('reads the rooms a booking paid for: Simple rooms, Custom units', () => {
    expect(
      bookedRoomSizes(
        simple('a', [
          [2, 0],
          [1, 0],
          [2, 2],
        ]),
      ),
    ).toEqual([2, 1, 2, 2]);
    const custom = {
      people: 5,
      pricingType: 'Custom' as const,
      selection: [
        { id: 'c', name: 'Couple', pricePaise: 1, value: 2, totalPeople: 2 },
        { id: 's', name: 'Solo', pricePaise: 1, value: 1, totalPeople: 1 },
      ],
    };
    expect(bookedRoomSizes(custom)).toEqual([2, 2, 1]);
    // The sizes always add up to the people, whatever the selection says.
    expect(bookedRoomSizes({ ...custom, people: 3 })).toEqual([2, 1]);
    expect(bookedRoomSizes({ ...custom, people: 7 })).toEqual([2, 2, 1, 2]);
  });

  it('counts a negative or fractional count in a selection as nobody', () => {
    const booking = {
      people: 2,
      pricingType: 'Simple' as const,
      selection: [
        { adult: 2, child: -1 },
        { adult: 1.5, child: 0 },
      ],
    };
    expect(bookedRoomSizes(booking)).toEqual([2]);
  });

  it('proposes each booking’s own rooms first, then what is left in rooms of up to three', () => {
    const b = simple('b', [
      [2, 1],
      [1, 0],
    ]);
    expect(proposeRooms(b, [0, 1, 2, 3])).toEqual([
      { type: 'triple', travellers: [0, 1, 2].map((position) => ({ bookingId: 'b', position })) },
      { type: 'single', travellers: [{ bookingId: 'b', position: 3 }] },
    ]);
    expect(proposeRooms(b, [1, 3])).toEqual([
      { type: 'twin', travellers: [1, 3].map((position) => ({ bookingId: 'b', position })) },
    ]);
  });

  it('keeps the saved rooms with today’s travellers, and proposes rooms for the rest', () => {
    const a = simple('a', [[2, 0]]);
    const b = simple('b', [[1, 0]]);
    const saved = [
      // a's two split up; a cancelled booking 'x' and a position beyond b's people drop out.
      {
        type: 'twin' as const,
        travellers: [
          { bookingId: 'a', position: 0 },
          { bookingId: 'x', position: 0 },
        ],
      },
      { type: 'twin' as const, travellers: [{ bookingId: 'x', position: 1 }] },
      { type: 'single' as const, travellers: [{ bookingId: 'b', position: 4 }] },
    ];
    expect(roomingList(saved, [a, b])).toEqual([
      { type: 'twin', proposed: false, travellers: [{ bookingId: 'a', position: 0 }] },
      { type: 'single', proposed: true, travellers: [{ bookingId: 'a', position: 1 }] },
      { type: 'single', proposed: true, travellers: [{ bookingId: 'b', position: 0 }] },
    ]);
    expect(roomingList(null, [a])).toEqual([
      { type: 'twin', proposed: true, travellers: [0, 1].map((position) => ({ bookingId: 'a', position })) },
    ]);
  });

  it('names a traveller placed twice or not on the date', () => {
    const a = simple('a', [[2, 0]]);
    const one = { bookingId: 'a', position: 1 };
    expect(roomingProblem([{ type: 'twin', travellers: [{ bookingId: 'a', position: 0 }, one] }], [a])).toBe(
      undefined,
    );
    expect(
      roomingProblem(
        [
          { type: 'single', travellers: [one] },
          { type: 'twin', travellers: [{ bookingId: 'a', position: 0 }, one] },
        ],
        [a],
      ),
    ).toEqual({ kind: 'twice', traveller: one, room: 1 });
    expect(roomingProblem([{ type: 'single', travellers: [{ bookingId: 'a', position: 2 }] }], [a])).toEqual({
      kind: 'unknown',
      traveller: { bookingId: 'a', position: 2 },
      room: 0,
    });
  });

  it('names a traveller of a booking not on the date', () => {
    const a = simple('a', [[2, 0]]);
    const gone = { bookingId: 'x', position: 0 };
    expect(
      roomingProblem([{ type: 'twin', travellers: [{ bookingId: 'a', position: 0 }, gone] }], [a]),
    ).toEqual({
      kind: 'unknown',
      traveller: gone,
      room: 0,
    });
  });
});

describe('the single supplement', () => {
  it('is a single’s price less a person’s share of a twin', () => {
    const simplePricings = [
      { adult: 2, child: 0, pricePaise: 50_000_00 },
      { adult: 1, child: 0, pricePaise: 30_000_00 },
      { adult: 2, child: 1, pricePaise: 65_000_00 },
    ];
    expect(singleSupplementPaise('Simple', { simplePricings, customPricings: [] })).toBe(5_000_00);
    expect(
      singleSupplementPaise('Simple', { simplePricings: simplePricings.slice(0, 1), customPricings: [] }),
    ).toBe(null);
    const customPricings = [
      { id: 'c', pricePaise: 90_000_00, totalPeople: 2 },
      { id: 's', pricePaise: 50_000_00, totalPeople: 1 },
    ];
    expect(singleSupplementPaise('Custom', { simplePricings: [], customPricings })).toBe(5_000_00);
  });

  it('takes the cheapest single and the cheapest twin share', () => {
    const simplePricings = [
      { adult: 1, child: 0, pricePaise: 34_000_00 },
      { adult: 1, child: 0, pricePaise: 30_000_00 },
      { adult: 2, child: 0, pricePaise: 50_000_00 },
      { adult: 2, child: 0, pricePaise: 56_000_00 },
    ];
    expect(singleSupplementPaise('Simple', { simplePricings, customPricings: [] })).toBe(5_000_00);
  });

  it('has none without an adult alone and two adults alone (a room with a child is neither)', () => {
    const withChild = (adult: number, pricePaise: number) => ({ adult, child: 1, pricePaise });
    expect(
      singleSupplementPaise('Simple', {
        simplePricings: [withChild(1, 40_000_00), { adult: 2, child: 0, pricePaise: 50_000_00 }],
        customPricings: [],
      }),
    ).toBe(null);
    expect(
      singleSupplementPaise('Simple', {
        simplePricings: [{ adult: 1, child: 0, pricePaise: 30_000_00 }, withChild(2, 65_000_00)],
        customPricings: [],
      }),
    ).toBe(null);
  });

  it('has none for Custom pricing without a one-person item or without a two-person item', () => {
    const couple = { id: 'c', pricePaise: 90_000_00, totalPeople: 2 };
    const solo = { id: 's', pricePaise: 50_000_00, totalPeople: 1 };
    expect(singleSupplementPaise('Custom', { simplePricings: [], customPricings: [couple] })).toBe(null);
    expect(singleSupplementPaise('Custom', { simplePricings: [], customPricings: [solo] })).toBe(null);
  });

  it('is owed on the singles a booking did not pay for', () => {
    const solo = simple('s', [[1, 0]]);
    const pair = simple('p', [[2, 0]]);
    const rooms = [
      { type: 'single' as const, travellers: [{ bookingId: 's', position: 0 }] },
      { type: 'single' as const, travellers: [{ bookingId: 'p', position: 0 }] },
      { type: 'single' as const, travellers: [{ bookingId: 'p', position: 1 }] },
    ];
    expect(singleSupplements(rooms, [solo, pair], 5_000_00)).toEqual([0, 5_000_00, 5_000_00]);
    expect(singleSupplements(rooms, [solo, pair], null)).toEqual([0, null, null]);
  });

  it('is never owed on a twin or triple, nor on an empty single', () => {
    const solo = simple('p', [[1, 0]]);
    const trio = simple('t', [[3, 0]]);
    const rooms = [
      { type: 'twin' as const, travellers: [0, 1].map((position) => ({ bookingId: 't', position })) },
      { type: 'single' as const, travellers: [] },
      { type: 'single' as const, travellers: [{ bookingId: 't', position: 2 }] },
      { type: 'single' as const, travellers: [{ bookingId: 'p', position: 0 }] },
    ];
    expect(singleSupplements(rooms, [solo, trio], 5_000_00)).toEqual([0, 0, 5_000_00, 0]);
  });
});
