import type { PricingType } from '../enums.ts';

// spec 001 §9 "Price calculation" and the per-person prices: one implementation for the editor,
// the public page, the server's list prices and checkout. Amounts are integer paise.

export const ROOM_DEFAULT = { adult: 2, child: 0 } as const;
export const MAX_ROOM_ADULTS = 5;
export const MAX_ROOM_CHILDREN = 5;
export const MAX_CUSTOM_QUANTITY = 30;
export const CHILD_AGE_LABEL = '0-12 yrs';
export const INVALID_COMBINATION = 'Invalid combination';

export type SimplePricing = { adult: number; child: number; pricePaise: number };
export type CustomPricing = { id: string; name?: string; pricePaise: number; totalPeople: number };
export type Room = { adult: number; child: number };
export type CustomSelection = { id: string; value: number };

/** A simple pricing's price divided by its adults plus children; a custom one's by totalPeople. */
export function perPersonPaise(pricePaise: number, people: number): number {
  return people > 0 ? Math.round(pricePaise / people) : pricePaise;
}

export type PricedDeparture = { simplePricings: SimplePricing[]; customPricings: CustomPricing[] };

/**
 * "Starting From": the lowest price per adult. Simple pricing: over the combinations
 * without children, price ÷ adults (a child's share never makes a package look cheaper than a
 * solo adult pays); Custom pricing: over the items, price ÷ totalPeople. null when unpriced.
 */
export function startingPricePaise(pricingType: PricingType, departures: PricedDeparture[]): number | null {
  let lowest: number | null = null;
  for (const departure of departures) {
    const prices =
      pricingType === 'Simple'
        ? departure.simplePricings
            .filter((p) => p.child === 0 && p.adult > 0)
            .map((p) => perPersonPaise(p.pricePaise, p.adult))
        : departure.customPricings.map((p) => perPersonPaise(p.pricePaise, p.totalPeople));
    for (const price of prices) if (price > 0 && (lowest === null || price < lowest)) lowest = price;
  }
  return lowest;
}

/** What the starting price is per: an adult for Simple pricing, a person for Custom. */
export const startingPriceUnit = (pricingType: 'Simple' | 'Custom'): 'per adult' | 'per person' =>
  pricingType === 'Simple' ? 'per adult' : 'per person';

export type PricedRoom = Room & { pricePaise: number | null; isValid: boolean };

/** Simple pricing: each room priced by the pricing matching its counts; no match = invalid. */
export function priceRooms(pricings: SimplePricing[], rooms: Room[]) {
  const priced: PricedRoom[] = rooms.map((room) => {
    const match = pricings.find((p) => p.adult === room.adult && p.child === room.child);
    return { ...room, pricePaise: match ? match.pricePaise : null, isValid: Boolean(match) };
  });
  const valid = priced.length > 0 && priced.every((room) => room.isValid);
  const totalPaise = priced.reduce((sum, room) => sum + (room.pricePaise ?? 0), 0);
  const people = rooms.reduce((sum, room) => sum + room.adult + room.child, 0);
  return { rooms: priced, valid, totalPaise, people };
}

export type PricedCustom = CustomPricing & { value: number; amountPaise: number };

/** Custom pricing: price times the chosen quantity per item; valid when a quantity is above 0. */
export function priceCustoms(pricings: CustomPricing[], selection: CustomSelection[]) {
  const wanted = new Map(selection.map((s) => [s.id, s.value]));
  const items: PricedCustom[] = pricings.map((p) => {
    const value = wanted.get(p.id) ?? 0;
    return { ...p, value, amountPaise: p.pricePaise * value };
  });
  const unknown = selection.some((s) => !pricings.some((p) => p.id === s.id));
  const quantitiesValid = selection.every(
    (s) => Number.isInteger(s.value) && s.value >= 0 && s.value <= MAX_CUSTOM_QUANTITY,
  );
  const valid = !unknown && quantitiesValid && items.some((item) => item.value > 0);
  const totalPaise = items.reduce((sum, item) => sum + item.amountPaise, 0);
  const people = items.reduce((sum, item) => sum + item.value * item.totalPeople, 0);
  return { items, valid, totalPaise, people };
}

/** spec 001 §5 "Panel Book Now": disabled while a room is invalid or no custom quantity is above 0. */
export function canBookNow(
  pricingType: PricingType,
  departure: PricedDeparture | undefined,
  rooms: Room[],
  customs: CustomSelection[],
): boolean {
  if (!departure) return false;
  return pricingType === 'Simple'
    ? priceRooms(departure.simplePricings, rooms).valid
    : priceCustoms(departure.customPricings, customs).valid;
}

/**
 * Room counters stay within the spec's bounds: adults 0..5 and children 0..5, someone in the room.
 * Whether a room of children alone sells is the pricing's to say: a room no simple pricing matches
 * is an 'Invalid combination' (spec 001, the calculator).
 */
export const isRoomInBounds = (room: Room): boolean =>
  Number.isInteger(room.adult) &&
  Number.isInteger(room.child) &&
  room.adult >= 0 &&
  room.child >= 0 &&
  room.adult <= MAX_ROOM_ADULTS &&
  room.child <= MAX_ROOM_CHILDREN &&
  room.adult + room.child >= 1;
