import type { SearchResponse } from '@wayfarer/shared/schemas/tour-public';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Img } from '@/components/ui/img';
import { DestinationTile } from './destination-tile';
import { PackageGrid } from './package-grid';

function Group({
  id,
  title,
  count,
  empty,
  children,
}: {
  id: string;
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-xl font-bold tracking-tight">
        {title} <span className="text-base font-normal text-muted-foreground">({count})</span>
      </h2>
      {count === 0 ? (
        <p className="rounded-xl border border-dashed bg-white px-4 py-6 text-sm text-muted-foreground">
          {empty}
        </p>
      ) : (
        children
      )}
    </section>
  );
}

/** /search: packages, creators and destinations, each with its own empty state. */
export function SearchResults({ results }: { results: SearchResponse }) {
  return (
    <div className="grid gap-10">
      <Group
        id="results-packages"
        title="Packages"
        count={results.packages.length}
        empty="No packages match."
      >
        <PackageGrid packages={results.packages} />
      </Group>
      <Group
        id="results-creators"
        title="Creators"
        count={results.creators.length}
        empty="No creators match."
      >
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {results.creators.map((creator) => (
            <li key={creator.id}>
              <Link
                to={`/@${creator.username}`}
                className="flex items-center gap-3 rounded-xl border bg-white p-3 shadow-sm outline-none hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Img
                  src={creator.profileImage ?? undefined}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  sizes="48px"
                  className="size-12 shrink-0 rounded-full object-cover"
                />
                <span className="min-w-0">
                  <span className="block truncate font-semibold">
                    {creator.fullName || `@${creator.username}`}
                  </span>
                  <span className="block truncate text-sm text-muted-foreground">@{creator.username}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Group>
      <Group
        id="results-destinations"
        title="Destinations"
        count={results.destinations.length}
        empty="No destinations match."
      >
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {results.destinations.map((destination) => (
            <li key={destination.id}>
              <DestinationTile
                destination={destination}
                shape="landscape"
                sizes="(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw"
              />
            </li>
          ))}
        </ul>
      </Group>
    </div>
  );
}
