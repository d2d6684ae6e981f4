import { bookingMessages } from '@wayfarer/shared/schemas/booking';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { useGetCheckoutPackageQuery } from '../api/checkout-api';
import { parseCheckoutParams, resolveCheckout } from '../utils/checkout-selection';
import { CheckoutForm } from './checkout-form';
import { CheckoutSummary } from './checkout-summary';
import { StaleLinkCard } from './stale-link-card';

/** spec 001 §2 "Booking checkout": /package/booking?tour&departure&date&adults&child&customs. */
/** operatorStateCode: the GST state the State field starts at ('' when no GSTIN is set). */
export function CheckoutPage({ operatorStateCode = '' }: { operatorStateCode?: string }) {
  const [searchParams] = useSearchParams();
  const params = useMemo(() => parseCheckoutParams(searchParams), [searchParams]);
  const {
    data: pkg,
    isLoading,
    isFetching,
    refetch,
  } = useGetCheckoutPackageQuery(params.tourId, { skip: !params.tourId });
  const resolved = useMemo(() => (pkg ? resolveCheckout(pkg, params) : null), [pkg, params]);

  // A failed reload after a price change keeps the package already shown; the next Pay re-checks.
  let content: React.ReactNode;
  if (isLoading) content = <PageSpinner />;
  else if (!params.tourId || !pkg) {
    content = <StaleLinkCard reason={`${bookingMessages.packageUnavailable}.`} />;
  } else if (!resolved?.isValid) {
    content = <StaleLinkCard reason={resolved?.reason ?? ''} slug={pkg.slug} />;
  } else {
    content = (
      <>
        <h1 className="text-2xl font-bold tracking-tight">Checkout</h1>
        <div className="grid items-start gap-6 lg:grid-cols-[1fr_24rem]">
          <Card className="order-2 p-5 sm:p-6 lg:order-1">
            <CheckoutForm
              params={params}
              pricingType={pkg.pricingType}
              packagePaise={resolved.packagePaise}
              onPriceChanged={refetch}
              operatorStateCode={operatorStateCode}
            />
          </Card>
          <div className="order-1 lg:sticky lg:top-24 lg:order-2">
            <CheckoutSummary
              pkg={pkg}
              departureName={resolved.departureName}
              date={params.date}
              departureId={params.departureId}
              lines={resolved.lines}
              packagePaise={resolved.packagePaise}
              isUpdating={isFetching}
            />
          </div>
        </div>
      </>
    );
  }
  return <div className="mx-auto grid max-w-5xl gap-6 px-4 py-6 sm:px-6 sm:py-10">{content}</div>;
}
