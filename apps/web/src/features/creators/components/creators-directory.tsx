import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { CreatorTile } from '@/components/creator-tile';
import { HydrationBoundary } from '@/components/hydration-boundary';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { PageSpinner } from '@/components/ui/spinner';
import { useListCreatorsQuery } from '../api/list-creators';

/** spec 001 §2 "/creators": the creators grid, paged; each card links to /@{username}. */
export function CreatorsDirectory({ page }: { page: number }) {
  const { data, isLoading, isFetching, error } = useListCreatorsQuery(page);

  if (isLoading) return <PageSpinner />;
  if (error || !data) {
    return (
      <EmptyState icon={Users} title="Creators could not be loaded" headingLevel="h2">
        Please try again in a moment.
      </EmptyState>
    );
  }
  if (data.results.length === 0) {
    return (
      <EmptyState icon={Users} title="No creators yet" headingLevel="h2">
        {page > 1 ? (
          <>
            This page is empty.{' '}
            <Link to="/creators" className="font-medium text-brand-700 underline underline-offset-4">
              Go to the first page
            </Link>
            .
          </>
        ) : (
          'Travel creators who join Wayfarer appear here.'
        )}
      </EmptyState>
    );
  }

  return (
    <div className="grid gap-8" aria-busy={isFetching || undefined}>
      {/* The grid and the pager hydrate on their own (docs/decisions/1215). */}
      <HydrationBoundary>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 lg:grid-cols-4">
          {data.results.map((creator, index) => (
            <li key={creator.id}>
              <CreatorTile
                creator={creator}
                look="portrait"
                headingLevel="h2"
                loading={index < 4 ? 'eager' : 'lazy'}
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
              />
            </li>
          ))}
        </ul>
      </HydrationBoundary>
      <HydrationBoundary>
        <Pagination page={data.page} totalPages={data.totalPages} hrefOf={(n) => `/creators?page=${n}`} />
      </HydrationBoundary>
    </div>
  );
}
