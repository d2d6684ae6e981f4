import { messages } from '@wayfarer/shared/messages';
import { formatRupees } from '@wayfarer/shared/rules/money';
import {
  DATE_CANCEL_REASON_MAX,
  DATE_CANCEL_REASON_MIN,
  dateChangeMessages,
} from '@wayfarer/shared/schemas/date-changes';
import type { BoardDate } from '@wayfarer/shared/schemas/operations';
import { useState } from 'react';
import { adminToast } from '@/components/ui/admin-toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { parseApiError } from '@/lib/api-error';
import { formatTourDate } from '@/utils/format';
import { useCancelDateMutation, useMoveGroupMutation } from '../api/departures-api';

type DialogProps = { packageId: string; date: BoardDate | null; onClose: () => void; onDone: () => void };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The admin cancels a date (ADR 1204) — the reason (5–500 characters, e-mailed to every traveller),
 * then a confirmation naming how many bookings and people are cancelled and refunded in full.
 */
export function CancelDateDialog({ packageId, date, onClose, onDone }: DialogProps) {
  const [cancelDate, { isLoading }] = useCancelDateMutation();
  const [reason, setReason] = useState('');
  const [isConfirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<{ reason?: string; form?: string }>({});

  const close = () => {
    setReason('');
    setConfirming(false);
    setErrors({});
    onClose();
  };

  const next = (event: React.FormEvent) => {
    event.preventDefault();
    const length = reason.trim().length;
    if (length < DATE_CANCEL_REASON_MIN || length > DATE_CANCEL_REASON_MAX) {
      setErrors({ reason: dateChangeMessages.reasonLength });
      return;
    }
    setErrors({});
    setConfirming(true);
  };

  const confirm = async () => {
    if (!date) return;
    const result = await cancelDate({
      id: packageId,
      date: date.date,
      departureId: date.departureId,
      reason: reason.trim(),
    });
    if (result.error) {
      const parsed = parseApiError(result.error);
      const field = parsed.fieldErrors.find((issue) => issue.path === 'reason');
      setConfirming(false);
      setErrors({
        reason: field?.message,
        form: field ? undefined : (parsed.message ?? messages.somethingWrong),
      });
      return;
    }
    adminToast.success(
      `${formatTourDate(date.date)} cancelled: ${plural(result.data.cancelledBookings, 'booking', 'bookings')} refunded ${formatRupees(result.data.refundTotal)} in full`,
    );
    onDone();
    close();
  };

  return (
    <Dialog open={Boolean(date)} onOpenChange={(isOpen) => !isOpen && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel date {date ? formatTourDate(date.date) : ''}?</DialogTitle>
          <DialogDescription>
            Every booking on this date is cancelled by the operator and everything paid is refunded in full
            (PhonePe payments automatically, offline payments as refunds for you to record). The date closes
            for sale and its waitlist is told.
          </DialogDescription>
        </DialogHeader>
        {date && !isConfirming && (
          <form onSubmit={next} noValidate className="grid gap-4">
            <FormField
              label="Reason"
              error={errors.reason}
              hint="E-mailed to every traveller on the date (5 to 500 characters)."
            >
              <Textarea
                value={reason}
                maxLength={DATE_CANCEL_REASON_MAX}
                onChange={(event) => setReason(event.target.value)}
              />
            </FormField>
            {errors.form && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {errors.form}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={close}>
                Keep date
              </Button>
              <Button type="submit">Continue</Button>
            </div>
          </form>
        )}
        {date && isConfirming && (
          <div className="grid gap-4 text-sm">
            <p role="status" className="font-medium">
              {plural(date.bookings, 'booking', 'bookings')} ({plural(date.people, 'person', 'people')}) on{' '}
              {formatTourDate(date.date)}, {date.departureName}, will be cancelled and refunded in full.
            </p>
            <p className="[overflow-wrap:anywhere] text-muted-foreground">Reason: {reason.trim()}</p>
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
                Back
              </Button>
              <Button
                type="button"
                isLoading={isLoading}
                onClick={confirm}
                className="bg-destructive text-white hover:bg-destructive/90"
              >
                Cancel date and refund {plural(date.bookings, 'booking', 'bookings')}
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

const keyOf = (d: { date: string; departureId: string }) => `${d.departureId}|${d.date}`;

/** The admin offers every booking on the date another date of the package (ADR 1205). */
export function MoveGroupDialog({
  packageId,
  date,
  onClose,
  onDone,
  dates,
}: DialogProps & { dates: BoardDate[] }) {
  const [moveGroup, { isLoading }] = useMoveGroupMutation();
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | undefined>();
  const targets = dates.filter(
    (d) => date && keyOf(d) !== keyOf(date) && !d.closedForSale && !d.cancelledByOperator,
  );

  const close = () => {
    setChoice('');
    setError(undefined);
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const to = targets.find((d) => keyOf(d) === choice);
    if (!date || !to) {
      setError('Choose a date');
      return;
    }
    const result = await moveGroup({
      id: packageId,
      date: date.date,
      departureId: date.departureId,
      toDate: to.date,
      toDepartureId: to.departureId,
    });
    if (result.error) {
      setError(parseApiError(result.error).message ?? messages.somethingWrong);
      return;
    }
    adminToast.success(
      `${plural(result.data.offered, 'booking', 'bookings')} offered ${formatTourDate(to.date)}`,
    );
    onDone();
    close();
  };

  return (
    <Dialog open={Boolean(date)} onOpenChange={(isOpen) => !isOpen && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Move group {date ? `on ${formatTourDate(date.date)}` : ''}</DialogTitle>
          <DialogDescription>
            Every confirmed booking on this date is e-mailed the new date. Each traveller accepts it on their
            booking page, or cancels with a full refund. This date closes for sale.
          </DialogDescription>
        </DialogHeader>
        {date && (
          <form onSubmit={submit} noValidate className="grid gap-4">
            <FormField label="New date" error={error}>
              <NativeSelect value={choice} onChange={(event) => setChoice(event.target.value)}>
                <option value="">Choose a date</option>
                {targets.map((d) => (
                  <option key={keyOf(d)} value={keyOf(d)}>
                    {formatTourDate(d.date)} · {d.departureName}
                    {d.left !== null ? ` · ${d.left} seats left` : ''}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={close}>
                Keep the group here
              </Button>
              <Button type="submit" variant="brand" isLoading={isLoading}>
                Offer the new date
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
