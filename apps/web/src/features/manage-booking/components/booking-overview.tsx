import { formatPaise, formatRupees, nearestPaise } from '@wayfarer/shared/rules/money';
import { tripLine } from '@wayfarer/shared/rules/trip-status';
import type { BookingResponse } from '@wayfarer/shared/schemas/booking';
import { Link } from 'react-router';
import { BookingStatusBadge } from '@/components/booking-status-badge';
import { Card } from '@/components/ui/card';
import { Img } from '@/components/ui/img';
import { cn } from '@/utils/cn';
import { hasErrorCode } from '@/lib/api-error';
import { formatTourDate } from '@/utils/format';
import { useGetPackageListingQuery } from '../api/manage-booking-api';
import { bookingLines, peopleLabel } from '../utils/booking-lines';

/** What was booked: the package (banner, title, link), departure, date, rooms or items, people. */
export function BookingOverview({ booking }: { booking: BookingResponse }) {
  const lines = bookingLines(booking);
  // Where the date stands against its minimum group size (not for a cancelled booking).
  const trip = booking.bookingStatus === 'CANCELLED' ? null : tripLine(booking);
  // A package taken off the site has no public page: no link to "Package not found".
  const listing = useGetPackageListingQuery(booking.tourPackage.id);
  const isUnlisted = hasErrorCode(listing.error, 'PACKAGE_NOT_FOUND');
  return (
    <Card className="overflow-hidden">
      <div className="grid md:grid-cols-[18rem_minmax(0,1fr)]">
        <Img
          src={booking.tourPackage.banner}
          alt=""
          sizes="(min-width: 768px) 288px, 100vw"
          className="aspect-[16/9] h-full w-full object-cover md:aspect-auto"
        />
        <div className="grid gap-4 p-5 sm:p-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm text-muted-foreground">
                Booking <span className="font-mono">{booking.bookingNumber}</span>
              </p>
              <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere]">
                {booking.tourPackage.title}
              </h1>
              {isUnlisted ? (
                <p className="text-sm text-muted-foreground">
                  This package is no longer listed on Wayfarer. Your booking still stands; the details here
                  are what you booked.
                </p>
              ) : (
                <Link
                  to={`/package/${booking.tourPackage.slug}`}
                  className="text-sm font-medium text-brand-700 hover:underline"
                >
                  View the package
                </Link>
              )}
            </div>
            <BookingStatusBadge
              status={booking.bookingStatus}
              cancelledByOperator={booking.cancellation?.byOperator ?? false}
              tripStatus={booking.tripStatus}
            />
          </div>
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-muted-foreground">Departure</dt>
              <dd className="font-medium [overflow-wrap:anywhere]">{booking.departure.name}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Travel date</dt>
              <dd className="font-medium">{formatTourDate(booking.travelDate)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Travellers</dt>
              <dd className="font-medium">{peopleLabel(booking.people)}</dd>
            </div>
          </dl>
          {trip && (
            <p
              className={cn(
                'rounded-md px-3 py-2 text-sm font-medium',
                booking.tripStatus === 'confirmed'
                  ? 'bg-emerald-50 text-emerald-800'
                  : 'bg-amber-50 text-amber-900',
              )}
            >
              {trip}
            </p>
          )}
          <ul className="grid gap-1.5 border-t pt-4 text-sm" aria-label="Rooms and items">
            {lines.map((line) => (
              <li key={line.label} className="flex justify-between gap-3">
                <span className="min-w-0 [overflow-wrap:anywhere]">{line.label}</span>
                <span className="font-medium whitespace-nowrap">{formatPaise(line.amountPaise)}</span>
              </li>
            ))}
            {booking.discount > 0 && (
              <li className="flex justify-between gap-3">
                <span>Discount</span>
                <span className="font-medium whitespace-nowrap">−{formatRupees(booking.discount)}</span>
              </li>
            )}
            <li className="flex justify-between gap-3 border-t pt-2 font-semibold">
              <span>Total</span>
              <span className="whitespace-nowrap">
                {formatPaise(nearestPaise(booking.packageAmount) - nearestPaise(booking.discount))}
              </span>
            </li>
          </ul>
        </div>
      </div>
    </Card>
  );
}
