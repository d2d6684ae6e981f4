import { travellerIdTypeLabels } from '@wayfarer/shared/enums';
import { type BookingResponse, bookingMessages } from '@wayfarer/shared/schemas/booking';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { peopleLabel } from '../utils/booking-lines';
import { genderLabels } from '../utils/traveller-form';
import { OpenFromEmail } from './open-from-email';
import { TravellersForm } from './travellers-form';

/** Why the travellers cannot be changed now, or null when they can. */
function lockReason(booking: BookingResponse): string | null {
  if (booking.travellersEditable) return null;
  if (booking.bookingStatus === 'CANCELLED') return bookingMessages.bookingCancelled;
  if (booking.bookingStatus === 'PENDING') return bookingMessages.notPaidYet;
  if (booking.bookingStatus === 'COMPLETED') return 'This trip has ended.';
  return bookingMessages.travellersLocked;
}

/** The traveller list (ID numbers masked) and the form that enters or edits it. */
export function TravellersCard({ booking }: { booking: BookingResponse }) {
  const [isEditing, setIsEditing] = useState(false);
  const locked = lockReason(booking);
  const hasTravellers = booking.travellers.length > 0;

  return (
    <Card id="travellers" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>Travellers</CardTitle>
        <CardDescription>
          {peopleLabel(booking.people)} on this booking. Names as on the ID each traveller will carry.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isEditing && !locked && booking.manageable ? (
          <TravellersForm booking={booking} onDone={() => setIsEditing(false)} />
        ) : (
          <>
            {hasTravellers ? (
              <ol className="grid gap-2 text-sm" aria-label="Traveller list">
                {booking.travellers.map((traveller, index) => (
                  <li
                    // biome-ignore lint/suspicious/noArrayIndexKey: a row's position is its identity.
                    key={index}
                    className="grid gap-0.5 rounded-lg border px-3 py-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-4"
                  >
                    <span className="font-medium [overflow-wrap:anywhere]">
                      {index + 1}. {traveller.name}
                    </span>
                    <span className="text-muted-foreground">
                      {[
                        `${traveller.age} yrs`,
                        traveller.gender && genderLabels[traveller.gender],
                        traveller.idType &&
                          `${travellerIdTypeLabels[traveller.idType]} ${traveller.idNumber ?? ''}`.trim(),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-muted-foreground">No travellers entered yet.</p>
            )}
            {!booking.manageable ? (
              <OpenFromEmail />
            ) : (
              <div className="grid gap-2">
                <Button
                  variant={hasTravellers ? 'outline' : 'brand'}
                  className="w-full sm:w-auto sm:justify-self-start"
                  disabled={Boolean(locked)}
                  aria-describedby={locked ? 'travellers-locked' : undefined}
                  onClick={() => setIsEditing(true)}
                >
                  {hasTravellers ? 'Edit travellers' : 'Enter travellers'}
                </Button>
                {locked && (
                  <p id="travellers-locked" className="text-sm text-muted-foreground">
                    {locked}
                  </p>
                )}
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
