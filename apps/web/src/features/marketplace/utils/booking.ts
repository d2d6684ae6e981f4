import type { PricedDeparture } from '@wayfarer/shared/rules/pricing';
import { nearestPaise } from '@wayfarer/shared/rules/money';
import { bookableDates, formatTravelDate } from '@wayfarer/shared/rules/travel-date';
import type { PublicPackage } from '@wayfarer/shared/schemas/tour-public';

/** One departure's pricings, in paise, as the shared pricing rules take them. */
export function pricedDeparture(pkg: PublicPackage, departureId: string): PricedDeparture | undefined {
  if (!pkg.TourPackageDeparture.some((departure) => departure.id === departureId)) return undefined;
  return {
    simplePricings: pkg.TourSimplePricing.filter((p) => p.tourPackageDepartureId === departureId).map(
      (p) => ({
        adult: p.adult,
        child: p.child,
        pricePaise: nearestPaise(p.price),
      }),
    ),
    customPricings: pkg.TourCustomPricing.filter((p) => p.tourPackageDepartureId === departureId).map(
      (p) => ({
        id: p.id,
        name: p.name,
        totalPeople: p.totalPeople,
        pricePaise: nearestPaise(p.price),
      }),
    ),
  };
}

/** spec 001 §5 "Travel dates": the departure's stored dates that pass the India-time cutoff. */
export function departureDates(pkg: PublicPackage, departureId: string, now?: Date): string[] {
  return bookableDates(
    pkg.TourDate.filter((d) => d.tourPackageDepartureId === departureId).map((d) => d.date.slice(0, 10)),
    now,
  );
}

// The checkout address is built by the shared rule that checkout also reads it with.
export { checkoutHref as bookingHref } from '@wayfarer/shared/rules/checkout-link';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * "Sat, 12 Dec 2026" for a YYYY-MM-DD date. Written out rather than with Intl: building an Intl
 * formatter cost ~40 ms of a phone's main thread in the package page's first render,
 * and the server's ICU and the browser's need not agree (en-IN writes "Sept", with a comma).
 */
export function formatTripDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${weekday}, ${d} ${formatTravelDate(isoDate).slice(3)}`;
}
