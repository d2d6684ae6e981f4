import { ChevronDown, LayoutDashboard, LogOut, Settings, UserRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { logout, selectCurrentUser, selectTokens } from '@/lib/auth-slice';
import { useGetCurrentUserQuery } from '@/lib/current-user-api';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { logoutIntent } from '@/lib/logout-intent';
import { endSessionOnServer } from '../api/logout';
import { paths } from '../utils/destinations';

/** spec 000 §2, §6: a signed-in user's avatar (image and name) with the Logout action. */
export function UserMenu({ isNameHiddenOnPhones = false }: { isNameHiddenOnPhones?: boolean }) {
  const user = useAppSelector(selectCurrentUser);
  const tokens = useAppSelector(selectTokens);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Keeps the stored user fresh (ME is invalidated by sign-in and profile changes).
  useGetCurrentUserQuery(undefined, { skip: !tokens });

  if (!user) return null;
  // The way back to work from any page, by role.
  const dashboard = user.creatorId ? paths.creatorDashboard : user.role === 'ADMIN' ? paths.admin : null;

  const onLogout = async () => {
    const refreshToken = tokens?.refresh.token;
    // Protected screens send a user who vanishes right after this home, not to sign in.
    logoutIntent.mark();
    // The server is told, but not waited for: the session ends on this device at once.
    if (refreshToken) endSessionOnServer(refreshToken);
    await navigate('/', { flushSync: true });
    dispatch(logout());
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        title={user.name}
        className="flex max-w-56 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium transition-colors outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Avatar className="size-8">
          {user.image && <AvatarImage src={user.image} alt="" />}
          <AvatarFallback>{initialsOf(user.name)}</AvatarFallback>
        </Avatar>
        <span
          className={
            isNameHiddenOnPhones ? 'sr-only sm:not-sr-only sm:max-w-32 sm:truncate' : 'max-w-32 truncate'
          }
        >
          {user.name}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-w-[min(20rem,calc(100vw-2rem))]">
        <DropdownMenuLabel>
          <span className="block truncate font-medium" title={user.name}>
            {user.name}
          </span>
          <span className="block truncate text-xs font-normal text-muted-foreground" title={user.email}>
            {user.email}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {dashboard && (
          <DropdownMenuItem asChild>
            <Link to={dashboard}>
              <LayoutDashboard aria-hidden="true" />
              Dashboard
            </Link>
          </DropdownMenuItem>
        )}
        {user.creatorUsername && (
          <DropdownMenuItem asChild>
            <Link to={`/@${user.creatorUsername}`}>
              <UserRound aria-hidden="true" />
              My public profile
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link to="/account">
            <Settings aria-hidden="true" />
            Account
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
