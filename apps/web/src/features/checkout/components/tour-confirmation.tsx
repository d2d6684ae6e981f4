import { manageBookingPath } from '@wayfarer/shared/rules/booking-lifecycle';
import { formatRupees } from '@wayfarer/shared/rules/money';
import { isTripPending, tripLine, travellerBookingLabel } from '@wayfarer/shared/rules/trip-status';
import { type BookingResponse, bookingMessages } from '@wayfarer/shared/schemas/booking';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BreakableText } from '@/components/breakable-text';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { hasErrorCode } from '@/lib/api-error';
import { formatTourDate } from '@/utils/format';
import { useGetCheckoutPackageQuery } from '../api/checkout-api';

/** spec 001 §2: the 'Tour Confirmation' card, amounts in rupees with 2 decimals. */
export function TourConfirmation({ booking }: { booking: BookingResponse }) {
  // A package taken off the site (rejected or unpublished) has no public page: the booking stands,
  // and this card is where its traveller sees what was booked, so no link to "Package not found".
  const publicPackage = useGetCheckoutPackageQuery(booking.tourPackage.id);
  const isUnlisted = hasErrorCode(publicPackage.error, 'PACKAGE_NOT_FOUND');
  // ADR 1304: "Booked — trip not yet confirmed" until the date reaches its minimum.
  const status = travellerBookingLabel({
    status: booking.bookingStatus,
    cancelledByOperator: booking.cancellation?.byOperator ?? false,
    tripStatus: booking.tripStatus,
  });
  const isTripNotYet = booking.bookingStatus === 'CONFIRMED' && isTripPending(booking.tripStatus);
  const trip = isTripNotYet ? tripLine(booking) : null;
  const rows: [string, ReactNode][] = [
    ['Booking number', booking.bookingNumber],
    ['Booking status', status],
    ['Name', booking.name],
    ['Email', <BreakableText key="email" text={booking.email} />],
    ['Phone', booking.phone],
    ['Package', booking.tourPackage.title],
    ['Departure', booking.departure.name],
    ['Tour date', formatTourDate(booking.travelDate)],
    ['Package cost', formatRupees(booking.packageAmount)],
    ['Discount', formatRupees(booking.discount)],
    ['Total cost', formatRupees(booking.packageAmount - booking.discount)],
    ['Paid amount', formatRupees(booking.totalAmount)],
    ['Pending amount', formatRupees(booking.pendingAmount)],
    // The balance is due 30 days before travel (ADR 902), or at once.
    ...(booking.pendingAmount > 0
      ? ([['Balance due by', formatTourDate(booking.balanceDueDate)]] as [string, ReactNode][])
      : []),
  ];
  return (
    <Card className="mx-auto max-w-lg">
      <div className="grid justify-items-center gap-2 border-b px-6 py-6 text-center">
        <CircleCheck aria-hidden="true" className="size-10 text-emerald-600" />
        <h1 className="text-2xl font-bold">{bookingMessages.tourConfirmation}</h1>
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          Your payment was received.{' '}
          {isTripNotYet ? 'The details are on their way to' : 'A confirmation is on its way to'}{' '}
          {booking.email}.
        </p>
        {trip && (
          <p className="mt-1 rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
            {status}. {trip}. We will e-mail you when the trip is confirmed: wait for that before you book
            flights.
          </p>
        )}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 px-6 py-5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right font-medium [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-2 border-t px-6 py-4 sm:grid-cols-2">
        <Link
          to={manageBookingPath(booking.bookingId)}
          className={buttonVariants({ variant: 'brand', className: 'w-full' })}
        >
          Manage your booking
        </Link>
        {isUnlisted ? (
          <p className="text-center text-sm text-muted-foreground">
            This package is no longer listed on Wayfarer. Your booking still stands; the details above are
            what you booked.
          </p>
        ) : (
          <Link
            to={`/package/${booking.tourPackage.slug}`}
            className={buttonVariants({ variant: 'outline', className: 'w-full' })}
          >
            View the package
          </Link>
        )}
      </div>
    </Card>
  );
}
