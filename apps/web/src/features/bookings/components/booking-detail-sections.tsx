import { offlinePaymentMethodLabels, type PaymentKind, type travellerIdTypes } from '@wayfarer/shared/enums';
import type { BookingDetailResponse } from '@wayfarer/shared/schemas/booking-detail';
import { messages } from '@wayfarer/shared/messages';
import { type ReactNode, useState } from 'react';
import { PaymentStatusBadge } from '@/components/payment-status-badge';
import { adminToast } from '@/components/ui/admin-toast';
import { Button } from '@/components/ui/button';
import { parseApiError } from '@/lib/api-error';
import { useRetryRefundMutation } from '../api/bookings-api';
import { formatRupees, formatTourDate } from '@/utils/format';
import { formatDateTime } from '../utils/booking-detail';
import { OfflineRefundDialog } from './offline-refund-dialog';
import { type TravellerAction, TravellerActionDialog } from './traveller-dialogs';

// The booking detail page's building blocks: its panels, sections and fact lists, and the
// sections listing a booking's travellers, payments, refunds and cancellation.

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

export function Panel({ title, children }: { title: string; children: ReactNode }) {
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

export function Facts({ rows }: { rows: [string, string][] }) {
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

export function TravellersSection({ booking }: { booking: BookingDetailResponse }) {
  const [action, setAction] = useState<TravellerAction | null>(null);
  const canChange = booking.actions.changeTravellers;
  const canRename = booking.actions.renameTravellers;
  return (
    <Section title="Travellers">
      {booking.travellers.length === 0 ? (
        <p className="text-sm text-muted-foreground">The traveller has not entered the travellers yet.</p>
      ) : (
        <ol className="grid gap-2 sm:grid-cols-2">
          {booking.travellers.map((t, i) => (
            <li key={t.id} className="grid content-start gap-1 rounded-lg bg-zinc-50 p-3 text-sm">
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
              {(t.email || t.phone) && (
                <p className="[overflow-wrap:anywhere]">{[t.email, t.phone].filter(Boolean).join(' · ')}</p>
              )}
              {(canRename || canChange) && (
                <div className="flex flex-wrap gap-2 pt-1">
                  {canRename && (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Rename ${t.name}`}
                      onClick={() => setAction({ kind: 'rename', traveller: t })}
                    >
                      Rename
                    </Button>
                  )}
                  {canChange && (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Transfer ${t.name}'s seat`}
                      onClick={() => setAction({ kind: 'transfer', traveller: t })}
                    >
                      Transfer
                    </Button>
                  )}
                  {canChange && booking.travellers.length > 1 && (
                    <Button
                      size="sm"
                      variant="outline"
                      className="text-destructive"
                      aria-label={`Remove ${t.name}`}
                      onClick={() => setAction({ kind: 'remove', traveller: t })}
                    >
                      Remove
                    </Button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {booking.travellerChanges.length > 0 && (
        <div className="grid gap-1 text-sm">
          <h3 className="font-medium">Changes</h3>
          <ul className="grid gap-1 text-muted-foreground">
            {booking.travellerChanges.map((c) => (
              <li key={c.id}>
                {formatDateTime(c.createdAt)} · {c.by ?? 'the traveller'}:{' '}
                {c.kind === 'removed'
                  ? `removed ${c.oldName}`
                  : c.kind === 'renamed'
                    ? `renamed ${c.oldName} → ${c.newName}`
                    : `seat of ${c.oldName} transferred to ${c.newName}`}
              </li>
            ))}
          </ul>
        </div>
      )}
      <TravellerActionDialog bookingId={booking.bookingId} action={action} onClose={() => setAction(null)} />
    </Section>
  );
}

export function PaymentsSection({ booking }: { booking: BookingDetailResponse }) {
  return (
    <Section title="Payments">
      <ul className="grid gap-2">
        {booking.payments.map((p) => (
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
  );
}

const REFUND_STATUS_LABELS = { COMPLETED: 'Completed', FAILED: 'Failed', PENDING: 'Pending' } as const;

/** Refunds: through PhonePe (they complete by themselves) or offline (the admin records them). */
export function RefundList({ booking }: { booking: BookingDetailResponse }) {
  const [recording, setRecording] = useState<{ id: string; amount: number } | null>(null);
  const [retry, { isLoading: isRetrying }] = useRetryRefundMutation();
  const onRetry = async (refundId: string) => {
    const result = await retry({ bookingId: booking.bookingId, refundId });
    if (result.error) adminToast.error(parseApiError(result.error).message ?? messages.somethingWrong);
    else adminToast.success('Refund asked of PhonePe again');
  };
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
              {r.retryable && (
                <Button size="sm" variant="outline" isLoading={isRetrying} onClick={() => onRetry(r.id)}>
                  Retry refund
                </Button>
              )}
            </div>
            {r.retryOf && <p className="text-muted-foreground">Retry of a failed refund</p>}
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

type Cancellation = NonNullable<BookingDetailResponse['cancellation']>;

export function CancellationSection({ cancellation }: { cancellation: Cancellation }) {
  return (
    <Section title="Cancellation">
      <Facts
        rows={[
          ...(cancellation.byOperator ? [['By', 'Cancelled by the operator'] as [string, string]] : []),
          ...(cancellation.requestedAt
            ? [['Requested', formatDateTime(cancellation.requestedAt)] as [string, string]]
            : []),
          ...(cancellation.reason ? [['Reason', cancellation.reason] as [string, string]] : []),
          ...(cancellation.quote
            ? [
                [
                  'Policy refund',
                  `${formatRupees(cancellation.quote.refundAmount)} (${cancellation.quote.deductionPercent}% deducted)`,
                ] as [string, string],
              ]
            : []),
          ...(cancellation.cancelledAt
            ? [['Cancelled', formatDateTime(cancellation.cancelledAt)] as [string, string]]
            : []),
          ...(cancellation.refundAmount !== null
            ? [['Refund applied', formatRupees(cancellation.refundAmount)] as [string, string]]
            : []),
        ]}
      />
    </Section>
  );
}
