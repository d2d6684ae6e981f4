import type { EarningsSummary } from '@wayfarer/shared/schemas/earnings';
import { Banknote, CircleCheck, Clock, type LucideIcon, Wallet } from 'lucide-react';
import { formatRupees } from '@/utils/format';

type Figure = { key: keyof EarningsSummary; label: string; note: string; icon: LucideIcon };

// The four stages of a ledger row (docs/decisions/922): accrued -> payable -> in payout -> paid.
const figures: readonly Figure[] = [
  { key: 'accrued', label: 'Accrued', note: 'Trips not yet completed', icon: Clock },
  { key: 'payable', label: 'Payable', note: 'Goes into your next payout', icon: Wallet },
  { key: 'inPayout', label: 'In payout', note: 'Being transferred to your bank', icon: Banknote },
  { key: 'paid', label: 'Paid', note: 'Paid to your bank account', icon: CircleCheck },
];

/** The creator's earnings by stage, in rupees. */
export function EarningsSummaryCards({ summary }: { summary: EarningsSummary }) {
  return (
    <ul aria-label="Your earnings by stage" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {figures.map(({ key, label, note, icon: Icon }) => (
        <li
          key={key}
          className="flex items-start justify-between gap-3 rounded-xl border bg-white p-4 shadow-sm sm:p-5"
        >
          <div className="min-w-0">
            <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
            <p className="mt-2 text-lg font-bold tracking-tight tabular-nums [overflow-wrap:anywhere] sm:text-xl xl:text-2xl">
              {formatRupees(summary[key])}
            </p>
            <p className="mt-1 text-xs text-muted-foreground">{note}</p>
          </div>
          <span className="hidden size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:flex">
            <Icon aria-hidden="true" className="size-5" />
          </span>
        </li>
      ))}
    </ul>
  );
}
