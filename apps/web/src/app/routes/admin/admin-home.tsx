import { Navigate } from 'react-router';
import { selectCurrentUser } from '@/lib/auth-slice';
import { useAppSelector } from '@/lib/hooks';

/** The admin area is for ADMIN users only (spec 000 §6); its screens come with the admin issue. */
export function AdminHomeRoute() {
  const user = useAppSelector(selectCurrentUser);
  if (user?.role !== 'ADMIN') return <Navigate to="/" replace />;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">Admin</h1>
      <p className="mt-2 text-muted-foreground">Signed in as {user.name}.</p>
    </div>
  );
}
