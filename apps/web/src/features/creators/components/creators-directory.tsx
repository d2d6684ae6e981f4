import { creatorDisplayName, DEFAULT_CREATOR_TITLE } from '@wayfarer/shared/rules/creator';
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { HydrationBoundary } from '@/components/hydration-boundary';
import { EmptyState } from '@/components/ui/empty-state';
import { Img } from '@/components/ui/img';
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
              <Link
                to={`/@${creator.username}`}
                className="group block h-full overflow-hidden rounded-2xl border bg-white shadow-sm transition-shadow outline-none hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring"
              >
                <div className="aspect-[4/5] overflow-hidden bg-zinc-100">
                  <Img
                    src={creator.profileImage ?? undefined}
                    alt=""
                    width={400}
                    height={500}
                    loading={index < 4 ? 'eager' : 'lazy'}
                    sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
                    className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
                  />
                </div>
                <div className="grid gap-1 p-3 sm:p-4">
                  <h2 className="line-clamp-2 font-semibold [overflow-wrap:anywhere] text-foreground">
                    {creatorDisplayName(creator)}
                  </h2>
                  <p className="line-clamp-2 text-sm text-muted-foreground">
                    {creator.title?.trim() || DEFAULT_CREATOR_TITLE}
                  </p>
                </div>
              </Link>
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
