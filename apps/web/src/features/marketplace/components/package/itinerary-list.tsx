import type { PublicPackage } from '@wayfarer/shared/schemas/tour-public';
import { Coffee, MapPin, UtensilsCrossed } from 'lucide-react';
import { Img } from '@/components/ui/img';

/** Day-by-day itinerary: image, destination, description and meals. */
export function ItineraryList({ days }: { days: PublicPackage['TourItinerary'] }) {
  if (days.length === 0) return <p className="text-muted-foreground">The day-by-day plan is coming soon.</p>;
  return (
    <ol className="grid gap-4">
      {[...days]
        .sort((a, b) => a.day - b.day)
        .map((entry) => (
          <li
            key={`${entry.day}-${entry.title}`}
            className="grid gap-4 overflow-hidden rounded-xl border bg-white p-4 shadow-sm sm:grid-cols-[200px_1fr]"
          >
            <Img
              src={entry.image || undefined}
              alt=""
              width={400}
              height={300}
              sizes="(min-width: 640px) 200px, 100vw"
              loading="lazy"
              className="aspect-[4/3] w-full rounded-lg object-cover"
            />
            <div className="grid content-start gap-2">
              <p className="text-sm font-semibold text-brand-800">Day {entry.day}</p>
              <h3 className="text-lg font-semibold">{entry.title}</h3>
              {entry.destination.name && (
                <p className="flex items-center gap-1 text-sm text-muted-foreground">
                  <MapPin aria-hidden="true" className="size-4" />
                  {entry.destination.name}
                </p>
              )}
              <p className="text-sm whitespace-pre-line text-zinc-700">{entry.description}</p>
              {entry.meals.length > 0 && (
                <ul className="flex flex-wrap gap-2" aria-label={`Meals on day ${entry.day}`}>
                  {entry.meals.map((meal) => (
                    <li
                      key={`${meal.type}-${meal.name}`}
                      className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-900"
                    >
                      {meal.type === 'snack' ? (
                        <Coffee aria-hidden="true" className="size-3.5" />
                      ) : (
                        <UtensilsCrossed aria-hidden="true" className="size-3.5" />
                      )}
                      {meal.name}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        ))}
    </ol>
  );
}
