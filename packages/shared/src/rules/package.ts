import type { PricingType, TourType } from '../enums.ts';
import { balanceDueText, cancellationPolicyLines } from './booking-lifecycle.ts';
import { TOKEN_PERCENT } from './money.ts';
import { offersBookableDate } from './travel-date.ts';

/** What publishing needs; each missing part is named in the 400 answer. */
export type PackageForCompleteness = {
  banner: string;
  thumb: string;
  title: string;
  description: string;
  destinations: { days: number }[];
  itineraryCount: number;
  /** Itinerary days whose place the package no longer visits (strayItineraryDays). */
  strayItineraryDays?: number[];
  /** Itinerary days after the package's last day (itineraryDaysPastEnd). */
  itineraryDaysPastEnd?: number[];
  pricingType: PricingType;
  departures: { simplePricings: { pricePaise: number }[]; customPricings: { pricePaise: number }[] }[];
  tourType: TourType;
  dates: string[];
};

export const missingLabels = {
  banner: 'Overview: banner image',
  thumb: 'Overview: thumbnail',
  title: 'Overview: title',
  description: 'Overview: description',
  destination: 'Destination: at least one place with days',
  itinerary: 'Itinerary: at least one day',
  pricing: 'Pricing: at least one departure with a price',
  availability: 'Availability: a bookable date',
} as const;

/** The parts a package still lacks before it can be published; empty when complete. */
export function missingForPublish(pkg: PackageForCompleteness, now?: Date): string[] {
  const missing: string[] = [];
  if (!pkg.banner) missing.push(missingLabels.banner);
  if (!pkg.thumb) missing.push(missingLabels.thumb);
  if (!pkg.title.trim()) missing.push(missingLabels.title);
  if (!pkg.description.trim()) missing.push(missingLabels.description);
  if (!pkg.destinations.some((d) => d.days > 0)) missing.push(missingLabels.destination);
  if (pkg.itineraryCount < 1) missing.push(missingLabels.itinerary);
  if (pkg.strayItineraryDays?.length) missing.push(strayItineraryLabel(pkg.strayItineraryDays));
  if (pkg.itineraryDaysPastEnd?.length) {
    missing.push(daysPastEndLabel(pkg.itineraryDaysPastEnd, totalDays(pkg.destinations)));
  }
  const priced = pkg.departures.some((d) =>
    (pkg.pricingType === 'Simple' ? d.simplePricings : d.customPricings).some((p) => p.pricePaise > 0),
  );
  if (!priced) missing.push(missingLabels.pricing);
  if (!offersBookableDate(pkg.tourType, pkg.dates, now)) missing.push(missingLabels.availability);
  return missing;
}

/**
 * A place removed on the Destination tab may still be named by itinerary days. Those days
 * are flagged on the Itinerary tab and block publishing until they name one of the package's places.
 */
export function strayItineraryDays(
  entries: { day: number; destinationId: string }[],
  placeIds: Iterable<string>,
): number[] {
  const places = new Set(placeIds);
  const days = entries.filter((e) => !places.has(e.destinationId)).map((e) => e.day);
  return [...new Set(days)].sort((a, b) => a - b);
}

export const STRAY_ITINERARY_MESSAGE =
  'This day names a place the package no longer visits. Choose one of its places or remove the day.';

export const strayItineraryLabel = (days: number[]): string =>
  `Itinerary: ${days.length === 1 ? 'day' : 'days'} ${days.join(', ')} ${
    days.length === 1 ? 'names a place' : 'name places'
  } the package no longer visits; choose one of its places or remove ${days.length === 1 ? 'it' : 'them'}`;

/**
 * Fewer days on the Destination tab can leave itinerary days after the package's last day. Like
 * stray places, they are flagged on the Itinerary tab and block publishing until moved or removed.
 */
export function itineraryDaysPastEnd(entries: { day: number }[], total: number): number[] {
  const days = entries.filter((e) => e.day > total).map((e) => e.day);
  return [...new Set(days)].sort((a, b) => a - b);
}

export const dayPastEndMessage = (total: number): string =>
  `This day comes after the package's last day (day ${total}). Choose a day or remove it.`;

export const daysPastEndLabel = (days: number[], total: number): string =>
  `Itinerary: ${days.length === 1 ? 'day' : 'days'} ${days.join(', ')} ${
    days.length === 1 ? 'comes' : 'come'
  } after the package's last day (day ${total}); choose a day or remove ${days.length === 1 ? 'it' : 'them'}`;

/** Itinerary days run from 1 to the total days of all destinations. */
export const totalDays = (destinations: { days: number }[]): number =>
  destinations.reduce((sum, d) => sum + d.days, 0);
export const isDayInRange = (day: number, total: number): boolean =>
  Number.isInteger(day) && day >= 1 && day <= total;

/**
 * spec 001 §9 default texts shown when a package has none. The first term departs from the spec's
 * "Rs. 10,000 per person" deposit: it states the token checkout actually takes (ADR 604) and the
 * balance's due date the booking applies; the cancellation lines are written from the one rule
 * (CANCELLATION_SLABS, ADR 1172), so they cannot say another figure than the refund applied.
 */
export const defaultTermsText = [
  `A non-refundable token of ${TOKEN_PERCENT}% of the total cost confirms the booking; you may also pay the full amount at checkout. ${balanceDueText}`,
  'Standard hotel check-in time is 2:00 pm and check-out time is 11:00 am.',
  'Passports must be valid for at least 6 months from the date of travel.',
  'Please arrive at the airport three hours before departure.',
];
export const defaultCancellationText = [...cancellationPolicyLines(), 'Airline tickets are non-refundable.'];
