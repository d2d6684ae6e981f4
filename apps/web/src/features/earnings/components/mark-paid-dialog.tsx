import { messages } from '@wayfarer/shared/messages';
import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { PAYOUT_REFERENCE_MAX, type Payout } from '@wayfarer/shared/schemas/earnings';
import { type FormEvent, useState } from 'react';
import { adminToast } from '@/components/ui/admin-toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { parseApiError } from '@/lib/api-error';
import { formatRupees } from '@/utils/format';
import { useMarkPayoutPaidMutation } from '../api/earnings-api';
import { type PaidForm, paidFormErrors } from '../utils/paid-form';

type MarkPaidDialogProps = { payout?: Payout; onClose: () => void };

function PaidFields({ payout, onClose }: { payout: Payout; onClose: () => void }) {
  const today = todayInIndia();
  const [values, setValues] = useState<PaidForm>({ reference: '', paidOn: today });
  const [errors, setErrors] = useState<Partial<Record<keyof PaidForm, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [markPaid, { isLoading }] = useMarkPayoutPaidMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = paidFormErrors(values, today);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) return;
    const result = await markPaid({
      id: payout.id,
      reference: values.reference.trim(),
      paidOn: values.paidOn,
    });
    if ('error' in result) {
      // Refused: the dialog stays open with what was typed; the server's words say why.
      const { message, fieldErrors } = parseApiError(result.error);
      const byField: typeof errors = {};
      for (const { path, message: text } of fieldErrors) {
        if (path === 'reference' || path === 'paidOn') byField[path] = text;
      }
      setErrors(byField);
      setFormError(Object.keys(byField).length > 0 ? undefined : (message ?? messages.somethingWrong));
      return;
    }
    adminToast.success('Payout marked paid');
    onClose();
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField
        label="Bank reference (UTR)"
        error={errors.reference}
        hint={`The transfer's reference from the bank, up to ${PAYOUT_REFERENCE_MAX} characters.`}
      >
        <Input
          autoComplete="off"
          spellCheck={false}
          maxLength={PAYOUT_REFERENCE_MAX}
          value={values.reference}
          onChange={(event) => setValues((v) => ({ ...v, reference: event.target.value }))}
        />
      </FormField>
      <FormField label="Paid on" error={errors.paidOn}>
        <Input
          type="date"
          max={today}
          value={values.paidOn}
          onChange={(event) => setValues((v) => ({ ...v, paidOn: event.target.value }))}
        />
      </FormField>
      {formError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          Close
        </Button>
        <Button type="submit" variant="brand" isLoading={isLoading}>
          Mark paid
        </Button>
      </div>
    </form>
  );
}

/** POST /v1/payouts/{id}/paid: the money left the bank, with its reference (UTR) and date. */
export function MarkPaidDialog({ payout, onClose }: MarkPaidDialogProps) {
  return (
    <Dialog open={Boolean(payout)} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Mark payout paid</DialogTitle>
          <DialogDescription>
            {payout
              ? `${formatRupees(payout.amount)} to ${payout.creator.fullName}. The creator sees the reference on their Earnings page.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        {payout && <PaidFields key={payout.id} payout={payout} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
