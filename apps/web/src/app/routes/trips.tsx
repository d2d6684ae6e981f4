import { TripsPage } from '@/features/trips/components/trips-page';

/** /trips — a traveller's bookings, signed in with an e-mailed link (ADR 1310). */
export function TripsRoute() {
  return (
    <>
      <title>My trips — Wayfarer</title>
      <TripsPage />
    </>
  );
}
