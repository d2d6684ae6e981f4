import { messages } from '@wayfarer/shared/messages';
import { accountMessages } from '@wayfarer/shared/account-messages';
import { Button } from '@/components/ui/button';
import { serverMessageOf } from '@/lib/api-error';
import { selectCurrentUser } from '@/lib/auth-slice';
import { useAppSelector } from '@/lib/hooks';
import { toast } from '@/lib/toast';
import { useSendVerificationEmailMutation } from '../api/account';

/** A creator whose address is not verified yet is asked to, with a way to get a new link. */
export function UnverifiedBanner() {
  const user = useAppSelector(selectCurrentUser);
  const [resend, { isLoading, isSuccess }] = useSendVerificationEmailMutation();
  // `=== false`: a session stored before the flag existed shows nothing until it is fetched.
  if (!user?.creatorId || user.isEmailVerified !== false) return null;

  const onResend = async () => {
    const result = await resend();
    if (result.error) toast.error(serverMessageOf(result.error) ?? messages.somethingWrong);
  };

  return (
    <div role="region" aria-label="E-mail verification" className="border-b border-amber-200 bg-amber-50">
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm text-amber-900 sm:px-6">
        <p className="min-w-0">
          {isSuccess ? accountMessages.verificationSent : accountMessages.unverifiedBanner}
        </p>
        <Button variant="outline" size="sm" onClick={onResend} isLoading={isLoading}>
          Resend
        </Button>
      </div>
    </div>
  );
}
