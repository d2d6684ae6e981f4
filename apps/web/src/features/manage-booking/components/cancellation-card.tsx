import { formatRupees } from '@wayfarer/shared/rules/money';
import type { BookingResponse } from '@wayfarer/shared/schemas/booking';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useGetRefundQuoteQuery } from '@/lib/booking-api';
import { formatLongDate } from '@/utils/format';
import { CancelRequestDialog } from './cancel-request-dialog';
import { OpenFromEmail } from './open-from-email';
import { RefundQuoteText } from './refund-quote-text';

/** The cancellation policy as it applies today, the request and what became of it. */
export function CancellationCard({ booking }: { booking: BookingResponse }) {
  const status = booking.bookingStatus;
  const isOpen = status === 'CONFIRMED';
  const quote = useGetRefundQuoteQuery(booking.bookingId, { skip: !isOpen });
  const cancellation = booking.cancellation;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Cancellation</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {status === 'CANCELLATION_REQUESTED' && cancellation && (
          <div className="grid gap-2" role="status">
            <p className="font-medium">
              You asked to cancel
              {cancellation.requestedAt && ` on ${formatLongDate(new Date(cancellation.requestedAt))}`}. The
              operator will confirm the cancellation and the refund.
            </p>
            {cancellation.reason && (
              <p className="[overflow-wrap:anywhere] text-muted-foreground">
                Your reason: {cancellation.reason}
              </p>
            )}
            {cancellation.quote && (
              <p>
                Refund by the policy when you asked:{' '}
                <strong>{formatRupees(cancellation.quote.refundAmount)}</strong>
              </p>
            )}
          </div>
        )}
        {status === 'CANCELLED' && cancellation && (
          <div className="grid gap-2" role="status">
            {cancellation.byOperator ? (
              <>
                <p className="font-medium">
                  Cancelled by the operator
                  {cancellation.cancelledAt && ` on ${formatLongDate(new Date(cancellation.cancelledAt))}`}.
                  Everything you paid is refunded in full.
                </p>
                {cancellation.reason && (
                  <p className="[overflow-wrap:anywhere] text-muted-foreground">
                    Reason: {cancellation.reason}
                  </p>
                )}
              </>
            ) : (
              <p className="font-medium">
                This booking was cancelled
                {cancellation.cancelledAt && ` on ${formatLongDate(new Date(cancellation.cancelledAt))}`}.
              </p>
            )}
            <p>
              Refund: <strong>{formatRupees(cancellation.refundAmount ?? 0)}</strong>
              {(cancellation.refundAmount ?? 0) > 0 &&
                (booking.refunds.length > 0 && booking.refunds.every((r) => r.status === 'COMPLETED')
                  ? ' — refunded to your original payment method.'
                  : ' — on its way to your original payment method.')}
            </p>
          </div>
        )}
        {isOpen &&
          (quote.data ? (
            <>
              <RefundQuoteText quote={quote.data} />
              {booking.manageable ? (
                <CancelRequestDialog bookingId={booking.bookingId} quote={quote.data} />
              ) : (
                <OpenFromEmail />
              )}
            </>
          ) : quote.isError ? (
            <p className="text-muted-foreground">
              The refund for a cancellation today could not be worked out.
            </p>
          ) : (
            <Spinner label="Loading..." className="text-brand-700" />
          ))}
        {status === 'PENDING' && <p className="text-muted-foreground">Nothing has been paid yet.</p>}
        {status === 'COMPLETED' && <p className="text-muted-foreground">This trip has ended.</p>}
        <p className="text-muted-foreground">
          Read the full{' '}
          <Link to="/cancellation-policy" className="font-medium text-brand-700 hover:underline">
            cancellation policy
          </Link>
          .
        </p>
      </CardContent>
    </Card>
  );
}
