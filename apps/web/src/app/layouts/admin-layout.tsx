import {
  CalendarCheck,
  FolderTree,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  MapPin,
  Mountain,
  Package,
  Settings,
  TicketPercent,
  Users,
} from 'lucide-react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useGetCurrentUserQuery } from '@/features/auth/api/get-current-user';
import { cn } from '@/utils/cn';

type AdminEntry = { to: string; label: string; icon: LucideIcon };

// spec 001 §2 "Admin area": the sidebar links, in this order.
const entries: readonly AdminEntry[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/destination', label: 'Destination', icon: Mountain },
  { to: '/admin/place', label: 'Place', icon: MapPin },
  { to: '/admin/packages', label: 'Packages', icon: Package },
  { to: '/admin/queries', label: 'Leads', icon: Inbox },
  { to: '/admin/bookings', label: 'Bookings', icon: CalendarCheck },
  { to: '/admin/coupons', label: 'Coupons', icon: TicketPercent },
  { to: '/admin/creators', label: 'Creators', icon: Users },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
  { to: '/admin/category', label: 'Category', icon: FolderTree },
];

const linkClasses =
  'flex items-center gap-3 rounded-md text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring';
const activeClasses = 'bg-brand-50 text-brand-800';
const idleClasses = 'text-zinc-700 hover:bg-muted hover:text-foreground';

/**
 * spec 001 §2, §6: the admin area renders for the ADMIN role only. The current user is fetched
 * (spinner meanwhile); anyone else goes home with the attempted location in navigation state.
 * A link is active while the path starts with it (NavLink without `end`).
 */
export function AdminLayout() {
  const location = useLocation();
  const { data: user, isLoading } = useGetCurrentUserQuery(undefined, { refetchOnMountOrArgChange: true });

  if (isLoading) return <PageSpinner />;
  if (user?.role !== 'ADMIN') return <Navigate to="/" replace state={{ from: location }} />;

  return (
    <div className="min-h-full">
      <aside className="fixed top-16 bottom-0 left-0 hidden w-60 overflow-y-auto border-r bg-white lg:block">
        <nav aria-label="Admin area" className="p-4">
          <ul className="grid gap-1">
            {entries.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    cn(linkClasses, 'px-3 py-2.5', isActive ? activeClasses : idleClasses)
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

      {/* Phones: the same links as a compact strip that scrolls sideways under the top bar. */}
      <nav aria-label="Admin area" className="sticky top-0 z-30 border-b bg-white lg:hidden">
        <ul className="flex gap-1 overflow-x-auto px-3 py-2">
          {entries.map(({ to, label }) => (
            <li key={to} className="shrink-0">
              <NavLink
                to={to}
                className={({ isActive }) =>
                  cn(linkClasses, 'px-3 py-2', isActive ? activeClasses : idleClasses)
                }
              >
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="lg:pl-60">
        <Outlet />
      </div>
    </div>
  );
}
