import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages } from '@wayfarer/shared/account-messages';
import { deleteAccountBody } from '@wayfarer/shared/schemas/account';
import type { z } from '@wayfarer/shared/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { logout } from '@/lib/auth-slice';
import { useAppDispatch } from '@/lib/hooks';
import { logoutIntent } from '@/lib/logout-intent';
import { toast } from '@/lib/toast';
import { useDeleteAccountMutation } from '../api/account';
import { showAccountError } from '../utils/account-error';

/** Deletes the account after the password; the session then ends here and the visitor goes home. */
export function DeleteAccountForm({ isCreator }: { isCreator: boolean }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [deleteAccount] = useDeleteAccountMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof deleteAccountBody>, unknown, z.output<typeof deleteAccountBody>>({
    resolver: zodResolver(deleteAccountBody),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await deleteAccount(values);
    if (result.error) {
      showAccountError(result.error, 'password', setError);
      return;
    }
    logoutIntent.mark();
    await navigate('/', { flushSync: true });
    dispatch(logout());
    toast.success(accountMessages.accountDeleted);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Delete account">
      <p className="text-sm text-muted-foreground">
        {isCreator
          ? 'Your packages leave the site. Bookings travellers already made are kept, without your name or contact details.'
          : 'Your account and sign-in are removed. This cannot be undone.'}
      </p>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </FormField>
      <Button
        type="submit"
        variant="outline"
        isLoading={isSubmitting}
        className="justify-self-start border-red-300 text-red-700 hover:bg-red-50"
      >
        Delete my account
      </Button>
    </form>
  );
}
