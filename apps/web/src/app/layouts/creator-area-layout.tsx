import { CalendarCheck, Inbox, LayoutDashboard, Package, Settings, Wallet } from 'lucide-react';
import { Navigate, NavLink, Outlet } from 'react-router';
import { selectCurrentUser } from '@/lib/auth-slice';
import { useAppSelector } from '@/lib/hooks';
import { cn } from '@/utils/cn';

// spec 001 §2: the same entries in the desktop sidebar and the mobile bottom bar; Earnings is ours (ADR 935).
const entries = [
  { to: '/creator/dashboard', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/creator/dashboard/packages', label: 'Packages', icon: Package, end: false },
  { to: '/creator/dashboard/queries', label: 'Leads', icon: Inbox, end: false },
  { to: '/creator/dashboard/bookings', label: 'Bookings', icon: CalendarCheck, end: false },
  { to: '/creator/dashboard/earnings', label: 'Earnings', icon: Wallet, end: false },
  { to: '/creator/dashboard/settings', label: 'Settings', icon: Settings, end: false },
] as const;

/** spec 001 §2 "Creator dashboard": navigation and guards of the creator area. */
export function CreatorAreaLayout() {
  const user = useAppSelector(selectCurrentUser);
  // Signed-out visitors are sent to / by the authenticated layout (this route's handle).
  if (!user) return null;
  if (!user.creatorId) return <Navigate to="/creator/complete-profile" replace />;

  return (
    <div className="min-h-full">
      <aside className="fixed top-16 bottom-0 left-0 hidden w-60 border-r bg-white lg:block">
        <nav aria-label="Creator area" className="p-4">
          <ul className="grid gap-1">
            {entries.map(({ to, label, icon: Icon, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      isActive
                        ? 'bg-brand-50 text-brand-800'
                        : 'text-zinc-700 hover:bg-muted hover:text-foreground',
                    )
                  }
                >
                  <Icon aria-hidden="true" className="size-5" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>

      <div className="pb-20 lg:pb-0 lg:pl-60">
        <Outlet />
      </div>

      <nav
        aria-label="Creator area"
        data-creator-area-bottom-bar=""
        className="fixed inset-x-0 bottom-0 z-40 border-t bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
      >
        <ul className="grid h-16 grid-cols-6">
          {entries.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  cn(
                    'flex h-full flex-col items-center justify-center gap-1 text-xs font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                    isActive ? 'text-brand-800' : 'text-zinc-600 hover:text-foreground',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-5" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
