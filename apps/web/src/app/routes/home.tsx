import { Link } from 'react-router';
import { DeferredLayout } from '@/components/deferred-layout';
import { HydrationBoundary } from '@/components/hydration-boundary';
import { StaticContent } from '@/components/static-content';
import { BookingSteps } from '@/features/marketplace/components/booking-steps';
import { DestinationsSection } from '@/features/marketplace/components/destinations-section';
import { FeaturedCreatorsSection } from '@/features/marketplace/components/featured-creators-section';
import { FeaturedPackagesSection } from '@/features/marketplace/components/featured-packages-section';
import { SearchCombobox } from '@/features/marketplace/components/search-combobox';

/** The home page — search, featured packages and creators, destinations, how booking works. */
export function HomeRoute() {
  return (
    <>
      <title>Wayfarer — Travel with the creators you follow</title>
      <section className="bg-gradient-to-br from-brand-50 via-white to-zinc-100">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-4 py-14 text-center sm:px-6 md:py-20 lg:px-8">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Travel with the creators you follow
          </h1>
          <p className="max-w-2xl text-lg text-zinc-700">
            Trips designed by travel creators who know the place. Find yours, pick a date and book in rupees.
          </p>
          <HydrationBoundary>
            <SearchCombobox />
          </HydrationBoundary>
          <p className="text-sm text-zinc-700">
            Are you a travel creator?{' '}
            <Link to="/influencer" className="font-semibold text-brand-700 underline underline-offset-4">
              Build and sell your own trips
            </Link>
          </p>
        </div>
      </section>
      {/* Each section hydrates on its own, after the hero (docs/decisions/1215); those below the
          first screen are laid out once they near it or the page has started (docs/decisions/1396). */}
      <HydrationBoundary>
        <FeaturedPackagesSection />
      </HydrationBoundary>
      <DeferredLayout>
        <HydrationBoundary>
          <FeaturedCreatorsSection />
        </HydrationBoundary>
      </DeferredLayout>
      <DeferredLayout>
        <HydrationBoundary>
          <DestinationsSection />
        </HydrationBoundary>
      </DeferredLayout>
      <DeferredLayout>
        <StaticContent>
          <BookingSteps />
        </StaticContent>
      </DeferredLayout>
    </>
  );
}
