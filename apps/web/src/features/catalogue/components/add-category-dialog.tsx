import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@wayfarer/shared/messages';
import { placeBody } from '@wayfarer/shared/schemas/catalogue';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { adminToast } from '@/components/ui/admin-toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { serverMessageOf } from '@/lib/api-error';
import { useAdminCreateCategoryMutation } from '../api/categories';

type NameForm = { name: string };

/** spec 001 §2 "Add Category dialog": one name field and Create; toasts "Creating..." then the result. */
export function AddCategoryDialog() {
  const [isOpen, setOpen] = useState(false);
  const [createCategory] = useAdminCreateCategoryMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NameForm>({ resolver: zodResolver(placeBody), defaultValues: { name: '' } });

  const onSubmit = handleSubmit(async ({ name }) => {
    const toastId = adminToast.loading('Creating...');
    const result = await createCategory({ name });
    if (result.error) {
      adminToast.error(serverMessageOf(result.error) ?? messages.somethingWrong, { id: toastId });
      return;
    }
    adminToast.success(messages.created, { id: toastId });
    reset({ name: '' });
    setOpen(false);
  });

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (!open) reset({ name: '' });
      }}
    >
      <Button type="button" variant="brand" onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        Add Category
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Category</DialogTitle>
          <DialogDescription>Creators file their packages under categories.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <FormField label="Name" error={errors.name?.message}>
            <Input autoComplete="off" {...register('name')} />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" variant="brand" isLoading={isSubmitting}>
              Create
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
