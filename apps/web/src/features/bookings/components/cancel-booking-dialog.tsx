import { messages } from '@wayfarer/shared/messages';
import { CANCELLATION_REASON_MAX } from '@wayfarer/shared/rules/booking-lifecycle';
import { formatRupees } from '@wayfarer/shared/rules/money';
import { bookingMessages } from '@wayfarer/shared/schemas/booking';
import { useState } from 'react';
import { adminToast } from '@/components/ui/admin-toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { parseApiError } from '@/lib/api-error';
import { useGetBookingQuery, useGetRefundQuoteQuery } from '@/lib/booking-api';
import { useCancelBookingMutation } from '../api/bookings-api';
import { readRefundOverride } from '../utils/refund-override';

type CancelTarget = { bookingId: string; bookingNumber: string; name: string };
type CancelBookingDialogProps = { target: CancelTarget | null; onClose: () => void };

/**
 * ADMIN: cancels a booking (POST /v1/bookings/{id}/cancel) after showing the policy's quote; the
 * refund may be overridden (0 ≤ amount ≤ paid) and goes back through the gateway.
 */
export function CancelBookingDialog({ target, onClose }: CancelBookingDialogProps) {
  return (
    <Dialog open={Boolean(target)} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel booking {target?.bookingNumber}?</DialogTitle>
          <DialogDescription>
            {target?.name}'s seats are released at once and the refund is sent through PhonePe.
          </DialogDescription>
        </DialogHeader>
        {target && <CancelBookingForm target={target} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function CancelBookingForm({ target, onClose }: { target: CancelTarget; onClose: () => void }) {
  const quote = useGetRefundQuoteQuery(target.bookingId, { refetchOnMountOrArgChange: true });
  const booking = useGetBookingQuery(target.bookingId);
  const [cancelBooking, { isLoading }] = useCancelBookingMutation();
  const [reason, setReason] = useState('');
  const [override, setOverride] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; refundAmount?: string; form?: string }>({});
  const requestReason = booking.data?.cancellation?.reason;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!quote.data) return;
    const refund = readRefundOverride(override, quote.data.paid);
    const next = {
      reason: reason.trim() ? undefined : bookingMessages.reasonRequired,
      refundAmount: refund.ok ? undefined : refund.message,
    };
    setErrors(next);
    if (next.reason || !refund.ok) return;
    const result = await cancelBooking({
      bookingId: target.bookingId,
      reason: reason.trim(),
      ...(refund.refundAmount === undefined ? {} : { refundAmount: refund.refundAmount }),
    });
    if (result.error) {
      const parsed = parseApiError(result.error);
      const byField = Object.fromEntries(parsed.fieldErrors.map((issue) => [issue.path, issue.message]));
      setErrors({
        reason: byField.reason,
        refundAmount: byField.refundAmount,
        form:
          byField.reason || byField.refundAmount ? undefined : (parsed.message ?? messages.somethingWrong),
      });
      return;
    }
    adminToast.success(`Booking ${target.bookingNumber} cancelled`);
    onClose();
  };

  if (quote.isError) {
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        {parseApiError(quote.error).message ?? messages.somethingWrong}
      </p>
    );
  }
  if (!quote.data) return <Spinner label="Loading..." className="text-brand-700" />;
  const q = quote.data;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-zinc-50 p-3 text-sm">
        <dt className="text-muted-foreground">Days before travel</dt>
        <dd className="text-right font-medium">{q.daysBeforeTravel}</dd>
        <dt className="text-muted-foreground">Paid</dt>
        <dd className="text-right font-medium">{formatRupees(q.paid)}</dd>
        <dt className="text-muted-foreground">Deduction ({q.deductionPercent}%)</dt>
        <dd className="text-right font-medium">{formatRupees(q.deduction)}</dd>
        <dt className="font-semibold">Refund by the policy</dt>
        <dd className="text-right font-semibold">{formatRupees(q.refundAmount)}</dd>
      </dl>
      {requestReason && (
        <p className="text-sm [overflow-wrap:anywhere]">
          <span className="text-muted-foreground">The traveller's reason: </span>
          {requestReason}
        </p>
      )}
      <FormField label="Reason" error={errors.reason}>
        <Textarea
          value={reason}
          maxLength={CANCELLATION_REASON_MAX}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
      <FormField
        label="Refund override (₹)"
        error={errors.refundAmount}
        hint={`Empty: refund ${formatRupees(q.refundAmount)} by the policy. At most ${formatRupees(q.paid)}.`}
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          value={override}
          onChange={(event) => setOverride(event.target.value)}
        />
      </FormField>
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          Keep booking
        </Button>
        <Button
          type="submit"
          isLoading={isLoading}
          className="bg-destructive text-white hover:bg-destructive/90"
        >
          Cancel booking
        </Button>
      </div>
    </form>
  );
}
