import { useSearchParams } from 'react-router';
import { AuthPage } from '@/features/auth/components/auth-page';
import { VerifyEmailStatus } from '@/features/auth/components/verify-email-status';

/** The address-check and address-change links land here with ?token=. */
export function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthPage title="E-mail address">
      <VerifyEmailStatus token={searchParams.get('token') ?? ''} />
    </AuthPage>
  );
}
