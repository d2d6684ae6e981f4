import { messages } from '@wayfarer/shared/messages';
import type { BookingResponse } from '@wayfarer/shared/schemas/booking';
import { useState } from 'react';
import { ChangeDateDialog } from '@/components/change-date-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { parseApiError } from '@/lib/api-error';
import { useAnswerMoveOfferMutation, useGetDateChangeQuery } from '@/lib/booking-api';
import { formatTourDate } from '@/utils/format';
import { OpenFromEmail } from './open-from-email';

/**
 * Issue 24 on the manage page: the operator's offer to move the group (accept the new date, or
 * cancel with a full refund), and "Change date" until the balance due date.
 */
export function DateChangeCard({ booking }: { booking: BookingResponse }) {
  const isLive = booking.bookingStatus === 'CONFIRMED';
  const query = useGetDateChangeQuery(booking.bookingId, { skip: !isLive });
  const [answer, { isLoading }] = useAnswerMoveOfferMutation();
  const [isChanging, setChanging] = useState(false);
  const [notice, setNotice] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const data = query.data;
  const offer = data?.offer?.status === 'offered' ? data.offer : null;
  // ADR 1302: without the traveller's key there is no change of date to offer (an offer is shown).
  const canChange = data?.canChange === true && booking.manageable;
  if (!isLive || !data || (!offer && !canChange && !notice)) return null;

  const reply = async (choice: 'accept' | 'decline') => {
    setError(undefined);
    const result = await answer({ bookingId: booking.bookingId, answer: choice });
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
              <div className="flex flex-wrap gap-2">
                <Button variant="brand" isLoading={isLoading} onClick={() => reply('accept')}>
                  Accept {formatTourDate(offer.toDate)}
                </Button>
                <Button variant="outline" disabled={isLoading} onClick={() => reply('decline')}>
                  Cancel with a full refund
                </Button>
              </div>
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
