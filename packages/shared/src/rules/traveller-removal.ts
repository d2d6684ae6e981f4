import { daysBetween, deductionPercent } from './booking-lifecycle.ts';
import { todayInIndia } from './travel-date.ts';

// ADR 1370: one traveller leaves a booking. Which room (or pricing item) they leave, and the money:
// the booking is priced again for the smaller party with the package's own pricing, the slab then
// in force keeps its percentage of the removed traveller's part, and what the booking holds beyond
// its new total is refunded.

type RoomLine = { adult: number; child: number };
type ItemLine = { id: string; value: number; totalPeople: number };

/**
 * The rooms once the traveller at `position` leaves. Travellers fill the rooms in order, each
 * room its adults first and then its children (the order the checkout counted them in): the
 * traveller's room loses one adult or one child, and a room left empty is dropped. Null when the
 * room would keep children without an adult (the operator moves people between rooms first).
 */
export function roomsWithout<T extends RoomLine>(rooms: T[], position: number): RoomLine[] | null {
  let first = 0;
  for (const [i, room] of rooms.entries()) {
    const size = room.adult + room.child;
    if (position < first + size) {
      const isAdult = position - first < room.adult;
      const next = { adult: room.adult - (isAdult ? 1 : 0), child: room.child - (isAdult ? 0 : 1) };
      if (next.adult === 0 && next.child > 0) return null;
      const out = rooms.map((r) => ({ adult: r.adult, child: r.child }));
      if (next.adult + next.child === 0) out.splice(i, 1);
      else out[i] = next;
      return out;
    }
    first += size;
  }
  return null;
}

/**
 * The pricing items once the traveller at `position` leaves: travellers fill the items in order,
 * `totalPeople` to a unit. A unit priced for one person loses one; a unit priced for several (a
 * couple's package) cannot lose one of them (null).
 */
export function itemsWithout<T extends ItemLine>(
  items: T[],
  position: number,
): { id: string; value: number }[] | null {
  let first = 0;
  for (const [i, item] of items.entries()) {
    const size = item.value * item.totalPeople;
    if (position < first + size) {
      if (item.totalPeople !== 1) return null;
      return items
        .map((it, j) => ({ id: it.id, value: it.value - (j === i ? 1 : 0) }))
        .filter((it) => it.value > 0);
    }
    first += size;
  }
  return null;
}

export type RemovalMoney = {
  previousTotalPaise: number;
  /** The smaller party's price, the discount kept (never more than that price). */
  pricedTotalPaise: number;
  discountPaise: number;
  /** previous total − priced total: what the removed traveller's place was worth. */
  removedSharePaise: number;
  daysBeforeTravel: number;
  deductionPercent: number;
  /** The slab's percentage of the removed share (half up, once), kept by the operator. */
  retainedPaise: number;
  /** priced total + retained: what the booking now costs. */
  newTotalPaise: number;
  /** The booking's package amount to store: the new total before the discount. */
  packageAmountPaise: number;
  heldPaise: number;
  /** What is held beyond the new total, given back (0 while a balance is still owed). */
  refundPaise: number;
};

/** The money of a removal on `now`'s India date (amounts in paise). */
export function removalMoney(
  input: {
    travelDate: string;
    previousTotalPaise: number;
    previousDiscountPaise: number;
    newPackageAmountPaise: number;
    heldPaise: number;
  },
  now: Date,
): RemovalMoney {
  const discountPaise = Math.min(input.previousDiscountPaise, input.newPackageAmountPaise);
  const pricedTotalPaise = input.newPackageAmountPaise - discountPaise;
  const removedSharePaise = Math.max(0, input.previousTotalPaise - pricedTotalPaise);
  const days = daysBetween(todayInIndia(now), input.travelDate);
  const percent = deductionPercent(days);
  // Half up, once: the cancellation quote's rounding (rules/booking-lifecycle.ts refundQuote).
  const retainedPaise = Math.floor((removedSharePaise * percent + 50) / 100);
  const newTotalPaise = pricedTotalPaise + retainedPaise;
  return {
    previousTotalPaise: input.previousTotalPaise,
    pricedTotalPaise,
    discountPaise,
    removedSharePaise,
    daysBeforeTravel: days,
    deductionPercent: percent,
    retainedPaise,
    newTotalPaise,
    packageAmountPaise: newTotalPaise + discountPaise,
    heldPaise: input.heldPaise,
    refundPaise: Math.max(0, input.heldPaise - newTotalPaise),
  };
}
