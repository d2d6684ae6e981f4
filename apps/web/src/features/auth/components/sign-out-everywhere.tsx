import { messages } from '@wayfarer/shared/messages';
import { accountMessages } from '@wayfarer/shared/account-messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { serverMessageOf } from '@/lib/api-error';
import { logout } from '@/lib/auth-slice';
import { useAppDispatch } from '@/lib/hooks';
import { logoutIntent } from '@/lib/logout-intent';
import { toast } from '@/lib/toast';
import { useSignOutEverywhereMutation } from '../api/account';

/**
 * Ends every session of the account on the server (access tokens too, ADR 1143), after a
 * confirmation; this device is then signed out like a logout and goes home.
 */
export function SignOutEverywhere() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signOutEverywhere, { isLoading }] = useSignOutEverywhereMutation();
  const [isConfirming, setIsConfirming] = useState(false);

  const onConfirm = async () => {
    const result = await signOutEverywhere();
    if (result.error) {
      toast.error(serverMessageOf(result.error) ?? messages.somethingWrong);
      return;
    }
    logoutIntent.mark();
    await navigate('/', { flushSync: true });
    dispatch(logout());
    toast.success(accountMessages.signedOutEverywhere);
  };

  if (!isConfirming) {
    return (
      <Button type="button" variant="outline" onClick={() => setIsConfirming(true)}>
        Sign out everywhere
      </Button>
    );
  }
  return (
    <div role="group" aria-label="Confirm signing out everywhere" className="grid gap-3">
      <p className="text-sm">Sign out on every device, this one included?</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" isLoading={isLoading} onClick={onConfirm}>
          Yes, sign out everywhere
        </Button>
        <Button type="button" variant="outline" disabled={isLoading} onClick={() => setIsConfirming(false)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
