import { DashboardOverview } from '@/features/creator-studio/components/dashboard-overview';

/** spec 001 §2: /creator/dashboard. */
export function CreatorDashboardRoute() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <DashboardOverview />
    </div>
  );
}
