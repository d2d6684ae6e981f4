import { messages } from '@wayfarer/shared/messages';
import { tripsMessages } from '@wayfarer/shared/trips-messages';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { useStartedHydrating } from '@/hooks/use-started-hydrating';
import { hasErrorCode, serverMessageOf } from '@/lib/api-error';
import { useGetTripsQuery, useSignOutOfTripsMutation } from '../api/trips-api';
import { SignInLinkForm } from './sign-in-link-form';

const loadList = () => import('./trips-list');
const TripsList = lazy(async () => ({ default: (await loadList()).TripsList }));

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
  // Rendered in the browser, the visitor is most likely signed in: the list's code comes beside
  // the bookings, not after them.
  useEffect(() => {
    if (!renderedSignedOut) loadList().catch(() => {});
  }, [renderedSignedOut]);

  if (isLoading) return renderedSignedOut ? <SignInCard /> : <PageSpinner />;
  if (data && !isSignedOut) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <TripsList
          data={data}
          isSigningOut={isSigningOut}
          onSignOut={async () => {
            const result = await signOut();
            if (!result.error) setIsSignedOut(true);
          }}
        />
      </Suspense>
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
