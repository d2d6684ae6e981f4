import type { MonthlyFigures } from '@wayfarer/shared/schemas/booking-list';
import { BarChart3 } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { formatRupees } from '@/utils/format';

// The admin and creator dashboards' 12 months (ADR 984): per month the paid bookings (the
// number above), what they were booked for and what was collected (two bars on one rupee scale).
// Plain CSS, no chart library; the figures themselves are a table under "Figures by month".

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthParts = (month: string) => {
  const [year = '', index = ''] = month.split('-');
  return { name: MONTH_NAMES[Number(index) - 1] ?? month, year };
};

const series = [
  { key: 'booked', label: 'Booked', colour: 'bg-brand-600' },
  { key: 'collected', label: 'Collected', colour: 'bg-teal-600' },
] as const;

type MonthlyFiguresChartProps = {
  months: MonthlyFigures[];
  /** Names the table of figures, e.g. "Bookings and collections by month". */
  label: string;
  emptyTitle: string;
  emptyText: string;
};

function Bars({ months, highest }: { months: MonthlyFigures[]; highest: number }) {
  return (
    <div aria-hidden="true" className="grid grid-cols-12 gap-1 sm:gap-2">
      {months.map((m, i) => {
        const { name, year } = monthParts(m.month);
        return (
          <div key={m.month} className="flex min-w-0 flex-col items-center gap-1">
            <span className="h-4 text-[11px] leading-4 font-semibold tabular-nums text-foreground">
              {m.bookings > 0 ? m.bookings : ''}
            </span>
            <div className="flex h-40 w-full items-end justify-center gap-px border-b sm:gap-1">
              {series.map((s) => (
                <span
                  key={s.key}
                  title={`${s.label} ${formatRupees(m[s.key])}`}
                  className={`w-1/2 max-w-4 rounded-t-sm ${s.colour}`}
                  style={{ height: `${(m[s.key] / highest) * 100}%` }}
                />
              ))}
            </div>
            <span className="text-[11px] leading-tight text-muted-foreground">{name}</span>
            <span className="text-[10px] leading-none text-muted-foreground">
              {i === 0 || name === 'Jan' ? `’${year.slice(2)}` : '\u00a0'}
            </span>
          </div>
        );
      })}
    </div>
  );
}

function FiguresTable({ months, label }: { months: MonthlyFigures[]; label: string }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-brand-700">Figures by month</summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-xs sm:text-sm">
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-1 pr-2 font-medium">
                Month
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">
                Bookings
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">
                Booked
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Collected
              </th>
            </tr>
          </thead>
          <tbody>
            {[...months].reverse().map((m) => {
              const { name, year } = monthParts(m.month);
              return (
                <tr key={m.month} className="border-b last:border-0">
                  <th scope="row" className="py-1 pr-2 text-left font-normal whitespace-nowrap">
                    {name} {year}
                  </th>
                  <td className="py-1 pr-2 text-right tabular-nums">{m.bookings}</td>
                  <td className="py-1 pr-2 text-right tabular-nums whitespace-nowrap">
                    {formatRupees(m.booked)}
                  </td>
                  <td className="py-1 text-right tabular-nums whitespace-nowrap">
                    {formatRupees(m.collected)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** Twelve months of bookings and collections, oldest first, as the API answers them. */
export function MonthlyFiguresChart({ months, label, emptyTitle, emptyText }: MonthlyFiguresChartProps) {
  const highest = Math.max(0, ...months.map((m) => Math.max(m.booked, m.collected)));
  if (highest === 0 && months.every((m) => m.bookings === 0)) {
    return (
      <EmptyState icon={BarChart3} title={emptyTitle}>
        {emptyText}
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label="Legend">
        <li>Number above a month: paid bookings</li>
        {series.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`size-2.5 rounded-sm ${s.colour}`} />
            {s.label}
          </li>
        ))}
      </ul>
      <Bars months={months} highest={Math.max(highest, 1)} />
      <FiguresTable months={months} label={label} />
    </div>
  );
}
