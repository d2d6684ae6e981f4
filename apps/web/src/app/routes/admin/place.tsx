import { PlacesScreen } from '@/features/catalogue/components/places-screen';

/** spec 001 §2 "Admin area": /admin/place, with its Hotels tab. */
export function AdminPlaceRoute() {
  return <PlacesScreen />;
}
