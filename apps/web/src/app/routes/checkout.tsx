import { gstinStateCode } from '@wayfarer/shared/rules/gstin';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { usePublicSettingsQuery } from '@/features/settings/api/public-settings';

/** spec 001 §2: /package/booking — booking checkout. */
export function CheckoutRoute() {
  // The "State" field starts at the operator's state (its GSTIN's first two digits).
  const { data: settings } = usePublicSettingsQuery();
  const operatorStateCode = settings?.gstin ? gstinStateCode(settings.gstin) : '';
  return (
    <>
      <title>Checkout — Wayfarer</title>
      <CheckoutPage operatorStateCode={operatorStateCode} />
    </>
  );
}
