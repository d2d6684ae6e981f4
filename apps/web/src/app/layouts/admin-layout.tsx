import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useGetCurrentUserQuery } from '@/lib/current-user-api';
import { cn } from '@/utils/cn';
import { activeClasses, adminEntries, idleClasses, linkClasses } from './admin-entries';
import { AdminPhoneNav } from './admin-phone-nav';

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
            {adminEntries.map(({ to, label, icon: Icon }) => (
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

      <AdminPhoneNav />

      <div className="lg:pl-60">
        <Outlet />
      </div>
    </div>
  );
}
