import { Luggage } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { TileImage } from '@/components/tile-image';
import { formatRupees } from '@wayfarer/shared/rules/money';
import { startingPriceUnit } from '@wayfarer/shared/rules/pricing';

/** The fields of a featured package the profile reads (spec 001 §7, GET {tour}/feature/{username}). */
export type FeaturedPackage = {
  id: string;
  slug: string;
  title: string;
  thumb: string | null;
  startingPrice: number | null;
  pricingType: 'Simple' | 'Custom';
  /** Shown with a "Coming soon" label; its page has "Notify me". */
  comingSoon?: boolean;
};

type FeaturedPackagesProps = {
  creatorName: string;
  /** Already filtered by the chosen destination. */
  packages: readonly FeaturedPackage[];
  destinationName?: string;
};

/** spec 001 §2: the creator's featured packages, or an honest empty state. */
export function FeaturedPackages({ creatorName, packages, destinationName }: FeaturedPackagesProps) {
  if (packages.length === 0) {
    return (
      <EmptyState icon={Luggage} title="No packages yet">
        {destinationName
          ? `${creatorName} has no ${destinationName} packages yet.`
          : `${creatorName} has not published any packages yet.`}{' '}
        Send us an enquiry and our travel team will help you plan a trip in their style.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {packages.map((tour) => (
        <li key={tour.id}>
          <Link
            to={`/package/${tour.slug}`}
            className="group block overflow-hidden rounded-xl border bg-white shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <TileImage
              src={tour.thumb ?? undefined}
              aspect="4/3"
              width={800}
              height={600}
              loading="lazy"
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            />
            <div className="p-4">
              {tour.comingSoon && (
                <span className="mb-1 inline-flex rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-semibold text-indigo-900">
                  Coming soon
                </span>
              )}
              <h3 className="font-semibold">{tour.title}</h3>
              {tour.startingPrice !== null && (
                <p className="mt-1 text-sm text-muted-foreground">
                  Starting From: {formatRupees(tour.startingPrice)} {startingPriceUnit(tour.pricingType)}
                </p>
              )}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
