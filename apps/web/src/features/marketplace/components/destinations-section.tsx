import { Link } from 'react-router';
import { useListDestinationGroupsQuery } from '@/lib/destination-groups-api';
import { FIRST_PAGE } from '@/lib/list-args';
import { Img } from '@/components/ui/img';
import { SectionHeading } from './section-heading';
import { StaticContent } from '@/components/static-content';

/** Home: the destinations (destination groups), each opening /destination/{slug}. */
export function DestinationsSection() {
  const { data } = useListDestinationGroupsQuery(FIRST_PAGE);
  const destinations = data?.results ?? [];
  if (destinations.length === 0) return null;
  return (
    <section aria-labelledby="destinations" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <SectionHeading id="destinations" title="Popular destinations" />
      {/* Links read with the page: kept as the server wrote them (docs/decisions/1384). */}
      <StaticContent>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {destinations.slice(0, 12).map((destination) => (
            <li key={destination.id}>
              <Link
                to={`/destination/${destination.slug}`}
                className="group relative block aspect-square overflow-hidden rounded-xl bg-zinc-200 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
              >
                <Img
                  src={destination.image ?? undefined}
                  alt=""
                  width={300}
                  height={300}
                  loading="lazy"
                  sizes="(min-width: 1024px) 17vw, (min-width: 640px) 33vw, 50vw"
                  className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
                />
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-3 pt-8 pb-3 font-semibold text-white">
                  {destination.name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </StaticContent>
    </section>
  );
}
