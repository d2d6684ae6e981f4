import { EarningsScreen } from '@/features/earnings/components/earnings-screen';

/** /creator/dashboard/earnings — the creator's share, ledger, payouts and statement. */
export function CreatorEarningsRoute() {
  return <EarningsScreen />;
}
