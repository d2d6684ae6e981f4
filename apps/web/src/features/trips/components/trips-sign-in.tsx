import { tripsMessages } from '@wayfarer/shared/trips-messages';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useOpenTripsSessionMutation } from '../api/trips-api';
import { SignInCard } from './sign-in-card';

/**
 * /trips/sign-in?token=… (the e-mailed link): spends the token once and goes on to /trips, the
 * token out of the address bar and the history; a used or expired link offers a new one.
 */
export function TripsSignIn({ token }: { token: string }) {
  const [openSession, { isError }] = useOpenTripsSessionMutation();
  const navigate = useNavigate();
  const isSent = useRef(false);

  useEffect(() => {
    // Once, also under StrictMode's double effect: the link is single use.
    if (!token || isSent.current) return;
    isSent.current = true;
    void openSession({ token }).then((result) => {
      if (!result.error) navigate('/trips', { replace: true });
    });
  }, [token, openSession, navigate]);

  if (!token || isError) return <SignInCard notice={tripsMessages.invalidLink} isAlert />;
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand-700">
      <Spinner className="size-8" label={tripsMessages.signingIn} />
    </div>
  );
}
