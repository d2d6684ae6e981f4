import { AccountSettings } from '@/features/auth/components/account-settings';

/** Every signed-in user's account settings. */
export function AccountRoute() {
  return <AccountSettings />;
}
