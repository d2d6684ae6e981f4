import { messages } from '@wayfarer/shared/messages';
import {
  type BeforeYouGoResponse,
  type TravellerDetailsBody,
  travellerDetailsBody,
} from '@wayfarer/shared/schemas/trip-details';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { parseApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { formatTourDate } from '@/utils/format';
import { useSaveTravellerDetailsMutation } from '../api/before-you-go-api';

type Traveller = BeforeYouGoResponse['travellers'][number];
type Field = keyof TravellerDetailsBody;
type Props = {
  bookingId: string;
  traveller: Traveller;
  isInternational: boolean;
  /** The earliest expiry the package accepts (return date + its months). */
  passportValidUntil: string;
  onDone: () => void;
};

/**
 * One traveller's pre-trip details. The passport number and medical notes come back hidden: left
 * empty they stay as saved (the API keeps an omitted field), typed they replace it.
 */
export function TravellerDetailsForm({
  bookingId,
  traveller,
  isInternational,
  passportValidUntil,
  onDone,
}: Props) {
  const d = traveller.details;
  const [values, setValues] = useState<Record<Field, string>>({
    emergencyName: d.emergencyName ?? '',
    emergencyPhone: d.emergencyPhone ?? '',
    dietaryNeeds: d.dietaryNeeds ?? '',
    medicalNotes: '',
    passportNumber: '',
    nationality: d.nationality ?? '',
    passportExpiry: d.passportExpiry ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveTravellerDetailsMutation();
  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body: TravellerDetailsBody = {
      emergencyName: values.emergencyName,
      emergencyPhone: values.emergencyPhone,
      dietaryNeeds: values.dietaryNeeds,
      // Hidden when saved: empty keeps it.
      ...(values.medicalNotes.trim() && { medicalNotes: values.medicalNotes }),
      ...(isInternational && {
        ...(values.passportNumber.trim() && { passportNumber: values.passportNumber }),
        nationality: values.nationality,
        passportExpiry: values.passportExpiry,
      }),
    };
    const checked = travellerDetailsBody.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    const result = await save({ bookingId, travellerId: traveller.id, body });
    if (result.error) {
      const parsed = parseApiError(result.error);
      setErrors(Object.fromEntries(parsed.fieldErrors.map((e) => [e.path, e.message])));
      setFormError(parsed.fieldErrors.length ? null : (parsed.message ?? messages.somethingWrong));
      return;
    }
    toast.success('Details saved');
    onDone();
  };

  const hidden = <span className="sr-only"> of {traveller.name}</span>;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 rounded-lg border p-3 sm:p-4"
      aria-label={`Details of ${traveller.name}`}
    >
      <p className="font-semibold [overflow-wrap:anywhere]">
        {traveller.position + 1}. {traveller.name}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={<>Emergency contact name{hidden}</>} error={errors.emergencyName}>
          <Input value={values.emergencyName} maxLength={100} onChange={set('emergencyName')} />
        </FormField>
        <FormField label={<>Emergency contact phone{hidden}</>} error={errors.emergencyPhone}>
          <Input value={values.emergencyPhone} type="tel" maxLength={20} onChange={set('emergencyPhone')} />
        </FormField>
      </div>
      <FormField label={<>Dietary needs{hidden}</>} error={errors.dietaryNeeds}>
        <Input value={values.dietaryNeeds} maxLength={500} onChange={set('dietaryNeeds')} />
      </FormField>
      <FormField
        label={<>Medical notes (optional){hidden}</>}
        hint={
          d.hasMedicalNotes
            ? 'Saved and hidden. Type to replace them.'
            : 'Only your host and the operator see them.'
        }
        error={errors.medicalNotes}
      >
        <Textarea value={values.medicalNotes} maxLength={1000} onChange={set('medicalNotes')} />
      </FormField>
      {isInternational && (
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField
            label={<>Passport number{hidden}</>}
            hint={d.passportNumberMasked ? `Saved: ${d.passportNumberMasked}` : undefined}
            error={errors.passportNumber}
          >
            <Input
              value={values.passportNumber}
              maxLength={20}
              autoComplete="off"
              onChange={set('passportNumber')}
            />
          </FormField>
          <FormField label={<>Nationality{hidden}</>} error={errors.nationality}>
            <Input value={values.nationality} maxLength={60} onChange={set('nationality')} />
          </FormField>
          <FormField
            label={<>Passport expiry{hidden}</>}
            hint={`On or after ${formatTourDate(passportValidUntil)}`}
            error={errors.passportExpiry}
          >
            <Input value={values.passportExpiry} type="date" onChange={set('passportExpiry')} />
          </FormField>
        </div>
      )}
      {formError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="brand" isLoading={isLoading}>
          Save details
        </Button>
      </div>
    </form>
  );
}
