import { Navigate } from 'react-router';
import { selectCurrentUser } from '@/lib/auth-slice';
import { useAppSelector } from '@/lib/hooks';

/** The creator area needs a creator profile (spec 000 §6); its screens come with the creator tools. */
export function CreatorDashboardRoute() {
  const user = useAppSelector(selectCurrentUser);
  if (!user?.creatorId) return <Navigate to="/creator/complete-profile" replace />;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">Dashboard</h1>
      <p className="mt-2 text-muted-foreground">
        Welcome back, {user.name}. Your packages, leads and earnings will appear here.
      </p>
    </div>
  );
}
