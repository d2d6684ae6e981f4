import { formatRupees } from '@wayfarer/shared/rules/money';
import { startingPriceUnit } from '@wayfarer/shared/rules/pricing';
import type { CreatorChip as CreatorChipData } from '@wayfarer/shared/schemas/tour';
import { Link } from 'react-router';
import { TileImage } from '@/components/tile-image';
import { NEAR_PICTURE } from '@/lib/near-pictures';
import { CreatorChip } from './creator-chip';

export type PackageCardData = {
  id: string;
  slug: string;
  title: string;
  thumb: string;
  startingPrice: number | null;
  pricingType: 'Simple' | 'Custom';
  /** A "Coming soon" package (on its creator's profile). */
  comingSoon?: boolean;
  creator: CreatorChipData;
};

/**
 * When the card's pictures load (docs/decisions/1405): `first`, the page's largest picture, eager
 * (the server's React preloads it); `near`, a card within a screen or two of the top, whose
 * pictures the browser would fetch right after the first layout anyway, eager at low priority (no
 * preload, found while the markup is read); `far`, lazy.
 */
export type CardPictures = 'first' | 'near' | 'far';

type PackageCardProps = { tour: PackageCardData; headingLevel?: 'h2' | 'h3'; pictures?: CardPictures };

/** spec 001 §2: title, thumbnail, "Starting From: ₹price per adult" and a creator chip. */
export function PackageCard({ tour, headingLevel: Heading = 'h3', pictures = 'far' }: PackageCardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border bg-white shadow-sm transition-shadow hover:shadow-md">
      <TileImage
        src={tour.thumb || undefined}
        aspect="4/3"
        width={640}
        height={480}
        {...(pictures === 'near' ? NEAR_PICTURE : { loading: pictures === 'first' ? 'eager' : 'lazy' })}
        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        {tour.comingSoon && (
          <span className="w-fit rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-semibold text-indigo-900">
            Coming soon
          </span>
        )}
        <Heading className="line-clamp-2 font-semibold text-balance">
          {/* The whole card is the link's target area; the creator chip stays its own link. */}
          <Link
            to={`/package/${tour.slug}`}
            className="outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            {tour.title}
          </Link>
        </Heading>
        {tour.startingPrice !== null && (
          <p className="text-sm text-muted-foreground">
            Starting From:{' '}
            <span className="font-semibold text-foreground">{formatRupees(tour.startingPrice)}</span>{' '}
            {startingPriceUnit(tour.pricingType)}
          </p>
        )}
        <div className="relative z-10 mt-auto pt-1">
          <CreatorChip creator={tour.creator} isNear={pictures !== 'far'} />
        </div>
      </div>
    </article>
  );
}
