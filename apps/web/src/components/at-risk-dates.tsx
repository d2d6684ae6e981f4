import { AT_RISK_TEXT, travellersNeededText } from '@wayfarer/shared/rules/trip-status';
import type { AtRiskDate } from '@wayfarer/shared/schemas/group-trips';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { formatTourDate } from '@/utils/format';

/**
 * The dashboards' at-risk dates (below their minimum group size on or after their
 * decision day), each linking to its package's departure board, where it is decided.
 * Nothing shows when there are none.
 */
export function AtRiskDates({
  dates,
  boardPath,
}: {
  dates: AtRiskDate[];
  boardPath: (packageId: string) => string;
}) {
  if (dates.length === 0) return null;
  return (
    <section
      aria-labelledby="at-risk-heading"
      className="grid gap-3 rounded-xl border border-red-200 bg-red-50/60 p-5"
    >
      <h2 id="at-risk-heading" className="flex items-center gap-2 text-lg font-semibold text-red-900">
        <AlertTriangle aria-hidden="true" className="size-5" />
        {AT_RISK_TEXT}: {dates.length} {dates.length === 1 ? 'date' : 'dates'} below the minimum
      </h2>
      <ul className="grid gap-2 text-sm">
        {dates.map((d) => (
          <li
            key={`${d.departureId}-${d.date}`}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white p-3"
          >
            <span className="min-w-0 [overflow-wrap:anywhere]">
              <span className="font-medium">{d.packageTitle}</span> · {formatTourDate(d.date)} (
              {d.departureName})
              <span className="block text-xs text-muted-foreground">
                {d.paidPeople} of {d.minTravellers} paid · {travellersNeededText(d.travellersNeeded)} ·
                decision day {formatTourDate(d.decisionDate)}
              </span>
            </span>
            <Link
              to={boardPath(d.packageId)}
              className="font-medium text-brand-700 hover:underline"
              aria-label={`Decide ${formatTourDate(d.date)} of ${d.packageTitle} on its departure board`}
            >
              Decide
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
