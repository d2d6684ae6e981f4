import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/utils/cn';

type MonthCalendarProps = {
  /** The first selectable date, YYYY-MM-DD; earlier days are disabled. */
  min: string;
  /** The last selectable date, YYYY-MM-DD (optional). */
  max?: string;
  value: string | null;
  onChange: (date: string) => void;
  className?: string;
};

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
// Written out, as en-IN writes them, rather than with Intl: building its formatters cost tens of
// milliseconds of a phone's main thread when the date dialog opened (INP).
/** "September 2026" for a date in UTC. */
export const monthTitleOf = (date: Date) => `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
/** "Saturday, 5 September 2026" for a date in UTC. */
const dayNameOf = (date: Date) => `${DAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${monthTitleOf(date)}`;

const iso = (date: Date) => date.toISOString().slice(0, 10);
const monthStart = (isoDate: string) =>
  new Date(Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, 1));

/** The days of a month's grid, Monday first, padded with nulls. */
function monthDays(month: Date): (Date | null)[] {
  const year = month.getUTCFullYear();
  const index = month.getUTCMonth();
  const count = new Date(Date.UTC(year, index + 1, 0)).getUTCDate();
  const lead = (month.getUTCDay() + 6) % 7;
  return [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: count }, (_, i) => new Date(Date.UTC(year, index, i + 1))),
  ];
}

/** A small month calendar picking one date from `min` on (dates as YYYY-MM-DD, calendar days in UTC). */
export function MonthCalendar({ min, max, value, onChange, className }: MonthCalendarProps) {
  const [month, setMonth] = useState(() => monthStart(value ?? min));
  const shift = (by: number) =>
    setMonth(new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + by, 1)));
  const isPrevDisabled = iso(month) <= iso(monthStart(min));
  const isNextDisabled = max !== undefined && iso(month) >= iso(monthStart(max));
  const days = monthDays(month);
  const weeks = Array.from({ length: Math.ceil(days.length / 7) }, (_, w) => days.slice(w * 7, w * 7 + 7));
  const title = monthTitleOf(month);

  return (
    <div className={cn('grid gap-3', className)}>
      <div className="flex items-center justify-between">
        <button
          type="button"
          onClick={() => shift(-1)}
          disabled={isPrevDisabled}
          aria-label="Previous month"
          className="flex size-9 items-center justify-center rounded-md hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-40"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
        </button>
        <p className="font-semibold" aria-live="polite">
          {title}
        </p>
        <button
          type="button"
          onClick={() => shift(1)}
          disabled={isNextDisabled}
          aria-label="Next month"
          className="flex size-9 items-center justify-center rounded-md hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-40"
        >
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </div>
      <table className="w-full table-fixed border-collapse text-center text-sm">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day} scope="col" className="pb-1 text-xs font-medium text-muted-foreground">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)?.toISOString()}>
              {Array.from({ length: 7 }, (_, i) => {
                const day = week[i];
                // biome-ignore lint/suspicious/noArrayIndexKey: a blank cell is only its column.
                if (!day) return <td key={`empty-${i}`} />;
                const date = iso(day);
                const isDisabled = date < min || (max !== undefined && date > max);
                const isSelected = date === value;
                return (
                  <td key={date} className="p-0.5">
                    <button
                      type="button"
                      disabled={isDisabled}
                      aria-pressed={isSelected}
                      aria-label={dayNameOf(day)}
                      onClick={() => onChange(date)}
                      className={cn(
                        'flex aspect-square w-full max-w-10 items-center justify-center rounded-md tabular-nums transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                        isSelected ? 'bg-brand-700 font-semibold text-white' : 'hover:bg-brand-50',
                        isDisabled && 'cursor-not-allowed text-zinc-400 line-through hover:bg-transparent',
                      )}
                    >
                      {day.getUTCDate()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
