import { bookableDates, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { publicDateLine, SOLD_OUT_TEXT } from '@wayfarer/shared/rules/trip-status';
import type { PublicPackage } from '@wayfarer/shared/schemas/tour-public';
import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { MonthCalendar } from '@/components/ui/month-calendar';
import { lazyWithStore } from '@/lib/store-on-demand';
import { cn } from '@/utils/cn';
import { formatTripDate } from '../../utils/booking';
import { DateLine } from './date-status-list';
import { SoldOutIllustration } from './sold-out-illustration';

// Loaded when a traveller asks for it, with the store it sends through: the package page's
// bundle stays small.
const WaitlistDialog = lazyWithStore(async () => (await import('./waitlist-dialog')).WaitlistDialog);

/** spec 001 §9: the list goes full width, scrolling within 300 px, at 12 or more dates. */
const LONG_LIST = 12;

type TravelDateDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** AnyDay offers a calendar; otherwise `dates` (already bookable) are the choices. */
  isAnyDay: boolean;
  dates: string[];
  onConfirm: (date: string | null) => void;
  /** The package's sold-out dates: the departure's offer "Join the waitlist". */
  soldOut?: { date: string; tourPackageDepartureId: string }[];
  /** Dates the creator closed for sale (shown, never booked, no waitlist). */
  closed?: { date: string; tourPackageDepartureId: string }[];
  tourId?: string;
  departureId?: string;
  /** A date chosen before the dialog opened (a waitlist e-mail's link), still bookable. */
  initialDate?: string | null;
  /** The package's bookable dates with their minimum group size and progress. */
  tourDates?: PublicPackage['TourDate'];
};

/** spec 001 §4 "Booking flow" step 3: "Pick Travel Date"; its Book Now waits for a date. */
export function TravelDateDialog({
  open,
  onOpenChange,
  isAnyDay,
  dates,
  onConfirm,
  soldOut = [],
  closed = [],
  tourId = '',
  departureId = '',
  initialDate = null,
  tourDates = [],
}: TravelDateDialogProps) {
  const lineOf = (date: string) => {
    const row = tourDates.find(
      (d) => d.tourPackageDepartureId === departureId && d.date.slice(0, 10) === date,
    );
    return row ? publicDateLine(row) : null;
  };
  const hasLines = dates.some((d) => lineOf(d) !== null);
  const soldOutDates = bookableDates(
    soldOut.filter((d) => d.tourPackageDepartureId === departureId).map((d) => d.date.slice(0, 10)),
  );
  const closedDates = bookableDates(
    closed.filter((d) => d.tourPackageDepartureId === departureId).map((d) => d.date.slice(0, 10)),
  );
  const [date, setDate] = useState<string | null>(initialDate);
  const [waitlistDate, setWaitlistDate] = useState<string | null>(null);
  const isSoldOut = !isAnyDay && dates.length === 0;
  const isLong = dates.length >= LONG_LIST;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setDate(null);
        onOpenChange(next);
      }}
    >
      <DialogContent className={cn(isLong && 'max-w-2xl')}>
        <DialogHeader>
          <DialogTitle>Pick Travel Date</DialogTitle>
          <DialogDescription>
            {isSoldOut ? 'This departure has no dates left.' : 'Choose the day your trip starts.'}
          </DialogDescription>
        </DialogHeader>
        {isSoldOut ? (
          <div className="grid gap-3 py-4 text-center">
            <SoldOutIllustration />
            <p className="font-semibold">No upcoming date available</p>
          </div>
        ) : isAnyDay ? (
          <MonthCalendar min={firstBookableDate()} value={date} onChange={setDate} />
        ) : (
          <ul
            aria-label="Available dates"
            className={cn(
              'gap-2',
              isLong || hasLines
                ? 'grid max-h-[300px] w-full grid-cols-1 overflow-y-auto pr-1'
                : 'flex flex-wrap',
            )}
          >
            {dates.map((option) => (
              <li key={option} className="grid gap-1">
                <button
                  type="button"
                  aria-pressed={option === date}
                  onClick={() => setDate(option)}
                  className={cn(
                    'w-full rounded-full border px-4 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                    option === date
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-input bg-white hover:border-brand-700 hover:bg-brand-50',
                  )}
                >
                  {formatTripDate(option)}
                </button>
                {lineOf(option) && (
                  <span className="px-4">
                    <DateLine line={lineOf(option) as string} />
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
        {soldOutDates.length > 0 && tourId && departureId && (
          <div className="grid gap-2 border-t pt-3">
            <h3 className="text-sm font-semibold">{SOLD_OUT_TEXT}</h3>
            <ul aria-label="Sold-out dates" className="grid gap-2">
              {soldOutDates.map((option) => (
                <li key={option} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span>{formatTripDate(option)}</span>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Join the waitlist for ${formatTripDate(option)}`}
                    onClick={() => setWaitlistDate(option)}
                  >
                    Join the waitlist
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
        {closedDates.length > 0 && (
          <div className="grid gap-2 border-t pt-3">
            <h3 className="text-sm font-semibold">Closed for sale</h3>
            <ul aria-label="Dates closed for sale" className="grid gap-1 text-sm text-muted-foreground">
              {closedDates.map((option) => (
                <li key={option}>{formatTripDate(option)}</li>
              ))}
            </ul>
          </div>
        )}
        {date && (
          <p className="text-sm" aria-live="polite">
            Travel date: <span className="font-semibold">{formatTripDate(date)}</span>
          </p>
        )}
        <Button variant="brand" size="lg" disabled={!date} onClick={() => onConfirm(date)}>
          Book Now
        </Button>
      </DialogContent>
      <Suspense fallback={null}>
        {waitlistDate && (
          <WaitlistDialog
            tourId={tourId}
            departureId={departureId}
            date={waitlistDate}
            onClose={() => setWaitlistDate(null)}
          />
        )}
      </Suspense>
    </Dialog>
  );
}
