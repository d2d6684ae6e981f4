import { describe, expect, it } from 'vitest';
import { itemsWithout, removalMoney, roomsWithout } from './traveller-removal.ts';

describe('roomsWithout', () => {
  it('takes the traveller from the room they fill, adults before children', () => {
    const rooms = [
      { adult: 2, child: 0 },
      { adult: 1, child: 1 },
    ];
    expect(roomsWithout(rooms, 0)).toEqual([
      { adult: 1, child: 0 },
      { adult: 1, child: 1 },
    ]);
    expect(roomsWithout(rooms, 3)).toEqual([
      { adult: 2, child: 0 },
      { adult: 1, child: 0 },
    ]);
  });
  it('drops an emptied room and refuses a room of children alone', () => {
    expect(
      roomsWithout(
        [
          { adult: 2, child: 0 },
          { adult: 1, child: 0 },
        ],
        2,
      ),
    ).toEqual([{ adult: 2, child: 0 }]);
    expect(roomsWithout([{ adult: 1, child: 1 }], 0)).toBeNull();
    expect(roomsWithout([{ adult: 1, child: 0 }], 5)).toBeNull();
  });
  it("counts positions from the start of the traveller's own room", () => {
    // Position 1 is the second room's first adult, not a child.
    expect(
      roomsWithout(
        [
          { adult: 1, child: 0 },
          { adult: 2, child: 1 },
        ],
        1,
      ),
    ).toEqual([
      { adult: 1, child: 0 },
      { adult: 1, child: 1 },
    ]);
  });
  it('keeps a room with as many adults as children once one adult leaves', () => {
    expect(roomsWithout([{ adult: 2, child: 1 }], 0)).toEqual([{ adult: 1, child: 1 }]);
  });
});

describe('itemsWithout', () => {
  it('takes one unit of a per-person item, never one of a couple', () => {
    const items = [
      { id: 'a', value: 2, totalPeople: 1 },
      { id: 'b', value: 1, totalPeople: 2 },
    ];
    expect(itemsWithout(items, 1)).toEqual([
      { id: 'a', value: 1 },
      { id: 'b', value: 1 },
    ]);
    expect(itemsWithout(items, 2)).toBeNull();
  });
  it("counts a couple's unit as two places and drops an item left with no unit", () => {
    const items = [
      { id: 'couple', value: 2, totalPeople: 2 },
      { id: 'single', value: 1, totalPeople: 1 },
    ];
    // Places 0-3 are the two couples; place 4 is the single.
    expect(itemsWithout(items, 4)).toEqual([{ id: 'couple', value: 2 }]);
    expect(itemsWithout(items, 3)).toBeNull();
    expect(itemsWithout(items, 5)).toBeNull();
  });
});

describe('removalMoney', () => {
  const at = (date: string) => new Date(`${date}T06:00:00Z`);
  it('keeps the slab of the removed share and refunds what is held beyond the new total', () => {
    // ₹40,000 for four, ₹30,000 for three, 50 days out (20 %): ₹2,000 kept, the total ₹32,000.
    const m = removalMoney(
      {
        travelDate: '2027-03-01',
        previousTotalPaise: 4_000_000,
        previousDiscountPaise: 0,
        newPackageAmountPaise: 3_000_000,
        heldPaise: 4_000_000,
      },
      at('2027-01-10'),
    );
    expect(m).toMatchObject({ deductionPercent: 20, retainedPaise: 200_000, newTotalPaise: 3_200_000 });
    expect(m.refundPaise).toBe(800_000);
  });
  it('keeps the discount: prices the smaller party after it and stores the package amount before it', () => {
    // ₹40,000 less a ₹2,000 coupon; ₹30,000 for three less the same coupon, 50 days out (20 %).
    const m = removalMoney(
      {
        travelDate: '2027-03-01',
        previousTotalPaise: 3_800_000,
        previousDiscountPaise: 200_000,
        newPackageAmountPaise: 3_000_000,
        heldPaise: 3_800_000,
      },
      at('2027-01-10'),
    );
    expect(m).toMatchObject({
      pricedTotalPaise: 2_800_000,
      discountPaise: 200_000,
      removedSharePaise: 1_000_000,
      retainedPaise: 200_000,
      newTotalPaise: 3_000_000,
      packageAmountPaise: 3_200_000,
      refundPaise: 800_000,
    });
  });
  it('refunds nothing while a balance is owed, and rounds the kept part half up', () => {
    const m = removalMoney(
      {
        travelDate: '2027-03-01',
        previousTotalPaise: 1_000_001,
        previousDiscountPaise: 0,
        newPackageAmountPaise: 500_000,
        heldPaise: 150_000,
      },
      at('2027-02-10'), // 19 days: 70 %
    );
    expect(m.retainedPaise).toBe(Math.floor((500_001 * 70 + 50) / 100));
    expect(m.refundPaise).toBe(0);
  });
});
