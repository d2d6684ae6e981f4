import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@wayfarer/shared/messages';
import { hotelLabel } from '@wayfarer/shared/schemas/hotel';
import { tourDefaults } from '@wayfarer/shared/schemas/tour';
import { type DestinationResponse, destinationBody } from '@wayfarer/shared/schemas/tour-content';
import { z } from '@wayfarer/shared/zod';
import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { HotelDialog } from '@/components/hotel-dialog';
import { PlacePicker } from '@/components/place-picker';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PageSpinner } from '@/components/ui/spinner';
import { useGetDestinationQuery, useSaveDestinationMutation } from '../api/editor-api';
import { applyServerIssues } from '../utils/server-errors';
import { withToast } from '../utils/toast-call';
import { AddPlaceDialog } from './add-place-dialog';
import { HotelPicker } from './hotel-picker';
import type { EditorTabProps } from './editor-tab-props';
import { SaveBar } from './save-bar';
import { useSectionLoad } from './use-section-load';

// The form keeps each place's and hotel's name beside its id for the pickers' chips; the rows
// are otherwise the API's own, so the shared rules validate them.
const { tourPackageDestinations: placeRows, tourHotels: hotelRows } = destinationBody.shape;
const destinationForm = destinationBody.extend({
  tourPackageDestinations: z.array(placeRows.element.extend({ name: z.string() })).max(50),
  tourHotels: z.array(hotelRows.unwrap().element.extend({ label: z.string() })).max(50),
});
type DestinationForm = z.input<typeof destinationForm>;

const formOf = (data: DestinationResponse): DestinationForm => ({
  tourPackageDestinations: data.tourPackageDestinations.map((row) => ({
    destinationId: row.destinationId,
    name: row.destination.name,
    days: row.days,
  })),
  tourHotels: data.tourHotels.map((row) => ({
    hotelId: row.hotelId,
    label: hotelLabel(row.hotel),
    nights: row.nights,
  })),
});

function DestinationForm({
  id,
  data,
  onSaved,
  onDirtyChange,
}: { id: string; data: DestinationResponse } & Pick<EditorTabProps, 'onSaved' | 'onDirtyChange'>) {
  const [saveDestination] = useSaveDestinationMutation();
  const [isPlaceOpen, setPlaceOpen] = useState(false);
  const [isHotelOpen, setHotelOpen] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<DestinationForm, unknown, z.output<typeof destinationForm>>({
    resolver: zodResolver(destinationForm),
    defaultValues: formOf(data),
  });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const places = useFieldArray({ control, name: 'tourPackageDestinations' });
  const hotels = useFieldArray({ control, name: 'tourHotels' });
  const chosenPlaces = useWatch({ control, name: 'tourPackageDestinations' });
  const placeIds = chosenPlaces.map((row) => row.destinationId).filter(Boolean);
  const firstPlace = chosenPlaces.find((row) => row.destinationId);
  const placeErrors = errors.tourPackageDestinations;
  const hotelErrors = errors.tourHotels;

  const onSubmit = handleSubmit(async () => {
    const values = getValues();
    const body = {
      tourPackageDestinations: values.tourPackageDestinations.map(({ destinationId, days }) => ({
        destinationId,
        days,
      })),
      tourHotels: values.tourHotels.map(({ hotelId, nights }) => ({ hotelId, nights })),
    };
    const saved = await withToast(
      'Saving...',
      messages.saved,
      () => saveDestination({ id, body }),
      (error) => applyServerIssues(error, setError),
    );
    if (saved) onSaved();
  });

  const addPlace = (place: { id: string; name: string }) =>
    fillFirstEmpty(places, getValues('tourPackageDestinations'), 'destinationId', (empty) => ({
      destinationId: place.id,
      name: place.name,
      days: empty?.days ?? tourDefaults.destinationDays,
    }));
  const addHotel = (hotel: { id: string; name: string; address: string }) =>
    fillFirstEmpty(hotels, getValues('tourHotels'), 'hotelId', (empty) => ({
      hotelId: hotel.id,
      label: hotelLabel(hotel),
      nights: empty?.nights ?? tourDefaults.hotelNights,
    }));

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="grid gap-8">
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-lg font-semibold">Places</legend>
          {places.fields.map((field, index) => (
            <CountedRow
              key={field.id}
              removeLabel={`Remove place ${index + 1}`}
              onRemove={() => places.remove(index)}
              count={
                <FormField label="Days" error={placeErrors?.[index]?.days?.message}>
                  <Input
                    inputMode="numeric"
                    autoComplete="off"
                    {...register(`tourPackageDestinations.${index}.days`)}
                  />
                </FormField>
              }
            >
              <Controller
                control={control}
                name={`tourPackageDestinations.${index}.destinationId`}
                render={({ field: idField, fieldState }) => (
                  <FormField
                    label={`Place ${index + 1}`}
                    error={fieldState.error?.message}
                    className="col-span-2 min-w-0 sm:col-span-1"
                  >
                    <PlacePicker
                      label={`Place ${index + 1}`}
                      value={
                        idField.value
                          ? {
                              value: idField.value,
                              label: getValues(`tourPackageDestinations.${index}.name`),
                            }
                          : null
                      }
                      onChange={(next) => {
                        places.update(index, {
                          destinationId: next?.value ?? '',
                          name: next?.label ?? '',
                          days: getValues(`tourPackageDestinations.${index}.days`),
                        });
                      }}
                      onBlur={idField.onBlur}
                    />
                  </FormField>
                )}
              />
            </CountedRow>
          ))}
          <AddButtons
            kind="place"
            onAddRow={() =>
              places.append({ destinationId: '', name: '', days: tourDefaults.destinationDays })
            }
            onCreate={() => setPlaceOpen(true)}
          />
        </fieldset>

        <fieldset className="grid gap-4">
          <legend className="mb-2 text-lg font-semibold">Accommodation</legend>
          {hotels.fields.map((field, index) => (
            <CountedRow
              key={field.id}
              removeLabel={`Remove hotel ${index + 1}`}
              onRemove={() => hotels.remove(index)}
              count={
                <FormField label="Nights" error={hotelErrors?.[index]?.nights?.message}>
                  <Input inputMode="numeric" autoComplete="off" {...register(`tourHotels.${index}.nights`)} />
                </FormField>
              }
            >
              <Controller
                control={control}
                name={`tourHotels.${index}.hotelId`}
                render={({ field: idField, fieldState }) => (
                  <FormField
                    label={`Hotel ${index + 1}`}
                    error={fieldState.error?.message}
                    className="col-span-2 min-w-0 sm:col-span-1"
                  >
                    <HotelPicker
                      label={`Hotel ${index + 1}`}
                      placeIds={placeIds}
                      value={
                        idField.value
                          ? { value: idField.value, label: getValues(`tourHotels.${index}.label`) }
                          : null
                      }
                      onChange={(next) =>
                        hotels.update(index, {
                          hotelId: next?.value ?? '',
                          label: next?.label ?? '',
                          nights: getValues(`tourHotels.${index}.nights`),
                        })
                      }
                      onBlur={idField.onBlur}
                    />
                  </FormField>
                )}
              />
            </CountedRow>
          ))}
          <AddButtons
            kind="hotel"
            onAddRow={() => hotels.append({ hotelId: '', label: '', nights: tourDefaults.hotelNights })}
            onCreate={() => setHotelOpen(true)}
          />
        </fieldset>

        <SaveBar isSaving={isSubmitting} />
      </form>
      {/* Outside the form: a portalled dialog's submit would still bubble to it through React. */}
      <AddPlaceDialog open={isPlaceOpen} onOpenChange={setPlaceOpen} onSaved={addPlace} />
      <HotelDialog
        open={isHotelOpen}
        onOpenChange={setHotelOpen}
        defaultPlace={firstPlace ? { value: firstPlace.destinationId, label: firstPlace.name } : undefined}
        onSaved={addHotel}
      />
    </>
  );
}

/** spec 001 §2 "Destination": places with days, hotels with nights (GET/POST .../destination). */
export function DestinationTab({ id, area, onSaved, onDirtyChange }: EditorTabProps) {
  const result = useGetDestinationQuery(id, { refetchOnMountOrArgChange: true });
  useSectionLoad(result, area);
  if (!result.currentData || result.isFetching) return <PageSpinner />;
  return (
    <DestinationForm id={id} data={result.currentData} onSaved={onSaved} onDirtyChange={onDirtyChange} />
  );
}

/** One picked place or hotel: the picker, its count (days or nights) and a remove button. */
function CountedRow({
  children,
  count,
  removeLabel,
  onRemove,
}: {
  children: ReactNode;
  count: ReactNode;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2 sm:grid-cols-[minmax(0,1fr)_5rem_auto]">
      {children}
      {count}
      <Button variant="ghost" size="icon" className="mt-6" aria-label={removeLabel} onClick={onRemove}>
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

/**
 * A place or hotel made in a dialog fills the first row with none picked (keeping its days or
 * nights), or a new row.
 */
function fillFirstEmpty<Row, Key extends keyof Row>(
  array: { update: (index: number, row: Row) => void; append: (row: Row) => void },
  rows: Row[],
  idKey: Key,
  rowFor: (empty: Row | undefined) => Row,
) {
  const index = rows.findIndex((row) => !row[idKey]);
  if (index >= 0) array.update(index, rowFor(rows[index]));
  else array.append(rowFor(undefined));
}

/** Under the rows: "Add another place" (an empty row) and "Add Place" (a new one, in a dialog). */
function AddButtons({
  kind,
  onAddRow,
  onCreate,
}: {
  kind: 'place' | 'hotel';
  onAddRow: () => void;
  onCreate: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={onAddRow}>
        <Plus aria-hidden="true" className="size-4" />
        {`Add another ${kind}`}
      </Button>
      <Button variant="ghost" size="sm" onClick={onCreate}>
        {kind === 'place' ? 'Add Place' : 'Add Hotel'}
      </Button>
    </div>
  );
}
