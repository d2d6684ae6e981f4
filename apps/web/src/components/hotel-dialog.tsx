import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@wayfarer/shared/messages';
import { type Hotel, hotelBody } from '@wayfarer/shared/schemas/hotel';
import type { z } from '@wayfarer/shared/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ImageUploadField } from '@/components/image-upload-field';
import { PlacePicker } from '@/components/place-picker';
import { adminToast } from '@/components/ui/admin-toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { SelectOption } from '@/components/ui/multi-select';
import { serverMessageOf } from '@/lib/api-error';
import { useCreateHotelMutation, useUpdateHotelMutation } from '@/lib/hotel-api';

/** What the inputs hold: the star rating as typed; the schema turns it into a number. */
type HotelForm = z.input<typeof hotelBody>;

type HotelDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The hotel to edit; none to add one. */
  hotel?: Hotel;
  /** Preselects the City when adding (e.g. the place being edited in the package editor). */
  defaultPlace?: SelectOption;
  /** Called with the saved hotel. */
  onSaved?: (hotel: Hotel) => void;
};

const formOf = (hotel?: Hotel, place?: SelectOption): HotelForm => ({
  name: hotel?.name ?? '',
  destinationId: hotel?.destinationId ?? place?.value ?? '',
  starRating: hotel ? String(hotel.starRating) : '',
  mapLink: hotel?.mapLink ?? '',
  address: hotel?.address ?? '',
  image: hotel?.image ?? '',
});

/** The fields, mounted afresh each time the dialog opens. */
function HotelFields({ hotel, defaultPlace, onOpenChange, onSaved }: Omit<HotelDialogProps, 'open'>) {
  const [createHotel] = useCreateHotelMutation();
  const [updateHotel] = useUpdateHotelMutation();
  const [place, setPlace] = useState<SelectOption | null>(
    hotel ? { value: hotel.destination.id, label: hotel.destination.name } : (defaultPlace ?? null),
  );
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<HotelForm, unknown, z.output<typeof hotelBody>>({
    resolver: zodResolver(hotelBody),
    defaultValues: formOf(hotel, defaultPlace),
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = hotel ? await updateHotel({ id: hotel.id, ...values }) : await createHotel(values);
    if (result.error) {
      adminToast.destructive(serverMessageOf(result.error) ?? 'Failed!', messages.somethingWrong);
      return;
    }
    adminToast.success(hotel ? 'Hotel updated successfully' : 'Hotel added successfully');
    onSaved?.(result.data);
    onOpenChange(false);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label="Hotel name" error={errors.name?.message}>
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <Controller
        control={control}
        name="destinationId"
        render={({ field, fieldState }) => (
          <FormField label="City" error={fieldState.error?.message}>
            <PlacePicker
              label="City"
              value={place}
              onChange={(next) => {
                setPlace(next);
                field.onChange(next?.value ?? '');
              }}
              onBlur={field.onBlur}
            />
          </FormField>
        )}
      />
      <FormField label="Star rating" hint="A single digit, 0 to 5" error={errors.starRating?.message}>
        <Input inputMode="numeric" autoComplete="off" maxLength={1} {...register('starRating')} />
      </FormField>
      <FormField label="Map link" error={errors.mapLink?.message}>
        <Input type="url" placeholder="https://" autoComplete="off" {...register('mapLink')} />
      </FormField>
      <FormField label="Address" error={errors.address?.message}>
        <Input autoComplete="off" {...register('address')} />
      </FormField>
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ImageUploadField
            label="Upload hotel image"
            value={field.value ?? ''}
            onChange={field.onChange}
            aspect={4 / 3}
            preview="card"
            previewAlt="Hotel image"
            error={fieldState.error?.message}
            className="max-w-xs"
          />
        )}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" variant="brand" isLoading={isSubmitting}>
          {hotel ? 'Save' : 'Add Hotel'}
        </Button>
      </div>
    </form>
  );
}

/**
 * "Hotels": the Add/Edit Hotel dialog (spec 001 §3, §5): name, City (a place), star
 * rating, map link, address and an image cropped 4:3. Shared by the admin Place screen and the
 * package editor's Add Hotel.
 */
export function HotelDialog({ open, onOpenChange, hotel, defaultPlace, onSaved }: HotelDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{hotel ? 'Edit Hotel' : 'Add Hotel'}</DialogTitle>
          <DialogDescription>Where travellers stay in a city.</DialogDescription>
        </DialogHeader>
        {open && (
          <HotelFields
            hotel={hotel}
            defaultPlace={defaultPlace}
            onOpenChange={onOpenChange}
            onSaved={onSaved}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
