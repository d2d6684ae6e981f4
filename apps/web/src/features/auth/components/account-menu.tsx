import { lazy, Suspense } from 'react';
import { selectCurrentUser } from '@/lib/auth-slice';
import { useAppSelector } from '@/lib/hooks';

// Only signed-in visitors need the menu (and its dropdown library), so it loads on demand.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

type AccountMenuProps = {
  /** In a crowded header the name shows from the sm breakpoint up (it stays the button's name). */
  isNameHiddenOnPhones?: boolean;
};

/** The avatar menu of a signed-in user; nothing for visitors. */
export function AccountMenu({ isNameHiddenOnPhones = false }: AccountMenuProps) {
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;
  return (
    <Suspense fallback={<span aria-hidden="true" className="size-8 rounded-full bg-muted" />}>
      <UserMenu isNameHiddenOnPhones={isNameHiddenOnPhones} />
    </Suspense>
  );
}
