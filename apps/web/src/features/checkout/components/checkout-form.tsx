import { zodResolver } from '@hookform/resolvers/zod';
import type { PaymentType, PricingType } from '@wayfarer/shared/enums';
import { dueNowPaise, formatPaise, paiseToRupees, nearestPaise } from '@wayfarer/shared/rules/money';
import { TCS_LABEL, tcsPaise } from '@wayfarer/shared/rules/tcs';
import {
  type BookingContact,
  bookingContact,
  type CreateBookingBody,
} from '@wayfarer/shared/schemas/booking';
import type { z } from '@wayfarer/shared/zod';
import { CHECKOUT_STATE_CODES, GST_STATE_CODES } from '@wayfarer/shared/rules/gstin';
import { firstInstalmentPaise } from '@wayfarer/shared/rules/instalments';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { rememberManageKey } from '@/lib/manage-key';
import {
  useCreateBookingMutation,
  useGetCheckoutInstalmentPlanQuery,
  useGetCheckoutPaperworkQuery,
} from '../api/checkout-api';
import { EMPTY_PAPERWORK, PaperworkFields, type PaperworkValues } from './paperwork-fields';
import { bookingErrorOf } from '../utils/booking-error';
import { contactFromRetry } from '../utils/retry-link';
import type { CheckoutParams } from '../utils/checkout-selection';
import { type AppliedCoupon, CouponField } from './coupon-field';
import { PaymentChoice } from './payment-choice';
import { type PriceChange, PriceChangeNotice } from './price-change-notice';
import { storedShareCode } from '@/utils/attribution';

type ContactInput = z.input<typeof bookingContact>;

type CheckoutFormProps = {
  params: CheckoutParams;
  pricingType: PricingType;
  packagePaise: number;
  /** The server's prices differ: the page reloads the package so its summary is re-priced too. */
  onPriceChanged: () => void;
  /** The operator's GST state code, where "State" starts ('' when the site has no GSTIN). */
  operatorStateCode?: string;
};

/**
 * spec 001 §4 "Checkout": untouched, then submitted with per-field live checking, then submitting,
 * then the gateway's page or the error toast. Amounts are computed here only to be compared: the
 * server prices the booking itself and answers 409 with its amounts when they differ.
 */
export function CheckoutForm({
  params,
  pricingType,
  packagePaise,
  onPriceChanged,
  operatorStateCode = '',
}: CheckoutFormProps) {
  const [paymentType, setPaymentType] = useState<PaymentType>('token');
  // The traveller's state for the tax invoice's place of supply; '' = the operator's.
  const [chosenState, setChosenState] = useState<string | null>(null);
  const stateCode = chosenState ?? operatorStateCode;
  // Booking updates on WhatsApp to the phone above, unticked by default.
  const [whatsappOptIn, setWhatsappOptIn] = useState(false);
  const whatsappId = useId();
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  const [isRedirecting, setIsRedirecting] = useState(false);
  // One key per attempt, kept while the traveller retries the same selection (no double booking).
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const [createBooking] = useCreateBookingMutation();
  // ADR 1365: the package's instalment plan, when it has one (empty otherwise).
  const plan = useGetCheckoutInstalmentPlanQuery(params.tourId).data?.instalments ?? [];
  // ADR 1375-1377: the business, address and PAN the law asks for, and the server's errors on them.
  const { data: paperwork } = useGetCheckoutPaperworkQuery(params.tourId, { skip: !params.tourId });
  const [paperworkValues, setPaperworkValues] = useState<PaperworkValues>(EMPTY_PAPERWORK);
  const [paperworkErrors, setPaperworkErrors] = useState<Record<string, string>>({});
  // "Try paying again" brings the failed booking's contact details along.
  const routerLocation = useLocation();

  const form = useForm<ContactInput, unknown, BookingContact>({
    resolver: zodResolver(bookingContact),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: contactFromRetry(routerLocation.state),
  });
  const { errors, isSubmitting } = form.formState;

  // After a 409 the server's figures win until the selection changes again.
  const shownPackagePaise = priceChange?.after.packagePaise ?? packagePaise;
  const discountPaise = priceChange?.after.discountPaise ?? coupon?.discountPaise ?? 0;
  const totalPaise = Math.max(0, shownPackagePaise - discountPaise);
  // ADR 1377: an overseas package's TCS, charged with the first payment (the server computes its own).
  const tcsDuePaise = paperwork?.international
    ? tcsPaise(totalPaise, {
        rateBp: Math.round(paperwork.ratePercent * 100),
        thresholdPaise: nearestPaise(paperwork.thresholdRupees),
        highRateBp: Math.round(paperwork.highRatePercent * 100),
      })
    : 0;
  const payNowPaise =
    (paymentType === 'instalments' && plan.length > 0
      ? firstInstalmentPaise(plan, totalPaise, params.date, new Date())
      : dueNowPaise(totalPaise, paymentType === 'instalments' ? 'token' : paymentType)) + tcsDuePaise;

  const onCouponChange = (next: AppliedCoupon | null) => {
    setCoupon(next);
    setPriceChange(null);
  };

  const onSubmit = form.handleSubmit(async (contact) => {
    // The creator link the visitor came through (30 days); the server reads the rest.
    const shareCode = storedShareCode();
    const body: CreateBookingBody = {
      ...contact,
      tourPackageId: params.tourId,
      departureId: params.departureId,
      travelDate: params.date,
      ...(pricingType === 'Simple'
        ? { adults: params.rooms.map((r) => r.adult), child: params.rooms.map((r) => r.child) }
        : { customs: params.customs }),
      paymentType,
      ...(coupon ? { couponCode: coupon.code } : {}),
      ...(stateCode ? { stateCode } : {}),
      ...(whatsappOptIn ? { whatsappOptIn: true } : {}),
      packageAmount: paiseToRupees(shownPackagePaise),
      totalAmount: paiseToRupees(totalPaise),
      ...(shareCode ? { shareCode } : {}),
      ...Object.fromEntries(Object.entries(paperworkValues).filter(([, value]) => value.trim() !== '')),
    };
    const bodyText = JSON.stringify(body);
    if (attempt.current?.body !== bodyText) attempt.current = { body: bodyText, key: crypto.randomUUID() };

    const result = await createBooking({ body, idempotencyKey: attempt.current.key });
    if (result.data) {
      // ADR 1302: this browser keeps the traveller's key for the booking page's actions.
      rememberManageKey(result.data.bookingId, result.data.manageKey);
      setIsRedirecting(true);
      window.location.assign(result.data.data.instrumentResponse.redirectInfo.url);
      return;
    }
    const failure = bookingErrorOf(result.error);
    if (failure.amounts) {
      setPriceChange({
        before: { packagePaise: shownPackagePaise, discountPaise, totalPaise },
        after: {
          packagePaise: nearestPaise(failure.amounts.packageAmount),
          discountPaise: nearestPaise(failure.amounts.discount),
          totalPaise: nearestPaise(failure.amounts.totalAmount),
        },
      });
      onPriceChanged();
      return;
    }
    for (const issue of failure.fieldErrors) form.setError(issue.path, { message: issue.message });
    setPaperworkErrors(failure.paperworkErrors ?? {});
    toast.error(failure.toast, failure.detail ? { description: failure.detail } : undefined);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-labelledby="checkout-contact">
      <section className="grid gap-4">
        <h2 id="checkout-contact" className="text-lg font-semibold">
          Your details
        </h2>
        <FormField label="Name" error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
        <FormField label="Phone" error={errors.phone?.message} hint="10 digits, without country code">
          <Input
            type="tel"
            autoComplete="tel-national"
            inputMode="numeric"
            maxLength={10}
            {...form.register('phone')}
          />
        </FormField>
        <div className="flex items-start gap-3">
          <Checkbox
            id={whatsappId}
            aria-describedby={`${whatsappId}-hint`}
            className="mt-1"
            checked={whatsappOptIn}
            onChange={(event) => setWhatsappOptIn(event.target.checked)}
          />
          <div className="grid gap-1">
            <Label htmlFor={whatsappId}>Send me updates on WhatsApp</Label>
            <p id={`${whatsappId}-hint`} className="text-xs text-muted-foreground">
              Booking and trip updates to the phone number above. Reply STOP to stop them.
            </p>
          </div>
        </div>
        <FormField
          label="State"
          hint="For the GST invoice: the state you live in"
          error={paperworkErrors.stateCode}
        >
          <NativeSelect value={stateCode} onChange={(event) => setChosenState(event.target.value)}>
            {!operatorStateCode && <option value="">Not specified</option>}
            {CHECKOUT_STATE_CODES.map((code) => (
              <option key={code} value={code}>
                {GST_STATE_CODES[code]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </section>

      <PaperworkFields
        paperwork={paperwork}
        values={paperworkValues}
        onChange={setPaperworkValues}
        errors={paperworkErrors}
        totalPaise={totalPaise}
      />

      <PaymentChoice
        value={paymentType}
        onChange={setPaymentType}
        totalPaise={totalPaise}
        plan={plan}
        travelDate={params.date}
      />

      <CouponField
        tourPackageId={params.tourId}
        packagePaise={shownPackagePaise}
        applied={coupon}
        onChange={onCouponChange}
      />

      {priceChange && <PriceChangeNotice change={priceChange} />}

      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 rounded-lg bg-zinc-50 p-4 text-sm">
        <dt>Package amount</dt>
        <dd className="text-right">{formatPaise(shownPackagePaise)}</dd>
        <dt>Discount</dt>
        <dd className="text-right">− {formatPaise(discountPaise)}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold">{formatPaise(totalPaise)}</dd>
        {tcsDuePaise > 0 && (
          <>
            <dt>{TCS_LABEL}</dt>
            <dd className="text-right">{formatPaise(tcsDuePaise)}</dd>
          </>
        )}
        <dt className="border-t pt-1.5 font-semibold text-brand-800">Pay now</dt>
        <dd className="border-t pt-1.5 text-right font-semibold text-brand-800">
          {formatPaise(payNowPaise)}
        </dd>
      </dl>

      <Button
        type="submit"
        variant="brand"
        size="lg"
        className="w-full"
        isLoading={isSubmitting || isRedirecting}
      >
        Pay {formatPaise(payNowPaise)}
      </Button>
    </form>
  );
}
