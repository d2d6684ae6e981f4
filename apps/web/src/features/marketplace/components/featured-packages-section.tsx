import { StaticContent } from '@/components/static-content';
import { PageSpinner } from '@/components/ui/spinner';
import { useGetFeaturedPackagesQuery } from '../api/marketplace-api';
import { PackageGrid } from './package-grid';
import { SectionHeading } from './section-heading';

const EMPTY_TEXT = 'New trips are on their way. Send us an enquiry and we will plan one with you.';

/** Home: packages an admin featured, else the newest (GET /v1/tours/feature). */
export function FeaturedPackagesSection() {
  const { data, isLoading } = useGetFeaturedPackagesQuery();
  return (
    <section aria-labelledby="featured-packages" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <SectionHeading
        id="featured-packages"
        title="Featured packages"
        moreTo="/packages"
        moreLabel="All packages"
      >
        Trips planned by creators who know the place.
      </SectionHeading>
      {isLoading ? (
        <PageSpinner />
      ) : data ? (
        // Cards read with the page: kept as the server wrote them (docs/decisions/1384).
        <StaticContent>
          <PackageGrid packages={data.tourPackages.slice(0, 8)} emptyText={EMPTY_TEXT} />
        </StaticContent>
      ) : (
        <PackageGrid packages={[]} emptyText={EMPTY_TEXT} />
      )}
    </section>
  );
}
