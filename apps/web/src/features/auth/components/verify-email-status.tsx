import { accountMessages } from '@wayfarer/shared/account-messages';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { hasErrorCode, serverMessageOf } from '@/lib/api-error';
import { useVerifyEmailMutation } from '../api/account';

/** Spends the link's token once on arrival and says how it went. */
export function VerifyEmailStatus({ token }: { token: string }) {
  const [verifyEmail, { isSuccess, isError, error }] = useVerifyEmailMutation();
  const isSent = useRef(false);

  useEffect(() => {
    // Once, also under StrictMode's double effect: the token is single use.
    if (!token || isSent.current) return;
    isSent.current = true;
    void verifyEmail({ token });
  }, [token, verifyEmail]);

  // A link opened again for an address that is verified says so, not "invalid".
  if (hasErrorCode(error, 'EMAIL_ALREADY_VERIFIED')) {
    return (
      <div className="grid gap-4">
        <p role="status" className="text-sm">
          {accountMessages.emailAlreadyVerified}
        </p>
        <Link to="/" className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          Continue
        </Link>
      </div>
    );
  }
  if (!token || isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {serverMessageOf(error) ?? accountMessages.invalidLink}
      </p>
    );
  }
  if (!isSuccess) return <Spinner />;
  return (
    <div className="grid gap-4">
      <p role="status" className="text-sm">
        {accountMessages.emailVerified}
      </p>
      <Link to="/" className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
        Continue
      </Link>
    </div>
  );
}
