import type { CheckoutPaperworkView } from '@wayfarer/shared/schemas/paperwork';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

// ADR 1375-1377: what the law asks of a checkout — a business's name and GSTIN for a B2B invoice
// (a disclosure), the lead traveller's PAN on an overseas package (TCS), and the address when the
// invoice's value reaches Rs 50,000. The server checks all of it again against its own total.

export type PaperworkValues = {
  businessName: string;
  businessGstin: string;
  billingAddress: string;
  pan: string;
};
export const EMPTY_PAPERWORK: PaperworkValues = {
  businessName: '',
  businessGstin: '',
  billingAddress: '',
  pan: '',
};
/** The checkout fields whose server errors this section shows (the state is shown by its select). */
export const PAPERWORK_FIELDS = ['businessName', 'businessGstin', 'billingAddress', 'pan', 'stateCode'];

/** Whether the address is asked: invoices are issued, no business, and the total reaches the threshold. */
export const asksAddress = (
  paperwork: CheckoutPaperworkView | undefined,
  values: PaperworkValues,
  totalPaise: number,
): boolean =>
  paperwork?.addressFromRupees != null &&
  !values.businessName.trim() &&
  !values.businessGstin.trim() &&
  totalPaise >= Math.round(paperwork.addressFromRupees * 100);

type Props = {
  paperwork: CheckoutPaperworkView | undefined;
  values: PaperworkValues;
  onChange: (next: PaperworkValues) => void;
  errors: Record<string, string>;
  totalPaise: number;
};

export function PaperworkFields({ paperwork, values, onChange, errors, totalPaise }: Props) {
  const set = (key: keyof PaperworkValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [key]: event.target.value });
  const businessOpen = Boolean(
    values.businessName || values.businessGstin || errors.businessName || errors.businessGstin,
  );
  return (
    <section className="grid gap-4" aria-label="Tax details">
      {paperwork?.international && (
        <FormField
          label="PAN of the lead traveller"
          error={errors.pan}
          hint="An overseas package: TCS is collected against this PAN and shows in your Form 26AS"
        >
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={10}
            placeholder="ABCPE1234F"
            value={values.pan}
            onChange={set('pan')}
          />
        </FormField>
      )}
      {asksAddress(paperwork, values, totalPaise) && (
        <FormField
          label="Address"
          error={errors.billingAddress}
          hint="Invoices of ₹50,000 or more carry your address and state"
        >
          <Textarea
            rows={2}
            autoComplete="street-address"
            value={values.billingAddress}
            onChange={set('billingAddress')}
          />
        </FormField>
      )}
      <details className="rounded-lg border p-4" open={businessOpen}>
        <summary className="cursor-pointer text-sm font-medium">Business booking (GST invoice)</summary>
        <div className="mt-4 grid gap-4">
          <p className="text-xs text-muted-foreground">
            The tax invoice is made out to your business with its GSTIN, for input tax credit.
          </p>
          <FormField label="Business, as registered for GST" error={errors.businessName}>
            <Input autoComplete="organization" value={values.businessName} onChange={set('businessName')} />
          </FormField>
          <FormField label="GSTIN" error={errors.businessGstin} hint="15 characters, like 29AAPFU0939F1ZR">
            <Input
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={15}
              value={values.businessGstin}
              onChange={set('businessGstin')}
            />
          </FormField>
        </div>
      </details>
    </section>
  );
}
