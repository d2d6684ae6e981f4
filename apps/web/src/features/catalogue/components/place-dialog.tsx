import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@wayfarer/shared/messages';
import { type NamedRef, placeBody } from '@wayfarer/shared/schemas/catalogue';
import { useForm } from 'react-hook-form';
import { adminToast } from '@/components/ui/admin-toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { serverMessageOf } from '@/lib/api-error';
import { useCreatePlaceMutation } from '@/lib/places-api';
import { useAdminUpdatePlaceMutation } from '../api/places';

type PlaceForm = { name: string };

type PlaceDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; place?: NamedRef };

function PlaceFields({ place, onOpenChange }: Omit<PlaceDialogProps, 'open'>) {
  const [createPlace] = useCreatePlaceMutation();
  const [updatePlace] = useAdminUpdatePlaceMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PlaceForm>({ resolver: zodResolver(placeBody), defaultValues: { name: place?.name ?? '' } });

  const onSubmit = handleSubmit(async ({ name }) => {
    const result = place ? await updatePlace({ id: place.id, name }) : await createPlace({ name });
    if (result.error) {
      adminToast.destructive(serverMessageOf(result.error) ?? 'Failed!', messages.somethingWrong);
      return;
    }
    adminToast.success(place ? 'Place updated successfully' : 'Place added successfully');
    onOpenChange(false);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label="Place" error={errors.name?.message}>
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" variant="brand" isLoading={isSubmitting}>
          {place ? 'Save' : 'Add Place'}
        </Button>
      </div>
    </form>
  );
}

/** spec 001 §2: Place's own add/edit dialog; one name field (spec 001 §5 "Place"). */
export function PlaceDialog({ open, onOpenChange, place }: PlaceDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{place ? 'Edit Place' : 'Add Place'}</DialogTitle>
          <DialogDescription>A city or spot that packages visit and hotels stand in.</DialogDescription>
        </DialogHeader>
        {open && <PlaceFields place={place} onOpenChange={onOpenChange} />}
      </DialogContent>
    </Dialog>
  );
}
