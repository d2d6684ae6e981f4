import { dashboardCaptions } from '@wayfarer/shared/rules/dashboard-figures';
import { messages } from '@wayfarer/shared/messages';
import type { BookingListRow } from '@wayfarer/shared/schemas/booking-list';
import {
  CalendarCheck,
  ExternalLink,
  HandCoins,
  Hourglass,
  IndianRupee,
  Inbox,
  Package,
  ReceiptIndianRupee,
  Undo2,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { toast } from '@/lib/toast';
import { AtRiskDates } from '@/components/at-risk-dates';
import { FunnelCard } from '@/components/funnel-card';
import { MonthlyFiguresChart } from '@/components/monthly-figures-chart';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { serverMessageOf } from '@/lib/api-error';
import { formatRupees } from '@/utils/format';
import { useGetDashboardStatsQuery } from '../api/get-dashboard-stats';
import { useGetMyCreatorQuery } from '../api/get-my-creator';

type SummaryCardProps = {
  title: string;
  value: string;
  note: string;
  icon: LucideIcon;
  isLoading?: boolean;
  /** A further line under the note. */
  extra?: ReactNode;
};

function SummaryCard({ title, value, note, icon: Icon, isLoading, extra }: SummaryCardProps) {
  return (
    <Card>
      <div className="flex items-start justify-between gap-3 p-5">
        <div className="min-w-0">
          <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
          <p className="mt-2 text-xl font-bold tracking-tight tabular-nums [overflow-wrap:anywhere] xl:text-2xl">
            {isLoading ? <Spinner className="size-5" label={`Loading ${title}`} /> : value}
          </p>
          <p className="mt-1 text-xs text-muted-foreground">{note}</p>
          {extra}
        </div>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
    </Card>
  );
}

/** "View Profile" opens the public profile /@{username} in a new tab (spec 001 §2). */
function ViewProfileLink() {
  const { data: creator } = useGetMyCreatorQuery();
  if (!creator) return null;
  return (
    <a
      href={`/@${creator.username}`}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonVariants({ variant: 'brand' })}
    >
      View Profile
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** The five latest paid bookings of the creator's packages. */
function RecentSales({ sales }: { sales: BookingListRow[] }) {
  if (sales.length === 0) {
    return (
      <EmptyState icon={ReceiptIndianRupee} title="No sales yet">
        Each booking shows up here with the traveller and the amount paid.
      </EmptyState>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4">
      {sales.map((sale) => (
        <li key={sale.bookingId} className="flex items-center justify-between gap-3 text-sm">
          <div className="min-w-0">
            <p className="truncate font-medium">{sale.name}</p>
            <p className="truncate text-xs text-muted-foreground">{sale.tourPackage.title}</p>
          </div>
          <span className="font-semibold whitespace-nowrap">+{formatRupees(sale.totalAmount)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * spec 001 §2: the four summary cards, an Overview and a Recent Sales panel. Revenue,
 * bookings and recent sales are real figures from the dashboard call (amounts paid, rupees).
 * `yourEarnings`: the creator's share, shown in the Total Revenue card (the route passes it in).
 */
export function DashboardOverview({ yourEarnings }: { yourEarnings?: ReactNode } = {}) {
  const {
    data: stats,
    isLoading,
    error,
  } = useGetDashboardStatsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

  useEffect(() => {
    if (error) toast.error(serverMessageOf(error) ?? messages.somethingWrong, { id: 'dashboard-stats' });
  }, [error]);

  const activePackages = stats?.publishedTourPackages ?? 0;
  const notLive = stats ? Math.max(stats.totalTourPackages - stats.publishedTourPackages, 0) : 0;

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Dashboard</h1>
          <p className="text-sm text-muted-foreground">Your leads, packages and earnings at a glance.</p>
        </div>
        <ViewProfileLink />
      </div>

      <AtRiskDates
        dates={stats?.atRiskDates ?? []}
        boardPath={(id) => `/creator/dashboard/packages/${id}/departures`}
      />

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <SummaryCard
          title="Total Revenue"
          value={formatRupees(stats?.totalRevenue ?? 0)}
          note="Paid for your packages"
          icon={IndianRupee}
          isLoading={isLoading}
          extra={yourEarnings}
        />
        <SummaryCard
          title="Leads"
          value={String(stats?.totalQueries ?? 0)}
          note={
            stats && stats.leadConversion.leads > 0
              ? `Enquiries for you and your packages · ${stats.leadConversion.percent}% booked`
              : 'Enquiries for you and your packages'
          }
          icon={Inbox}
          isLoading={isLoading}
        />
        <SummaryCard
          title="Bookings"
          value={String(stats?.totalBookings ?? 0)}
          note="Trips booked through you"
          icon={CalendarCheck}
          isLoading={isLoading}
        />
        <SummaryCard
          title="Active Packages"
          value={String(activePackages)}
          note={
            stats
              ? `${notLive} not yet published${stats.pendingTourPackages > 0 ? `, ${stats.pendingTourPackages} waiting for review` : ''}`
              : 'Published packages'
          }
          icon={Package}
          isLoading={isLoading}
        />
      </div>

      {/* ADR 979: the admin dashboard's money figures, for its own packages. */}
      <section
        aria-label="Your bookings’ money"
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
      >
        {(
          [
            // The same captions as the admin's dashboard (one definition each).
            ['Gross booked', stats?.grossBooked, dashboardCaptions.grossBooked, ReceiptIndianRupee],
            ['Collected', stats?.collected, dashboardCaptions.collected, HandCoins],
            [
              'Outstanding',
              stats?.outstanding,
              dashboardCaptions.outstanding(formatRupees(stats?.unpaidAfterTravel ?? 0)),
              Hourglass,
            ],
            ['Refunds', stats?.refunds, dashboardCaptions.refunds, Undo2],
          ] as const
        ).map(([title, amount, note, icon]) => (
          <SummaryCard
            key={title}
            title={title}
            value={formatRupees(amount ?? 0)}
            note={note}
            icon={icon}
            isLoading={isLoading}
          />
        ))}
      </section>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-7">
        <Card className="lg:col-span-4">
          <CardHeader>
            <CardTitle className="text-lg">Overview</CardTitle>
            <CardDescription>
              Your paid bookings, what they were booked for and what was collected, over the last 12 months.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <MonthlyFiguresChart
              months={stats?.monthlyRevenue ?? []}
              label="Your bookings and collections by month"
              emptyTitle="No revenue yet"
              emptyText="Once travellers book your packages, your monthly bookings and collections are charted here."
            />
          </CardContent>
        </Card>
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle className="text-lg">Recent Sales</CardTitle>
            <CardDescription>The latest bookings of your packages.</CardDescription>
          </CardHeader>
          <CardContent>
            <RecentSales sales={(stats?.recentSales ?? []).slice(0, 5)} />
          </CardContent>
        </Card>
      </div>

      {/* Which post filled the trip — the creator's links and packages, per channel. */}
      <FunnelCard viewer="creator" />
    </div>
  );
}
