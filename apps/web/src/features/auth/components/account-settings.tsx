import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { selectCurrentUser } from '@/lib/auth-slice';
import { useAppSelector } from '@/lib/hooks';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountForm } from './delete-account-form';
import { SignOutEverywhere } from './sign-out-everywhere';

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** /account: the signed-in user's password, address and the way out. */
export function AccountSettings() {
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;
  return (
    <div className="mx-auto grid w-full max-w-2xl min-w-0 gap-6 px-4 py-8 sm:px-6">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight">Account</h1>
        <p className="truncate text-sm text-muted-foreground" title={`${user.name} · ${user.email}`}>
          {user.name} · {user.email}
        </p>
      </div>
      <Section title="Password">
        <ChangePasswordForm />
      </Section>
      <Section
        title="E-mail"
        description="We send a link to the new address; the change takes effect when you open it."
      >
        <ChangeEmailForm currentEmail={user.email} />
      </Section>
      <Section
        title="Sessions"
        description="Signed in on a device you no longer use? End every session, this one included."
      >
        <SignOutEverywhere />
      </Section>
      <Section title="Delete account">
        <DeleteAccountForm isCreator={Boolean(user.creatorId)} />
      </Section>
    </div>
  );
}
