import type { Lead } from '@wayfarer/shared/schemas/lead';
import { CalendarPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * ADMIN (ADR 1360): the booking a lead became (a link to it), or "Create booking" prefilled from
 * the lead. The API sends `booking` to admins only; creators see neither.
 */
export function LeadBookingAction({ lead }: { lead: Lead }) {
  if (lead.booking)
    return (
      <Link
        to={`/admin/bookings/${lead.booking.id}`}
        className="text-sm font-medium text-brand-800 hover:underline"
        aria-label={`Booking ${lead.booking.bookingNumber} of ${lead.name}`}
      >
        Booking {lead.booking.bookingNumber}
      </Link>
    );
  return (
    <Button asChild variant="outline" size="sm">
      <Link
        to={`/admin/bookings/new?leadId=${encodeURIComponent(lead.enquiryId)}`}
        aria-label={`Create booking for ${lead.name}`}
      >
        <CalendarPlus aria-hidden />
        Create booking
      </Link>
    </Button>
  );
}
