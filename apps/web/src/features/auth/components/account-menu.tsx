import { Suspense } from 'react';
import { lazyWithStore } from '@/lib/store-on-demand';
import { useStoredUser } from '@/lib/stored-session';

// Only signed-in visitors need the menu (its dropdown library, and the store behind Logout), so
// both load on demand; whether to show it comes from the stored session (docs/decisions/990).
const UserMenu = lazyWithStore(async () => (await import('./user-menu')).UserMenu);

type AccountMenuProps = {
  /** In a crowded header the name shows from the sm breakpoint up (it stays the button's name). */
  isNameHiddenOnPhones?: boolean;
};

const placeholder = <span aria-hidden="true" className="size-8 rounded-full bg-muted" />;

/** The avatar menu of a signed-in user; nothing for visitors. */
export function AccountMenu({ isNameHiddenOnPhones = false }: AccountMenuProps) {
  const user = useStoredUser();
  if (!user) return null;
  return (
    <Suspense fallback={placeholder}>
      <UserMenu isNameHiddenOnPhones={isNameHiddenOnPhones} />
    </Suspense>
  );
}
