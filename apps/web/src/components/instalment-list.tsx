import { formatRupees } from '@wayfarer/shared/rules/money';
import type { BookingInstalment } from '@wayfarer/shared/schemas/instalments';
import { formatTourDate } from '@/utils/format';

// ADR 1365: a booking's instalments with their due dates and statuses (paid | due | overdue), as
// the API reads them (money paid applied in order) — the traveller's manage page and the
// operators' booking detail.

const STATUS: Record<
  BookingInstalment['status'],
  { label: string; style: { backgroundColor: string; color: string } }
> = {
  paid: { label: 'Paid', style: { backgroundColor: '#dcfce7', color: '#166534' } },
  due: { label: 'Due', style: { backgroundColor: '#f4f4f5', color: '#27272a' } },
  overdue: { label: 'Overdue', style: { backgroundColor: '#fee2e2', color: '#991b1b' } },
};

export function InstalmentList({ instalments }: { instalments: BookingInstalment[] }) {
  return (
    <ol aria-label="Instalments" className="grid gap-2 text-sm">
      {instalments.map((instalment, i) => {
        const status = STATUS[instalment.status];
        return (
          <li
            key={instalment.dueDate}
            className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 rounded-md border p-2"
          >
            <span className="font-medium">Instalment {i + 1}</span>
            <span className="text-right font-medium">{formatRupees(instalment.amount)}</span>
            <span className="text-muted-foreground">
              {i === 0 ? 'At booking' : `Due ${formatTourDate(instalment.dueDate)}`}
            </span>
            <span
              className="inline-flex justify-self-end rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap"
              style={status.style}
            >
              {status.label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
