import { creatorDisplayName, DEFAULT_CREATOR_TITLE } from '@wayfarer/shared/rules/creator';
import { Link } from 'react-router';
import { Img } from '@/components/ui/img';
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
                <Link
                  to={`/@${creator.username}`}
                  className="group block overflow-hidden rounded-xl border bg-white shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <div className="aspect-square overflow-hidden bg-zinc-100">
                    <Img
                      src={creator.profileImage ?? undefined}
                      alt=""
                      width={320}
                      height={320}
                      loading="lazy"
                      sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 320px"
                      className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
                    />
                  </div>
                  <div className="p-3">
                    <h3 className="truncate font-semibold">{creatorDisplayName(creator)}</h3>
                    <p className="line-clamp-2 text-sm text-muted-foreground">
                      {creator.title?.trim() || DEFAULT_CREATOR_TITLE}
                    </p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        </StaticContent>
      </div>
    </section>
  );
}
