import { creatorDisplayName } from '@wayfarer/shared/rules/creator';
import { formatPaise } from '@wayfarer/shared/rules/money';
import { startingPriceUnit } from '@wayfarer/shared/rules/pricing';
import { formatTravelDate } from '@wayfarer/shared/rules/travel-date';
import type { CardContent } from './card-svg.ts';
import type {
  Cheapest,
  CreatorCardRow,
  DestinationCardRow,
  PackageCardRow,
} from './share-cards.repository.ts';

// What each page's card says, from its row (pure). The words are the site's: "Starting From ₹…
// per adult" (spec 001 §2), "Coming soon", dates as the package page writes them.

/** A card's content and the images drawn under it (URLs as stored, site-relative or absolute). */
export type CardSource = { content: CardContent; photo: string | null; avatar: string | null };

const priceFrom = (paise: number, pricingType: 'Simple' | 'Custom') =>
  `Starting From ${formatPaise(paise)} ${startingPriceUnit(pricingType)}`;

const datesLine = (dates: string[], anyDay: boolean): string | undefined =>
  dates.length > 0 ? dates.map(formatTravelDate).join(' · ') : anyDay ? 'Any day' : undefined;

const trips = (count: number) => (count === 1 ? '1 trip' : `${count} trips`);

const cheapestLine = (cheapest: Cheapest) =>
  cheapest ? priceFrom(cheapest.paise, cheapest.pricingType) : undefined;

export function packageCard(row: PackageCardRow): CardSource {
  const comingSoon = row.status === 'ComingSoon';
  return {
    content: {
      title: row.title,
      byline: `by ${creatorDisplayName({ fullName: row.creatorFullName, username: row.creatorUsername, showUsername: row.creatorShowUsername })}`,
      ...(!comingSoon && { dates: datesLine(row.dates, row.tourType === 'AnyDay') }),
      ...(row.startingPricePaise !== null && { price: priceFrom(row.startingPricePaise, row.pricingType) }),
      ...(comingSoon && { badge: 'Coming soon' }),
    },
    photo: row.banner || row.thumb || null,
    avatar: null,
  };
}

/** spec 000 §9: the public creator card's title and subtitle default to "Discover your next adventure" "with". */
export function creatorCard(row: CreatorCardRow): CardSource {
  return {
    content: {
      kicker: `${row.title || 'Discover your next adventure'} ${row.subtitle || 'with'}`,
      title: creatorDisplayName(row),
      ...(row.trips > 0 && { byline: trips(row.trips) }),
      dates: datesLine(row.dates, row.anyDay),
      price: cheapestLine(row.cheapest),
    },
    photo: row.banner || null,
    avatar: row.profileImage || null,
  };
}

export function destinationCard(row: DestinationCardRow): CardSource {
  return {
    content: {
      kicker: 'Tour packages to',
      title: row.name,
      byline:
        row.trips > 0
          ? `${trips(row.trips)} designed and led by travel creators`
          : 'Trips designed and led by travel creators',
      dates: datesLine(row.dates, row.anyDay),
      price: cheapestLine(row.cheapest),
    },
    photo: row.banner || row.image || null,
    avatar: null,
  };
}
