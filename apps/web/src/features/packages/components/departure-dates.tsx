import type { TourType } from '@wayfarer/shared/enums';
import { Plus, Trash2 } from 'lucide-react';
import type { FieldArrayWithId, FieldErrors, UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MarkedMonthCalendar } from '@/components/ui/marked-month-calendar';
import type { AvailabilityForm } from './editor-forms';

// One colour per departure for the calendar's dots and its legend (contrast-safe 600/700 shades).
const palette = ['#0f766e', '#c2410c', '#7c3aed', '#be123c', '#1d4ed8', '#4d7c0f', '#a16207', '#0e7490'];
export const departureColour = (index: number) => palette[Math.max(0, index) % palette.length] as string;

type DepartureDatesProps = {
  tourType: Exclude<TourType, 'AnyDay'>;
  departures: { id: string; name: string }[];
  fields: FieldArrayWithId<AvailabilityForm, 'tourDates'>[];
  marks: Record<string, string[]>;
  register: UseFormRegister<AvailabilityForm>;
  errors: FieldErrors<AvailabilityForm>;
  onAdd: (departureId: string) => void;
  onRemove: (index: number) => void;
};

/** OneTime: one date per departure. SpecificDays: a list of dates per departure and a calendar. */
export function DepartureDates(props: DepartureDatesProps) {
  const { tourType, departures, fields, marks, register, errors, onAdd, onRemove } = props;
  const isSpecific = tourType === 'SpecificDays';
  const firstDate = Object.keys(marks).sort()[0];

  const listError = errors.tourDates?.root?.message;

  return (
    <div className={isSpecific ? 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_auto]' : 'grid gap-6'}>
      <div className="grid gap-6">
        {listError && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
            {listError}
          </p>
        )}
        {departures.map((departure, depIndex) => {
          const rows = fields
            .map((field, index) => ({ field, index }))
            .filter(({ field }) => field.tourPackageDepartureId === departure.id);
          return (
            <fieldset key={departure.id} className="grid gap-3 rounded-xl border bg-white p-4">
              <legend className="flex items-center gap-2 px-1 font-semibold">
                <span
                  aria-hidden="true"
                  className="size-3 rounded-full"
                  style={{ backgroundColor: departureColour(depIndex) }}
                />
                {departure.name}
              </legend>
              {rows.map(({ field, index }, i) => {
                const err = errors.tourDates?.[index];
                const which = isSpecific ? ` ${i + 1}` : '';
                return (
                  <div
                    key={field.id}
                    className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-2 sm:grid-cols-[minmax(0,1fr)_5rem_5rem_auto]"
                  >
                    <FormField
                      label={
                        <>
                          Date{which}
                          <span className="sr-only"> of {departure.name}</span>
                        </>
                      }
                      error={err?.date?.message ?? err?.tourPackageDepartureId?.message}
                      className="col-span-3 sm:col-span-1"
                    >
                      <Input type="date" {...register(`tourDates.${index}.date`)} />
                    </FormField>
                    <FormField
                      label={
                        <>
                          Seats
                          <span className="sr-only">
                            {' '}
                            for {departure.name}
                            {which}
                          </span>
                        </>
                      }
                      error={err?.seats?.message}
                    >
                      <Input
                        inputMode="numeric"
                        placeholder="Any"
                        autoComplete="off"
                        {...register(`tourDates.${index}.seats`)}
                      />
                    </FormField>
                    <FormField
                      label={
                        <>
                          Min.
                          <span className="sr-only">
                            {' '}
                            travellers for {departure.name}
                            {which}
                          </span>
                        </>
                      }
                      error={err?.minTravellers?.message}
                    >
                      <Input
                        inputMode="numeric"
                        placeholder="None"
                        autoComplete="off"
                        {...register(`tourDates.${index}.minTravellers`)}
                      />
                    </FormField>
                    {isSpecific ? (
                      <Button
                        variant="ghost"
                        size="icon"
                        className="mt-6"
                        aria-label={`Remove date${which} of ${departure.name}`}
                        onClick={() => onRemove(index)}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    ) : (
                      <span />
                    )}
                    <label className="col-span-3 flex items-center gap-2 text-sm sm:col-span-4">
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-700"
                        {...register(`tourDates.${index}.closedForSale`)}
                      />
                      Close for sale
                      <span className="sr-only">
                        {' '}
                        {departure.name}
                        {which}
                      </span>
                      <span className="text-muted-foreground">(no new bookings; existing ones stay)</span>
                    </label>
                  </div>
                );
              })}
              {isSpecific && (
                <Button variant="outline" size="sm" className="w-fit" onClick={() => onAdd(departure.id)}>
                  <Plus aria-hidden="true" className="size-4" />
                  Add date<span className="sr-only"> to {departure.name}</span>
                </Button>
              )}
            </fieldset>
          );
        })}
      </div>
      {isSpecific && (
        <div className="grid content-start gap-3">
          <MarkedMonthCalendar label="Departure dates" marks={marks} initialDate={firstDate} />
          <ul aria-label="Legend" className="grid gap-1 text-sm">
            {departures.map((departure, depIndex) => (
              <li key={departure.id} className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="size-2.5 rounded-full"
                  style={{ backgroundColor: departureColour(depIndex) }}
                />
                {departure.name}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
