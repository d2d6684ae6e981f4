import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@wayfarer/shared/messages';
import { signInLinkBody, tripsMessages } from '@wayfarer/shared/schemas/trips';
import type { z } from '@wayfarer/shared/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { serverMessageOf } from '@/lib/api-error';
import { useRequestSignInLinkMutation } from '../api/trips-api';

/**
 * Asks for a sign-in link to "My trips". The answer is the same whether or not the address has
 * bookings, so the page says the same too. "Check your e-mail" is spoken by the live region,
 * which is on the page from the start so screen readers announce its change.
 */
export function SignInLinkForm() {
  const [requestLink] = useRequestSignInLinkMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof signInLinkBody>, unknown, z.output<typeof signInLinkBody>>({
    resolver: zodResolver(signInLinkBody),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setSentTo(null);
    const result = await requestLink(values);
    if (result.error) {
      setFailure(serverMessageOf(result.error) ?? messages.somethingWrong);
      return;
    }
    setSentTo(values.email);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Sign in to My trips">
      <FormField label={tripsMessages.emailLabel} error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <Button type="submit" variant="brand" size="lg" className="w-full" isLoading={isSubmitting}>
        {tripsMessages.sendLink}
      </Button>
      <p role="status" className="text-sm empty:hidden">
        {sentTo ? tripsMessages.checkEmail(sentTo) : ''}
      </p>
      <p role="alert" className="text-sm text-destructive empty:hidden">
        {failure ?? ''}
      </p>
    </form>
  );
}
