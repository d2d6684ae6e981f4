import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@wayfarer/shared/messages';
import { type DestinationGroup, destinationGroupBody } from '@wayfarer/shared/schemas/catalogue';
import type { z } from '@wayfarer/shared/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ImageUploadField } from '@/components/image-upload-field';
import { adminToast } from '@/components/ui/admin-toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { currentOptions, useSearchText } from '@/components/ui/async-select';
import { MultiSelect, type SelectOption } from '@/components/ui/multi-select';
import { serverMessageOf } from '@/lib/api-error';
import { useSearchPlacesQuery } from '@/lib/places-api';
import {
  useAdminCreateDestinationGroupMutation,
  useAdminUpdateDestinationGroupMutation,
} from '../api/destination-groups';

/** What the inputs hold; the schema turns empty pictures into null. */
type DestinationForm = z.input<typeof destinationGroupBody>;

type DestinationDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  destination?: DestinationGroup;
};

/** spec 001 §2: the places multi-select, searched by name as the user types. */
function PlacesSelect({
  value,
  onChange,
  onBlur,
}: {
  value: SelectOption[];
  onChange: (value: SelectOption[]) => void;
  onBlur: () => void;
}) {
  const search = useSearchText();
  const { currentData } = useSearchPlacesQuery(search.debounced);
  const options = currentOptions(
    search,
    currentData?.map((place) => ({ value: place.id, label: place.name })),
  );
  return (
    <MultiSelect
      label="Places"
      options={options ?? []}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      onQueryChange={search.setQuery}
      filterLocally={false}
      isLoading={options === undefined}
      placeholder="Search places"
      emptyText="No places match."
    />
  );
}

function DestinationFields({ destination, onOpenChange }: Omit<DestinationDialogProps, 'open'>) {
  const [createDestination] = useAdminCreateDestinationGroupMutation();
  const [updateDestination] = useAdminUpdateDestinationGroupMutation();
  const [places, setPlaces] = useState<SelectOption[]>(
    destination?.destinationGroupDestinations.map(({ destination: place }) => ({
      value: place.id,
      label: place.name,
    })) ?? [],
  );
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DestinationForm, unknown, z.output<typeof destinationGroupBody>>({
    resolver: zodResolver(destinationGroupBody),
    defaultValues: {
      name: destination?.name ?? '',
      image: destination?.image ?? '',
      banner: destination?.banner ?? '',
      destinations: places.map((place) => place.value),
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = destination
      ? await updateDestination({ id: destination.id, ...values })
      : await createDestination(values);
    if (result.error) {
      adminToast.destructive(serverMessageOf(result.error) ?? 'Failed!', messages.somethingWrong);
      return;
    }
    adminToast.success(destination ? 'Destination updated successfully' : 'Destination added successfully');
    onOpenChange(false);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <Controller
        control={control}
        name="banner"
        render={({ field, fieldState }) => (
          <ImageUploadField
            label="Upload banner image"
            value={field.value ?? ''}
            onChange={field.onChange}
            aspect={4}
            preview="banner"
            previewAlt="Banner image"
            error={fieldState.error?.message}
            className="[&>div:first-child]:h-auto [&>div:first-child]:aspect-[4/1]"
          />
        )}
      />
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ImageUploadField
            label="Upload image"
            value={field.value ?? ''}
            onChange={field.onChange}
            aspect={1}
            preview="card"
            previewAlt="Destination image"
            error={fieldState.error?.message}
            className="max-w-48 [&>div:first-child]:aspect-square"
          />
        )}
      />
      <FormField label="Destination" error={errors.name?.message}>
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <Controller
        control={control}
        name="destinations"
        render={({ field, fieldState }) => (
          <FormField label="Places" error={fieldState.error?.message}>
            <PlacesSelect
              value={places}
              onChange={(next) => {
                setPlaces(next);
                field.onChange(next.map((place) => place.value));
              }}
              onBlur={field.onBlur}
            />
          </FormField>
        )}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" variant="brand" isLoading={isSubmitting}>
          {destination ? 'Save' : 'Add Destination'}
        </Button>
      </div>
    </form>
  );
}

/**
 * spec 001 §2 "Destination add/edit dialog": banner (16:4) and image (3:3), each through the crop
 * step, the name labelled "Destination", and its places.
 */
export function DestinationDialog({ open, onOpenChange, destination }: DestinationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{destination ? 'Edit Destination' : 'Add Destination'}</DialogTitle>
          <DialogDescription>A region travellers browse, made of places.</DialogDescription>
        </DialogHeader>
        {open && <DestinationFields destination={destination} onOpenChange={onOpenChange} />}
      </DialogContent>
    </Dialog>
  );
}
