import { messages } from '@wayfarer/shared/messages';
import { formatRupees } from '@wayfarer/shared/rules/money';
import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { bookingDetailMessages } from '@wayfarer/shared/schemas/booking-detail';
import { useState } from 'react';
import { adminToast } from '@/components/ui/admin-toast';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { parseApiError } from '@/lib/api-error';
import { useRecordOfflineRefundMutation } from '../api/bookings-api';
import { OfflineRecordFields } from './offline-record-fields';

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
          <OfflineRecordFields
            reference={{
              value: reference,
              onChange: setReference,
              error: errors.reference,
              hint: 'Bank UTR, receipt or UPI transaction number of the money sent back.',
            }}
            date={{
              label: 'Given back on',
              value: refundedOn,
              onChange: setRefundedOn,
              error: errors.refundedOn,
            }}
            formError={errors.form}
            submitLabel="Record refund"
            isLoading={isLoading}
            onClose={onClose}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
