import { Luggage } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { HydrationBoundary } from '@/components/hydration-boundary';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { PageSpinner } from '@/components/ui/spinner';
import { useListPublicPackagesQuery } from '@/features/marketplace/api/marketplace-api';
import { PackageFilters } from '@/features/marketplace/components/package-filters';
import { PackageGrid } from '@/features/marketplace/components/package-grid';
import { listHref, listQueryOf } from '@/features/marketplace/utils/list-params';

/** spec 001 §2: /packages — "Exciting Escapes", filters and paging in the URL. */
export function PackagesRoute() {
  const [searchParams] = useSearchParams();
  const query = listQueryOf(searchParams);
  const { data, isLoading, isFetching, error } = useListPublicPackagesQuery(query);

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 md:py-14 lg:px-8">
      <title>Exciting Escapes — Wayfarer</title>
      <header className="max-w-2xl space-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Exciting Escapes</h1>
        <p className="text-lg text-zinc-700">Trips designed by travel creators, ready to book.</p>
      </header>
      {/* Remounts when the URL's prices change (back/forward), so the typed prices follow them. */}
      <HydrationBoundary>
        <PackageFilters key={`${query.minPrice}-${query.maxPrice}`} query={query} />
      </HydrationBoundary>
      {isLoading ? (
        <PageSpinner />
      ) : error || !data ? (
        <EmptyState icon={Luggage} title="Packages could not be loaded" headingLevel="h2">
          Please try again in a moment.
        </EmptyState>
      ) : (
        <div className="grid gap-8" aria-busy={isFetching || undefined}>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {data.totalResults === 1 ? '1 package' : `${data.totalResults} packages`}
          </p>
          {/* The grid and the pager hydrate on their own, after the filters (docs/decisions/1215). */}
          <HydrationBoundary>
            <PackageGrid
              packages={data.tourPackages}
              headingLevel="h2"
              emptyTitle="No packages match"
              emptyText="Try another destination, a wider price range or fewer words."
            />
          </HydrationBoundary>
          <HydrationBoundary>
            <Pagination
              page={data.page}
              totalPages={data.totalPages}
              hrefOf={(page) => listHref({ ...query, page })}
            />
          </HydrationBoundary>
        </div>
      )}
    </div>
  );
}
