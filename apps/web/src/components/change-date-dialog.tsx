import { messages } from '@wayfarer/shared/messages';
import { formatRupees } from '@wayfarer/shared/rules/money';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { parseApiError } from '@/lib/api-error';
import { useChangeDateMutation, useGetDateChangeQuery } from '@/lib/booking-api';
import { formatTourDate } from '@/utils/format';

type ChangeDateDialogProps = {
  bookingId: string;
  open: boolean;
  onClose: () => void;
  /** What the booking costs now (rupees), to show the difference. */
  currentTotal: number;
  /** Called with a line saying what changed, after the move. */
  onChanged?: (summary: string) => void;
};

const keyOf = (o: { date: string; departureId: string }) => `${o.departureId}|${o.date}`;

/**
 * Moves a booking to another date of its package (POST /v1/bookings/{id}/change-date).
 * The traveller's manage page and the admin's booking detail both open it; the server decides who
 * may (the traveller until the balance due date, an admin until travel) and re-prices the booking.
 */
export function ChangeDateDialog({
  bookingId,
  open,
  onClose,
  currentTotal,
  onChanged,
}: ChangeDateDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change date</DialogTitle>
          <DialogDescription>
            Pick another date of this package. The new date's prices apply: if it costs more, the difference
            is added to the balance; if it costs less than you have paid, the difference is refunded.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <ChangeDateForm
            bookingId={bookingId}
            currentTotal={currentTotal}
            onClose={onClose}
            onChanged={onChanged}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ChangeDateForm({
  bookingId,
  currentTotal,
  onClose,
  onChanged,
}: Omit<ChangeDateDialogProps, 'open'>) {
  const options = useGetDateChangeQuery(bookingId, { refetchOnMountOrArgChange: true });
  const [changeDate, { isLoading }] = useChangeDateMutation();
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | undefined>();

  if (options.isError) {
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        {parseApiError(options.error).message ?? messages.somethingWrong}
      </p>
    );
  }
  if (!options.data) return <Spinner label="Loading..." className="text-brand-700" />;
  const list = options.data.options;
  if (list.length === 0) {
    return <p className="text-sm text-muted-foreground">No other date of this package has seats for you.</p>;
  }
  const picked = list.find((o) => keyOf(o) === choice);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!picked) {
      setError('Choose a date');
      return;
    }
    const result = await changeDate({ bookingId, date: picked.date, departureId: picked.departureId });
    if (result.error) {
      setError(parseApiError(result.error).message ?? messages.somethingWrong);
      return;
    }
    const r = result.data;
    const money =
      r.refundAmount > 0
        ? `${formatRupees(r.refundAmount)} will be refunded.`
        : `Pending amount: ${formatRupees(r.pendingAmount)}.`;
    onChanged?.(`Date changed to ${formatTourDate(r.travelDate)} (${r.departureName}). ${money}`);
    onClose();
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField label="New date" error={error}>
        <NativeSelect
          value={choice}
          onChange={(event) => {
            setChoice(event.target.value);
            setError(undefined);
          }}
        >
          <option value="">Choose a date</option>
          {list.map((o) => (
            <option key={keyOf(o)} value={keyOf(o)}>
              {formatTourDate(o.date)} · {o.departureName}
              {o.seatsLeft !== null ? ` · ${o.seatsLeft} seats left` : ''}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {picked && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-zinc-50 p-3 text-sm">
          <dt className="text-muted-foreground">Total now</dt>
          <dd className="text-right font-medium">{formatRupees(currentTotal)}</dd>
          <dt className="text-muted-foreground">Total on the new date</dt>
          <dd className="text-right font-medium">{formatRupees(picked.totalAmount)}</dd>
        </dl>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          Keep the date
        </Button>
        <Button type="submit" variant="brand" isLoading={isLoading}>
          Change date
        </Button>
      </div>
    </form>
  );
}
