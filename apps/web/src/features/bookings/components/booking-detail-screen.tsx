import { messages } from '@wayfarer/shared/messages';
import { offlinePaymentMethodLabels, type PaymentKind, type travellerIdTypes } from '@wayfarer/shared/enums';
import type { BookingDetailResponse } from '@wayfarer/shared/schemas/booking-detail';
import { ArrowLeft, CalendarCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { BalanceOverdueBadge, BookingStatusBadge } from '@/components/booking-status-badge';
import { PaymentStatusBadge, paymentStatusLabels } from '@/components/payment-status-badge';
import { adminToast } from '@/components/ui/admin-toast';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { isNotFoundError, parseApiError } from '@/lib/api-error';
import { formatRupees, formatTourDate } from '@/utils/format';
import { useGetBookingDetailQuery, useResendConfirmationMutation } from '../api/bookings-api';
import { formatDateTime } from '../utils/booking-detail';
import { BookingNotes } from './booking-notes';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { OfflinePaymentDialog } from './offline-payment-dialog';
import { OfflineRefundDialog } from './offline-refund-dialog';

const KIND_LABELS: Record<PaymentKind, string> = {
  token: 'Token payment',
  full: 'Full payment',
  balance: 'Balance payment',
  offline: 'Offline payment',
};
const ID_LABELS: Record<(typeof travellerIdTypes)[number], string> = {
  aadhaar: 'Aadhaar',
  passport: 'Passport',
  pan: 'PAN',
  voter: 'Voter ID',
  driving: 'Driving licence',
};

type BookingDetailScreenProps = {
  bookingId: string;
  /** The Bookings list this page was opened from (/admin/bookings or /creator/dashboard/bookings). */
  listPath: string;
};

/**
 * Issue #13: one booking as the operators see it — /admin/bookings/{id} and
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
        </Panel>
      </div>

      <Section title="Travellers">
        {data.travellers.length === 0 ? (
          <p className="text-sm text-muted-foreground">The traveller has not entered the travellers yet.</p>
        ) : (
          <ol className="grid gap-2 sm:grid-cols-2">
            {data.travellers.map((t, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: travellers are positional (1..people), never reordered here.
              <li key={`${t.name}-${i}`} className="rounded-lg bg-zinc-50 p-3 text-sm">
                <p className="font-medium">
                  {i + 1}. {t.name}
                </p>
                <p className="text-muted-foreground">
                  Age {t.age}
                  {t.gender ? ` · ${t.gender}` : ''}
                </p>
                {t.idType && t.idNumber && (
                  <p>
                    {ID_LABELS[t.idType]}: <span className="font-mono">{t.idNumber}</span>
                  </p>
                )}
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section title="Payments">
        <ul className="grid gap-2">
          {data.payments.map((p) => (
            <li key={p.id} className="grid gap-1 rounded-lg bg-zinc-50 p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  {KIND_LABELS[p.kind]} · {formatRupees(p.amount)}
                </span>
                <PaymentStatusBadge status={p.status} />
              </div>
              <p className="text-xs text-muted-foreground">
                <time dateTime={p.createdAt}>{formatDateTime(p.createdAt)}</time>
                {p.refundReview && ' · flagged for refund review'}
              </p>
              {p.offline ? (
                <p className="[overflow-wrap:anywhere]">
                  {offlinePaymentMethodLabels[p.offline.method]} on {formatTourDate(p.offline.paidOn)},
                  reference <span className="font-mono">{p.offline.reference}</span>
                  {p.offline.recordedBy && ` · recorded by ${p.offline.recordedBy}`}
                </p>
              ) : (
                <p className="font-mono text-xs [overflow-wrap:anywhere]">
                  Merchant transaction {p.merchantTransactionId}
                  {p.gatewayTransactionId && ` · gateway ${p.gatewayTransactionId}`}
                </p>
              )}
            </li>
          ))}
        </ul>
      </Section>

      {data.refunds.length > 0 && <RefundList booking={data} />}

      {data.cancellation && (
        <Section title="Cancellation">
          <Facts
            rows={[
              ...(data.cancellation.requestedAt
                ? [['Requested', formatDateTime(data.cancellation.requestedAt)] as [string, string]]
                : []),
              ...(data.cancellation.reason ? [['Reason', data.cancellation.reason] as [string, string]] : []),
              ...(data.cancellation.quote
                ? [
                    [
                      'Policy refund',
                      `${formatRupees(data.cancellation.quote.refundAmount)} (${data.cancellation.quote.deductionPercent}% deducted)`,
                    ] as [string, string],
                  ]
                : []),
              ...(data.cancellation.cancelledAt
                ? [['Cancelled', formatDateTime(data.cancellation.cancelledAt)] as [string, string]]
                : []),
              ...(data.cancellation.refundAmount !== null
                ? [['Refund applied', formatRupees(data.cancellation.refundAmount)] as [string, string]]
                : []),
            ]}
          />
        </Section>
      )}

      <BookingNotes bookingId={data.bookingId} notes={data.notes} />
    </div>
  );
}

function BookingHeader({ booking }: { booking: BookingDetailResponse }) {
  const [resend, { isLoading: isResending }] = useResendConfirmationMutation();
  const [isRecording, setRecording] = useState(false);
  const [isCancelling, setCancelling] = useState(false);
  const { actions } = booking;

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
          {booking.bookingStatus !== 'PENDING' && <BookingStatusBadge status={booking.bookingStatus} />}
        </div>
        <p className="text-sm text-muted-foreground">Booked {formatDateTime(booking.createdAt)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {actions.resendConfirmation && (
          <Button variant="outline" onClick={onResend} isLoading={isResending}>
            Resend confirmation
          </Button>
        )}
        {actions.recordPayment && <Button onClick={() => setRecording(true)}>Record offline payment</Button>}
        {actions.cancel && (
          <Button variant="outline" onClick={() => setCancelling(true)}>
            Cancel booking
          </Button>
        )}
      </div>
      {actions.recordPayment && (
        <OfflinePaymentDialog open={isRecording} onClose={() => setRecording(false)} booking={booking} />
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

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid content-start gap-2 rounded-xl border bg-white p-4 text-sm">
      <h2 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h2>
      {children}
    </section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-3 rounded-xl border bg-white p-4 sm:p-5">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="text-right [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const REFUND_STATUS_LABELS = { COMPLETED: 'Completed', FAILED: 'Failed', PENDING: 'Pending' } as const;

/** Refunds: through PhonePe (they complete by themselves) or offline (the admin records them). */
function RefundList({ booking }: { booking: BookingDetailResponse }) {
  const [recording, setRecording] = useState<{ id: string; amount: number } | null>(null);
  return (
    <Section title="Refunds">
      <ul className="grid gap-2">
        {booking.refunds.map((r) => (
          <li key={r.id} className="grid gap-1 rounded-lg bg-zinc-50 p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">
                {r.kind === 'offline' ? 'Offline refund' : 'Refund via PhonePe'} · {formatRupees(r.amount)} ·{' '}
                {REFUND_STATUS_LABELS[r.status]}
              </span>
              {r.kind === 'offline' && r.status === 'PENDING' && booking.actions.recordRefund && (
                <Button size="sm" variant="outline" onClick={() => setRecording(r)}>
                  Record refund
                </Button>
              )}
            </div>
            {r.offline ? (
              <p className="[overflow-wrap:anywhere]">
                Given back on {formatTourDate(r.offline.refundedOn)}, reference{' '}
                <span className="font-mono">{r.offline.reference}</span>
                {r.offline.recordedBy && ` · recorded by ${r.offline.recordedBy}`}
              </p>
            ) : r.kind === 'offline' ? (
              <p className="text-muted-foreground">
                Paid offline, so it goes back offline: send it, then record its reference.
              </p>
            ) : (
              <p className="font-mono text-xs [overflow-wrap:anywhere]">
                {r.merchantTransactionId}
                {r.gatewayTransactionId && ` · gateway ${r.gatewayTransactionId}`}
              </p>
            )}
          </li>
        ))}
      </ul>
      {recording && (
        <OfflineRefundDialog booking={booking} refund={recording} onClose={() => setRecording(null)} />
      )}
    </Section>
  );
}
