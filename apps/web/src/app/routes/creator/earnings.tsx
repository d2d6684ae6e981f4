import { EarningsScreen } from '@/features/earnings/components/earnings-screen';

/** Issue #14: /creator/dashboard/earnings — the creator's share, ledger, payouts and statement. */
export function CreatorEarningsRoute() {
  return <EarningsScreen />;
}
