import { type CheckoutQuery, parseCheckoutQuery } from '@wayfarer/shared/rules/checkout-link';
import { nearestPaise } from '@wayfarer/shared/rules/money';
import { priceCustoms, priceRooms, type Room } from '@wayfarer/shared/rules/pricing';
import { isBookableDate } from '@wayfarer/shared/rules/travel-date';
import type { PublicPackage } from '@wayfarer/shared/schemas/tour-public';

/** spec 001 §2: the query of /package/booking, read by the shared rule the package page writes it with. */
export type CheckoutParams = CheckoutQuery;
export const parseCheckoutParams = parseCheckoutQuery;

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
      (p) => ({ adult: p.adult, child: p.child, pricePaise: nearestPaise(p.price) }),
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
    (p) => ({ id: p.id, name: p.name, totalPeople: p.totalPeople, pricePaise: nearestPaise(p.price) }),
  );
  const priced = priceCustoms(pricings, params.customs);
  if (!priced.valid) return { isValid: false, reason: 'The items in this link are no longer available.' };
  const lines = priced.items
    .filter((item) => item.value > 0)
    .map((item) => ({ label: `${item.name} × ${item.value}`, amountPaise: item.amountPaise }));
  return { isValid: true, departureName: departure.name, lines, packagePaise: priced.totalPaise };
}
