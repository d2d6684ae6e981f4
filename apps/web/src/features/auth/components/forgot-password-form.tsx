import { messages } from '@wayfarer/shared/messages';
import { accountMessages } from '@wayfarer/shared/account-messages';
import type { ForgotPasswordBody, forgotPasswordBody } from '@wayfarer/shared/schemas/account';
import type { z } from '@wayfarer/shared/zod';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { serverMessageOf } from '@/lib/api-error';
import { lazyResolver } from '@/lib/lazy-resolver';
import { mutationOnDemand } from '@/lib/mutation-on-demand';
import { toast } from '@/lib/toast';
import { PublicForm } from '@/components/public-form';
import { usePublicForm } from '@/hooks/use-public-form';

// Its schema (and zod) load on the form's first use, not with the page (docs/decisions/1392).
const resolver = lazyResolver<z.input<typeof forgotPasswordBody>, z.output<typeof forgotPasswordBody>>(() =>
  import('../utils/resolvers').then((loaded) => loaded.forgotPasswordResolver),
);

// The store and the endpoint load with the first submit: the page hydrates without them (ADR 1395).
const forgotPassword = mutationOnDemand<ForgotPasswordBody, void>(() =>
  import('../api/account').then((loaded) => loaded.forgotPasswordEndpoint),
);

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [isSent, setIsSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = usePublicForm<z.input<typeof forgotPasswordBody>, z.output<typeof forgotPasswordBody>>({
    resolver,
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await forgotPassword(values);
    if (result.error) {
      toast.error(serverMessageOf(result.error) ?? messages.somethingWrong);
      return;
    }
    setIsSent(true);
  });

  if (isSent) {
    return (
      <div className="grid gap-4">
        <p role="status" className="text-sm">
          {accountMessages.forgotSent}
        </p>
        <Link to="/login" className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </div>
    );
  }

  return (
    <PublicForm label="Forgot password" onSubmit={onSubmit} resolver={resolver}>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <Button type="submit" variant="brand" size="lg" className="w-full" isLoading={isSubmitting}>
        Send reset link
      </Button>
      <Link
        to="/login"
        className="text-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        Back to sign in
      </Link>
    </PublicForm>
  );
}
