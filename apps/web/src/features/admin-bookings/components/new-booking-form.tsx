import { messages } from '@wayfarer/shared/messages';
import { MAX_ADMIN_DISCOUNT_PERCENT } from '@wayfarer/shared/rules/admin-booking';
import { formatPaise, rupeesToPaise } from '@wayfarer/shared/rules/money';
import { firstBookableDate, formatTravelDate } from '@wayfarer/shared/rules/travel-date';
import type { AdminCreateBookingResponse } from '@wayfarer/shared/schemas/admin-booking';
import type { Lead } from '@wayfarer/shared/schemas/lead';
import type { PublicPackage } from '@wayfarer/shared/schemas/tour-public';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { parseApiError } from '@/lib/api-error';
import {
  useCreateAdminBookingMutation,
  useGetBookablePackageQuery,
  useListBookablePackagesQuery,
} from '../api/admin-bookings-api';
import { datesOf, estimate, roomRow, type Selection, selectionBody } from '../utils/admin-booking-estimate';
import { SelectionFields } from './new-booking-selection';

type Errors = Partial<Record<string, string>>;

const EMPTY: Selection = { departureId: '', rooms: [], quantities: {} };

/** The first departure's first room (or nothing for custom items): a sensible start for a phone call. */
function startOf(pkg: PublicPackage): Selection {
  const departureId = pkg.TourPackageDeparture[0]?.id ?? '';
  const room = pkg.TourSimplePricing.find((p) => p.tourPackageDepartureId === departureId);
  return {
    departureId,
    rooms: pkg.pricingType === 'Simple' && room ? [roomRow(room.id)] : [],
    quantities: {},
  };
}

/**
 * ADR 1360: the admin's booking for a caller or a lead. The package, departure, date and rooms (or
 * items), the traveller's contact, token or full, and an optional discount with its reason. The
 * estimate beside it comes from the public pricing; the server prices it again.
 */
export function NewBookingForm({
  lead,
  onCreated,
}: {
  lead: Lead | undefined;
  onCreated: (created: AdminCreateBookingResponse) => void;
}) {
  const [search, setSearch] = useState('');
  const [packageId, setPackageId] = useState(lead?.package?.id ?? '');
  const [selection, setSelection] = useState<Selection>(EMPTY);
  const [travelDate, setTravelDate] = useState('');
  const [name, setName] = useState(lead?.name ?? '');
  const [email, setEmail] = useState(lead?.email ?? '');
  const [phone, setPhone] = useState(lead?.phone ?? '');
  // The checkout's paperwork (ADR 1375-1377): the PAN of an overseas package, the address and
  // state a consumer invoice from Rs 50,000 carries. Sent only when filled in.
  const [pan, setPan] = useState('');
  const [billingAddress, setBillingAddress] = useState('');
  const [stateCode, setStateCode] = useState('');
  const [paymentType, setPaymentType] = useState<'token' | 'full'>('token');
  const [discount, setDiscount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [create, { isLoading }] = useCreateAdminBookingMutation();

  const { data: list } = useListBookablePackagesQuery(search.trim());
  const { data: pkg, isFetching: isPricing } = useGetBookablePackageQuery(packageId, { skip: !packageId });

  // A package chosen (or the lead's loaded): start from its first departure and room.
  useEffect(() => {
    if (pkg && pkg.id === packageId) {
      setSelection(startOf(pkg));
      setTravelDate('');
    }
  }, [pkg, packageId]);

  const dates = useMemo(() => (pkg ? datesOf(pkg, selection.departureId) : []), [pkg, selection.departureId]);
  const figures = pkg ? estimate(pkg, selection, discount, paymentType) : null;
  const packages = list?.tourPackages ?? [];
  const leadPackageMissing = lead?.package && !packages.some((p) => p.id === lead.package?.id);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!pkg) {
      setErrors({ tourPackageId: 'Choose a package' });
      return;
    }
    const next: Errors = {
      travelDate: travelDate ? undefined : 'Choose a travel date',
      selection: figures?.valid ? undefined : 'Choose at least one room or item',
      discount:
        discount.trim() && (rupeesToPaise(discount) ?? 0) < 1
          ? 'Enter the discount in rupees, more than 0 with at most 2 decimals'
          : undefined,
      reason: discount.trim() && reason.trim().length < 3 ? 'Give a reason for the discount' : undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const result = await create({
      tourPackageId: pkg.id,
      departureId: selection.departureId,
      travelDate,
      ...selectionBody(pkg, selection),
      name: name.trim(),
      email: email.trim(),
      phone: phone.trim(),
      ...(pan.trim() && { pan: pan.trim() }),
      ...(billingAddress.trim() && { billingAddress: billingAddress.trim() }),
      ...(stateCode.trim() && { stateCode: stateCode.trim() }),
      paymentType,
      ...(lead && { leadId: lead.enquiryId }),
      ...(discount.trim() && { discount: { amount: Number(discount), reason: reason.trim() } }),
    });
    if (result.error) {
      const parsed = parseApiError(result.error);
      const byField: Errors = Object.fromEntries(
        parsed.fieldErrors.map((issue) => [issue.path, issue.message]),
      );
      const fieldErrors: Errors = {
        name: byField.name,
        email: byField.email,
        phone: byField.phone,
        pan: byField.pan,
        billingAddress: byField.billingAddress,
        stateCode: byField.stateCode,
        travelDate: byField.travelDate,
        selection: byField.adults ?? byField.customs,
        discount: byField['discount.amount'],
        reason: byField['discount.reason'],
      };
      const anyField = Object.values(fieldErrors).some(Boolean);
      setErrors({ ...fieldErrors, form: anyField ? undefined : (parsed.message ?? messages.somethingWrong) });
      return;
    }
    onCreated(result.data);
  };

  return (
    <form onSubmit={submit} noValidate className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Trip</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <FormField label="Find a package" className="sm:col-span-2">
              <Input
                type="search"
                value={search}
                placeholder="Package title"
                onChange={(event) => setSearch(event.target.value)}
              />
            </FormField>
            <FormField label="Package" error={errors.tourPackageId} className="sm:col-span-2">
              <NativeSelect value={packageId} onChange={(event) => setPackageId(event.target.value)}>
                <option value="">Choose a package</option>
                {leadPackageMissing && lead?.package && (
                  <option value={lead.package.id}>{lead.package.title}</option>
                )}
                {packages.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            {pkg && (
              <>
                <FormField label="Departure">
                  <NativeSelect
                    value={selection.departureId}
                    onChange={(event) => {
                      const departureId = event.target.value;
                      const room = pkg.TourSimplePricing.find(
                        (p) => p.tourPackageDepartureId === departureId,
                      );
                      setSelection({ departureId, rooms: room ? [roomRow(room.id)] : [], quantities: {} });
                      setTravelDate('');
                    }}
                  >
                    {pkg.TourPackageDeparture.map((d) => (
                      <option key={d.id} value={d.id}>
                        {d.name}
                      </option>
                    ))}
                  </NativeSelect>
                </FormField>
                <FormField label="Travel date" error={errors.travelDate}>
                  {pkg.tourType === 'AnyDay' ? (
                    <Input
                      type="date"
                      min={firstBookableDate()}
                      value={travelDate}
                      onChange={(event) => setTravelDate(event.target.value)}
                    />
                  ) : (
                    <NativeSelect value={travelDate} onChange={(event) => setTravelDate(event.target.value)}>
                      <option value="">{dates.length ? 'Choose a date' : 'No bookable date'}</option>
                      {dates.map((d) => (
                        <option key={d.date} value={d.date}>
                          {formatTravelDate(d.date)}
                          {d.seatsLeft !== null ? ` · ${d.seatsLeft} seats left` : ''}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </FormField>
                <SelectionFields
                  pkg={pkg}
                  selection={selection}
                  setSelection={setSelection}
                  error={errors.selection}
                />
              </>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Traveller</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <FormField label="Name" error={errors.name} className="sm:col-span-2">
              <Input autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} />
            </FormField>
            <FormField label="Email" error={errors.email}>
              <Input
                type="email"
                autoComplete="off"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </FormField>
            <FormField label="Phone" error={errors.phone} hint="10 digits, starting with 6–9.">
              <Input
                inputMode="numeric"
                autoComplete="off"
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
              />
            </FormField>
            <FormField
              label="PAN of the lead traveller"
              error={errors.pan}
              hint="Overseas packages: TCS is collected against it."
            >
              <Input autoComplete="off" value={pan} onChange={(event) => setPan(event.target.value)} />
            </FormField>
            <FormField
              label="GST state code"
              error={errors.stateCode}
              hint="Two digits, e.g. 29 for Karnataka."
            >
              <Input
                inputMode="numeric"
                autoComplete="off"
                value={stateCode}
                onChange={(event) => setStateCode(event.target.value)}
              />
            </FormField>
            <FormField
              label="Billing address"
              error={errors.billingAddress}
              hint="Printed on invoices from ₹50,000."
              className="sm:col-span-2"
            >
              <Input
                autoComplete="off"
                value={billingAddress}
                onChange={(event) => setBillingAddress(event.target.value)}
              />
            </FormField>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Payment</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <FormField label="Pay now">
              <NativeSelect
                value={paymentType}
                onChange={(event) => setPaymentType(event.target.value === 'full' ? 'full' : 'token')}
              >
                <option value="token">Token (15%), balance later</option>
                <option value="full">Full amount</option>
              </NativeSelect>
            </FormField>
            <FormField
              label="Discount (₹, optional)"
              error={errors.discount}
              hint={
                figures
                  ? `At most ${MAX_ADMIN_DISCOUNT_PERCENT}%: ${formatPaise(figures.maxDiscountPaise)}.`
                  : `At most ${MAX_ADMIN_DISCOUNT_PERCENT}% of the package amount.`
              }
            >
              <Input
                inputMode="decimal"
                autoComplete="off"
                value={discount}
                onChange={(event) => setDiscount(event.target.value)}
              />
            </FormField>
            {discount.trim() && (
              <FormField label="Reason for the discount" error={errors.reason} className="sm:col-span-2">
                <Textarea rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
              </FormField>
            )}
          </CardContent>
        </Card>
      </div>

      <Card className="lg:sticky lg:top-24">
        <CardHeader>
          <CardTitle>Summary</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          {figures ? (
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
              <dt className="text-muted-foreground">Travellers</dt>
              <dd>{figures.people}</dd>
              <dt className="text-muted-foreground">Package amount</dt>
              <dd>{formatPaise(figures.packagePaise)}</dd>
              {figures.discountPaise > 0 && (
                <>
                  <dt className="text-muted-foreground">Discount</dt>
                  <dd>− {formatPaise(figures.discountPaise)}</dd>
                </>
              )}
              <dt className="font-medium">Due now</dt>
              <dd className="font-semibold">{formatPaise(figures.dueNowPaise)}</dd>
            </dl>
          ) : (
            <p className="text-muted-foreground">Choose a package to see the price.</p>
          )}
          <p className="text-xs text-muted-foreground">
            Priced again on the server from the package’s pricing. The seats are held while the payment link
            is live.
          </p>
          {errors.form && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.form}
            </p>
          )}
          <Button type="submit" isLoading={isLoading} disabled={!pkg || isPricing}>
            Create booking and payment link
          </Button>
        </CardContent>
      </Card>
    </form>
  );
}
