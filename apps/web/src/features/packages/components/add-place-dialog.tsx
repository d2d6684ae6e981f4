import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@wayfarer/shared/messages';
import { type NamedRef, placeBody } from '@wayfarer/shared/schemas/catalogue';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useCreatePlaceMutation } from '@/lib/places-api';
import { withToast } from '../utils/toast-call';

type AddPlaceDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (place: NamedRef) => void;
};

function PlaceFields({ onOpenChange, onSaved }: Omit<AddPlaceDialogProps, 'open'>) {
  const [createPlace] = useCreatePlaceMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ name: string }>({ resolver: zodResolver(placeBody), defaultValues: { name: '' } });

  const onSubmit = handleSubmit(async ({ name }) => {
    const place = await withToast('Creating...', messages.created, () => createPlace({ name }));
    if (!place) return;
    onSaved(place);
    onOpenChange(false);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label="Place name" error={errors.name?.message}>
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" variant="brand" isLoading={isSubmitting}>
          Add Place
        </Button>
      </div>
    </form>
  );
}

/** Destination tab's Add Place: creates a place (POST /v1/destinations) without leaving the editor. */
export function AddPlaceDialog({ open, onOpenChange, onSaved }: AddPlaceDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Place</DialogTitle>
          <DialogDescription>A city or spot the package visits.</DialogDescription>
        </DialogHeader>
        {open && <PlaceFields onOpenChange={onOpenChange} onSaved={onSaved} />}
      </DialogContent>
    </Dialog>
  );
}
