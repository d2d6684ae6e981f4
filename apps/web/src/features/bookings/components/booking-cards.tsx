import { formatRupees } from '@wayfarer/shared/rules/money';
import type { BookingListRow } from '@wayfarer/shared/schemas/booking-list';
import { Link } from 'react-router';
import { BreakableText } from '@/components/breakable-text';
import { Button } from '@/components/ui/button';
import { formatTourDate } from '@/utils/format';
import { isCancellable } from '../utils/booking-row';
import { BookingStatusCell } from './booking-status-cell';

type BookingCardsProps = {
  bookings: BookingListRow[];
  onCancel?: (booking: BookingListRow) => void;
  /** Where a booking's detail page lives. */
  detailPathOf: (booking: BookingListRow) => string;
};

/** Phones: one card per booking. */
export function BookingCards({ bookings, onCancel, detailPathOf }: BookingCardsProps) {
  return (
    <ul className="grid gap-3">
      {bookings.map((booking) => (
        <li key={booking.bookingId} className="grid gap-3 rounded-xl border bg-white p-4 text-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className="font-semibold">{booking.name}</h2>
              <Link
                to={detailPathOf(booking)}
                className="font-mono text-xs font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {booking.bookingNumber}
              </Link>
            </div>
          </div>
          <BookingStatusCell booking={booking} />
          <p className="font-medium">{booking.tourPackage.title}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-muted-foreground">Travel date</dt>
            <dd className="text-right">{formatTourDate(booking.travelDate)}</dd>
            <dt className="text-muted-foreground">Amount paid</dt>
            <dd className="text-right">
              {formatRupees(booking.totalAmount)} of {formatRupees(booking.packageAmount - booking.discount)}
            </dd>
            {booking.pendingAmount > 0 && booking.bookingStatus !== 'CANCELLED' && (
              <>
                <dt className="text-muted-foreground">Pending</dt>
                <dd className="text-right">{formatRupees(booking.pendingAmount)}</dd>
              </>
            )}
          </dl>
          <p className="grid gap-0.5">
            <a href={`mailto:${booking.email}`} className="hover:underline">
              <BreakableText text={booking.email} />
            </a>
            <a href={`tel:${booking.phone}`} className="hover:underline">
              {booking.phone}
            </a>
          </p>
          {onCancel && isCancellable(booking) && (
            <Button variant="outline" className="w-full" onClick={() => onCancel(booking)}>
              Cancel booking<span className="sr-only"> {booking.bookingNumber}</span>
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
