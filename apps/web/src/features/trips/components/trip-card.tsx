import type { TripSummary } from '@wayfarer/shared/schemas/trips';
import { tripsMessages } from '@wayfarer/shared/trips-messages';
import { FileDown, Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { BalanceOverdueBadge, BookingStatusBadge } from '@/components/booking-status-badge';
import { CalendarLinks } from '@/components/calendar-links';
import { buttonVariants } from '@/components/ui/button';
import { Img } from '@/components/ui/img';
import { creditNoteHref, invoiceHref, supplementaryInvoiceHref } from '@/lib/tax-documents-api';
import { formatRupees, formatTourDate } from '@/utils/format';

const LINK = 'inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline';
const bookingPath = (trip: TripSummary, part = '') => `/booking/${trip.bookingId}${part}`;
const receiptHref = (trip: TripSummary) => `/v1/bookings/${encodeURIComponent(trip.bookingId)}/receipt`;

/** The next steps of a trip still ahead: the balance, the travellers, the before-you-go details. */
function NextSteps({ trip }: { trip: TripSummary }) {
  const steps: { label: string; to: string }[] = [];
  const canPay =
    trip.pendingAmount > 0 && (trip.bookingStatus === 'CONFIRMED' || trip.bookingStatus === 'COMPLETED');
  if (canPay)
    steps.push({
      label: `${tripsMessages.payBalance} (${formatRupees(trip.pendingAmount)})`,
      to: '#payment',
    });
  if (trip.travellersMissing > 0)
    steps.push({ label: tripsMessages.addTravellers(trip.travellersMissing), to: '#travellers' });
  if (trip.detailsMissing > 0)
    steps.push({ label: tripsMessages.completeDetails(trip.detailsMissing), to: '#before-you-go' });
  if (steps.length === 0) {
    // Not for a booking still awaiting its first payment: its page says what to do.
    const isSet = trip.group === 'upcoming' && trip.bookingStatus !== 'PENDING';
    return isSet ? <p className="text-sm text-muted-foreground">{tripsMessages.allSet}</p> : null;
  }
  return (
    <ul className="flex flex-wrap gap-2" aria-label={`Still needed for ${trip.tourPackage.title}`}>
      {steps.map((step) => (
        <li key={step.to}>
          <Link
            to={bookingPath(trip, step.to)}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            {step.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Documents({ trip }: { trip: TripSummary }) {
  const { documents } = trip;
  const links: { key: string; href: string; label: string }[] = [];
  if (documents.receipt)
    links.push({ key: 'receipt', href: receiptHref(trip), label: tripsMessages.receipt });
  if (documents.invoice)
    links.push({
      key: 'invoice',
      href: invoiceHref(trip.bookingId),
      label: `Tax invoice ${documents.invoice.number}`,
    });
  for (const row of documents.supplementaryInvoices)
    links.push({
      key: row.id,
      href: supplementaryInvoiceHref(trip.bookingId, row.id),
      label: `Supplementary invoice ${row.number}`,
    });
  for (const note of documents.creditNotes)
    links.push({
      key: note.id,
      href: creditNoteHref(trip.bookingId, note.id),
      label: `Credit note ${note.number}`,
    });
  if (links.length === 0) return null;
  return (
    <div className="grid gap-1.5">
      <h4 className="text-sm font-semibold">{tripsMessages.documents}</h4>
      <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm">
        {links.map((link) => (
          <li key={link.key}>
            <a
              href={link.href}
              download
              className={LINK}
              aria-label={`${link.label}: ${trip.tourPackage.title}`}
            >
              <FileDown aria-hidden="true" className="size-4 shrink-0" />
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One booking in "My trips": what it is, where it stands, and what it still needs. */
export function TripCard({ trip }: { trip: TripSummary }) {
  const headingId = `trip-${trip.bookingId}`;
  const owes =
    trip.pendingAmount > 0 && trip.bookingStatus !== 'CANCELLED' && trip.bookingStatus !== 'PENDING';
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-xl border bg-white shadow-sm">
      <div className="grid sm:grid-cols-[11rem_minmax(0,1fr)]">
        <Img
          src={trip.tourPackage.banner}
          alt=""
          sizes="(min-width: 640px) 176px, 100vw"
          className="aspect-[16/7] h-full w-full object-cover sm:aspect-auto"
        />
        <div className="grid min-w-0 gap-3 p-4 sm:p-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="text-xs text-muted-foreground">
                Booking <span className="font-mono">{trip.bookingNumber}</span>
              </p>
              <h3 id={headingId} className="text-lg font-semibold leading-snug [overflow-wrap:anywhere]">
                {trip.tourPackage.title}
              </h3>
              <p className="text-sm">
                {formatTourDate(trip.travelDate)}
                {trip.returnDate !== trip.travelDate && <> – {formatTourDate(trip.returnDate)}</>}
              </p>
            </div>
            <BookingStatusBadge
              status={trip.bookingStatus}
              cancelledByOperator={trip.cancelledByOperator}
              tripStatus={trip.tripStatus}
            />
          </div>
          {owes && (
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span>
                {tripsMessages.stillToPay}: <strong>{formatRupees(trip.pendingAmount)}</strong>
                {trip.bookingStatus !== 'COMPLETED' && <> by {formatTourDate(trip.balanceDueDate)}</>}
              </span>
              {trip.balanceOverdue && <BalanceOverdueBadge />}
            </p>
          )}
          {trip.group !== 'cancelled' && <NextSteps trip={trip} />}
          {trip.latestAnnouncement && (
            <div className="grid gap-1 rounded-md bg-brand-50 px-3 py-2 text-sm">
              <h4 className="flex items-center gap-1.5 font-semibold">
                <Megaphone aria-hidden="true" className="size-4 shrink-0" />
                {tripsMessages.latestAnnouncement}: {trip.latestAnnouncement.subject}
              </h4>
              <p className="line-clamp-3 whitespace-pre-line [overflow-wrap:anywhere]">
                {trip.latestAnnouncement.message}
              </p>
            </div>
          )}
          <Documents trip={trip} />
          {trip.group === 'upcoming' && (
            <CalendarLinks links={trip.calendar} title={trip.tourPackage.title} />
          )}
          {trip.group === 'cancelled' && (
            <p className="text-sm">
              <a
                href={trip.calendar.icsPath}
                className={LINK}
                aria-label={`Remove from your calendar (.ics): ${trip.tourPackage.title}`}
              >
                Remove from your calendar (.ics)
              </a>
            </p>
          )}
          <div>
            <Link
              to={bookingPath(trip)}
              className={buttonVariants({ variant: 'brand' })}
              aria-label={`${tripsMessages.openBooking}: ${trip.tourPackage.title}`}
            >
              {tripsMessages.openBooking}
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
