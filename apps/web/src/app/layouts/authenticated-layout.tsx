import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { Logo } from '@/components/logo';
import { AdminToaster } from '@/components/ui/admin-toast';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { UnverifiedBanner } from '@/features/auth/components/unverified-banner';
import { selectCurrentUser } from '@/lib/auth-slice';
import { logoutIntent } from '@/lib/logout-intent';
import { expiredSignInPath, sessionExpiry } from '@/lib/session-expiry';
import { useAppSelector } from '@/lib/hooks';

/** A route's `handle` may name where signed-out visitors go instead of the sign-in page. */
export type AuthenticatedRouteHandle = { signedOutRedirect?: string };

function signedOutRedirectOf(matches: ReturnType<typeof useMatches>): string | undefined {
  for (const match of matches) {
    const handle = match.handle as AuthenticatedRouteHandle | undefined;
    if (handle?.signedOutRedirect) return handle.signedOutRedirect;
  }
  return undefined;
}

const hasSidebar = (path: string) => /^\/(?:creator\/dashboard|admin)(?:\/|$)/.test(path);

/** spec 000 §2: a fixed top bar with the logo and the avatar menu, and a scrollable main area. */
export function AuthenticatedLayout() {
  const user = useAppSelector(selectCurrentUser);
  const location = useLocation();
  const matches = useMatches();

  if (!user) {
    // Just logged out here: home, whatever the route (spec 000 §2).
    if (logoutIntent.isRecent()) return <Navigate to="/" replace />;
    // The session ended on its own: sign in again and come back here.
    if (sessionExpiry.isRecent()) {
      return <Navigate to={expiredSignInPath(`${location.pathname}${location.search}`)} replace />;
    }
    // spec 001 §2, §6: the creator dashboard and the admin area send signed-out visitors to /,
    // passing the attempted location along.
    const target = signedOutRedirectOf(matches);
    if (target) return <Navigate to={target} replace state={{ from: location }} />;
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(redirect)}`} replace />;
  }

  return (
    <div className="h-dvh bg-zinc-50">
      <header className="fixed inset-x-0 top-0 z-40 h-16 border-b bg-white">
        <div className="flex h-full items-center justify-between gap-3 px-4 sm:px-6">
          <Logo />
          <AccountMenu />
        </div>
      </header>
      <main className="h-dvh overflow-y-auto pt-16">
        {/* Beside the creator area's and admin area's fixed sidebar (w-60) on wide screens, not under it. */}
        <div className={hasSidebar(location.pathname) ? 'lg:pl-60 print:hidden' : 'print:hidden'}>
          <UnverifiedBanner />
        </div>
        <Outlet />
      </main>
      <AdminToaster />
    </div>
  );
}
