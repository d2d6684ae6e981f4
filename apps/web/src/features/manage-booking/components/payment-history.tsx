import { byDate } from '@wayfarer/shared/rules/travel-date';
import type { PaymentKind, RefundStatus } from '@wayfarer/shared/enums';
import { formatRupees } from '@wayfarer/shared/rules/money';
import type { BookingResponse } from '@wayfarer/shared/schemas/booking';
import { PaymentStatusBadge } from '@/components/payment-status-badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatLongDate } from '@/utils/format';

const kindLabels: Record<PaymentKind, string> = {
  token: 'Token payment',
  full: 'Full payment',
  balance: 'Balance payment',
  offline: 'Payment recorded by the operator',
};

const refundLabels: Record<
  RefundStatus,
  { text: string; style: { backgroundColor: string; color: string } }
> = {
  PENDING: { text: 'Refund in progress', style: { backgroundColor: '#ffedd5', color: '#9a3412' } },
  COMPLETED: { text: 'Refunded', style: { backgroundColor: '#dcfce7', color: '#166534' } },
  FAILED: { text: 'Refund failed', style: { backgroundColor: '#fee2e2', color: '#991b1b' } },
};

type HistoryRow = { id: string; label: string; amount: number; date: string; badge: React.ReactNode };

/** Every payment (token, full, balance) and refund, newest last, with its status. */
export function PaymentHistory({ booking }: { booking: BookingResponse }) {
  const rows: HistoryRow[] = [
    ...booking.payments.map((payment) => ({
      id: payment.id,
      label: kindLabels[payment.kind],
      amount: payment.amount,
      date: payment.createdAt,
      badge: <PaymentStatusBadge status={payment.status} />,
    })),
    ...booking.refunds.map((refund) => ({
      id: refund.id,
      // Money paid offline goes back the way it came (ADR 952), not to the PhonePe payment.
      label: refund.kind === 'offline' ? 'Refund, given back offline' : 'Refund',
      amount: refund.amount,
      date: refund.createdAt,
      badge: (
        <span
          className="inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap"
          style={refundLabels[refund.status].style}
        >
          {refundLabels[refund.status].text}
        </span>
      ),
    })),
  ].sort(byDate);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Payments and refunds</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No payments yet.</p>
        ) : (
          <ul className="divide-y text-sm" aria-label="Payments and refunds">
            {rows.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
                <div className="min-w-0">
                  <p className="font-medium">{row.label}</p>
                  <p className="text-muted-foreground">{formatLongDate(new Date(row.date))}</p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="font-semibold whitespace-nowrap">{formatRupees(row.amount)}</span>
                  {row.badge}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
