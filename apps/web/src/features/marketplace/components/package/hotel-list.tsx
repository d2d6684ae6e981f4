import type { PublicPackage } from '@wayfarer/shared/schemas/tour-public';
import { ExternalLink, Star } from 'lucide-react';
import { Img } from '@/components/ui/img';

/** Accommodation: each hotel with its stars, address, nights and map link. */
export function HotelList({ hotels }: { hotels: PublicPackage['hotels'] }) {
  if (hotels.length === 0) return <p className="text-muted-foreground">Hotels are confirmed on booking.</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {hotels.map((hotel) => (
        <li
          key={`${hotel.name}-${hotel.address}`}
          className="flex gap-4 rounded-xl border bg-white p-3 shadow-sm"
        >
          <Img
            src={hotel.image || undefined}
            alt=""
            width={112}
            height={112}
            loading="lazy"
            sizes="112px"
            className="size-24 shrink-0 rounded-lg object-cover sm:size-28"
          />
          <div className="grid min-w-0 content-start gap-1">
            <h3 className="font-semibold">{hotel.name}</h3>
            {hotel.starRating > 0 && (
              <p
                className="flex items-center gap-0.5"
                aria-label={`${hotel.starRating} star hotel`}
                role="img"
              >
                {Array.from({ length: hotel.starRating }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: identical stars.
                  <Star key={i} aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
                ))}
              </p>
            )}
            {hotel.address && <p className="text-sm text-muted-foreground">{hotel.address}</p>}
            <p className="text-sm">
              {hotel.nights} {hotel.nights === 1 ? 'night' : 'nights'}
            </p>
            {/^https?:\/\//.test(hotel.mapLink) && (
              <a
                href={hotel.mapLink}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                View on map <span className="sr-only">({hotel.name})</span>
                <ExternalLink aria-hidden="true" className="size-3.5" />
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
