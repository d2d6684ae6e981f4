import { useListDestinationGroupsQuery } from '@/lib/destination-groups-api';
import { FIRST_PAGE } from '@/lib/list-args';
import { DestinationTile } from './destination-tile';
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
              <DestinationTile
                destination={destination}
                shape="square"
                sizes="(min-width: 1024px) 17vw, (min-width: 640px) 33vw, 50vw"
              />
            </li>
          ))}
        </ul>
      </StaticContent>
    </section>
  );
}
