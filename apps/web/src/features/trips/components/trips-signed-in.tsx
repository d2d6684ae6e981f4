import { tripsMessages } from '@wayfarer/shared/trips-messages';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { hasErrorCode } from '@/lib/api-error';
import { useGetTripsQuery, useSignOutOfTripsMutation } from '../api/trips-api';
import { failureNotice, SignInCard } from './sign-in-card';

const loadList = () => import('./trips-list');
const TripsList = lazy(async () => ({ default: (await loadList()).TripsList }));

/**
 * My trips through the store: the bookings of a session, or the form again when none answers.
 * Mounted once a session is likely (trips-page.tsx), so the list's code comes beside the bookings,
 * not after them; `whileAsking` shows until they answer.
 */
export function TripsSignedIn({ whileAsking }: { whileAsking: ReactNode }) {
  const { data, error, isLoading } = useGetTripsQuery();
  const [signOut, { isLoading: isSigningOut }] = useSignOutOfTripsMutation();
  const [isSignedOut, setIsSignedOut] = useState(false);
  useEffect(() => {
    loadList().catch(() => {});
  }, []);

  if (isLoading) return whileAsking;
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
  return failure ? <SignInCard notice={failureNotice(error)} isAlert /> : <SignInCard />;
}
