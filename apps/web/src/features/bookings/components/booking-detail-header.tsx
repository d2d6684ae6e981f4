import { messages } from '@wayfarer/shared/messages';
import { attributionText } from '@wayfarer/shared/rules/attribution';
import type { BookingDetailResponse } from '@wayfarer/shared/schemas/booking-detail';
import { useState } from 'react';
import { Link } from 'react-router';
import { BookingStatusBadge, UnpaidAfterTravelBadge } from '@/components/booking-status-badge';
import { PaymentStatusBadge, paymentStatusLabels } from '@/components/payment-status-badge';
import { adminToast } from '@/components/ui/admin-toast';
import { Button } from '@/components/ui/button';
import { parseApiError } from '@/lib/api-error';
import { useResendConfirmationMutation } from '../api/bookings-api';
import { formatDateTime } from '../utils/booking-detail';
import { ChangeDateDialog } from '@/components/change-date-dialog';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { OfflinePaymentDialog } from './offline-payment-dialog';

/** The booking's number, statuses and the actions the server allows (`actions`), with their dialogs. */
export function BookingHeader({ booking }: { booking: BookingDetailResponse }) {
  const [resend, { isLoading: isResending }] = useResendConfirmationMutation();
  const [isRecording, setRecording] = useState(false);
  const [isCancelling, setCancelling] = useState(false);
  const [isChangingDate, setChangingDate] = useState(false);
  const { actions } = booking;
  // An admin (the one who may cancel) may move a confirmed booking to another date.
  const canChangeDate = actions.cancel && booking.bookingStatus === 'CONFIRMED';

  const onResend = async () => {
    const result = await resend(booking.bookingId);
    if (result.error) adminToast.error(parseApiError(result.error).message ?? messages.somethingWrong);
    else adminToast.success(`Confirmation sent again to ${booking.contact.email}`);
  };

  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight">Booking {booking.bookingNumber}</h1>
        <div className="flex flex-wrap gap-1.5">
          <span className="sr-only">First payment: {paymentStatusLabels[booking.paymentStatus]}.</span>
          <PaymentStatusBadge status={booking.paymentStatus} />
          {booking.bookingStatus !== 'PENDING' && (
            <BookingStatusBadge
              status={booking.bookingStatus}
              cancelledByOperator={booking.cancellation?.byOperator ?? false}
            />
          )}
          {booking.unpaidAfterTravel && <UnpaidAfterTravelBadge />}
        </div>
        <p className="text-sm text-muted-foreground">Booked {formatDateTime(booking.createdAt)}</p>
        {/* The creator link the booking was made through. */}
        {booking.attribution && (
          <p className="text-sm font-medium text-brand-800" data-attribution="">
            {attributionText(booking.attribution, booking.packageCreatorId)}
          </p>
        )}
        {booking.madeByAdmin && (
          <p className="text-sm text-muted-foreground">
            Made by an admin
            {booking.madeByAdmin.discountReason && <> · discount: {booking.madeByAdmin.discountReason}</>}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {/* ADR 1361: an admin-made booking awaiting payment: its link, to copy, e-mail or renew. */}
        {booking.madeByAdmin && booking.bookingStatus === 'PENDING' && (
          <Button asChild>
            <Link to={`/admin/bookings/new?booking=${encodeURIComponent(booking.bookingId)}`}>
              Payment link
            </Link>
          </Button>
        )}
        {actions.resendConfirmation && (
          <Button variant="outline" onClick={onResend} isLoading={isResending}>
            Resend confirmation
          </Button>
        )}
        {actions.recordPayment && <Button onClick={() => setRecording(true)}>Record offline payment</Button>}
        {canChangeDate && (
          <Button variant="outline" onClick={() => setChangingDate(true)}>
            Change date
          </Button>
        )}
        {actions.cancel && (
          <Button variant="outline" onClick={() => setCancelling(true)}>
            Cancel booking
          </Button>
        )}
      </div>
      {actions.recordPayment && (
        <OfflinePaymentDialog open={isRecording} onClose={() => setRecording(false)} booking={booking} />
      )}
      {canChangeDate && (
        <ChangeDateDialog
          bookingId={booking.bookingId}
          open={isChangingDate}
          onClose={() => setChangingDate(false)}
          currentTotal={booking.total}
          onChanged={(summary) => adminToast.success(summary)}
        />
      )}
      {actions.cancel && (
        <CancelBookingDialog
          target={
            isCancelling
              ? {
                  bookingId: booking.bookingId,
                  bookingNumber: booking.bookingNumber,
                  name: booking.contact.name,
                }
              : null
          }
          onClose={() => setCancelling(false)}
        />
      )}
    </div>
  );
}
