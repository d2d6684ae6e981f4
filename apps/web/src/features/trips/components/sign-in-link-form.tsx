import { messages } from '@wayfarer/shared/messages';
import type { SignInLinkBody, signInLinkBody } from '@wayfarer/shared/schemas/trips';
import { tripsMessages } from '@wayfarer/shared/trips-messages';
import type { z } from '@wayfarer/shared/zod';
import { useState } from 'react';
import { PublicForm } from '@/components/public-form';
import { usePublicForm } from '@/hooks/use-public-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { serverMessageOf } from '@/lib/api-error';
import { lazyResolver } from '@/lib/lazy-resolver';
import { mutationOnDemand } from '@/lib/mutation-on-demand';

// Its schema (and zod) load on the form's first use, not with the page (docs/decisions/1392).
const resolver = lazyResolver<z.input<typeof signInLinkBody>, z.output<typeof signInLinkBody>>(() =>
  import('../utils/resolvers').then((loaded) => loaded.signInLinkResolver),
);

// The store and the endpoint load with the first submit: the page hydrates without them (ADR 1395).
const requestLink = mutationOnDemand<SignInLinkBody, void>(() =>
  import('../api/trips-api').then((loaded) => loaded.requestSignInLinkEndpoint),
);

/**
 * Asks for a sign-in link to "My trips". The answer is the same whether or not the address has
 * bookings, so the page says the same too. "Check your e-mail" is spoken by the live region,
 * which is on the page from the start so screen readers announce its change.
 */
export function SignInLinkForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = usePublicForm<z.input<typeof signInLinkBody>, z.output<typeof signInLinkBody>>({
    resolver,
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
    <PublicForm label="Sign in to My trips" onSubmit={onSubmit} resolver={resolver}>
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
    </PublicForm>
  );
}
