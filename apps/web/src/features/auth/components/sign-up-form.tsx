import { messages } from '@wayfarer/shared/messages';
import type { RegisterBody, RegisterResponse, registerBody } from '@wayfarer/shared/schemas/auth';
import type { z } from '@wayfarer/shared/zod';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { serverMessageOf } from '@/lib/api-error';
import { lazyResolver } from '@/lib/lazy-resolver';
import { mutationOnDemand } from '@/lib/mutation-on-demand';
import { PublicForm } from '@/components/public-form';
import { usePublicForm } from '@/hooks/use-public-form';
import { destinationAfterRegistration } from '../utils/destinations';

// Its schema (and zod) load on the form's first use, not with the page (docs/decisions/1392).
const resolver = lazyResolver<z.input<typeof registerBody>, z.output<typeof registerBody>>(() =>
  import('../utils/resolvers').then((loaded) => loaded.signUpResolver),
);

// The store and the endpoint load with the first submit: the page hydrates without them (ADR 1395).
const registerAccount = mutationOnDemand<RegisterBody, RegisterResponse>(() =>
  import('../api/register').then((loaded) => loaded.registerEndpoint),
);

type SignUpFormProps = {
  /** The line under the button that switches to the sign-in form. */
  switchPrompt?: ReactNode;
};

export function SignUpForm({ switchPrompt }: SignUpFormProps) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = usePublicForm<z.input<typeof registerBody>, z.output<typeof registerBody>>({
    resolver,
    defaultValues: { name: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await registerAccount(values);
    if (result.error) {
      toast.error(serverMessageOf(result.error) ?? messages.registrationFailed);
      return;
    }
    toast.success(messages.registered);
    reset();
    await navigate(destinationAfterRegistration(result.data.creatorId));
  });

  return (
    <PublicForm label="Sign up" onSubmit={onSubmit} resolver={resolver}>
      <FormField label="Name" error={errors.name?.message}>
        <Input autoComplete="name" {...register('name')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <Button type="submit" variant="brand" size="lg" className="w-full" isLoading={isSubmitting}>
        Sign up
      </Button>
      {switchPrompt}
    </PublicForm>
  );
}
