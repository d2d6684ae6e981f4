import { dashboardCaptions } from '@wayfarer/shared/rules/dashboard-figures';
import type { AdminStats } from '@wayfarer/shared/schemas/admin';
import { CalendarCheck, HandCoins, Hourglass, Inbox, IndianRupee, Package, Undo2, Users } from 'lucide-react';
import { formatRupees } from '@/utils/format';
import type { LucideIcon } from 'lucide-react';
import { AtRiskDates } from '@/components/at-risk-dates';
import { FunnelCard } from '@/components/funnel-card';
import { MonthlyFiguresChart } from '@/components/monthly-figures-chart';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { useGetAdminStatsQuery } from '../api/get-admin-stats';
import { LeadsByStatusChart } from './leads-by-status-chart';

type StatCardProps = { label: string; value: number | string; detail?: string; icon: LucideIcon };

function StatCard({ label, value, detail, icon: Icon }: StatCardProps) {
  return (
    <li className="grid content-start gap-1 rounded-xl border bg-white p-5">
      <div className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
        {label}
        <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
      </div>
      <p className="text-2xl font-bold tabular-nums [overflow-wrap:anywhere]">{value}</p>
      {detail && <p className="text-xs text-muted-foreground">{detail}</p>}
    </li>
  );
}

/** What travellers paid, less refunds and the creators' share, is the platform's margin. */
function PlatformMargin({ margin }: { margin: AdminStats['margin'] }) {
  const lines = [
    { label: 'Paid by travellers', value: margin.paid },
    { label: 'Refunded', value: -margin.refunded },
    { label: 'Creators’ share', value: -margin.creatorsShare },
  ];
  const signed = (value: number) => (value < 0 ? `−${formatRupees(-value)}` : formatRupees(value));
  return (
    <section aria-labelledby="margin-heading" className="grid gap-3 rounded-xl border bg-white p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="margin-heading" className="text-sm font-medium text-muted-foreground">
          Platform margin
        </h2>
        <p className="text-3xl font-bold tabular-nums [overflow-wrap:anywhere]">
          {signed(margin.platformMargin)}
        </p>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-3 sm:gap-4">
        {lines.map(({ label, value }) => (
          <div key={label} className="flex justify-between gap-2 sm:grid sm:justify-start">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium tabular-nums">{signed(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The last 12 months (India time): paid bookings, booked and collected (ADR 981, 984). */
function MonthlyPanel({ monthly }: { monthly: AdminStats['monthly'] }) {
  return (
    <section aria-labelledby="monthly-heading" className="grid gap-4 rounded-xl border bg-white p-5 sm:p-6">
      <div>
        <h2 id="monthly-heading" className="text-lg font-semibold">
          Bookings and collections
        </h2>
        <p className="text-sm text-muted-foreground">The last 12 months, India time.</p>
      </div>
      <MonthlyFiguresChart
        months={monthly}
        label="Bookings and collections by month"
        emptyTitle="No bookings yet"
        emptyText="Paid bookings and the money collected for them are charted here month by month."
      />
    </section>
  );
}

/** /admin/dashboard: the site's counts and money as cards, 12 months as a chart, leads by status. */
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
  const { packages, leads, leadConversion } = stats;
  return (
    <div className="grid gap-6">
      <AtRiskDates dates={stats.atRiskDates} boardPath={(id) => `/admin/packages/${id}/departures`} />
      <ul aria-label="Site totals" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Bookings"
          value={stats.bookings}
          detail={dashboardCaptions.bookings}
          icon={CalendarCheck}
        />
        <StatCard
          label="Gross booked"
          value={formatRupees(stats.grossBooked)}
          detail={dashboardCaptions.grossBooked}
          icon={IndianRupee}
        />
        <StatCard
          label="Collected"
          value={formatRupees(stats.collected)}
          detail={dashboardCaptions.collected}
          icon={HandCoins}
        />
        <StatCard
          label="Outstanding"
          value={formatRupees(stats.outstanding)}
          detail={dashboardCaptions.outstanding(formatRupees(stats.unpaidAfterTravel))}
          icon={Hourglass}
        />
        <StatCard
          label="Refunds"
          value={formatRupees(stats.refunds)}
          detail={dashboardCaptions.refunds}
          icon={Undo2}
        />
        <StatCard
          label="Leads"
          value={leads.total}
          detail={`${leads.new} new · ${leadConversion.percent}% converted (${leadConversion.converted} booked and paid)`}
          icon={Inbox}
        />
        <StatCard label="Creators" value={stats.creators} icon={Users} />
        <StatCard
          label="Packages"
          value={packages.draft + packages.pendingReview + packages.published + packages.rejected}
          detail={`${packages.published} published · ${packages.pendingReview} pending review · ${packages.draft} draft · ${packages.rejected} rejected`}
          icon={Package}
        />
      </ul>
      <MonthlyPanel monthly={stats.monthly} />
      {/* Every creator's links and packages, per channel. */}
      <FunnelCard viewer="admin" />
      <PlatformMargin margin={stats.margin} />
      <LeadsByStatusChart leads={leads} />
    </div>
  );
}
