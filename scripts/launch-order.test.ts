import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module of the bench scripts, without type declarations.
import { outOfArrivalOrder } from './launch-order.mjs';

const refused = (people: number, sentAt: number) => ({
  people,
  sentAt,
  answeredAt: sentAt + 20,
  outcome: 'sold out, on the waitlist',
});
const held = (people: number, sentAt: number, bookingId = `b${sentAt}`) => ({
  people,
  sentAt,
  answeredAt: sentAt + 30,
  outcome: 'paid',
  bookingId,
});

describe("bench:launch's arrival order", () => {
  it('lets a later, smaller party take the seats a refused party did not fit', () => {
    // Two seats left: a party of three is told "sold out", a party of two then gets them.
    const result = outOfArrivalOrder([refused(3, 1_000), held(2, 2_000)], Number.POSITIVE_INFINITY);
    expect(result).toMatchObject({ refused: 1, holders: 1 });
    expect(result.pairs).toHaveLength(0);
  });

  it('counts a later party of as many people or more that got seats', () => {
    const result = outOfArrivalOrder(
      [refused(2, 1_000), held(2, 2_000), held(3, 2_500), held(1, 3_000)],
      Number.POSITIVE_INFINITY,
    );
    expect(result.pairs.map(([, h]: [unknown, { people: number }]) => h.people)).toEqual([2, 3]);
  });

  it('does not compare parties sent within the tolerance, or answered after a seat came back', () => {
    expect(outOfArrivalOrder([refused(2, 1_000), held(2, 1_200)], Number.POSITIVE_INFINITY).pairs).toEqual(
      [],
    );
    // The holder answered after the first seat came back: it may have taken that seat.
    expect(outOfArrivalOrder([refused(2, 1_000), held(2, 5_000)], 4_000).pairs).toEqual([]);
    expect(outOfArrivalOrder([refused(2, 1_000), held(2, 5_000)], 6_000).pairs).toHaveLength(1);
  });

  it('compares only refusals and parties that hold seats', () => {
    const abandonedWithoutBooking = { people: 3, sentAt: 3_000, answeredAt: 3_010, outcome: 'unanswered' };
    expect(
      outOfArrivalOrder([refused(1, 1_000), abandonedWithoutBooking], Number.POSITIVE_INFINITY).pairs,
    ).toEqual([]);
  });
});
