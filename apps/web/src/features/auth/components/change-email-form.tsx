import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages } from '@wayfarer/shared/account-messages';
import { changeEmailBody } from '@wayfarer/shared/schemas/account';
import type { z } from '@wayfarer/shared/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useChangeEmailMutation } from '../api/account';
import { showAccountError } from '../utils/account-error';

/** The new address takes effect when the link sent to it is opened. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const [changeEmail, { isSuccess }] = useChangeEmailMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof changeEmailBody>, unknown, z.output<typeof changeEmailBody>>({
    resolver: zodResolver(changeEmailBody),
    defaultValues: { newEmail: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await changeEmail(values);
    if (result.error) {
      showAccountError(result.error, 'password', setError);
      return;
    }
    reset();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Change e-mail">
      <p className="min-w-0 text-sm break-words text-muted-foreground">
        Now: <span className="font-medium text-foreground">{currentEmail}</span>
      </p>
      <FormField label="New e-mail" error={errors.newEmail?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...register('newEmail')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </FormField>
      {isSuccess && (
        <p role="status" className="text-sm">
          {accountMessages.emailChangeSent}
        </p>
      )}
      <Button type="submit" variant="brand" isLoading={isSubmitting} className="justify-self-start">
        Change e-mail
      </Button>
    </form>
  );
}
