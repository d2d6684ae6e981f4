import type { CustomSelection, PricedDeparture, Room } from '@wayfarer/shared/rules/pricing';
import { rupeesToPaise } from '@wayfarer/shared/rules/money';
import { bookableDates } from '@wayfarer/shared/rules/travel-date';
import type { PublicPackage } from '@wayfarer/shared/schemas/tour-public';

/** The API's rupee prices as the shared rules' integer paise. */
export const toPaise = (rupees: number): number => rupeesToPaise(rupees) ?? Math.round(rupees * 100);

/** One departure's pricings, in paise, as the shared pricing rules take them. */
export function pricedDeparture(pkg: PublicPackage, departureId: string): PricedDeparture | undefined {
  if (!pkg.TourPackageDeparture.some((departure) => departure.id === departureId)) return undefined;
  return {
    simplePricings: pkg.TourSimplePricing.filter((p) => p.tourPackageDepartureId === departureId).map(
      (p) => ({
        adult: p.adult,
        child: p.child,
        pricePaise: toPaise(p.price),
      }),
    ),
    customPricings: pkg.TourCustomPricing.filter((p) => p.tourPackageDepartureId === departureId).map(
      (p) => ({
        id: p.id,
        name: p.name,
        totalPeople: p.totalPeople,
        pricePaise: toPaise(p.price),
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

export type BookingChoice = {
  tourId: string;
  departureId: string;
  date: string;
  pricingType: PublicPackage['pricingType'];
  rooms: Room[];
  customs: CustomSelection[];
};

/**
 * spec 001 §2 "package/booking": tour, departure, date, then adults and child (one per room) for
 * Simple pricing or customs (id:::value, quantities above 0) for Custom. Commas and colons stay
 * literal, as the checkout reads them.
 */
export function bookingHref(choice: BookingChoice): string {
  const parts = [
    `tour=${encodeURIComponent(choice.tourId)}`,
    `departure=${encodeURIComponent(choice.departureId)}`,
    `date=${choice.date}`,
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

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Sat, 12 Dec 2026" for a YYYY-MM-DD date. */
export function formatTripDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return dateFormat.format(new Date(Date.UTC(y, m - 1, d)));
}
