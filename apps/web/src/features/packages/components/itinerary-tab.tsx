import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@wayfarer/shared/messages';
import { dayPastEndMessage, STRAY_ITINERARY_MESSAGE } from '@wayfarer/shared/rules/package';
import { tourMessages } from '@wayfarer/shared/schemas/tour';
import { type ItineraryResponse, itineraryBody } from '@wayfarer/shared/schemas/tour-content';
import type { z } from '@wayfarer/shared/zod';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { ImageUploadField } from '@/components/image-upload-field';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PageSpinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useGetItineraryQuery, useSaveItineraryMutation } from '../api/editor-api';
import { applyServerIssues } from '../utils/server-errors';
import { withToast } from '../utils/toast-call';
import { MealsField } from './meals-field';
import type { EditorTabProps } from './editor-tab-props';
import type { ItineraryForm } from './editor-forms';
import { SaveBar } from './save-bar';
import { useSectionLoad } from './use-section-load';

const newEntry = (data: ItineraryResponse, day: number): ItineraryForm['tourItineraries'][number] => ({
  destinationId: data.destinations[0]?.id ?? '',
  day: Math.min(day, data.totalDays),
  image: '',
  title: '',
  description: '',
  meals: [],
});

function ItineraryFields({
  id,
  data,
  onSaved,
  onDirtyChange,
}: { id: string; data: ItineraryResponse } & Pick<EditorTabProps, 'onSaved' | 'onDirtyChange'>) {
  const [saveItinerary] = useSaveItineraryMutation();
  const placeIds = new Set(data.destinations.map((place) => place.id));
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ItineraryForm, unknown, z.output<typeof itineraryBody>>({
    resolver: zodResolver(itineraryBody),
    defaultValues: {
      // A day whose place left the package starts with no place chosen: it is flagged below and
      // the schema asks for a place, rather than the server refusing an unknown one.
      // Likewise a day after the package's last day starts with no day chosen.
      tourItineraries: data.tourItineraries.map((entry) => ({
        ...entry,
        day: entry.day > data.totalDays ? '' : entry.day,
        destinationId: placeIds.has(entry.destinationId) ? entry.destinationId : '',
        meals: entry.meals.map((m) => ({ ...m })),
      })),
    },
  });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const entries = useFieldArray({ control, name: 'tourItineraries' });
  // The fields (by their stable id) that named a place the package no longer visits.
  const [strayIds] = useState(
    () =>
      new Set(
        entries.fields.flatMap((field, i) =>
          placeIds.has(data.tourItineraries[i]?.destinationId ?? '') ? [] : [field.id],
        ),
      ),
  );
  // The fields whose day came after the package's last day (fewer days on the Destination tab).
  const [pastEndIds] = useState(
    () =>
      new Set(
        entries.fields.flatMap((field, i) =>
          (data.tourItineraries[i]?.day ?? 0) > data.totalDays ? [field.id] : [],
        ),
      ),
  );
  const entryErrors = errors.tourItineraries;
  const days = Array.from({ length: data.totalDays }, (_, i) => i + 1);

  const onSubmit = handleSubmit(async () => {
    const saved = await withToast(
      'Saving...',
      messages.saved,
      () => saveItinerary({ id, body: getValues() }),
      (error) => applyServerIssues(error, setError),
    );
    if (saved) onSaved();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      {entries.fields.map((field, index) => {
        const err = entryErrors?.[index];
        return (
          <section
            key={field.id}
            aria-labelledby={`itinerary-${field.id}`}
            className="grid gap-5 rounded-xl border bg-white p-4 sm:p-6"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={`itinerary-${field.id}`} className="text-lg font-semibold">
                Itinerary {index + 1}
              </h3>
              <Button variant="outline" size="sm" onClick={() => entries.remove(index)}>
                Remove Itinerary
                <span className="sr-only"> {index + 1}</span>
              </Button>
            </div>
            {strayIds.has(field.id) && (
              <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">
                {STRAY_ITINERARY_MESSAGE}
              </p>
            )}
            {pastEndIds.has(field.id) && (
              <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">
                {dayPastEndMessage(data.totalDays)}
              </p>
            )}
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField label="Day" error={err?.day?.message}>
                <NativeSelect {...register(`tourItineraries.${index}.day`)}>
                  {pastEndIds.has(field.id) && <option value="">Choose a day</option>}
                  {days.map((day) => (
                    <option key={day} value={day}>
                      Day {day}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField label="Destination" error={err?.destinationId?.message}>
                <NativeSelect {...register(`tourItineraries.${index}.destinationId`)}>
                  <option value="">Choose a destination</option>
                  {data.destinations.map((place) => (
                    <option key={place.id} value={place.id}>
                      {place.name}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            </div>
            <FormField label="Heading" error={err?.title?.message}>
              <Input autoComplete="off" {...register(`tourItineraries.${index}.title`)} />
            </FormField>
            <FormField label="Description" error={err?.description?.message}>
              <Textarea {...register(`tourItineraries.${index}.description`)} />
            </FormField>
            <Controller
              control={control}
              name={`tourItineraries.${index}.image`}
              render={({ field: image, fieldState }) => (
                <ImageUploadField
                  label={`Upload image for itinerary ${index + 1}`}
                  buttonText="Upload image"
                  value={image.value ?? ''}
                  onChange={image.onChange}
                  aspect={4 / 3}
                  previewAlt={`Itinerary ${index + 1}`}
                  error={fieldState.error?.message}
                  className="max-w-xs"
                />
              )}
            />
            <MealsField entryIndex={index} control={control} register={register} errors={errors} />
          </section>
        );
      })}
      <Button
        variant="outline"
        className="w-fit"
        onClick={() => entries.append(newEntry(data, entries.fields.length + 1))}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add itinerary
      </Button>
      <SaveBar isSaving={isSubmitting} />
    </form>
  );
}

/** spec 001 §2 "Itinerary": day by day, with meals; needs destinations with days first. */
export function ItineraryTab({ id, area, onSaved, onDirtyChange }: EditorTabProps) {
  const result = useGetItineraryQuery(id, { refetchOnMountOrArgChange: true });
  useSectionLoad(result, area);
  if (!result.currentData || result.isFetching) return <PageSpinner />;
  if (result.currentData.totalDays < 1) {
    return <EmptyState title={tourMessages.addDestinationFirst} headingLevel="h3" />;
  }
  return (
    <ItineraryFields id={id} data={result.currentData} onSaved={onSaved} onDirtyChange={onDirtyChange} />
  );
}
