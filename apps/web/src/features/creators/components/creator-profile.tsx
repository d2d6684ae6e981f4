import { creatorDisplayName } from '@wayfarer/shared/rules/creator';
import { useEffect, useMemo, useState } from 'react';
import { CreatorCard } from '@/components/creator-card';
import { PageSpinner } from '@/components/ui/spinner';
import { isNotFoundError } from '@/lib/api-error';
import { storageKeys, writeStorage } from '@/utils/browser-storage';
import { useGetCreatorByUsernameQuery } from '../api/get-creator-by-username';
import { useGetDestinationGroupPlacesQuery, useListCreatorPackagesQuery } from '../api/list-creator-packages';
import { BannerMosaic } from './banner-mosaic';
import { CreatorNotFound } from './creator-not-found';
import { type CreatorDestinationOption, DestinationFilter } from './destination-filter';
import { type FeaturedPackage, FeaturedPackages } from './featured-packages';
import { MemoriesGrid } from './memories-grid';

const noPackages: readonly FeaturedPackage[] = [];

/** spec 001 §2 "Public creator profile (/@{username})". */
export function CreatorProfile({ username }: { username: string }) {
  const { data: creator, isLoading, error } = useGetCreatorByUsernameQuery(username);
  const [destinationId, setDestinationId] = useState<string | null>(null);
  const { data: packageList } = useListCreatorPackagesQuery(username);
  const { data: chosenGroup } = useGetDestinationGroupPlacesQuery(destinationId ?? '', {
    skip: !destinationId,
  });
  const packages = useMemo(() => {
    const all = packageList?.tourPackages ?? noPackages;
    if (!destinationId) return all;
    // A destination circle is a destination group; a package belongs to it through its places.
    const places = new Set(chosenGroup?.destinationGroupDestinations.map((entry) => entry.destination.id));
    return (
      packageList?.tourPackages.filter((tour) =>
        tour.TourPackageDestination.some((entry) => places.has(entry.destination.id)),
      ) ?? noPackages
    );
  }, [packageList, destinationId, chosenGroup]);

  // spec 000 §3, §4: a visited creator's id is kept, so a later enquiry is attributed to them.
  useEffect(() => {
    if (creator) writeStorage(storageKeys.creatorId, creator.id);
  }, [creator]);

  if (isLoading) return <PageSpinner />;
  if (!creator) {
    const isMissing = isNotFoundError(error);
    return <CreatorNotFound username={username} reason={isMissing ? 'missing' : 'failed'} />;
  }

  const name = creatorDisplayName(creator);
  const destinations: CreatorDestinationOption[] = creator.CreatorDestination.map(
    (entry) => entry.destination,
  );
  const selectedDestination = destinations.find((destination) => destination.id === destinationId);

  return (
    <div className="pb-16">
      <title>{`${name} — Wayfarer`}</title>
      <div className="mx-auto max-w-7xl pt-4 sm:px-6 sm:pt-6 lg:px-8">
        <BannerMosaic images={creator.creatorBannerImages} name={name} />
      </div>

      <div className="relative z-10 mx-auto -mt-6 max-w-3xl px-4 sm:px-6 md:-mt-10">
        <CreatorCard creator={creator} nameAs="h1" className="shadow-lg" />
      </div>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-10 sm:px-6 lg:px-8">
        {destinations.length > 0 && (
          <section aria-labelledby="destinations-heading" className="grid gap-4">
            <h2 id="destinations-heading" className="text-2xl font-bold tracking-tight">
              Destinations
            </h2>
            <DestinationFilter
              destinations={destinations}
              selectedId={destinationId}
              onSelect={setDestinationId}
            />
          </section>
        )}

        <section aria-labelledby="packages-heading" className="grid gap-4">
          <h2 id="packages-heading" className="text-2xl font-bold tracking-tight">
            {selectedDestination ? `Packages in ${selectedDestination.name}` : 'Featured packages'}
          </h2>
          <FeaturedPackages
            creatorName={name}
            packages={packages}
            destinationName={selectedDestination?.name}
          />
        </section>

        {creator.creatorMemories.length > 0 && (
          <section aria-labelledby="memories-heading" className="grid gap-4">
            <h2 id="memories-heading" className="text-2xl font-bold tracking-tight">
              Memories
            </h2>
            <MemoriesGrid memories={creator.creatorMemories} />
          </section>
        )}
      </div>
    </div>
  );
}
