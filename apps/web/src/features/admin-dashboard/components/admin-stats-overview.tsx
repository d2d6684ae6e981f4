import { CalendarCheck, Inbox, Package, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { useGetAdminStatsQuery } from '../api/get-admin-stats';
import { LeadsByStatusChart } from './leads-by-status-chart';

type StatCardProps = { label: string; value: number; detail?: string; icon: LucideIcon };

function StatCard({ label, value, detail, icon: Icon }: StatCardProps) {
  return (
    <li className="grid gap-1 rounded-xl border bg-white p-5">
      <div className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
        {label}
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
      </div>
      <p className="text-3xl font-bold tabular-nums">{value}</p>
      {detail && <p className="text-xs text-muted-foreground">{detail}</p>}
    </li>
  );
}

/** /admin/dashboard: the site's counts as cards, and leads by status as a chart. */
export function AdminStatsOverview() {
  const { data: stats, isLoading, isError } = useGetAdminStatsQuery();
  if (isLoading) return <PageSpinner />;
  if (isError || !stats) {
    return (
      <EmptyState title="The figures could not be loaded" headingLevel="h2">
        Please reload the page.
      </EmptyState>
    );
  }
  const { packages, leads } = stats;
  return (
    <div className="grid gap-6">
      <ul aria-label="Site totals" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Creators" value={stats.creators} icon={Users} />
        <StatCard
          label="Packages"
          value={packages.draft + packages.pendingReview + packages.published + packages.rejected}
          detail={`${packages.published} published · ${packages.pendingReview} pending review · ${packages.draft} draft · ${packages.rejected} rejected`}
          icon={Package}
        />
        <StatCard label="Leads" value={leads.total} detail={`${leads.new} new`} icon={Inbox} />
        <StatCard label="Bookings" value={stats.bookings} icon={CalendarCheck} />
      </ul>
      <LeadsByStatusChart leads={leads} />
    </div>
  );
}
