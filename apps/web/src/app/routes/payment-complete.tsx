import { useParams } from 'react-router';
import { PaymentResult } from '@/features/checkout/components/payment-result';

/** spec 001 §2: /booking/payment-complete/{id} — the payment result. */
export function PaymentCompleteRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <title>Payment — Wayfarer</title>
      <PaymentResult bookingId={id} />
    </>
  );
}
