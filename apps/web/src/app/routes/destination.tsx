import { MapPin } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { HydrationBoundary } from '@/components/hydration-boundary';
import { EmptyState } from '@/components/ui/empty-state';
import { Img } from '@/components/ui/img';
import { PageSpinner } from '@/components/ui/spinner';
import { useGetDestinationBySlugQuery } from '@/features/marketplace/api/marketplace-api';
import { PackageGrid } from '@/features/marketplace/components/package-grid';

/** spec 001 §2: /destination/{slug} — a banner with the destination's name, then its packages. */
export function DestinationRoute() {
  const { slug = '' } = useParams();
  const { data, isLoading } = useGetDestinationBySlugQuery(slug);

  if (isLoading) return <PageSpinner />;
  if (!data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <title>Destination not found — Wayfarer</title>
        <h1 className="sr-only">Destination not found</h1>
        <EmptyState icon={MapPin} title="We could not find this destination" headingLevel="h2">
          <Link to="/packages" className="font-medium text-brand-700 underline underline-offset-4">
            Browse all packages
          </Link>
        </EmptyState>
      </div>
    );
  }

  const { destination, packages } = data;
  return (
    <div className="pb-16">
      <title>{`${destination.name} — Wayfarer`}</title>
      <div className="relative isolate flex min-h-56 items-end overflow-hidden bg-zinc-800 sm:min-h-80">
        <Img
          src={destination.banner ?? destination.image ?? undefined}
          alt=""
          width={1600}
          height={400}
          sizes="100vw"
          fetchPriority="high"
          className="absolute inset-0 -z-10 size-full object-cover"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-black/75 via-black/25 to-transparent" />
        <div className="mx-auto w-full max-w-7xl px-4 pt-16 pb-8 sm:px-6 lg:px-8">
          <h1 className="text-4xl font-bold tracking-tight text-white sm:text-5xl">{destination.name}</h1>
          {destination.destinationGroupDestinations.length > 0 && (
            <p className="mt-2 text-white/90">
              {destination.destinationGroupDestinations.map((entry) => entry.destination.name).join(' · ')}
            </p>
          )}
        </div>
      </div>
      <section
        aria-labelledby="destination-packages"
        className="mx-auto max-w-7xl px-4 pt-10 sm:px-6 lg:px-8"
      >
        <h2 id="destination-packages" className="mb-6 text-2xl font-bold tracking-tight">
          Packages in {destination.name}
        </h2>
        {/* Hydrates on its own, after the banner (docs/decisions/1215). */}
        <HydrationBoundary>
          <PackageGrid
            packages={packages}
            emptyText={`No ${destination.name} packages yet. Send us an enquiry and we will plan one with you.`}
          />
        </HydrationBoundary>
      </section>
    </div>
  );
}
