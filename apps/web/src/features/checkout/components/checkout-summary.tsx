import { formatPaise } from '@wayfarer/shared/rules/money';
import { publicDateLine } from '@wayfarer/shared/rules/trip-status';
import type { PublicPackage } from '@wayfarer/shared/schemas/tour-public';
import { Card } from '@/components/ui/card';
import { Img } from '@/components/ui/img';
import { cn } from '@/utils/cn';
import type { CheckoutLine } from '../utils/checkout-selection';
import { formatTourDate } from '@/utils/format';

type CheckoutSummaryProps = {
  pkg: PublicPackage;
  departureName: string;
  date: string;
  departureId: string;
  lines: CheckoutLine[];
  packagePaise: number;
  /** The package is being reloaded after a price change: its figures are about to be replaced. */
  isUpdating?: boolean;
};

/** What the traveller is buying: package, departure, date and each room or item priced. */
export function CheckoutSummary({
  pkg,
  departureName,
  date,
  departureId,
  lines,
  packagePaise,
  isUpdating = false,
}: CheckoutSummaryProps) {
  // Where the date stands against its minimum group size.
  const tourDate = pkg.TourDate.find(
    (d) => d.tourPackageDepartureId === departureId && d.date.slice(0, 10) === date,
  );
  const tripLine = tourDate ? publicDateLine(tourDate) : null;
  return (
    <Card
      className={`overflow-hidden transition-opacity ${isUpdating ? 'opacity-60' : ''}`}
      aria-busy={isUpdating}
    >
      <Img src={pkg.thumb || pkg.banner} alt="" className="aspect-[16/9] w-full object-cover" />
      <div className="grid gap-4 p-5">
        <div>
          <h2 className="text-lg font-semibold leading-tight">{pkg.title}</h2>
          <p className="text-sm text-muted-foreground">{pkg.totalDays > 0 && `${pkg.totalDays} days`}</p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Departure</dt>
          <dd className="text-right font-medium">{departureName}</dd>
          <dt className="text-muted-foreground">Travel date</dt>
          <dd className="text-right font-medium">{formatTourDate(date)}</dd>
        </dl>
        {tripLine && (
          <p
            className={cn(
              'rounded-md px-3 py-2 text-sm font-medium',
              tourDate?.confirmed ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900',
            )}
          >
            {tripLine}
          </p>
        )}
        <ul className="grid gap-2 border-t pt-4 text-sm" aria-label="Your selection">
          {lines.map((line) => (
            <li key={line.label} className="flex justify-between gap-3">
              <span>{line.label}</span>
              <span className="font-medium whitespace-nowrap">{formatPaise(line.amountPaise)}</span>
            </li>
          ))}
        </ul>
        <p className="flex justify-between gap-3 border-t pt-4 font-semibold">
          <span>Package amount</span>
          <span>{formatPaise(packagePaise)}</span>
        </p>
      </div>
    </Card>
  );
}
