import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@wayfarer/shared/messages';
import { accountMessages, newPasswordFormSchema } from '@wayfarer/shared/schemas/account';
import type { z } from '@wayfarer/shared/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { serverMessageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useResetPasswordMutation } from '../api/account';

/** The new password (sign-up rules, typed twice) for the link's token; then sign in again. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [resetPassword] = useResetPasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof newPasswordFormSchema>, unknown, z.output<typeof newPasswordFormSchema>>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirm: '' },
  });

  if (!token) {
    return <InvalidLink />;
  }

  const onSubmit = handleSubmit(async (values) => {
    const result = await resetPassword({ token, password: values.password });
    if (result.error) {
      toast.error(serverMessageOf(result.error) ?? messages.somethingWrong);
      return;
    }
    await navigate('/login?changed=1', { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Reset password">
      <FormField label="New password" error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label="Repeat the new password" error={errors.confirm?.message}>
        <Input type="password" autoComplete="new-password" {...register('confirm')} />
      </FormField>
      <Button type="submit" variant="brand" size="lg" className="w-full" isLoading={isSubmitting}>
        Set new password
      </Button>
    </form>
  );
}

export function InvalidLink() {
  return (
    <div className="grid gap-4">
      <p role="alert" className="text-sm text-destructive">
        {accountMessages.invalidLink}
      </p>
      <Link
        to="/forgot-password"
        className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        Ask for a new link
      </Link>
    </div>
  );
}
