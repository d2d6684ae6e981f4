import { useSearchParams } from 'react-router';
import { AuthPage } from '@/features/auth/components/auth-page';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** The e-mail's link lands here with ?token=. */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthPage
      title="Choose a new password"
      description="Use at least 6 characters with a number and a special character."
    >
      <ResetPasswordForm token={searchParams.get('token') ?? ''} />
    </AuthPage>
  );
}
