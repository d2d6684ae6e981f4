import type { MonthlyFigures } from '@wayfarer/shared/schemas/booking-list';
import { BarChart3 } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { formatRupees } from '@/utils/format';

// The dashboards' charts (ADR 984): per period (a month, or a day for the funnel of) a
// number above the column and two bars on one scale, the figures themselves in a table under a
// "Figures by …" disclosure. Plain CSS, no chart library.

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthParts = (month: string) => {
  const [year = '', index = ''] = month.split('-');
  return { name: MONTH_NAMES[Number(index) - 1] ?? month, year };
};

export type ChartSeries = { label: string; colour: string };
export type ChartColumn = {
  key: string;
  /** Under the column (a month's name, a day's number); '' to leave it out. */
  label: string;
  /** Under the label (the year at a year's start); '' for none. */
  sublabel: string;
  /** In the table's first column. */
  name: string;
  /** The number above the column (left out when 0). */
  count: number;
  /** One value per series, on the chart's one scale. */
  values: number[];
};

type FiguresChartProps = {
  columns: ChartColumn[];
  series: ChartSeries[];
  /** How a value reads in its bar's title and in the table. */
  format: (value: number) => string;
  /** The legend's line for the number above a column. */
  countNote: string;
  /** The table's headings: the period and the number above the column. */
  periodHeading: string;
  countHeading: string;
  /** "Figures by month", "Figures by day". */
  tableTitle: string;
  /** Names the table of figures, e.g. "Bookings and collections by month". */
  label: string;
  emptyTitle: string;
  emptyText: string;
};

function Bars({ columns, series, format, highest }: Omit<FiguresChartProps, 'label'> & { highest: number }) {
  return (
    <div
      aria-hidden="true"
      className="grid gap-px sm:gap-1"
      style={{ gridTemplateColumns: `repeat(${columns.length}, minmax(0, 1fr))` }}
    >
      {columns.map((c) => (
        <div key={c.key} className="flex min-w-0 flex-col items-center gap-1">
          <span className="h-4 text-[11px] leading-4 font-semibold tabular-nums text-foreground">
            {c.count > 0 ? c.count : ''}
          </span>
          <div className="flex h-40 w-full items-end justify-center gap-px border-b sm:gap-1">
            {series.map((s, i) => (
              <span
                key={s.label}
                title={`${s.label} ${format(c.values[i] ?? 0)}`}
                className={`w-1/2 max-w-4 rounded-t-sm ${s.colour}`}
                style={{ height: `${((c.values[i] ?? 0) / highest) * 100}%` }}
              />
            ))}
          </div>
          <span className="text-[11px] leading-tight whitespace-nowrap text-muted-foreground">
            {c.label || '\u00a0'}
          </span>
          <span className="text-[10px] leading-none whitespace-nowrap text-muted-foreground">
            {c.sublabel || '\u00a0'}
          </span>
        </div>
      ))}
    </div>
  );
}

function FiguresTable(props: FiguresChartProps) {
  const { columns, series, format, label, periodHeading, countHeading, tableTitle } = props;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-brand-700">{tableTitle}</summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-xs sm:text-sm">
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-1 pr-2 font-medium">
                {periodHeading}
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">
                {countHeading}
              </th>
              {series.map((s, i) => (
                <th
                  key={s.label}
                  scope="col"
                  className={`py-1 text-right font-medium ${i < series.length - 1 ? 'pr-2' : ''}`}
                >
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...columns].reverse().map((c) => (
              <tr key={c.key} className="border-b last:border-0">
                <th scope="row" className="py-1 pr-2 text-left font-normal whitespace-nowrap">
                  {c.name}
                </th>
                <td className="py-1 pr-2 text-right tabular-nums">{c.count}</td>
                {series.map((s, i) => (
                  <td
                    key={s.label}
                    className={`py-1 text-right tabular-nums whitespace-nowrap ${i < series.length - 1 ? 'pr-2' : ''}`}
                  >
                    {format(c.values[i] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** Columns oldest first, a number above each and two bars on one scale, with the figures' table. */
export function FiguresChart(props: FiguresChartProps) {
  const { columns, series, countNote, emptyTitle, emptyText } = props;
  const highest = Math.max(0, ...columns.flatMap((c) => c.values));
  if (highest === 0 && columns.every((c) => c.count === 0)) {
    return (
      <EmptyState icon={BarChart3} title={emptyTitle}>
        {emptyText}
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label="Legend">
        <li>{countNote}</li>
        {series.map((s) => (
          <li key={s.label} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`size-2.5 rounded-sm ${s.colour}`} />
            {s.label}
          </li>
        ))}
      </ul>
      <Bars {...props} highest={Math.max(highest, 1)} />
      <FiguresTable {...props} />
    </div>
  );
}

type MonthlyFiguresChartProps = {
  months: MonthlyFigures[];
  /** Names the table of figures, e.g. "Bookings and collections by month". */
  label: string;
  emptyTitle: string;
  emptyText: string;
};

const monthlySeries: ChartSeries[] = [
  { label: 'Booked', colour: 'bg-brand-600' },
  { label: 'Collected', colour: 'bg-teal-600' },
];

/** Twelve months of bookings and collections, oldest first, as the API answers them. */
export function MonthlyFiguresChart({ months, label, emptyTitle, emptyText }: MonthlyFiguresChartProps) {
  const columns = months.map((m, i): ChartColumn => {
    const { name, year } = monthParts(m.month);
    return {
      key: m.month,
      label: name,
      sublabel: i === 0 || name === 'Jan' ? `’${year.slice(2)}` : '',
      name: `${name} ${year}`,
      count: m.bookings,
      values: [m.booked, m.collected],
    };
  });
  return (
    <FiguresChart
      columns={columns}
      series={monthlySeries}
      format={formatRupees}
      countNote="Number above a month: paid bookings"
      periodHeading="Month"
      countHeading="Bookings"
      tableTitle="Figures by month"
      label={label}
      emptyTitle={emptyTitle}
      emptyText={emptyText}
    />
  );
}
