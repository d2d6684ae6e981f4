import { CostsPage } from '@/features/departures/components/costs-page';

/** Issue 37: a date's supplier costs and margin (admin only). */
export function AdminPackageCostsRoute() {
  return <CostsPage />;
}
