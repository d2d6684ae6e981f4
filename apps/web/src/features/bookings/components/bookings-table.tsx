import { formatRupees } from '@wayfarer/shared/rules/money';
import type { BookingListRow } from '@wayfarer/shared/schemas/booking';
import { formatTourDate } from '@/utils/format';
import { PaymentStatusBadge } from '@/components/payment-status-badge';

const headCell = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase';
const cell = 'px-4 py-3 align-top';

/** Wide screens: one row per booking. */
export function BookingsTable({ bookings }: { bookings: BookingListRow[] }) {
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
          </tr>
        </thead>
        <tbody className="divide-y">
          {bookings.map((booking) => (
            <tr key={booking.bookingId}>
              <td className={`${cell} font-mono text-xs whitespace-nowrap`}>{booking.bookingNumber}</td>
              <td className={`${cell} font-medium`}>{booking.name}</td>
              <td className={cell}>
                <a
                  href={`mailto:${booking.email}`}
                  className="block min-w-48 [overflow-wrap:anywhere] hover:underline"
                >
                  {booking.email}
                </a>
                <a href={`tel:${booking.phone}`} className="hover:underline">
                  {booking.phone}
                </a>
              </td>
              <td className={`${cell} max-w-56`}>{booking.tourPackage.title}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatTourDate(booking.travelDate)}</td>
              <td className={`${cell} text-right whitespace-nowrap`}>
                {formatRupees(booking.totalAmount)}
                <span className="block text-xs text-muted-foreground">
                  of {formatRupees(booking.packageAmount - booking.discount)}
                </span>
              </td>
              <td className={cell}>
                <PaymentStatusBadge status={booking.paymentStatus} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
