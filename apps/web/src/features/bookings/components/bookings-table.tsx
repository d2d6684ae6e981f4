import { formatRupees } from '@wayfarer/shared/rules/money';
import type { BookingListRow } from '@wayfarer/shared/schemas/booking-list';
import { Link } from 'react-router';
import { BreakableText } from '@/components/breakable-text';
import { Button } from '@/components/ui/button';
import { formatTourDate } from '@/utils/format';
import { isCancellable } from '../utils/booking-row';
import { BookingStatusCell } from './booking-status-cell';

const headCell = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase';
const cell = 'px-3 py-3 align-top';

type BookingsTableProps = {
  bookings: BookingListRow[];
  /** ADMIN only: the Cancel action (the server refuses anyone else). */
  onCancel?: (booking: BookingListRow) => void;
  /** Where a booking's detail page lives. */
  detailPathOf: (booking: BookingListRow) => string;
};

/** Wide screens: one row per booking. */
export function BookingsTable({ bookings, onCancel, detailPathOf }: BookingsTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-white">
      <table className="w-full text-sm">
        <thead className="border-b bg-zinc-50">
          <tr>
            <th className={headCell}>Booking no.</th>
            <th className={headCell}>Name</th>
            <th className={headCell}>Contact</th>
            <th className={headCell}>Package</th>
            <th className={headCell}>Travel date</th>
            <th className={`${headCell} text-right`}>Amount paid</th>
            <th className={headCell}>Status</th>
            {onCancel && (
              <th className={headCell}>
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y">
          {bookings.map((booking) => (
            <tr key={booking.bookingId}>
              <td className={`${cell} font-mono text-xs whitespace-nowrap`}>
                <Link
                  to={detailPathOf(booking)}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {booking.bookingNumber}
                </Link>
              </td>
              <td className={`${cell} min-w-24 font-medium [overflow-wrap:anywhere]`}>{booking.name}</td>
              <td className={cell}>
                <a
                  href={`mailto:${booking.email}`}
                  className="block min-w-36 [overflow-wrap:anywhere] hover:underline"
                >
                  <BreakableText text={booking.email} />
                </a>
                <a href={`tel:${booking.phone}`} className="hover:underline">
                  {booking.phone}
                </a>
              </td>
              <td className={`${cell} max-w-56 [overflow-wrap:anywhere]`}>{booking.tourPackage.title}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatTourDate(booking.travelDate)}</td>
              {/* The amounts never wrap; "of" and "pending" may, so the Cancel column fits 1280 px. */}
              <td className={`${cell} text-right`}>
                <span className="whitespace-nowrap">{formatRupees(booking.totalAmount)}</span>
                <span className="block text-xs text-muted-foreground">
                  of{' '}
                  <span className="whitespace-nowrap">
                    {formatRupees(booking.packageAmount - booking.discount)}
                  </span>
                </span>
                {booking.pendingAmount > 0 && booking.bookingStatus !== 'CANCELLED' && (
                  <span className="block text-xs text-muted-foreground">
                    <span className="whitespace-nowrap">{formatRupees(booking.pendingAmount)}</span> pending
                  </span>
                )}
              </td>
              <td className={`${cell} min-w-28`}>
                <BookingStatusCell booking={booking} />
              </td>
              {onCancel && (
                <td className={`${cell} text-right`}>
                  {isCancellable(booking) && (
                    <Button variant="outline" size="sm" onClick={() => onCancel(booking)}>
                      Cancel<span className="sr-only"> booking {booking.bookingNumber}</span>
                    </Button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
