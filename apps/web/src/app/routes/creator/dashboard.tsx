import { DashboardOverview } from '@/features/creator-studio/components/dashboard-overview';
import { YourEarnings } from '@/features/earnings/components/your-earnings';

/** spec 001 §2: /creator/dashboard; the Total Revenue card names the creator's earnings. */
export function CreatorDashboardRoute() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <DashboardOverview yourEarnings={<YourEarnings />} />
    </div>
  );
}
