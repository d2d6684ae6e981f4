import type { PricingType } from '../enums.ts';
import type { CustomSelection, Room } from './pricing.ts';

// spec 001 §2 "package/booking": the hand-off from the package page to checkout is a plain
// navigation. Both ends use this one module: the page builds the address, checkout reads it.

export type CheckoutChoice = {
  tourId: string;
  departureId: string;
  date: string;
  pricingType: PricingType;
  rooms: Room[];
  customs: CustomSelection[];
};

export type CheckoutQuery = Omit<CheckoutChoice, 'pricingType'>;

/**
 * `/package/booking?tour&departure&date` then `adults` and `child` (one per room) for Simple
 * pricing, or `customs` (id:::value, quantities above 0) for Custom. Commas and colons stay
 * literal, as the spec writes them.
 */
export function checkoutHref(choice: CheckoutChoice): string {
  const parts = [
    `tour=${encodeURIComponent(choice.tourId)}`,
    `departure=${encodeURIComponent(choice.departureId)}`,
    `date=${encodeURIComponent(choice.date)}`,
  ];
  if (choice.pricingType === 'Simple') {
    parts.push(`adults=${choice.rooms.map((room) => room.adult).join(',')}`);
    parts.push(`child=${choice.rooms.map((room) => room.child).join(',')}`);
  } else {
    const chosen = choice.customs.filter((item) => item.value > 0);
    parts.push(`customs=${chosen.map((item) => `${encodeURIComponent(item.id)}:::${item.value}`).join(',')}`);
  }
  return `/package/booking?${parts.join('&')}`;
}

/** A count list ("2,1"); anything but digits becomes NaN, which the calculator refuses. */
const counts = (value: string | null): number[] =>
  value ? value.split(',').map((part) => (/^\d+$/.test(part.trim()) ? Number(part) : Number.NaN)) : [];

/** Reads checkout's query; malformed parts come back as NaN so pricing marks them invalid. */
export function parseCheckoutQuery(params: URLSearchParams): CheckoutQuery {
  const adults = counts(params.get('adults'));
  const children = counts(params.get('child'));
  const rooms = adults.map((adult, index) => ({ adult, child: children[index] ?? 0 }));
  const customs = (params.get('customs') ?? '')
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const [id = '', value = ''] = entry.split(':::');
      return { id, value: /^\d+$/.test(value) ? Number(value) : Number.NaN };
    });
  return {
    tourId: params.get('tour') ?? '',
    departureId: params.get('departure') ?? '',
    date: params.get('date') ?? '',
    rooms,
    customs,
  };
}

/**
 * The package page with a departure and date chosen (`/package/{slug}?departure&date`, the
 * parameter names of checkout), as the waitlist e-mail links it.
 */
export function packageDateHref(slug: string, departureId: string, date: string): string {
  return `/package/${encodeURIComponent(slug)}?departure=${encodeURIComponent(departureId)}&date=${encodeURIComponent(date)}`;
}
