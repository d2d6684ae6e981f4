import { PayoutsScreen } from '@/features/earnings/components/payouts-screen';

/** /admin/payouts — pay creators their share. */
export function AdminPayoutsRoute() {
  return <PayoutsScreen />;
}
