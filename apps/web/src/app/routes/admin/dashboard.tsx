import { PageHeader } from '@/components/page-header';
import { AdminStatsOverview } from '@/features/admin-dashboard/components/admin-stats-overview';

/** spec 001 §2 "Admin area": /admin/dashboard. */
export function AdminDashboardRoute() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader title="Dashboard" description="Wayfarer at a glance." />
      <AdminStatsOverview />
    </div>
  );
}
