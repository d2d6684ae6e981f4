import { AuthPage } from '@/features/auth/components/auth-page';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

/** Ask for a password-reset link. */
export function ForgotPasswordRoute() {
  return (
    <AuthPage
      title="Forgot password?"
      description="Enter your e-mail and we will send you a link to choose a new password."
    >
      <title>Forgot password — Wayfarer</title>
      <ForgotPasswordForm />
    </AuthPage>
  );
}
