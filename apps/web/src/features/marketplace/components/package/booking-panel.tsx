import { startingPriceUnit } from '@wayfarer/shared/rules/pricing';
import { formatRupees } from '@wayfarer/shared/rules/money';
import type { PublicPackage } from '@wayfarer/shared/schemas/tour-public';
import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { BookingSelection } from '../../hooks/use-booking-selection';
import { BookingCalculator } from './booking-calculator';
import { DateStatusList } from './date-status-list';

type BookingPanelProps = {
  pkg: PublicPackage;
  selection: BookingSelection;
  contactPhone?: string;
  onBookNow: () => void;
  /** The form-mode enquiry (spec 000), composed by the route. */
  enquiry: ReactNode;
  headingId: string;
};

/** spec 001 §2 "Booking panel": the calculator, Book Now, the contact line and the enquiry form. */
export function BookingPanel({
  pkg,
  selection,
  contactPhone,
  onBookNow,
  enquiry,
  headingId,
}: BookingPanelProps) {
  return (
    <div className="grid gap-5">
      <div>
        <h2 id={headingId} className="text-lg font-bold">
          Book this trip
        </h2>
        {pkg.startingPrice !== null && (
          <p className="text-sm text-muted-foreground">
            Starting From{' '}
            <span className="font-semibold text-foreground">{formatRupees(pkg.startingPrice)}</span>{' '}
            {startingPriceUnit(pkg.pricingType)}
          </p>
        )}
      </div>
      <BookingCalculator pkg={pkg} selection={selection} />
      {pkg.tourType !== 'AnyDay' && <DateStatusList pkg={pkg} departureId={selection.departureId} />}
      <Button variant="brand" size="lg" disabled={!selection.isBookable} onClick={onBookNow}>
        Book Now
      </Button>
      <div className="grid gap-1 rounded-lg bg-zinc-50 p-3">
        <h3 className="text-sm font-semibold">For More Information</h3>
        {contactPhone ? (
          <a
            href={`tel:${contactPhone.replace(/\s+/g, '')}`}
            className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            <Phone aria-hidden="true" className="size-4" />
            {contactPhone}
          </a>
        ) : (
          <p className="text-sm text-muted-foreground">Send us an enquiry below.</p>
        )}
      </div>
      <div className="grid gap-3 border-t pt-4">
        <h3 className="font-semibold">Ask about this trip</h3>
        {enquiry}
      </div>
    </div>
  );
}
