import { type CustomSelection, priceCustoms, priceRooms, type Room } from '@wayfarer/shared/rules/pricing';
import { isBookableDate } from '@wayfarer/shared/rules/travel-date';
import type { PublicPackage } from '@wayfarer/shared/schemas/tour-public';

/** spec 001 §2: the query of /package/booking — tour, departure, date, adults, child, customs. */
export type CheckoutParams = {
  tourId: string;
  departureId: string;
  date: string;
  rooms: Room[];
  customs: CustomSelection[];
};

const counts = (value: string | null): number[] =>
  value ? value.split(',').map((part) => (/^\d+$/.test(part.trim()) ? Number(part) : Number.NaN)) : [];

export function parseCheckoutParams(params: URLSearchParams): CheckoutParams {
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

export type CheckoutLine = { label: string; amountPaise: number };

export type ResolvedCheckout =
  | { isValid: true; departureName: string; lines: CheckoutLine[]; packagePaise: number }
  | { isValid: false; reason: string };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** "2 adults, 1 child"; a room without children reads "2 adults". */
const roomPeople = (room: Room) =>
  room.child > 0
    ? `${plural(room.adult, 'adult', 'adults')}, ${plural(room.child, 'child', 'children')}`
    : plural(room.adult, 'adult', 'adults');

/** Prices the selection with the shared calculator (spec 001 §9), or says why the link is stale. */
export function resolveCheckout(pkg: PublicPackage, params: CheckoutParams): ResolvedCheckout {
  const departure = pkg.TourPackageDeparture.find((d) => d.id === params.departureId);
  if (!departure) return { isValid: false, reason: 'The departure in this link is no longer offered.' };
  const isOffered =
    pkg.tourType === 'AnyDay' ||
    pkg.TourDate.some(
      (d) => d.date.slice(0, 10) === params.date && d.tourPackageDepartureId === departure.id,
    );
  if (!isBookableDate(params.date) || !isOffered) {
    return { isValid: false, reason: 'The travel date in this link can no longer be booked.' };
  }
  if (pkg.pricingType === 'Simple') {
    const pricings = pkg.TourSimplePricing.filter((p) => p.tourPackageDepartureId === departure.id).map(
      (p) => ({ adult: p.adult, child: p.child, pricePaise: Math.round(p.price * 100) }),
    );
    const priced = priceRooms(pricings, params.rooms);
    if (!priced.valid) return { isValid: false, reason: 'The rooms in this link are no longer available.' };
    const lines = priced.rooms.map((room, index) => ({
      label: `Room ${index + 1}: ${roomPeople(room)}`,
      amountPaise: room.pricePaise ?? 0,
    }));
    return { isValid: true, departureName: departure.name, lines, packagePaise: priced.totalPaise };
  }
  const pricings = pkg.TourCustomPricing.filter((p) => p.tourPackageDepartureId === departure.id).map(
    (p) => ({ id: p.id, name: p.name, totalPeople: p.totalPeople, pricePaise: Math.round(p.price * 100) }),
  );
  const priced = priceCustoms(pricings, params.customs);
  if (!priced.valid) return { isValid: false, reason: 'The items in this link are no longer available.' };
  const lines = priced.items
    .filter((item) => item.value > 0)
    .map((item) => ({ label: `${item.name} × ${item.value}`, amountPaise: item.amountPaise }));
  return { isValid: true, departureName: departure.name, lines, packagePaise: priced.totalPaise };
}
