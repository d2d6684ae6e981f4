import { RoomingPage } from '@/features/departures/components/rooming-page';

/** Issue 37: a date's rooming list (admin area). */
export function AdminPackageRoomingRoute() {
  return <RoomingPage area="admin" />;
}
