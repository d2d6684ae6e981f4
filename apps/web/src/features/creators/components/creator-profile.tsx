import { creatorDisplayName } from '@wayfarer/shared/rules/creator';
import { useEffect, useMemo, useState } from 'react';
import { HydrationBoundary } from '@/components/hydration-boundary';
import { StaticContent } from '@/components/static-content';
import { CreatorCard } from '@/components/creator-card';
import { PageSpinner } from '@/components/ui/spinner';
import { isNotFoundError } from '@/lib/api-error';
import { storageKeys, writeStorage } from '@/utils/browser-storage';
import { useGetCreatorByUsernameQuery } from '../api/get-creator-by-username';
import { useListCreatorPackagesQuery } from '../api/list-creator-packages';
import { BannerMosaic } from './banner-mosaic';
import { CreatorNotFound } from './creator-not-found';
import { CreatorReviews } from './creator-reviews';
import { type CreatorDestinationOption, DestinationFilter } from './destination-filter';
import { type FeaturedPackage, FeaturedPackages } from './featured-packages';
import { MemoriesGrid } from './memories-grid';

type ProfilePackage = FeaturedPackage & {
  TourPackageDestination: { destination: { id: string; name: string } }[];
};
const noPackages: readonly ProfilePackage[] = [];

/** Each place the packages visit once, in order of first appearance. */
function placesOf(packages: readonly ProfilePackage[]): CreatorDestinationOption[] {
  const seen = new Map<string, CreatorDestinationOption>();
  for (const tour of packages) {
    for (const { destination } of tour.TourPackageDestination) {
      if (!seen.has(destination.id))
        seen.set(destination.id, { id: destination.id, name: destination.name, image: null });
    }
  }
  return [...seen.values()];
}

/** spec 001 §2 "Public creator profile (/@{username})". */
export function CreatorProfile({ username }: { username: string }) {
  const { data: creator, isLoading, error } = useGetCreatorByUsernameQuery(username);
  const [destinationId, setDestinationId] = useState<string | null>(null);
  const { data: packageList } = useListCreatorPackagesQuery(username);
  const all = packageList?.tourPackages ?? noPackages;
  // The circles are the places the creator's published packages visit (not the profile's
  // own list, which may name places no package goes to), so every circle finds packages.
  const destinations = useMemo(() => placesOf(all), [all]);
  const packages = useMemo(
    () =>
      destinationId
        ? all.filter((tour) =>
            tour.TourPackageDestination.some((entry) => entry.destination.id === destinationId),
          )
        : all,
    [all, destinationId],
  );

  // spec 000 §3, §4: a visited creator's id is kept, so a later enquiry is attributed to them.
  useEffect(() => {
    if (creator) writeStorage(storageKeys.creatorId, creator.id);
  }, [creator]);
  // The funnel's visit to the profile (ADR 1314), by the beacon that loads after the page (3.5 s,
  // as on the package page).
  const creatorId = creator?.id;
  useEffect(() => {
    if (!creatorId) return;
    setTimeout(
      () => void import('@/lib/visit-beacon').then((beacon) => beacon.recordVisit({ creatorId })),
      3500,
    );
  }, [creatorId]);

  if (isLoading) return <PageSpinner />;
  if (!creator) {
    const isMissing = isNotFoundError(error);
    return <CreatorNotFound username={username} reason={isMissing ? 'missing' : 'failed'} />;
  }

  const name = creatorDisplayName(creator);
  const selectedDestination = destinations.find((destination) => destination.id === destinationId);

  return (
    <div className="pb-16">
      <title>{`${name} — Wayfarer`}</title>
      <div className="mx-auto max-w-7xl pt-4 sm:px-6 sm:pt-6 lg:px-8">
        {/* Each part hydrates on its own (docs/decisions/1215). */}
        <StaticContent>
          <BannerMosaic images={creator.creatorBannerImages} name={name} />
        </StaticContent>
      </div>

      <div className="relative z-10 mx-auto -mt-6 max-w-3xl px-4 sm:px-6 md:-mt-10">
        <HydrationBoundary>
          <CreatorCard creator={creator} nameAs="h1" className="shadow-lg" />
        </HydrationBoundary>
      </div>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-10 sm:px-6 lg:px-8">
        {destinations.length > 0 && (
          <section aria-labelledby="destinations-heading" className="grid gap-4">
            <h2 id="destinations-heading" className="text-2xl font-bold tracking-tight">
              Destinations
            </h2>
            <HydrationBoundary>
              <DestinationFilter
                destinations={destinations}
                selectedId={destinationId}
                onSelect={setDestinationId}
              />
            </HydrationBoundary>
          </section>
        )}

        <section aria-labelledby="packages-heading" className="grid gap-4">
          <h2 id="packages-heading" className="text-2xl font-bold tracking-tight">
            {selectedDestination ? `Packages in ${selectedDestination.name}` : 'Featured packages'}
          </h2>
          <HydrationBoundary>
            <FeaturedPackages
              creatorName={name}
              packages={packages}
              destinationName={selectedDestination?.name}
            />
          </HydrationBoundary>
        </section>

        <HydrationBoundary>
          <CreatorReviews creatorId={creator.id} />
        </HydrationBoundary>

        {creator.creatorMemories.length > 0 && (
          <section aria-labelledby="memories-heading" className="grid gap-4">
            <h2 id="memories-heading" className="text-2xl font-bold tracking-tight">
              Memories
            </h2>
            <StaticContent>
              <MemoriesGrid memories={creator.creatorMemories} />
            </StaticContent>
          </section>
        )}
      </div>
    </div>
  );
}
