import { CheckoutPage } from '@/features/checkout/components/checkout-page';

/** spec 001 §2: /package/booking — booking checkout. */
export function CheckoutRoute() {
  return (
    <>
      <title>Checkout — Wayfarer</title>
      <CheckoutPage />
    </>
  );
}
