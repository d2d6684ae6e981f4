import { byDate } from '@wayfarer/shared/rules/travel-date';
import { publicDateLine, SOLD_OUT_TEXT } from '@wayfarer/shared/rules/trip-status';
import type { PublicPackage } from '@wayfarer/shared/schemas/tour-public';
import { cn } from '@/utils/cn';
import { departureDates, formatTripDate } from '../../utils/booking';

type DateStatusListProps = { pkg: PublicPackage; departureId: string };

/**
 * The selected departure's dates, each with where it stands against its minimum group
 * size ("Needs 3 more travellers to confirm — …", "Confirmed departure") or "Sold out".
 */
export function DateStatusList({ pkg, departureId }: DateStatusListProps) {
  const open = departureDates(pkg, departureId).map((date) => {
    const row = pkg.TourDate.find(
      (d) => d.tourPackageDepartureId === departureId && d.date.slice(0, 10) === date,
    );
    return { date, line: row ? publicDateLine(row) : null };
  });
  const soldOut = pkg.SoldOutDate.filter((d) => d.tourPackageDepartureId === departureId).map((d) => ({
    date: d.date.slice(0, 10),
    line: SOLD_OUT_TEXT,
  }));
  const rows = [...open, ...soldOut].sort(byDate);
  // Nothing to say when no date has a minimum and none is sold out.
  if (!rows.some((r) => r.line)) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">Dates</h3>
      <ul aria-label="Departure dates" className="grid gap-2 text-sm">
        {rows.map((row) => (
          <li key={row.date} className="grid gap-0.5 rounded-lg border px-3 py-2">
            <span className="font-medium">{formatTripDate(row.date)}</span>
            {row.line && <DateLine line={row.line} />}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One date's line, coloured by what it says. */
export function DateLine({ line }: { line: string }) {
  const tone =
    line === SOLD_OUT_TEXT
      ? 'text-red-700'
      : line.startsWith('Needs')
        ? 'text-amber-800'
        : 'text-emerald-700';
  return <span className={cn('text-xs font-medium', tone)}>{line}</span>;
}
