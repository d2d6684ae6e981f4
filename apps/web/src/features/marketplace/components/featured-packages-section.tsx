import { PageSpinner } from '@/components/ui/spinner';
import { useGetFeaturedPackagesQuery } from '../api/marketplace-api';
import { PackageGrid } from './package-grid';
import { SectionHeading } from './section-heading';

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
      ) : (
        <PackageGrid
          packages={(data?.tourPackages ?? []).slice(0, 8)}
          emptyText="New trips are on their way. Send us an enquiry and we will plan one with you."
        />
      )}
    </section>
  );
}
