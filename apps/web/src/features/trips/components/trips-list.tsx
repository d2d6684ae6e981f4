import type { TripGroup, TripsResponse } from '@wayfarer/shared/schemas/trips';
import { tripsMessages } from '@wayfarer/shared/trips-messages';
import { Luggage } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TripCard } from './trip-card';

// The signed-in list of My trips, loaded only once a session answers (ADR 1393): the page a
// visitor reaches signed out starts without it, its cards, their calendar links and documents.

const GROUPS: { group: TripGroup; title: string }[] = [
  { group: 'upcoming', title: tripsMessages.upcoming },
  { group: 'past', title: tripsMessages.past },
  { group: 'cancelled', title: tripsMessages.cancelled },
];

/** Every trip of the session's address, by group, with sign-out. */
export function TripsList({
  data,
  onSignOut,
  isSigningOut,
}: {
  data: TripsResponse;
  onSignOut: () => void;
  isSigningOut: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving from the sign-in link, the page's heading takes the focus (the link page is gone).
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-6 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none">
            {tripsMessages.title}
          </h1>
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {tripsMessages.signedInAs(data.email)}
          </p>
        </div>
        <Button variant="outline" onClick={onSignOut} isLoading={isSigningOut}>
          {tripsMessages.signOut}
        </Button>
      </header>
      {data.trips.length === 0 ? (
        <EmptyState icon={Luggage} title={tripsMessages.noTrips} headingLevel="h2" />
      ) : (
        GROUPS.map(({ group, title }) => {
          const trips = data.trips.filter((trip) => trip.group === group);
          if (trips.length === 0) return null;
          // Upcoming: the soonest first; past and cancelled: the latest first (the API's order).
          const ordered = group === 'upcoming' ? [...trips].reverse() : trips;
          return (
            <section key={group} aria-labelledby={`trips-${group}`} className="grid gap-4">
              <h2 id={`trips-${group}`} className="text-xl font-semibold">
                {title} <span className="text-base font-normal text-muted-foreground">({trips.length})</span>
              </h2>
              <ul className="grid gap-4">
                {ordered.map((trip) => (
                  <li key={trip.bookingId}>
                    <TripCard trip={trip} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}
