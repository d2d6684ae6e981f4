import { Suspense, useEffect, useState } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { useStartedHydrating } from '@/hooks/use-started-hydrating';
import { lazyWithStore } from '@/lib/store-on-demand';
import { probeTripsSession, type SessionProbe } from '../api/trips-session';
import { failureNotice, SignInCard } from './sign-in-card';

// The bookings, the list and the store load only where a session is likely (ADR 1395).
const TripsSignedIn = lazyWithStore(async () => (await import('./trips-signed-in')).TripsSignedIn);

/**
 * /trips (ADR 1310): every booking made with the traveller's address, once signed in
 * with an e-mailed link; otherwise the form that sends one.
 *
 * The server renders it signed out when the browser carries no sign-in mark (ADR 1393): the page
 * hydrates without the store (ADR 1395), that form stays while it asks whether a session answers
 * after all (a session opened before the mark), and only then loads the store and the list.
 * Rendered in the browser (a signed-in browser's visit, a navigation), a spinner waits instead.
 */
export function TripsPage() {
  const renderedSignedOut = useStartedHydrating();
  const [probe, setProbe] = useState<SessionProbe | null>(null);
  useEffect(() => {
    if (!renderedSignedOut) return;
    let isCurrent = true;
    void probeTripsSession().then((answer) => {
      if (isCurrent) setProbe(answer);
    });
    return () => {
      isCurrent = false;
    };
  }, [renderedSignedOut]);

  if (!renderedSignedOut || probe?.kind === 'session') {
    const whileAsking = renderedSignedOut ? <SignInCard /> : <PageSpinner />;
    return (
      <Suspense fallback={whileAsking}>
        <TripsSignedIn whileAsking={whileAsking} />
      </Suspense>
    );
  }
  if (probe?.kind === 'failed') {
    return <SignInCard notice={failureNotice(probe.error)} isAlert />;
  }
  return <SignInCard />;
}
