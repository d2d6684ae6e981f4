import { messages } from '@wayfarer/shared/messages';
import {
  type OfflinePaymentMethod,
  offlinePaymentMethodLabels,
  offlinePaymentMethods,
} from '@wayfarer/shared/enums';
import { formatRupees, rupeesToPaise } from '@wayfarer/shared/rules/money';
import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { bookingDetailMessages } from '@wayfarer/shared/schemas/booking-detail';
import { useState } from 'react';
import { adminToast } from '@/components/ui/admin-toast';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { parseApiError } from '@/lib/api-error';
import { useRecordOfflinePaymentMutation } from '../api/bookings-api';
import { OfflineRecordFields } from './offline-record-fields';

type Field = 'amount' | 'method' | 'reference' | 'paidOn';
type Errors = Partial<Record<Field | 'form', string>>;

type OfflinePaymentDialogProps = {
  open: boolean;
  onClose: () => void;
  booking: { bookingId: string; bookingNumber: string; pending: number };
};

/**
 * ADMIN: records money received outside PhonePe (POST /v1/bookings/{id}/payments). The server
 * checks the amount against what is pending and the date against today; its errors are shown
 * under the fields and the typed values stay for another try.
 */
export function OfflinePaymentDialog({ open, onClose, booking }: OfflinePaymentDialogProps) {
  const [record, { isLoading }] = useRecordOfflinePaymentMutation();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<OfflinePaymentMethod>('bank_transfer');
  const [reference, setReference] = useState('');
  const [paidOn, setPaidOn] = useState(() => todayInIndia());
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const paise = rupeesToPaise(amount);
    const next: Errors = {
      amount:
        amount.trim() === ''
          ? bookingDetailMessages.amountPositive
          : paise === null
            ? bookingDetailMessages.amountInvalid
            : paise < 1
              ? bookingDetailMessages.amountPositive
              : undefined,
      reference: reference.trim() ? undefined : bookingDetailMessages.referenceRequired,
      paidOn: paidOn ? undefined : bookingDetailMessages.paidOnInvalid,
    };
    setErrors(next);
    if (next.amount || next.reference || next.paidOn || paise === null) return;
    const result = await record({
      bookingId: booking.bookingId,
      amount: paise / 100,
      method,
      reference: reference.trim(),
      paidOn,
    });
    if (result.error) {
      const parsed = parseApiError(result.error);
      const byField = Object.fromEntries(parsed.fieldErrors.map((issue) => [issue.path, issue.message]));
      const fieldErrors: Errors = {
        amount: byField.amount,
        method: byField.method,
        reference: byField.reference,
        paidOn: byField.paidOn,
      };
      const anyField = Object.values(fieldErrors).some(Boolean);
      setErrors({ ...fieldErrors, form: anyField ? undefined : (parsed.message ?? messages.somethingWrong) });
      return;
    }
    adminToast.success(`Payment of ${formatRupees(paise / 100)} recorded`);
    setAmount('');
    setReference('');
    setErrors({});
    onClose();
  };

  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Record an offline payment</DialogTitle>
          <DialogDescription>
            Booking {booking.bookingNumber}: {formatRupees(booking.pending)} pending. The traveller is
            e-mailed a receipt of the payment.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField
            label="Amount (₹)"
            error={errors.amount}
            hint={`At most ${formatRupees(booking.pending)}.`}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </FormField>
          <FormField label="Method" error={errors.method}>
            <NativeSelect
              value={method}
              onChange={(event) => setMethod(event.target.value as OfflinePaymentMethod)}
            >
              {offlinePaymentMethods.map((value) => (
                <option key={value} value={value}>
                  {offlinePaymentMethodLabels[value]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <OfflineRecordFields
            reference={{
              value: reference,
              onChange: setReference,
              error: errors.reference,
              hint: 'Bank UTR, receipt or UPI transaction number.',
            }}
            date={{ label: 'Paid on', value: paidOn, onChange: setPaidOn, error: errors.paidOn }}
            formError={errors.form}
            submitLabel="Record payment"
            isLoading={isLoading}
            onClose={onClose}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
