import { messages } from '@wayfarer/shared/messages';
import { formatPaise, formatRupees, nearestPaise } from '@wayfarer/shared/rules/money';
import { type BookingResponse, isPendingStatus } from '@wayfarer/shared/schemas/booking';
import { FileDown } from 'lucide-react';
import { useRef, useState } from 'react';
import { BalanceOverdueBadge } from '@/components/booking-status-badge';
import { InstalmentList } from '@/components/instalment-list';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { serverMessageOf } from '@/lib/api-error';
import { formatTourDate } from '@/utils/format';
import { receiptHref, usePayBalanceMutation } from '../api/manage-booking-api';

type BalanceCardProps = { booking: BookingResponse; isWaiting: boolean };

/** Paid, pending and by when; "Pay ₹X" for the balance and the receipt of what was paid. */
export function BalanceCard({ booking, isWaiting }: BalanceCardProps) {
  const [payBalance] = usePayBalanceMutation();
  const [isRedirecting, setIsRedirecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per page visit: a double click starts one payment (the server answers the same one).
  const idempotencyKey = useRef(crypto.randomUUID());

  const hasPending = booking.pendingAmount > 0;
  const isBalanceInProgress = booking.payments.some(
    (payment) => payment.kind === 'balance' && isPendingStatus(payment.status),
  );
  const canPay = booking.bookingStatus === 'CONFIRMED' && hasPending && !isBalanceInProgress;
  const hasPaid = booking.totalAmount > 0;
  const refundedPaise = booking.refunds
    .filter((refund) => refund.status === 'COMPLETED')
    .reduce((sum, refund) => sum + nearestPaise(refund.amount), 0);
  // The balance is owed by its due date only on a booking that is paid for and still going ahead.
  const isGoingAhead =
    booking.bookingStatus === 'CONFIRMED' || booking.bookingStatus === 'CANCELLATION_REQUESTED';
  // ADR 1365: on an instalment plan the button pays the next instalment (what is left of it).
  const onPlan = booking.instalments.length > 0;
  const nextInstalment = booking.instalments.find((instalment) => instalment.owed > 0);
  const payAmount = onPlan && nextInstalment ? nextInstalment.owed : booking.pendingAmount;

  const pay = async () => {
    setError(null);
    setIsRedirecting(true);
    const result = await payBalance({ bookingId: booking.bookingId, idempotencyKey: idempotencyKey.current });
    if (result.error) {
      setIsRedirecting(false);
      idempotencyKey.current = crypto.randomUUID();
      setError(serverMessageOf(result.error) ?? messages.somethingWrong);
      return;
    }
    window.location.assign(result.data.data.instrumentResponse.redirectInfo.url);
  };

  return (
    <Card id="payment" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>Payment</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Paid</dt>
          <dd className="text-right font-medium">{formatRupees(booking.totalAmount)}</dd>
          {refundedPaise > 0 && (
            <>
              <dt className="text-muted-foreground">Refunded</dt>
              <dd className="text-right font-medium">{formatPaise(refundedPaise)}</dd>
            </>
          )}
          {booking.bookingStatus !== 'CANCELLED' && (
            <>
              <dt className="text-muted-foreground">Pending</dt>
              <dd className="text-right font-medium">{formatRupees(booking.pendingAmount)}</dd>
            </>
          )}
          {hasPending && isGoingAhead && !onPlan && (
            <>
              <dt className="text-muted-foreground">Balance due by</dt>
              <dd className="text-right font-medium">{formatTourDate(booking.balanceDueDate)}</dd>
            </>
          )}
        </dl>
        {onPlan && <InstalmentList instalments={booking.instalments} />}
        {booking.balanceOverdue && (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <BalanceOverdueBadge />
            <span>
              {onPlan
                ? 'An instalment is overdue: please pay it to keep your booking.'
                : 'Please pay the balance to keep your booking.'}
            </span>
          </p>
        )}
        {isBalanceInProgress && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {isWaiting
              ? 'We are confirming your balance payment with PhonePe — this page updates by itself.'
              : 'A balance payment is in progress.'}
          </p>
        )}
        {canPay && (
          <Button variant="brand" size="lg" className="w-full" isLoading={isRedirecting} onClick={pay}>
            {onPlan ? 'Pay instalment' : 'Pay'} {formatRupees(payAmount)}
          </Button>
        )}
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        {!hasPending && hasPaid && booking.bookingStatus !== 'CANCELLED' && (
          <p className="text-sm font-medium text-emerald-700">Fully paid. Thank you!</p>
        )}
        {hasPaid && (
          <a
            href={receiptHref(booking.bookingId)}
            download
            className={buttonVariants({ variant: 'outline', className: 'w-full' })}
          >
            <FileDown aria-hidden="true" className="size-4" />
            Download receipt
          </a>
        )}
      </CardContent>
    </Card>
  );
}
