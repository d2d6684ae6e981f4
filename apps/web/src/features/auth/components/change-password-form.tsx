import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@wayfarer/shared/messages';
import { accountMessages, changePasswordBody } from '@wayfarer/shared/schemas/account';
import type { z } from '@wayfarer/shared/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { parseApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useChangePasswordMutation } from '../api/account';

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
      // A wrong password is shown at its field (400 WRONG_CURRENT_PASSWORD), sent once.
      const failure = parseApiError(result.error);
      const atField = failure.fieldErrors.find((issue) => issue.path === 'currentPassword');
      if (atField) {
        setError('currentPassword', { message: atField.message }, { shouldFocus: true });
        return;
      }
      toast.error(failure.message ?? messages.somethingWrong);
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
