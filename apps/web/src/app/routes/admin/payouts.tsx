import { PayoutsScreen } from '@/features/earnings/components/payouts-screen';

/** Issue #14: /admin/payouts — pay creators their share. */
export function AdminPayoutsRoute() {
  return <PayoutsScreen />;
}
