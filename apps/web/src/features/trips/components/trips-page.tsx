import { messages } from '@wayfarer/shared/messages';
import type { TripGroup, TripsResponse } from '@wayfarer/shared/schemas/trips';
import { tripsMessages } from '@wayfarer/shared/trips-messages';
import { Luggage } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { useStartedHydrating } from '@/hooks/use-started-hydrating';
import { hasErrorCode, serverMessageOf } from '@/lib/api-error';
import { useGetTripsQuery, useSignOutOfTripsMutation } from '../api/trips-api';
import { SignInLinkForm } from './sign-in-link-form';
import { TripCard } from './trip-card';

const GROUPS: { group: TripGroup; title: string }[] = [
  { group: 'upcoming', title: tripsMessages.upcoming },
  { group: 'past', title: tripsMessages.past },
  { group: 'cancelled', title: tripsMessages.cancelled },
];

/** Signed out: the e-mail form, and what happened last (signed out, a used link). */
export function SignInCard({ notice, isAlert = false }: { notice?: string; isAlert?: boolean }) {
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md min-w-0">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{tripsMessages.title}</h1>
          <CardDescription>{tripsMessages.intro}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {notice && (
            <p
              role={isAlert ? 'alert' : 'status'}
              className={isAlert ? 'text-sm text-destructive' : 'text-sm'}
            >
              {notice}
            </p>
          )}
          <SignInLinkForm />
        </CardContent>
      </Card>
    </div>
  );
}

function TripsList({
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

/**
 * /trips (ADR 1310): every booking made with the traveller's address, once signed in
 * with an e-mailed link; otherwise the form that sends one.
 *
 * The server renders it signed out when the browser carries no sign-in mark (ADR 1393): that form
 * stays while the bookings are asked for, and the list replaces it if a session answers after all.
 * Rendered in the browser (a signed-in browser's visit, a navigation), a spinner waits instead.
 */
export function TripsPage() {
  const { data, error, isLoading } = useGetTripsQuery();
  const [signOut, { isLoading: isSigningOut }] = useSignOutOfTripsMutation();
  const [isSignedOut, setIsSignedOut] = useState(false);
  const renderedSignedOut = useStartedHydrating();

  if (isLoading) return renderedSignedOut ? <SignInCard /> : <PageSpinner />;
  if (data && !isSignedOut) {
    return (
      <TripsList
        data={data}
        isSigningOut={isSigningOut}
        onSignOut={async () => {
          const result = await signOut();
          if (!result.error) setIsSignedOut(true);
        }}
      />
    );
  }
  if (isSignedOut) return <SignInCard notice={tripsMessages.signedOut} />;
  const failure = error && !hasErrorCode(error, 'TRAVELLER_SIGN_IN_REQUIRED');
  return failure ? (
    <SignInCard notice={serverMessageOf(error) ?? messages.somethingWrong} isAlert />
  ) : (
    <SignInCard />
  );
}
