import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { OFFLINE_REFERENCE_MAX } from '@wayfarer/shared/schemas/booking-detail';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type Field = { value: string; onChange: (value: string) => void; error?: string };

type OfflineRecordFieldsProps = {
  reference: Field & { hint: string };
  date: Field & { label: string };
  formError?: string;
  submitLabel: string;
  isLoading: boolean;
  onClose: () => void;
};

/**
 * The end of both offline records (a payment received, a refund given back, ADR 950 and 952): the
 * reference, the day (not after today in India), the form's own error and the actions.
 */
export function OfflineRecordFields({
  reference,
  date,
  formError,
  submitLabel,
  isLoading,
  onClose,
}: OfflineRecordFieldsProps) {
  return (
    <>
      <FormField label="Reference" error={reference.error} hint={reference.hint}>
        <Input
          autoComplete="off"
          maxLength={OFFLINE_REFERENCE_MAX}
          value={reference.value}
          onChange={(event) => reference.onChange(event.target.value)}
        />
      </FormField>
      <FormField label={date.label} error={date.error}>
        <Input
          type="date"
          max={todayInIndia()}
          value={date.value}
          onChange={(event) => date.onChange(event.target.value)}
        />
      </FormField>
      {formError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          Close
        </Button>
        <Button type="submit" isLoading={isLoading}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
