import { accountMessages } from '@wayfarer/shared/account-messages';
import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { paths, safeRedirect } from '@/features/auth/utils/destinations';
import { currentStoredUser, useStoredUser } from '@/lib/stored-session';

/** spec 000 §2: an already authenticated user goes to ?redirect= or to /creator/dashboard. */
export function LoginRoute() {
  // The stored session, not the store: the page hydrates without it (ADR 1395).
  const user = useStoredUser();
  const [searchParams] = useSearchParams();
  const redirect = safeRedirect(searchParams.get('redirect'));
  // Why the visitor is asked to sign in (again).
  const notice = searchParams.has('expired')
    ? accountMessages.sessionExpired
    : searchParams.has('changed')
      ? accountMessages.passwordChanged
      : null;
  // Only a user who arrives signed in is sent on; a fresh sign-in routes itself (spec 000 §4).
  // The page hydrates signed out, as the server rendered it (ADR 1391): the stored session is read
  // once it has, before anyone could have signed in here.
  const [arrivedSignedIn, setArrivedSignedIn] = useState(() => user !== null);
  useEffect(() => {
    if (currentStoredUser()) setArrivedSignedIn(true);
  }, []);

  if (arrivedSignedIn && user) return <Navigate to={redirect ?? paths.creatorDashboard} replace />;

  return (
    <div className="flex justify-center px-4 py-12 sm:py-16">
      <title>Sign in — Wayfarer</title>
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">Sign in</h1>
          <CardDescription>Welcome back. Sign in to manage your trips and profile.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {notice && (
            <p
              role="status"
              className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
            >
              {notice}
            </p>
          )}
          <SignInForm
            redirectTo={redirect}
            switchPrompt={
              <p className="text-center text-sm text-muted-foreground">
                New User?{' '}
                <Link
                  to="/influencer"
                  className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  Sign up
                </Link>
              </p>
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}
