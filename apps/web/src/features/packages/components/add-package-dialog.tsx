import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@wayfarer/shared/messages';
import { createTourBody, tourMessages } from '@wayfarer/shared/schemas/tour';
import { z } from '@wayfarer/shared/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useCreateTourMutation } from '../api/packages-api';
import { type PackageArea, packageEditPath } from '../utils/area';
import { withToast } from '../utils/toast-call';
import { CreatorPicker } from './creator-picker';

// The picker's label rides along so the chosen creator shows; only the admin's creatorId is sent.
const creatorSchema = createTourBody.extend({ creatorId: z.string().trim(), creatorLabel: z.string() });
// spec 001 §5 "New package": creatorId is required for admins.
const adminSchema = creatorSchema.extend({
  creatorId: z.string().trim().min(1, { message: tourMessages.creatorRequired }),
});

function NewPackageFields({ area, onDone }: { area: PackageArea; onDone: () => void }) {
  const isAdmin = area === 'admin';
  const navigate = useNavigate();
  const [createTour] = useCreateTourMutation();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof adminSchema>, unknown, z.output<typeof adminSchema>>({
    resolver: isAdmin ? zodResolver(adminSchema) : zodResolver(creatorSchema),
    defaultValues: { title: '', description: '', creatorId: '', creatorLabel: '' },
  });

  const onSubmit = handleSubmit(async ({ title, description, creatorId }) => {
    const body = { title, description, ...(isAdmin ? { creatorId } : {}) };
    const created = await withToast('Creating...', messages.created, () => createTour(body));
    if (!created) return;
    onDone();
    navigate(packageEditPath(area, created.id));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {isAdmin && (
        <Controller
          control={control}
          name="creatorId"
          render={({ field, fieldState }) => (
            <FormField label="Creator" error={fieldState.error?.message}>
              <Controller
                control={control}
                name="creatorLabel"
                render={({ field: label }) => (
                  <CreatorPicker
                    value={field.value ? { value: field.value, label: label.value } : null}
                    onChange={(next) => {
                      field.onChange(next?.value ?? '');
                      label.onChange(next?.label ?? '');
                    }}
                    onBlur={field.onBlur}
                  />
                )}
              />
            </FormField>
          )}
        />
      )}
      <FormField label="Title" error={errors.title?.message}>
        <Input autoComplete="off" {...register('title')} />
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea {...register('description')} />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="brand" isLoading={isSubmitting}>
          Create
        </Button>
      </div>
    </form>
  );
}

/** spec 001 §2 "Add Package dialog": on success it opens the new package's editor. */
export function AddPackageDialog({ area }: { area: PackageArea }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <Button variant="brand" onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        Add Package
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Package</DialogTitle>
          <DialogDescription>
            Start with a title and a description; the editor takes it from there.
          </DialogDescription>
        </DialogHeader>
        {isOpen && <NewPackageFields area={area} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
