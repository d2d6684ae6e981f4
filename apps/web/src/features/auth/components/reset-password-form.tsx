import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@wayfarer/shared/messages';
import { accountMessages } from '@wayfarer/shared/account-messages';
import { newPasswordFormSchema } from '@wayfarer/shared/schemas/account';
import type { z } from '@wayfarer/shared/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { hasErrorCode, serverMessageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useCheckResetLinkQuery, useResetPasswordMutation } from '../api/account';

/**
 * The reset page: the link is checked on load, so a used or expired one says so at
 * once, with "Ask for a new link", instead of after the new password is typed twice.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const check = useCheckResetLinkQuery(token, { skip: !token });
  if (!token || hasErrorCode(check.error, 'INVALID_LINK')) return <InvalidLink />;
  if (check.isLoading) return <Spinner />;
  // Any other failure (offline, a server error) leaves the form: the reset itself still says.
  return <NewPasswordForm token={token} />;
}

/** The new password (sign-up rules, typed twice) for the link's token; then sign in again. */
function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [resetPassword] = useResetPasswordMutation();
  const [isLinkRefused, setLinkRefused] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof newPasswordFormSchema>, unknown, z.output<typeof newPasswordFormSchema>>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirm: '' },
  });

  if (isLinkRefused) return <InvalidLink />;

  const onSubmit = handleSubmit(async (values) => {
    const result = await resetPassword({ token, password: values.password });
    if (hasErrorCode(result.error, 'INVALID_LINK')) {
      // Spent or expired meanwhile (another tab, 30 minutes): the same page as on load.
      setLinkRefused(true);
      return;
    }
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
        {accountMessages.askNewLink}
      </Link>
    </div>
  );
}
