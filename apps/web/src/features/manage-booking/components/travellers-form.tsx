import { travellerGenders, travellerIdTypeLabels, travellerIdTypes } from '@wayfarer/shared/enums';
import { messages } from '@wayfarer/shared/messages';
import { TRAVELLER_AGE_MAX, TRAVELLER_NAME_MAX } from '@wayfarer/shared/rules/booking-lifecycle';
import type { BookingResponse } from '@wayfarer/shared/schemas/booking';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { parseApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useSaveTravellersMutation } from '../api/manage-booking-api';
import {
  bodyOf,
  formRowsOf,
  genderLabels,
  type RowErrors,
  rowErrorsOf,
  type TravellerFormField,
  type TravellerFormRow,
  validateRows,
} from '../utils/traveller-form';

type TravellersFormProps = { booking: BookingResponse; onDone: () => void };

/**
 * Exactly `people` rows (PUT /v1/bookings/{id}/travellers). Checked with the server's schema
 * first; what the server still refuses shows at its row. A refused save keeps what was typed.
 */
export function TravellersForm({ booking, onDone }: TravellersFormProps) {
  const [rows, setRows] = useState(() => formRowsOf(booking.travellers, booking.people));
  const [errors, setErrors] = useState<RowErrors[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [saveTravellers, { isLoading }] = useSaveTravellersMutation();

  const setField = (index: number, field: TravellerFormField, value: string) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body = bodyOf(rows, booking.travellers);
    const clientErrors = validateRows(body);
    setErrors(clientErrors);
    if (clientErrors.some((row) => Object.keys(row).length > 0)) {
      setFormError('Please correct the highlighted travellers.');
      return;
    }
    const result = await saveTravellers({ bookingId: booking.bookingId, travellers: body });
    if (result.error) {
      const parsed = parseApiError(result.error);
      const placed = rowErrorsOf(parsed.fieldErrors, rows.length);
      setErrors(placed.rows);
      setFormError(placed.general[0] ?? parsed.message ?? messages.somethingWrong);
      return;
    }
    toast.success('Travellers saved');
    onDone();
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Travellers">
      {rows.map((row, index) => (
        <TravellerFields
          // biome-ignore lint/suspicious/noArrayIndexKey: a row's position is its identity.
          key={index}
          index={index}
          row={row}
          errors={errors[index] ?? {}}
          savedIdNumber={
            booking.travellers[index]?.idType === row.idType
              ? (booking.travellers[index]?.idNumber ?? null)
              : null
          }
          onChange={(field, value) => setField(index, field, value)}
        />
      ))}
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
          Save travellers
        </Button>
      </div>
    </form>
  );
}

type TravellerFieldsProps = {
  index: number;
  row: TravellerFormRow;
  errors: RowErrors;
  savedIdNumber: string | null;
  onChange: (field: TravellerFormField, value: string) => void;
};

function TravellerFields({ index, row, errors, savedIdNumber, onChange }: TravellerFieldsProps) {
  const n = index + 1;
  const hidden = (text: string) => <span className="sr-only">{text}</span>;
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold">Traveller {n}</legend>
      <FormField label={<>Full name{hidden(` of traveller ${n}`)}</>} error={errors.name}>
        <Input
          value={row.name}
          maxLength={TRAVELLER_NAME_MAX}
          autoComplete="off"
          onChange={(event) => onChange('name', event.target.value)}
        />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={<>Age{hidden(` of traveller ${n}`)}</>} error={errors.age}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={TRAVELLER_AGE_MAX}
            step={1}
            value={row.age}
            onChange={(event) => onChange('age', event.target.value)}
          />
        </FormField>
        <FormField label={<>Gender{hidden(` of traveller ${n}`)}</>} error={errors.gender}>
          <NativeSelect value={row.gender} onChange={(event) => onChange('gender', event.target.value)}>
            <option value="">Not given</option>
            {travellerGenders.map((gender) => (
              <option key={gender} value={gender}>
                {genderLabels[gender]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={<>ID type{hidden(` of traveller ${n}`)}</>} error={errors.idType}>
          <NativeSelect value={row.idType} onChange={(event) => onChange('idType', event.target.value)}>
            <option value="">No ID</option>
            {travellerIdTypes.map((idType) => (
              <option key={idType} value={idType}>
                {travellerIdTypeLabels[idType]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label={<>ID number{hidden(` of traveller ${n}`)}</>}
          error={errors.idNumber}
          hint={savedIdNumber ? `Saved as ${savedIdNumber}; leave empty to keep it.` : 'Optional.'}
        >
          <Input
            value={row.idNumber}
            disabled={!row.idType}
            maxLength={30}
            autoComplete="off"
            onChange={(event) => onChange('idNumber', event.target.value)}
          />
        </FormField>
        <FormField
          label={<>E-mail{hidden(` of traveller ${n}`)}</>}
          error={errors.email}
          hint="Optional: trip announcements reach this address too."
        >
          <Input
            type="email"
            value={row.email}
            maxLength={254}
            autoComplete="off"
            onChange={(event) => onChange('email', event.target.value)}
          />
        </FormField>
        <FormField
          label={<>Phone{hidden(` of traveller ${n}`)}</>}
          error={errors.phone}
          hint="Optional: 10 digits."
        >
          <Input
            type="tel"
            inputMode="numeric"
            value={row.phone}
            maxLength={10}
            autoComplete="off"
            onChange={(event) => onChange('phone', event.target.value)}
          />
        </FormField>
      </div>
    </fieldset>
  );
}
