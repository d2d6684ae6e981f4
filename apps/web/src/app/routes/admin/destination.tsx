import { DestinationsScreen } from '@/features/catalogue/components/destinations-screen';

/** spec 001 §2 "Admin area": /admin/destination. */
export function AdminDestinationRoute() {
  return <DestinationsScreen />;
}
