import { useSearchParams } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { hasErrorCode, serverMessageOf } from '@/lib/api-error';
import { useSearchMarketplaceQuery } from '@/features/marketplace/api/marketplace-api';
import { SearchCombobox } from '@/features/marketplace/components/search-combobox';
import { SearchResults } from '@/features/marketplace/components/search-results';

const emptyResults = { packages: [], creators: [], destinations: [] };

/** The server's reason when it refused the query itself (over 100 characters), not when it failed. */
const refusedMessage = (error: unknown): string | undefined =>
  hasErrorCode(error, 'VALIDATION_FAILED') ? serverMessageOf(error) : undefined;

/** /search?query= — packages, creators and destinations (typo tolerant on the server). */
export function SearchRoute() {
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('query') ?? '').trim();
  const isSearchable = query.length >= 2;
  const { data, isFetching, error } = useSearchMarketplaceQuery(query, { skip: !isSearchable });

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:py-14 lg:px-8">
      <title>{query ? `Search: ${query} — Wayfarer` : 'Search — Wayfarer'}</title>
      <header className="grid gap-4">
        {/* A long query (up to 100 characters, one word) wraps instead of widening the page. */}
        <h1 className="text-3xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-4xl">
          {query ? `Results for “${query}”` : 'Search'}
        </h1>
        <SearchCombobox key={query} initialQuery={query} />
      </header>
      {!isSearchable ? (
        <p className="text-zinc-700">
          Type at least 2 letters to search packages, creators and destinations.
        </p>
      ) : isFetching && !data ? (
        <PageSpinner />
      ) : error ? (
        <p role="alert" className="text-zinc-700">
          {refusedMessage(error) ?? 'Search is not available right now. Please try again in a moment.'}
        </p>
      ) : (
        <SearchResults results={data ?? emptyResults} />
      )}
    </div>
  );
}
