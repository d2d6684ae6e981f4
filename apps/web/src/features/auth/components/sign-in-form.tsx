import { messages } from '@wayfarer/shared/messages';
import type { AuthResponse, LoginBody, loginFormSchema } from '@wayfarer/shared/schemas/auth';
import type { z } from '@wayfarer/shared/zod';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { serverMessageOf } from '@/lib/api-error';
import { lazyResolver } from '@/lib/lazy-resolver';
import { sessionExpiry } from '@/lib/session-expiry';
import { mutationOnDemand } from '@/lib/mutation-on-demand';
import { PublicForm } from '@/components/public-form';
import { usePublicForm } from '@/hooks/use-public-form';
import { destinationAfterSignIn } from '../utils/destinations';

// Its schema (and zod) load on the form's first use, not with the page (docs/decisions/1392).
const resolver = lazyResolver<z.input<typeof loginFormSchema>, z.output<typeof loginFormSchema>>(() =>
  import('../utils/resolvers').then((loaded) => loaded.signInResolver),
);

// The store and the endpoint load with the first submit: the page hydrates without them (ADR 1395).
const login = mutationOnDemand<LoginBody, AuthResponse>(() =>
  import('../api/login').then((loaded) => loaded.loginEndpoint),
);

type SignInFormProps = {
  /** Where to go after signing in; by default the destination of spec 000 §4. */
  redirectTo?: string | null;
  /** The line under the button that switches to the sign-up form. */
  switchPrompt?: ReactNode;
};

// spec 000 §5: the sign-in form applies the first schema (the sign-up password rules).
export function SignInForm({ redirectTo, switchPrompt }: SignInFormProps) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = usePublicForm<z.input<typeof loginFormSchema>, z.output<typeof loginFormSchema>>({
    resolver,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await login(values);
    if (result.error) {
      toast.error(serverMessageOf(result.error) ?? messages.invalidCredentials);
      return;
    }
    toast.success(messages.authenticated);
    sessionExpiry.clear();
    reset();
    await navigate(redirectTo ?? destinationAfterSignIn(result.data.user));
  });

  return (
    <PublicForm label="Sign in" onSubmit={onSubmit} resolver={resolver}>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </FormField>
      <Link
        to="/forgot-password"
        className="-mt-2 justify-self-end text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        Forgot password?
      </Link>
      <Button type="submit" variant="brand" size="lg" className="w-full" isLoading={isSubmitting}>
        Sign in
      </Button>
      {switchPrompt}
    </PublicForm>
  );
}
