import { messages } from '@wayfarer/shared/messages';
import { CANCELLATION_REASON_MAX } from '@wayfarer/shared/rules/booking-lifecycle';
import { formatRupees } from '@wayfarer/shared/rules/money';
import { bookingMessages, type RefundQuoteResponse } from '@wayfarer/shared/schemas/booking';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { serverMessageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useRequestCancellationMutation } from '../api/manage-booking-api';
import { RefundQuoteText } from './refund-quote-text';

type CancelRequestDialogProps = { bookingId: string; quote: RefundQuoteResponse };

/** "Ask to cancel": a reason, the refund the policy gives today; the operator confirms it. */
export function CancelRequestDialog({ bookingId, quote }: CancelRequestDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [requestCancellation, { isLoading }] = useRequestCancellationMutation();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!reason.trim()) {
      setReasonError(bookingMessages.reasonRequired);
      return;
    }
    setReasonError(undefined);
    const result = await requestCancellation({ bookingId, reason: reason.trim() });
    if (result.error) {
      setError(serverMessageOf(result.error) ?? messages.somethingWrong);
      return;
    }
    toast.success('Your request to cancel was sent');
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full">
          Ask to cancel
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Ask to cancel this booking</DialogTitle>
          <DialogDescription>
            {/* ADR 1304: what happens, and the amount, before anything is sent. */}
            Cancel this booking?{' '}
            {quote.refundAmount > 0
              ? `${formatRupees(quote.refundAmount)} will be refunded to your original payment method once the operator confirms the cancellation, by the policy below.`
              : 'Nothing will be refunded by the policy below; the operator confirms the cancellation.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <RefundQuoteText quote={quote} />
          <FormField label="Reason" error={reasonError}>
            <Textarea
              value={reason}
              maxLength={CANCELLATION_REASON_MAX}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
          {error && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Keep my booking
            </Button>
            <Button
              type="submit"
              isLoading={isLoading}
              className="bg-destructive text-white hover:bg-destructive/90"
            >
              Ask to cancel
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
