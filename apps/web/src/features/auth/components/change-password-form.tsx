import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages } from '@wayfarer/shared/account-messages';
import { changePasswordBody } from '@wayfarer/shared/schemas/account';
import type { z } from '@wayfarer/shared/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useChangePasswordMutation } from '../api/account';
import { showAccountError } from '../utils/account-error';

/** Current password, then the new one (sign-up rules); the other sessions end on the server. */
export function ChangePasswordForm() {
  const [changePassword] = useChangePasswordMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof changePasswordBody>, unknown, z.output<typeof changePasswordBody>>({
    resolver: zodResolver(changePasswordBody),
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await changePassword(values);
    if (result.error) {
      showAccountError(result.error, 'currentPassword', setError);
      return;
    }
    reset();
    toast.success(accountMessages.passwordChanged);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Change password">
      <FormField label="Current password" error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
      </FormField>
      <FormField
        label="New password"
        hint="Signing in elsewhere ends when you change it."
        error={errors.newPassword?.message}
      >
        <Input type="password" autoComplete="new-password" {...register('newPassword')} />
      </FormField>
      <Button type="submit" variant="brand" isLoading={isSubmitting} className="justify-self-start">
        Change password
      </Button>
    </form>
  );
}
