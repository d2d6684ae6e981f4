import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from './button';
import { monthTitleOf } from './month-calendar';

type MarkedMonthCalendarProps = {
  /** Colours of the dots to show under each date (YYYY-MM-DD). */
  marks: Record<string, string[]>;
  /** The month shown first, as YYYY-MM-DD of any day in it (this month by default). */
  initialDate?: string;
  /** Names the calendar, e.g. "Departure dates". */
  label: string;
};

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const pad = (n: number) => String(n).padStart(2, '0');

/** A display-only month view with previous/next month and coloured dots under marked dates. */
export function MarkedMonthCalendar({ marks, initialDate, label }: MarkedMonthCalendarProps) {
  const start = initialDate ? new Date(`${initialDate.slice(0, 7)}-01T00:00:00Z`) : new Date();
  const [month, setMonth] = useState({ year: start.getUTCFullYear(), month: start.getUTCMonth() });
  const first = new Date(Date.UTC(month.year, month.month, 1));
  const daysInMonth = new Date(Date.UTC(month.year, month.month + 1, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const title = monthTitleOf(first);
  const step = (delta: number) =>
    setMonth(({ year, month: m }) => {
      const next = new Date(Date.UTC(year, m + delta, 1));
      return { year: next.getUTCFullYear(), month: next.getUTCMonth() };
    });
  const weekCount = Math.ceil((lead + daysInMonth) / 7);
  const dayAt = (week: number, weekday: number) => {
    const day = week * 7 + weekday - lead + 1;
    return day >= 1 && day <= daysInMonth ? day : null;
  };

  return (
    <div className="w-full max-w-sm rounded-xl border bg-white p-3">
      <div className="mb-2 flex items-center justify-between">
        <Button variant="ghost" size="icon" aria-label="Previous month" onClick={() => step(-1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Button>
        <p className="text-sm font-semibold" aria-live="polite">
          {title}
        </p>
        <Button variant="ghost" size="icon" aria-label="Next month" onClick={() => step(1)}>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <table className="w-full table-fixed text-center text-sm">
        <caption className="sr-only">
          {label}, {title}
        </caption>
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
          {Array.from({ length: weekCount }, (_, week) => `${title}-w${week}`).map((weekKey, week) => (
            <tr key={weekKey}>
              {weekdays.map((weekdayName, weekday) => {
                const day = dayAt(week, weekday);
                if (!day) return <td key={weekdayName} />;
                const dots = marks[`${month.year}-${pad(month.month + 1)}-${pad(day)}`] ?? [];
                return (
                  <td key={weekdayName} className="h-10 align-top">
                    <span className="block">{day}</span>
                    {dots.length > 0 && (
                      <span
                        role="img"
                        aria-label={dots.length === 1 ? '1 departure' : `${dots.length} departures`}
                        className="flex justify-center gap-0.5"
                      >
                        {dots.map((colour, i) => (
                          <span
                            // biome-ignore lint/suspicious/noArrayIndexKey: a dot is only a colour
                            key={i}
                            className="size-1.5 rounded-full"
                            style={{ backgroundColor: colour }}
                          />
                        ))}
                      </span>
                    )}
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
