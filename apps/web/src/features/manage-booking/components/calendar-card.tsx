import type { BookingResponse } from '@wayfarer/shared/schemas/booking';
import { CalendarLinks } from '@/components/calendar-links';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useGetCalendarLinksQuery } from '../api/manage-booking-api';

/**
 * ADR 1311: the trip into the traveller's calendar. Only for the traveller (the links
 * carry the read-only calendar key); a cancelled booking's file takes the event out again.
 */
export function CalendarCard({ booking }: { booking: BookingResponse }) {
  const isCancelled = booking.bookingStatus === 'CANCELLED';
  const { data } = useGetCalendarLinksQuery(booking.bookingId, { skip: !booking.manageable });
  if (!data || !booking.manageable) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{isCancelled ? 'Your calendar' : 'Add to calendar'}</CardTitle>
      </CardHeader>
      <CardContent>
        {isCancelled ? (
          <a href={data.icsPath} className="text-sm font-medium text-brand-700 hover:underline">
            Remove from your calendar (.ics)
          </a>
        ) : (
          <CalendarLinks links={data} title={booking.tourPackage.title} />
        )}
      </CardContent>
    </Card>
  );
}
