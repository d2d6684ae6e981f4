import { Navigate } from 'react-router';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { CompleteProfileForm } from '@/features/creator-studio/components/complete-profile-form';
import { selectCurrentUser } from '@/lib/auth-slice';
import { useAppSelector } from '@/lib/hooks';

/** spec 000 §2 "Complete Profile": admins and existing creators are sent on. */
export function CompleteProfileRoute() {
  const user = useAppSelector(selectCurrentUser);
  if (user?.role === 'ADMIN') return <Navigate to="/admin/destination" replace />;
  if (user?.creatorId) return <Navigate to="/creator/dashboard" replace />;

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">Complete Profile</h1>
          <p className="text-muted-foreground">Enter following details below to complete your profile</p>
        </CardHeader>
        <CardContent>
          <CompleteProfileForm />
        </CardContent>
      </Card>
    </div>
  );
}
