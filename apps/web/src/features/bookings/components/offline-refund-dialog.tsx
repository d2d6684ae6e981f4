import { messages } from '@wayfarer/shared/messages';
import { formatRupees } from '@wayfarer/shared/rules/money';
import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { bookingDetailMessages, OFFLINE_REFERENCE_MAX } from '@wayfarer/shared/schemas/booking-detail';
import { useState } from 'react';
import { adminToast } from '@/components/ui/admin-toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { parseApiError } from '@/lib/api-error';
import { useRecordOfflineRefundMutation } from '../api/bookings-api';

type Errors = Partial<Record<'reference' | 'refundedOn' | 'form', string>>;

type OfflineRefundDialogProps = {
  onClose: () => void;
  booking: { bookingId: string; bookingNumber: string };
  refund: { id: string; amount: number };
};

/**
 * ADMIN (ADR 952): the money paid offline went back offline — the reference and the day it was
 * given back (POST /v1/bookings/{id}/refunds/{refundId}/offline). The server's errors show under
 * the fields and the typed values stay for another try.
 */
export function OfflineRefundDialog({ onClose, booking, refund }: OfflineRefundDialogProps) {
  const [record, { isLoading }] = useRecordOfflineRefundMutation();
  const [reference, setReference] = useState('');
  const [refundedOn, setRefundedOn] = useState(() => todayInIndia());
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      reference: reference.trim() ? undefined : bookingDetailMessages.refundReferenceRequired,
      refundedOn: refundedOn ? undefined : bookingDetailMessages.refundedOnInvalid,
    };
    setErrors(next);
    if (next.reference || next.refundedOn) return;
    const result = await record({
      bookingId: booking.bookingId,
      refundId: refund.id,
      reference: reference.trim(),
      refundedOn,
    });
    if (result.error) {
      const parsed = parseApiError(result.error);
      const byField = Object.fromEntries(parsed.fieldErrors.map((issue) => [issue.path, issue.message]));
      const fieldErrors: Errors = { reference: byField.reference, refundedOn: byField.refundedOn };
      const anyField = Object.values(fieldErrors).some(Boolean);
      setErrors({ ...fieldErrors, form: anyField ? undefined : (parsed.message ?? messages.somethingWrong) });
      return;
    }
    adminToast.success(`Refund of ${formatRupees(refund.amount)} recorded`);
    onClose();
  };

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Record an offline refund</DialogTitle>
          <DialogDescription>
            Booking {booking.bookingNumber}: {formatRupees(refund.amount)} paid offline goes back offline.
            Once recorded, the traveller is e-mailed that the refund is completed.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField
            label="Reference"
            error={errors.reference}
            hint="Bank UTR, receipt or UPI transaction number of the money sent back."
          >
            <Input
              autoComplete="off"
              maxLength={OFFLINE_REFERENCE_MAX}
              value={reference}
              onChange={(event) => setReference(event.target.value)}
            />
          </FormField>
          <FormField label="Given back on" error={errors.refundedOn}>
            <Input
              type="date"
              max={todayInIndia()}
              value={refundedOn}
              onChange={(event) => setRefundedOn(event.target.value)}
            />
          </FormField>
          {errors.form && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.form}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" isLoading={isLoading}>
              Record refund
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
