import { RoomingPage } from '@/features/departures/components/rooming-page';

/** A date's rooming list (admin area). */
export function AdminPackageRoomingRoute() {
  return <RoomingPage area="admin" />;
}
