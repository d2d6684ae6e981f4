import type { AdminCreateBookingResponse } from '@wayfarer/shared/schemas/admin-booking';
import { useSearchParams } from 'react-router';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { useGetLeadForBookingQuery } from '../api/admin-bookings-api';
import { NewBookingForm } from './new-booking-form';
import { PaymentLinkCard } from './payment-link-card';

/**
 * /admin/bookings/new (ADR 1360): a booking for a caller, or for a lead (`?leadId`, prefilled from
 * it). Once made, the address carries `?booking` and the screen shows its payment link (ADR 1361).
 */
export function NewBookingScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const leadId = searchParams.get('leadId') ?? '';
  const bookingId = searchParams.get('booking') ?? '';
  const { data: lead, isLoading } = useGetLeadForBookingQuery(leadId, {
    skip: !leadId || Boolean(bookingId),
  });

  const onCreated = (created: AdminCreateBookingResponse) =>
    setSearchParams({ booking: created.bookingId }, { replace: true });

  let content: React.ReactNode;
  if (bookingId) content = <PaymentLinkCard bookingId={bookingId} />;
  else if (leadId && isLoading) content = <PageSpinner />;
  else content = <NewBookingForm key={lead?.enquiryId ?? 'new'} lead={lead} onCreated={onCreated} />;

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader
        title={bookingId ? 'Payment link' : 'New booking'}
        description={
          bookingId
            ? 'Send the traveller this link: paying through it confirms the booking.'
            : lead
              ? `For ${lead.name}, from their enquiry.`
              : 'A booking for a traveller on the phone or WhatsApp, paid through a link.'
        }
      >
        <Link to="/admin/bookings" className="text-sm font-medium text-brand-800 hover:underline">
          Back to bookings
        </Link>
      </PageHeader>
      {content}
    </div>
  );
}
