import { messages } from '@wayfarer/shared/messages';
import { ArrowLeft, CalendarCheck } from 'lucide-react';
import { Link } from 'react-router';
import { BalanceOverdueBadge } from '@/components/booking-status-badge';
import { InstalmentList } from '@/components/instalment-list';
import { EmptyState } from '@/components/ui/empty-state';
import { TaxDocuments } from '@/components/tax-documents';
import { PageSpinner } from '@/components/ui/spinner';
import { isNotFoundError, parseApiError } from '@/lib/api-error';
import { formatRupees, formatTourDate } from '@/utils/format';
import { useGetBookingDetailQuery } from '../api/bookings-api';
import { BookingHeader } from './booking-detail-header';
import {
  CancellationSection,
  Facts,
  Panel,
  PaymentsSection,
  RefundList,
  TravellersSection,
} from './booking-detail-sections';
import { BookingNotes } from './booking-notes';

type BookingDetailScreenProps = {
  bookingId: string;
  /** The Bookings list this page was opened from (/admin/bookings or /creator/dashboard/bookings). */
  listPath: string;
};

/**
 * One booking as the operators see it — /admin/bookings/{id} and
 * /creator/dashboard/bookings/{id}. What the caller may do comes from the server (`actions`).
 */
export function BookingDetailScreen({ bookingId, listPath }: BookingDetailScreenProps) {
  const { data, error, isLoading } = useGetBookingDetailQuery(bookingId, { refetchOnMountOrArgChange: true });
  const back = (
    <Link
      to={listPath}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden /> Bookings
    </Link>
  );
  if (isLoading) return <PageSpinner />;
  if (!data) {
    return (
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        {back}
        <h1 className="text-2xl font-bold tracking-tight">Booking</h1>
        <EmptyState
          icon={CalendarCheck}
          title={isNotFoundError(error) ? 'Booking not found' : messages.somethingWrong}
          headingLevel="h2"
        >
          {isNotFoundError(error) ? 'It may belong to another account.' : parseApiError(error).message}
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <title>{`Booking ${data.bookingNumber} — Wayfarer`}</title>
      {back}
      <BookingHeader booking={data} />
      <div className="grid gap-4 md:grid-cols-3">
        <Panel title="Traveller">
          <p className="font-medium">{data.contact.name}</p>
          <a href={`mailto:${data.contact.email}`} className="block [overflow-wrap:anywhere] hover:underline">
            {data.contact.email}
          </a>
          <a href={`tel:${data.contact.phone}`} className="block hover:underline">
            {data.contact.phone}
          </a>
        </Panel>
        <Panel title="Trip">
          <p className="font-medium">{data.tourPackage.title}</p>
          <Facts
            rows={[
              ['Departure', data.departure.name],
              ['Travel date', formatTourDate(data.travelDate)],
              ['People', String(data.people)],
              ...data.rooms.map((r, i): [string, string] => [
                `Room ${i + 1}`,
                `${r.adult} adult${r.adult === 1 ? '' : 's'}, ${r.child} child${r.child === 1 ? '' : 'ren'} · ${formatRupees(r.price)}`,
              ]),
              ...data.customs.map((c): [string, string] => [
                c.name,
                `× ${c.value} · ${formatRupees(c.price)}`,
              ]),
            ]}
          />
        </Panel>
        <Panel title="Money">
          <Facts
            rows={[
              ['Package', formatRupees(data.packageAmount)],
              ...(data.discount > 0
                ? [['Discount', `− ${formatRupees(data.discount)}`] as [string, string]]
                : []),
              ['Total', formatRupees(data.total)],
              ['Paid', formatRupees(data.paid)],
              ...(data.refunded > 0 ? [['Refunded', formatRupees(data.refunded)] as [string, string]] : []),
              ['Pending', formatRupees(data.pending)],
              ['Balance due', formatTourDate(data.balanceDueDate)],
            ]}
          />
          {data.balanceOverdue && <BalanceOverdueBadge />}
          {data.instalments.length > 0 && <InstalmentList instalments={data.instalments} />}
        </Panel>
      </div>

      <TravellersSection booking={data} />

      <PaymentsSection booking={data} />

      {data.refunds.length > 0 && <RefundList booking={data} />}

      <TaxDocuments bookingId={data.bookingId} />

      {data.cancellation && <CancellationSection cancellation={data.cancellation} />}

      <BookingNotes bookingId={data.bookingId} notes={data.notes} />
    </div>
  );
}
