import { CostsPage } from '@/features/departures/components/costs-page';

/** A date's supplier costs and margin (admin only). */
export function AdminPackageCostsRoute() {
  return <CostsPage />;
}
