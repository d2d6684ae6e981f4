import { messages } from '@wayfarer/shared/messages';
import { formatRupees } from '@wayfarer/shared/rules/money';
import type { BookingResponse } from '@wayfarer/shared/schemas/booking';
import { useState } from 'react';
import { ChangeDateDialog } from '@/components/change-date-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { parseApiError } from '@/lib/api-error';
import { useAnswerMoveOfferMutation, useGetDateChangeQuery, useGetRefundQuoteQuery } from '@/lib/booking-api';
import { formatTourDate } from '@/utils/format';
import { OpenFromEmail } from './open-from-email';

/**
 * ADR 1304: declining the move cancels the booking: a dialog first says so, with the amount
 * refunded (what the booking holds, the refund quote's `paid`); nothing is sent until confirmed.
 */
function DeclineMoveDialog({
  open,
  onOpenChange,
  refundAmount,
  fromDate,
  isLoading,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  refundAmount: number | undefined;
  fromDate: string;
  isLoading: boolean;
  onConfirm: () => void;
}) {
  const refund = refundAmount === undefined ? 'Everything you paid' : formatRupees(refundAmount);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel this booking?</DialogTitle>
          <DialogDescription>
            {refund} will be refunded to your original payment method. Your place on the trip of{' '}
            {formatTourDate(fromDate)} and the new date offered are given up; this cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Keep my booking
          </Button>
          <Button
            type="button"
            isLoading={isLoading}
            onClick={onConfirm}
            className="bg-destructive text-white hover:bg-destructive/90"
          >
            Cancel and refund {refundAmount === undefined ? 'everything' : formatRupees(refundAmount)}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * On the manage page: the operator's offer to move the group (accept the new date, or
 * cancel with a full refund), and "Change date" until the balance due date.
 */
export function DateChangeCard({ booking }: { booking: BookingResponse }) {
  const isLive = booking.bookingStatus === 'CONFIRMED';
  const query = useGetDateChangeQuery(booking.bookingId, { skip: !isLive });
  const [answer, { isLoading }] = useAnswerMoveOfferMutation();
  const [isChanging, setChanging] = useState(false);
  const [isDeclining, setDeclining] = useState(false);
  const [notice, setNotice] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const data = query.data;
  const offer = data?.offer?.status === 'offered' ? data.offer : null;
  // What declining gives back: everything the booking holds (read when there is an offer).
  const quote = useGetRefundQuoteQuery(booking.bookingId, { skip: !isLive || !offer });
  // ADR 1302: without the traveller's key there is no change of date to offer (an offer is shown).
  const canChange = data?.canChange === true && booking.manageable;
  if (!isLive || !data || (!offer && !canChange && !notice)) return null;

  const reply = async (choice: 'accept' | 'decline') => {
    setError(undefined);
    const result = await answer({ bookingId: booking.bookingId, answer: choice });
    setDeclining(false);
    if (result.error) setError(parseApiError(result.error).message ?? messages.somethingWrong);
    else
      setNotice(
        choice === 'accept'
          ? `Your booking has moved to ${formatTourDate(offer?.toDate ?? '')}.`
          : 'Your booking is cancelled; everything you paid is being refunded.',
      );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{offer ? 'Your trip is moving' : 'Change date'}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {notice && (
          <p role="status" className="font-medium">
            {notice}
          </p>
        )}
        {offer && (
          <>
            <p>
              The group on <strong>{formatTourDate(offer.fromDate)}</strong> is moving to{' '}
              <strong>{formatTourDate(offer.toDate)}</strong> ({offer.toDepartureName}). Accept the new date,
              or cancel your booking with a full refund of everything you paid.
            </p>
            {!booking.manageable ? (
              <OpenFromEmail />
            ) : (
              <>
                <div className="flex flex-wrap gap-2">
                  <Button variant="brand" isLoading={isLoading} onClick={() => reply('accept')}>
                    Accept {formatTourDate(offer.toDate)}
                  </Button>
                  <Button variant="outline" disabled={isLoading} onClick={() => setDeclining(true)}>
                    Cancel with a full refund
                  </Button>
                </div>
                <DeclineMoveDialog
                  open={isDeclining}
                  onOpenChange={setDeclining}
                  refundAmount={quote.data?.paid}
                  fromDate={offer.fromDate}
                  isLoading={isLoading}
                  onConfirm={() => reply('decline')}
                />
              </>
            )}
          </>
        )}
        {!offer && canChange && (
          <>
            <p className="text-muted-foreground">
              You can move this booking to another date of the package until{' '}
              {formatTourDate(booking.balanceDueDate)}, when the new date has seats.
            </p>
            <div>
              <Button variant="outline" onClick={() => setChanging(true)}>
                Change date
              </Button>
            </div>
            <ChangeDateDialog
              bookingId={booking.bookingId}
              open={isChanging}
              onClose={() => setChanging(false)}
              currentTotal={booking.packageAmount - booking.discount}
              onChanged={setNotice}
            />
          </>
        )}
        {error && (
          <p role="alert" className="font-medium text-destructive">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
