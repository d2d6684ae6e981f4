import { nearestPaise } from '@wayfarer/shared/rules/money';
import type { BookingResponse } from '@wayfarer/shared/schemas/booking';

export type BookingLine = { label: string; amountPaise: number };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The rooms or items booked, worded as checkout words them ("Room 1: 2 adults, 1 child"). */
export function bookingLines(booking: Pick<BookingResponse, 'rooms' | 'customs'>): BookingLine[] {
  const rooms = booking.rooms.map((room, index) => ({
    label: `Room ${index + 1}: ${plural(room.adult, 'adult', 'adults')}${
      room.child > 0 ? `, ${plural(room.child, 'child', 'children')}` : ''
    }`,
    amountPaise: nearestPaise(room.price),
  }));
  // A custom item's price is per unit (rules/pricing.ts priceCustoms).
  const items = booking.customs
    .filter((item) => item.value > 0)
    .map((item) => ({
      label: `${item.name} × ${item.value}`,
      amountPaise: nearestPaise(item.price) * item.value,
    }));
  return [...rooms, ...items];
}

export const peopleLabel = (people: number) => plural(people, 'person', 'people');
