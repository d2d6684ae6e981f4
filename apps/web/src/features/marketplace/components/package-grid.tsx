import { Luggage } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { NEAR_CARDS } from '@/lib/near-pictures';
import { type CardPictures, type PackageCardData, PackageCard } from './package-card';

type PackageGridProps = {
  packages: readonly PackageCardData[];
  emptyTitle?: string;
  emptyText?: ReactNode;
  headingLevel?: 'h2' | 'h3';
};

const picturesOf = (index: number): CardPictures => {
  if (index === 0) return 'first';
  return index < NEAR_CARDS ? 'near' : 'far';
};

/** A responsive grid of package cards, or an empty state. */
export function PackageGrid({
  packages,
  emptyTitle = 'No packages yet',
  emptyText,
  headingLevel = 'h3',
}: PackageGridProps) {
  if (packages.length === 0) {
    return (
      <EmptyState icon={Luggage} title={emptyTitle} headingLevel={headingLevel === 'h2' ? 'h2' : 'h3'}>
        {emptyText}
      </EmptyState>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {/* Only the first card's picture is in a phone's first screen: React preloads an eager picture
          in the head, and three more raced it on a phone's connection (round 4 session 24). The
          next cards' pictures, which the browser fetches once the page is laid out, are eager at
          low priority: found as the markup is read, not preloaded (docs/decisions/1405). */}
      {packages.map((tour, index) => (
        <li key={tour.id}>
          <PackageCard tour={tour} headingLevel={headingLevel} pictures={picturesOf(index)} />
        </li>
      ))}
    </ul>
  );
}
