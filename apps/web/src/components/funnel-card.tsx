import { funnelChannelLabels } from '@wayfarer/shared/enums';
import { FUNNEL_DAY_CHOICES, type FunnelDays } from '@wayfarer/shared/rules/share-links';
import type { FunnelResponse, FunnelRow } from '@wayfarer/shared/schemas/share-links';
import { Filter } from 'lucide-react';
import { useState } from 'react';
import { type ChartColumn, FiguresChart } from '@/components/monthly-figures-chart';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useGetFunnelQuery } from '@/lib/funnel-api';
import { formatRupees } from '@/utils/format';

// The funnel per package and channel — visits (one per visitor per page per day),
// enquiries, checkouts started, paid bookings, revenue and conversion — for the last 7, 30 or 90
// days, with a chart by day. The creator's dashboard shows its links and packages, the admin's
// every creator's.

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;
const count = (value: number) => value.toLocaleString('en-IN');

/** Days as chart columns; a label every few days so 30 or 90 stay readable on a phone. */
function dayColumns(days: FunnelResponse['byDay']): ChartColumn[] {
  const step = days.length <= 7 ? 1 : days.length <= 30 ? 5 : 15;
  return days.map((d, i) => {
    const [, month = '1', day = '1'] = d.date.split('-');
    const monthName = MONTH_NAMES[Number(month) - 1] ?? month;
    const labelled = i % step === 0 || i === days.length - 1;
    return {
      key: d.date,
      label: labelled ? String(Number(day)) : '',
      sublabel: labelled && (i === 0 || Number(day) <= step) ? monthName : '',
      name: `${Number(day)} ${monthName}`,
      count: d.paidBookings,
      values: [d.visits, d.checkoutsStarted],
    };
  });
}

function Totals({ totals }: { totals: FunnelResponse['totals'] }) {
  const items = [
    ['Visits', count(totals.visits)],
    ['Enquiries', count(totals.enquiries)],
    ['Checkouts started', count(totals.checkoutsStarted)],
    ['Paid bookings', count(totals.paidBookings)],
    ['Revenue', formatRupees(totals.revenue)],
    ['Conversion', percent(totals.conversion)],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg border p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The channel's name ("Direct": no creator link); a recommendation says whose under the package. */
const sourceOf = (row: FunnelRow): string => funnelChannelLabels[row.channel];

function RowsTable({ rows }: { rows: FunnelRow[] }) {
  return (
    // Wider than a phone: the table scrolls sideways, so its region takes the keyboard focus
    // (arrow keys scroll it) and is named for a screen reader.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="overflow-x-auto" tabIndex={0} aria-label="Funnel per package and channel">
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="sr-only">Funnel per package and channel</caption>
        <thead>
          <tr className="border-b text-left text-xs text-muted-foreground">
            <th scope="col" className="py-2 pr-3 font-medium">
              Package
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Channel
            </th>
            {['Visits', 'Enquiries', 'Checkouts', 'Paid', 'Revenue', 'Conversion'].map((h) => (
              <th key={h} scope="col" className="py-2 pr-3 text-right font-medium last:pr-0">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={`${row.packageId ?? 'profile'}:${row.channel}:${row.creator.id}`}
              className="border-b last:border-0"
            >
              <th
                scope="row"
                className="max-w-[16rem] py-2 pr-3 text-left font-medium [overflow-wrap:anywhere]"
              >
                {row.packageTitle ?? `Profile: ${row.creator.fullName}`}
                {row.isRecommendation && (
                  <span className="block text-xs font-normal text-muted-foreground">
                    recommended by {row.creator.fullName}
                  </span>
                )}
              </th>
              <td className="py-2 pr-3 whitespace-nowrap">{sourceOf(row)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{count(row.visits)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{count(row.enquiries)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{count(row.checkoutsStarted)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{count(row.paidBookings)}</td>
              <td className="py-2 pr-3 text-right tabular-nums whitespace-nowrap">
                {formatRupees(row.revenue)}
              </td>
              <td className="py-2 text-right tabular-nums">{percent(row.conversion)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The funnel with its 7/30/90-day toggle, totals, chart by day and rows per package and channel. */
export function FunnelCard({ viewer }: { viewer: 'creator' | 'admin' }) {
  const [days, setDays] = useState<FunnelDays>(30);
  const { data, isFetching, isError } = useGetFunnelQuery(days, { refetchOnMountOrArgChange: true });
  return (
    <section aria-labelledby="funnel-heading" className="grid gap-4 rounded-xl border bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="funnel-heading" className="text-lg font-semibold">
            Funnel
          </h2>
          <p className="text-sm text-muted-foreground">
            {viewer === 'creator'
              ? 'Visits, enquiries and bookings per package and channel: your share links and your packages.'
              : 'Visits, enquiries and bookings per package and channel, every creator’s links included.'}
          </p>
        </div>
        <fieldset className="flex gap-1">
          <legend className="sr-only">Period</legend>
          {FUNNEL_DAY_CHOICES.map((choice) => (
            <Button
              key={choice}
              size="sm"
              variant={choice === days ? 'brand' : 'outline'}
              aria-pressed={choice === days}
              onClick={() => setDays(choice)}
            >
              {choice} days
            </Button>
          ))}
        </fieldset>
      </div>
      {isError && (
        <p className="text-sm text-destructive">The funnel could not be loaded. Please reload the page.</p>
      )}
      {!data && !isError && <Spinner label="Loading the funnel" />}
      {data && (
        <div className={`grid gap-5 ${isFetching ? 'opacity-60' : ''}`} aria-busy={isFetching}>
          <Totals totals={data.totals} />
          <FiguresChart
            columns={dayColumns(data.byDay)}
            series={[
              { label: 'Visits', colour: 'bg-brand-600' },
              { label: 'Checkouts started', colour: 'bg-teal-600' },
            ]}
            format={count}
            countNote="Number above a day: paid bookings"
            periodHeading="Day"
            countHeading="Paid bookings"
            tableTitle="Figures by day"
            label={`The funnel by day, the last ${data.days} days`}
            emptyTitle="No visits yet"
            emptyText="Share a package’s link: visits, enquiries and bookings through it are charted here day by day."
          />
          {data.rows.length === 0 ? (
            <EmptyState icon={Filter} title="Nothing to show for this period">
              Visits and bookings per package and channel show here.
            </EmptyState>
          ) : (
            <RowsTable rows={data.rows} />
          )}
        </div>
      )}
    </section>
  );
}
