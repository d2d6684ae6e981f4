import type { PricingType, RoomType } from '../enums.ts';
import { type CustomPricing, perPersonPaise, type SimplePricing } from './pricing.ts';

// A date's rooming list (ADR 1341): who sleeps with whom, in single, twin and triple
// rooms. The first proposal comes from the rooms each booking paid for; what the admin or the
// package's creator saved wins, and travellers it does not place (a booking made since) are
// proposed rooms of their own. Everyone counts towards a room's beds, children too.

export const ROOM_CAPACITY: Record<RoomType, number> = { single: 1, twin: 2, triple: 3 };
/** The most rooms one date's list may hold (a 999-seat date in singles). */
export const MAX_ROOMS = 1000;

/** One traveller of a booking, by its position (0 = the lead), as the trip details key them. */
export type RoomingTraveller = { bookingId: string; position: number };
export type RoomingRoom = { type: RoomType; travellers: RoomingTraveller[] };
/** A room on the list as read: `proposed` when nobody saved it (a first proposal). */
export type ListedRoom = RoomingRoom & { proposed: boolean };

/** A booking as its rooms were paid for: Simple rooms `{adult, child}`, Custom items `{value, totalPeople}`. */
export type RoomingBooking = {
  bookingId: string;
  people: number;
  pricingType: PricingType;
  selection: readonly unknown[];
};

/** The room type for a number of people sharing: 1 single, 2 twin, 3 triple. */
export const roomTypeFor = (people: number): RoomType =>
  people <= 1 ? 'single' : people === 2 ? 'twin' : 'triple';

/** n people in rooms of at most three, as even as can be: 4 → 2 + 2, 5 → 3 + 2, 7 → 3 + 2 + 2. */
export function splitIntoRooms(people: number): number[] {
  if (!Number.isInteger(people) || people <= 0) return [];
  if (people <= ROOM_CAPACITY.triple) return [people];
  const rooms = Math.ceil(people / ROOM_CAPACITY.triple);
  const base = Math.floor(people / rooms);
  return Array.from({ length: rooms }, (_, i) => base + (i < people % rooms ? 1 : 0));
}

const count = (value: unknown): number => {
  const n = Number(value ?? 0);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/**
 * The room sizes a booking paid for, in its selection's order: a Simple room of adults and
 * children, each unit of a Custom item of `totalPeople`; one above three people becomes rooms of
 * at most three. The sizes always add up to the booking's people.
 */
export function bookedRoomSizes(booking: Omit<RoomingBooking, 'bookingId'>): number[] {
  const items = booking.selection as Record<string, unknown>[];
  const sizes =
    booking.pricingType === 'Simple'
      ? items.flatMap((room) => splitIntoRooms(count(room.adult) + count(room.child)))
      : items.flatMap((item) =>
          Array.from({ length: count(item.value) }, () => splitIntoRooms(count(item.totalPeople))).flat(),
        );
  const fitted: number[] = [];
  let left = booking.people;
  for (const size of sizes) {
    if (left <= 0) break;
    fitted.push(Math.min(size, left));
    left -= Math.min(size, left);
  }
  return [...fitted, ...splitIntoRooms(left)];
}

/**
 * Rooms for a booking's travellers at `positions` (in order): its booked rooms when none of them
 * is placed yet, otherwise rooms of at most three for those left over.
 */
export function proposeRooms(booking: RoomingBooking, positions: number[]): RoomingRoom[] {
  const sizes =
    positions.length === booking.people ? bookedRoomSizes(booking) : splitIntoRooms(positions.length);
  const rooms: RoomingRoom[] = [];
  let next = 0;
  for (const size of sizes) {
    const travellers = positions
      .slice(next, next + size)
      .map((position) => ({ bookingId: booking.bookingId, position }));
    next += size;
    rooms.push({ type: roomTypeFor(travellers.length), travellers });
  }
  return rooms;
}

const key = (t: RoomingTraveller) => `${t.bookingId}:${t.position}`;

/**
 * The list as read: the saved rooms with only today's travellers in them (a cancelled booking's
 * travellers leave; a room left empty goes), then proposed rooms for every traveller no saved room
 * holds, booking by booking. Without a saved list, that is the whole first proposal.
 */
export function roomingList(saved: RoomingRoom[] | null, bookings: RoomingBooking[]): ListedRoom[] {
  const current = new Set(
    bookings.flatMap((b) => Array.from({ length: b.people }, (_, position) => key({ ...b, position }))),
  );
  const placed = new Set<string>();
  const rooms: ListedRoom[] = [];
  for (const room of saved ?? []) {
    const travellers = room.travellers.filter((t) => current.has(key(t)) && !placed.has(key(t)));
    for (const t of travellers) placed.add(key(t));
    if (travellers.length > 0) rooms.push({ type: room.type, travellers, proposed: false });
  }
  for (const booking of bookings) {
    const left = Array.from({ length: booking.people }, (_, position) => position).filter(
      (position) => !placed.has(key({ bookingId: booking.bookingId, position })),
    );
    if (left.length === 0) continue;
    for (const room of proposeRooms(booking, left)) rooms.push({ ...room, proposed: true });
  }
  return rooms;
}

/**
 * The first traveller placed a second time, or one who is not on the date, with the index of the
 * room it is in; undefined when the rooms are sound.
 */
export function roomingProblem(
  rooms: RoomingRoom[],
  bookings: RoomingBooking[],
): { kind: 'twice' | 'unknown'; traveller: RoomingTraveller; room: number } | undefined {
  const people = new Map(bookings.map((b) => [b.bookingId, b.people]));
  const seen = new Set<string>();
  for (const [room, { travellers }] of rooms.entries()) {
    for (const traveller of travellers) {
      const of = people.get(traveller.bookingId);
      if (of === undefined || traveller.position >= of) return { kind: 'unknown', traveller, room };
      if (seen.has(key(traveller))) return { kind: 'twice', traveller, room };
      seen.add(key(traveller));
    }
  }
  return undefined;
}

/**
 * The single supplement the package's pricing implies for a departure, per person: a single's
 * price less a person's share of a twin (Simple: 1 adult vs 2 adults; Custom: the cheapest
 * one-person item vs the cheapest two-person item per person). null when the pricing has no pair.
 */
export function singleSupplementPaise(
  pricingType: PricingType,
  pricing: { simplePricings: SimplePricing[]; customPricings: CustomPricing[] },
): number | null {
  const lowest = (prices: number[]) => (prices.length > 0 ? Math.min(...prices) : null);
  const [single, shared] =
    pricingType === 'Simple'
      ? [
          lowest(
            pricing.simplePricings.filter((p) => p.adult === 1 && p.child === 0).map((p) => p.pricePaise),
          ),
          lowest(
            pricing.simplePricings
              .filter((p) => p.adult === 2 && p.child === 0)
              .map((p) => perPersonPaise(p.pricePaise, 2)),
          ),
        ]
      : [
          lowest(pricing.customPricings.filter((p) => p.totalPeople === 1).map((p) => p.pricePaise)),
          lowest(
            pricing.customPricings
              .filter((p) => p.totalPeople === 2)
              .map((p) => perPersonPaise(p.pricePaise, 2)),
          ),
        ];
  return single === null || shared === null ? null : Math.max(0, single - shared);
}

/**
 * Which single rooms a booking did not pay for: a booking's singles on the list beyond the single
 * rooms it booked, in list order, each owes the supplement (0 for the others; null without one).
 */
export function singleSupplements(
  rooms: RoomingRoom[],
  bookings: RoomingBooking[],
  supplementPaise: number | null,
): (number | null)[] {
  const bookedSingles = new Map(
    bookings.map((b) => [b.bookingId, bookedRoomSizes(b).filter((size) => size === 1).length]),
  );
  const used = new Map<string, number>();
  return rooms.map((room) => {
    if (room.type !== 'single' || room.travellers.length === 0) return 0;
    const bookingId = room.travellers[0]!.bookingId;
    const n = (used.get(bookingId) ?? 0) + 1;
    used.set(bookingId, n);
    if (n <= (bookedSingles.get(bookingId) ?? 0)) return 0;
    return supplementPaise;
  });
}
