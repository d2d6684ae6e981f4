import { formatRupees } from '@wayfarer/shared/rules/money';
import { manageBookingPath } from '@wayfarer/shared/rules/booking-lifecycle';
import type { BookingResponse } from '@wayfarer/shared/schemas/booking';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';

type PaymentPendingProps = {
  /** Absent for the first moment, while the booking itself loads. */
  booking?: BookingResponse;
  /** What this payment attempt asks for (the gateway's amount), in rupees. */
  amount?: number;
};

/**
 * spec 001 §2 "Spinner while payment is pending", with what the traveller needs meanwhile:
 * which booking this is and what is being paid, so a long PhonePe confirmation is not a bare wait.
 */
export function PaymentPending({ booking, amount }: PaymentPendingProps) {
  const rows: [string, string][] = booking
    ? [
        ['Booking number', booking.bookingNumber],
        ['Package', booking.tourPackage.title],
        ['Amount', formatRupees(amount ?? booking.dueNow)],
      ]
    : [];
  return (
    <div className="mx-auto grid max-w-lg justify-items-center gap-4 rounded-xl border bg-white px-6 py-10 text-center shadow-sm">
      <Spinner className="size-10 text-brand-700" />
      <h1 className="text-xl font-semibold">Waiting for payment confirmation…</h1>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        We are confirming your payment with PhonePe — this can take a few minutes
      </p>
      {rows.length > 0 && (
        <dl className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-lg bg-zinc-50 p-4 text-left text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="text-right font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="text-sm text-muted-foreground">This page updates by itself. Please keep it open.</p>
      {/* Not a dead end — the booking's own page shows the same payment once decided. */}
      {booking && (
        <Link
          to={manageBookingPath(booking.bookingId)}
          className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Go to your booking
        </Link>
      )}
    </div>
  );
}
