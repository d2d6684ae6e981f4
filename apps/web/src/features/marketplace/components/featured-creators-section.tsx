import { CreatorTile } from '@/components/creator-tile';
import { useGetFeaturedCreatorsQuery } from '../api/marketplace-api';
import { SectionHeading } from './section-heading';
import { StaticContent } from '@/components/static-content';

/** Home: the featured creators (GET /v1/creators/feature), each linking to /@username. */
export function FeaturedCreatorsSection() {
  const { data: creators = [] } = useGetFeaturedCreatorsQuery();
  if (creators.length === 0) return null;
  return (
    <section aria-labelledby="featured-creators" className="bg-zinc-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <SectionHeading
          id="featured-creators"
          title="Travel with creators"
          moreTo="/creators"
          moreLabel="All creators"
        >
          Follow someone whose travels you love.
        </SectionHeading>
        {/* Links read with the page: kept as the server wrote them (docs/decisions/1384). */}
        <StaticContent>
          <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:px-0 lg:grid-cols-4">
            {creators.slice(0, 8).map((creator) => (
              <li key={creator.id} className="w-40 shrink-0 snap-start sm:w-auto">
                <CreatorTile
                  creator={creator}
                  look="compact"
                  headingLevel="h3"
                  loading="lazy"
                  sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 320px"
                />
              </li>
            ))}
          </ul>
        </StaticContent>
      </div>
    </section>
  );
}
