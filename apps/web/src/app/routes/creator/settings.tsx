import { CreatorSettings } from '@/features/creator-studio/components/creator-settings';
import { selectCurrentUser } from '@/lib/auth-slice';
import { useAppSelector } from '@/lib/hooks';

/** spec 000 §2: /creator/dashboard/settings (the creator area's guard ensures a creatorId). */
export function CreatorSettingsRoute() {
  const user = useAppSelector(selectCurrentUser);
  if (!user?.creatorId) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <CreatorSettings creatorId={user.creatorId} />
    </div>
  );
}
