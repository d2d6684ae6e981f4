import { CouponsScreen } from '@/features/coupons/components/coupons-screen';

/** /admin/coupons — the codes travellers can enter at checkout. */
export function AdminCouponsRoute() {
  return <CouponsScreen />;
}
