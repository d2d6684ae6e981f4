import { useSearchParams } from 'react-router';
import { TripsSignIn } from '@/features/trips/components/trips-sign-in';

/** The e-mailed sign-in link to "My trips" lands here with ?token=. */
export function TripsSignInRoute() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <title>My trips — Wayfarer</title>
      <TripsSignIn token={searchParams.get('token') ?? ''} />
    </>
  );
}
