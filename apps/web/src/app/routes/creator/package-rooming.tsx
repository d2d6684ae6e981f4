import { RoomingPage } from '@/features/departures/components/rooming-page';

/** A date's rooming list (creator area: the package's own creator). */
export function CreatorPackageRoomingRoute() {
  return <RoomingPage area="creator" />;
}
