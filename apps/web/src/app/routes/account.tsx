import { AccountSettings } from '@/features/auth/components/account-settings';

/** Issue 16: every signed-in user's account settings. */
export function AccountRoute() {
  return <AccountSettings />;
}
