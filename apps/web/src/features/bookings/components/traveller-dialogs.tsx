import { travellerGenders } from '@wayfarer/shared/enums';
import { messages } from '@wayfarer/shared/messages';
import { TRAVELLER_AGE_MAX, TRAVELLER_NAME_MAX } from '@wayfarer/shared/rules/booking-lifecycle';
import { formatRupees } from '@wayfarer/shared/rules/money';
import type { BookingTraveller } from '@wayfarer/shared/schemas/booking';
import { renameTravellerBody, transferTravellerBody } from '@wayfarer/shared/schemas/booking-travellers';
import { useState } from 'react';
import { adminToast } from '@/components/ui/admin-toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { parseApiError } from '@/lib/api-error';
import {
  useGetTravellerRemovalQuoteQuery,
  useRemoveTravellerMutation,
  useRenameTravellerMutation,
  useTransferTravellerMutation,
} from '../api/bookings-api';

// ADR 1370-1372 (ADMIN): one traveller at a time on the booking detail — Remove (the quote first:
// the new total and the refund, then the confirmation), Rename, Transfer.

export type TravellerAction = { kind: 'remove' | 'rename' | 'transfer'; traveller: BookingTraveller };
type DialogProps = { bookingId: string; action: TravellerAction | null; onClose: () => void };

const TITLES = { remove: 'Remove', rename: 'Correct the name of', transfer: 'Transfer the seat of' } as const;

export function TravellerActionDialog({ bookingId, action, onClose }: DialogProps) {
  return (
    <Dialog open={Boolean(action)} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {action ? `${TITLES[action.kind]} ${action.traveller.name}` : 'Traveller'}
          </DialogTitle>
          <DialogDescription>
            {action?.kind === 'remove'
              ? 'The booking is priced again for the travellers who stay; the cancellation slab applies to the place removed.'
              : action?.kind === 'transfer'
                ? 'Another person takes this seat for the same money; the lead traveller is told by e-mail.'
                : 'A corrected name is free; tax documents already issued keep the name they were issued with.'}
          </DialogDescription>
        </DialogHeader>
        {action?.kind === 'remove' && <RemoveForm bookingId={bookingId} action={action} onClose={onClose} />}
        {action?.kind === 'rename' && <RenameForm bookingId={bookingId} action={action} onClose={onClose} />}
        {action?.kind === 'transfer' && (
          <TransferForm bookingId={bookingId} action={action} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

type FormProps = { bookingId: string; action: TravellerAction; onClose: () => void };

function FormError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {text}
    </p>
  );
}

function Actions({ onClose, label, busy }: { onClose: () => void; label: string; busy: boolean }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button type="button" variant="outline" onClick={onClose}>
        Keep as it is
      </Button>
      <Button type="submit" isLoading={busy}>
        {label}
      </Button>
    </div>
  );
}

function RemoveForm({ bookingId, action, onClose }: FormProps) {
  const args = { bookingId, travellerId: action.traveller.id };
  const quote = useGetTravellerRemovalQuoteQuery(args, { refetchOnMountOrArgChange: true });
  const [remove, { isLoading }] = useRemoveTravellerMutation();
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await remove(args);
    if (result.error) {
      setError(parseApiError(result.error).message ?? messages.somethingWrong);
      return;
    }
    adminToast.success(`${action.traveller.name} removed; refund ${formatRupees(result.data.refundAmount)}`);
    onClose();
  };

  if (quote.isError)
    return <FormError text={parseApiError(quote.error).message ?? messages.somethingWrong} />;
  if (!quote.data) return <Spinner label="Loading..." className="text-brand-700" />;
  const q = quote.data;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Remove traveller">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-zinc-50 p-3 text-sm">
        <dt className="text-muted-foreground">Travellers after</dt>
        <dd className="text-right font-medium">{q.people}</dd>
        <dt className="text-muted-foreground">Total now</dt>
        <dd className="text-right font-medium">{formatRupees(q.previousTotal)}</dd>
        <dt className="text-muted-foreground">
          Kept by the slab ({q.deductionPercent}%, {q.daysBeforeTravel} days before travel)
        </dt>
        <dd className="text-right font-medium">{formatRupees(q.retainedAmount)}</dd>
        <dt className="font-semibold">New total</dt>
        <dd className="text-right font-semibold">{formatRupees(q.totalAmount)}</dd>
        <dt className="text-muted-foreground">Paid</dt>
        <dd className="text-right font-medium">{formatRupees(q.paidAmount)}</dd>
        <dt className="font-semibold">Refund</dt>
        <dd className="text-right font-semibold" data-testid="removal-refund">
          {formatRupees(q.refundAmount)}
        </dd>
        <dt className="text-muted-foreground">Still to pay</dt>
        <dd className="text-right font-medium">{formatRupees(q.pendingAmount)}</dd>
      </dl>
      <FormError text={error} />
      <Actions onClose={onClose} label="Remove traveller" busy={isLoading} />
    </form>
  );
}

function RenameForm({ bookingId, action, onClose }: FormProps) {
  const [name, setName] = useState(action.traveller.name);
  const [error, setError] = useState<string | null>(null);
  const [rename, { isLoading }] = useRenameTravellerMutation();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = renameTravellerBody.safeParse({ name });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? messages.somethingWrong);
      return;
    }
    const result = await rename({ bookingId, travellerId: action.traveller.id, ...checked.data });
    if (result.error) {
      setError(parseApiError(result.error).message ?? messages.somethingWrong);
      return;
    }
    adminToast.success('Name corrected');
    onClose();
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Correct the name">
      <FormField label="Full name" error={error ?? undefined}>
        <Input
          value={name}
          maxLength={TRAVELLER_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <Actions onClose={onClose} label="Save name" busy={isLoading} />
    </form>
  );
}

type TransferFields = { name: string; age: string; gender: string; email: string; phone: string };

function TransferForm({ bookingId, action, onClose }: FormProps) {
  const [fields, setFields] = useState<TransferFields>({
    name: '',
    age: '',
    gender: '',
    email: '',
    phone: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof TransferFields | 'form', string>>>({});
  const [transfer, { isLoading }] = useTransferTravellerMutation();
  const set = (key: keyof TransferFields, value: string) => setFields((f) => ({ ...f, [key]: value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      name: fields.name,
      age: fields.age.trim() === '' ? Number.NaN : Number(fields.age),
      gender: (fields.gender || null) as (typeof travellerGenders)[number] | null,
      email: fields.email.trim() || null,
      phone: fields.phone.trim() || null,
    };
    const checked = transferTravellerBody.safeParse(body);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    const result = await transfer({ bookingId, travellerId: action.traveller.id, ...checked.data });
    if (result.error) {
      const parsed = parseApiError(result.error);
      setErrors({
        ...Object.fromEntries(parsed.fieldErrors.map((issue) => [issue.path, issue.message])),
        form: parsed.message ?? messages.somethingWrong,
      });
      return;
    }
    adminToast.success(`Seat transferred to ${checked.data.name}`);
    onClose();
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Transfer the seat">
      <FormField label="New traveller's full name" error={errors.name}>
        <Input
          value={fields.name}
          maxLength={TRAVELLER_NAME_MAX}
          onChange={(e) => set('name', e.target.value)}
        />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Age" error={errors.age}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={TRAVELLER_AGE_MAX}
            value={fields.age}
            onChange={(e) => set('age', e.target.value)}
          />
        </FormField>
        <FormField label="Gender" error={errors.gender}>
          <NativeSelect value={fields.gender} onChange={(e) => set('gender', e.target.value)}>
            <option value="">Not given</option>
            {travellerGenders.map((g) => (
              <option key={g} value={g}>
                {g[0]?.toUpperCase()}
                {g.slice(1)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="E-mail" error={errors.email} hint="Optional">
          <Input
            type="email"
            value={fields.email}
            maxLength={254}
            onChange={(e) => set('email', e.target.value)}
          />
        </FormField>
        <FormField label="Phone" error={errors.phone} hint="Optional: 10 digits">
          <Input
            type="tel"
            inputMode="numeric"
            value={fields.phone}
            maxLength={10}
            onChange={(e) => set('phone', e.target.value)}
          />
        </FormField>
      </div>
      <FormError text={errors.form ?? null} />
      <Actions onClose={onClose} label="Transfer seat" busy={isLoading} />
    </form>
  );
}
