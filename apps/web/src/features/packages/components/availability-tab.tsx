import { zodResolver } from '@hookform/resolvers/zod';
import { type TourType, tourTypes } from '@wayfarer/shared/enums';
import { messages } from '@wayfarer/shared/messages';
import { formatTravelDate } from '@wayfarer/shared/rules/travel-date';
import type { AvailabilityResponse } from '@wayfarer/shared/schemas/tour-pricing';
import { useEffect, useState } from 'react';
import { type FieldErrors, type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PageSpinner } from '@/components/ui/spinner';
import { hasErrorCode } from '@/lib/api-error';
import { useGetAvailabilityQuery, useSaveAvailabilityMutation } from '../api/editor-api';
import { serverIssuesOf } from '../utils/server-errors';
import { withToast } from '../utils/toast-call';
import { DepartureDates, departureColour } from './departure-dates';
import type { EditorTabProps } from './editor-tab-props';
import { PackageStatusPanel } from './package-status-panel';
import { SaveBar } from './save-bar';
import { useSectionLoad } from './use-section-load';
import { type AvailabilityForm, type AvailabilityOutput, availabilityForm } from './editor-forms';

// The shared schema checks every date shown; dates of a hidden type are not sent (AnyDay).
const schemaResolver = zodResolver(availabilityForm);
const resolver: Resolver<AvailabilityForm, unknown, AvailabilityOutput> = (values, context, options) =>
  values.tourType === 'AnyDay'
    ? schemaResolver({ ...values, tourDates: [] }, context, options)
    : schemaResolver(values, context, options);

const typeLabels: Record<TourType, string> = {
  AnyDay: 'Any day',
  OneTime: 'One time',
  SpecificDays: 'Specific days',
};

const formOfRow = (row: AvailabilityResponse['TourDate'][number]): AvailabilityForm['tourDates'][number] => ({
  id: row.id,
  date: row.date.slice(0, 10),
  tourPackageDepartureId: row.tourPackageDepartureId,
  seats: row.seats === null ? '' : String(row.seats),
  closedForSale: row.closedForSale,
  minTravellers: row.minTravellers === null ? '' : String(row.minTravellers),
});

const formOf = (data: AvailabilityResponse): AvailabilityForm => ({
  // spec 001 §4 "Editor": AnyDay when nothing is saved (the server answers AnyDay then).
  tourType: data.tourType ?? 'AnyDay',
  tourDates: data.TourDate.map(formOfRow),
  decisionDaysBefore: String(data.decisionDaysBefore),
});

const blankIsNull = <T,>(value: T): T | null =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** The form's errors, plus each restored sold row's refusal at its date (by the row's saved id). */
function withSoldRows(
  errors: FieldErrors<AvailabilityForm>,
  rows: AvailabilityForm['tourDates'],
  soldRows: Record<string, string>,
): FieldErrors<AvailabilityForm> {
  if (Object.keys(soldRows).length === 0) return errors;
  // A copy of the array's errors, its `root` (the list's message) included.
  const tourDates = Object.assign([], errors.tourDates) as unknown as Record<string | number, unknown>;
  rows.forEach((row, index) => {
    const message = row.id ? soldRows[row.id] : undefined;
    if (message) tourDates[index] = { date: { type: 'server', message } };
  });
  return { ...errors, tourDates } as FieldErrors<AvailabilityForm>;
}

/** The dates that count for a type: none for AnyDay, the first per departure for OneTime. */
function datesFor(values: AvailabilityForm, departureIds: string[]) {
  if (values.tourType === 'AnyDay') return [];
  if (values.tourType === 'SpecificDays') return values.tourDates;
  return departureIds.flatMap(
    (depId) => values.tourDates.find((d) => d.tourPackageDepartureId === depId) ?? [],
  );
}

function AvailabilityFields({
  id,
  data,
  onDirtyChange,
}: { id: string; data: AvailabilityResponse } & Pick<EditorTabProps, 'onDirtyChange'>) {
  const [saveAvailability] = useSaveAvailabilityMutation();
  const departures = data.TourPackageDeparture;
  const departureIds = departures.map((d) => d.id);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<AvailabilityForm, unknown, AvailabilityOutput>({
    resolver,
    defaultValues: formOf(data),
  });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const dates = useFieldArray({ control, name: 'tourDates' });
  // A sold date removed and refused comes back with its message, kept here by the
  // row's saved id (the form's own errors are re-validated away as the row list changes).
  const [soldRows, setSoldRows] = useState<Record<string, string>>({});
  const tourType = useWatch({ control, name: 'tourType' });
  const watchedDates = useWatch({ control, name: 'tourDates' });

  // OneTime shows one date per departure: make sure each departure has exactly one row first.
  const onTypeChange = (type: TourType) => {
    if (type !== 'OneTime') return;
    const current = getValues('tourDates');
    const one = departureIds.map(
      (depId) =>
        current.find((d) => d.tourPackageDepartureId === depId) ?? {
          date: '',
          tourPackageDepartureId: depId,
          seats: '',
          closedForSale: false,
          minTravellers: '',
        },
    );
    setValue('tourDates', one);
  };

  const onSubmit = handleSubmit(async () => {
    setSoldRows({});
    const values = getValues();
    const sent = datesFor(values, departureIds);
    // The server's `tourDates.{i}` is the i-th date sent: point it back at its row of the form.
    // A sold date removed from the list (a 409 at `tourDates`, ADR 1171) shows above the rows.
    const toFormPath = (path: string) =>
      path === 'tourDates' || path === 'singleDate'
        ? 'tourDates.root'
        : path.replace(
            /^tourDates\.(\d+)/,
            (_, i: string) => `tourDates.${values.tourDates.indexOf(sent[Number(i)]!)}`,
          );
    const body = {
      tourType: values.tourType,
      tourDates: sent.map(({ id, date, tourPackageDepartureId, seats, closedForSale, minTravellers }) => ({
        id: id || undefined,
        date,
        tourPackageDepartureId,
        seats: blankIsNull(seats),
        closedForSale: closedForSale ?? false,
        minTravellers: blankIsNull(minTravellers),
      })),
      decisionDaysBefore: blankIsNull(values.decisionDaysBefore),
    };
    await withToast(
      'Saving...',
      messages.saved,
      () => saveAvailability({ id, body }),
      (error) => {
        // A sold date removed from the list comes back as it was saved, with the
        // refusal at its row; every other row keeps what was typed.
        const removed = data.TourDate.filter((saved) => !values.tourDates.some((row) => row.id === saved.id));
        const restored = new Set<string>();
        const isSold = hasErrorCode(error, 'SOLD_NOT_REMOVABLE');
        for (const issue of serverIssuesOf(error)) {
          const back =
            isSold && issue.path === 'tourDates'
              ? removed.find(
                  (row) =>
                    !restored.has(row.id) &&
                    issue.message.startsWith(formatTravelDate(row.date.slice(0, 10))),
                )
              : undefined;
          if (back) {
            restored.add(back.id);
            dates.append(formOfRow(back), { shouldFocus: false });
            setSoldRows((rows) => ({ ...rows, [back.id]: issue.message }));
          } else {
            const path = toFormPath(issue.path);
            setError(path as never, { type: 'server', message: issue.message });
          }
        }
      },
    );
  });

  const marks: Record<string, string[]> = {};
  for (const row of watchedDates) {
    const colour = departureColour(departureIds.indexOf(row.tourPackageDepartureId));
    if (row.date) marks[row.date] = [...(marks[row.date] ?? []), colour];
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-lg font-semibold">Availability type</legend>
        <div className="flex flex-wrap gap-6">
          {tourTypes.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                value={type}
                className="size-4 accent-brand-700"
                {...register('tourType', { onChange: (event) => onTypeChange(event.target.value) })}
              />
              {typeLabels[type]}
            </label>
          ))}
        </div>
      </fieldset>

      {tourType === 'AnyDay' ? (
        <p className="text-sm text-muted-foreground">
          Travellers can book any date from two days ahead onward.
        </p>
      ) : departures.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Add a departure on the Pricing tab before adding dates.
        </p>
      ) : (
        <DepartureDates
          tourType={tourType}
          departures={departures}
          fields={dates.fields}
          marks={marks}
          register={register}
          errors={withSoldRows(errors, watchedDates, soldRows)}
          onAdd={(depId) =>
            dates.append({
              date: '',
              tourPackageDepartureId: depId,
              seats: '',
              closedForSale: false,
              minTravellers: '',
            })
          }
          onRemove={dates.remove}
        />
      )}
      {tourType !== 'AnyDay' && departures.length > 0 && (
        <FormField
          label="Decision day (days before travel)"
          error={errors.decisionDaysBefore?.message}
          className="max-w-md"
          hint="Min. is a date's minimum travellers (children included; empty for none). A date still below it on its decision day is flagged At risk, and you and the admin are e-mailed daily until it is decided."
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            className="max-w-32"
            {...register('decisionDaysBefore')}
          />
        </FormField>
      )}
      <SaveBar isSaving={isSubmitting} isLast />
    </form>
  );
}

/** spec 001 §2 "Availability": the type, departure dates and the Package Status section. */
export function AvailabilityTab({ id, area, onDirtyChange }: EditorTabProps) {
  const result = useGetAvailabilityQuery(id, { refetchOnMountOrArgChange: true });
  useSectionLoad(result, area);
  const data = result.currentData ?? result.data;
  if (!data) return <PageSpinner />;
  return (
    <div className="grid gap-10">
      <AvailabilityFields key={result.fulfilledTimeStamp} id={id} data={data} onDirtyChange={onDirtyChange} />
      <PackageStatusPanel id={id} status={data.status} rejectionReason={data.rejectionReason} />
    </div>
  );
}
