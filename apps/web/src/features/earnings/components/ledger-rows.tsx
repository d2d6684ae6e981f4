import type { EarningRow } from '@wayfarer/shared/schemas/earnings';
import { formatRupees, formatTourDate } from '@/utils/format';
import { cn } from '@/utils/cn';
import { formatRate, indiaDay, ledgerKindLabel } from '../utils/earnings-format';
import { EarningStatusBadge } from './status-badges';

const headCell = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase';
const cell = 'px-4 py-3 align-top';

/** A reversal is negative: shown with a minus sign and in red. */
function Amount({ value, className }: { value: number; className?: string }) {
  return (
    <span className={cn('font-semibold tabular-nums', value < 0 && 'text-red-700', className)}>
      {value < 0 ? `−${formatRupees(-value)}` : formatRupees(value)}
    </span>
  );
}

/** Wide screens: one table row per ledger row. */
export function LedgerTable({ rows }: { rows: EarningRow[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">Ledger rows</caption>
        <thead className="border-b bg-zinc-50">
          <tr>
            <th scope="col" className={headCell}>
              Date
            </th>
            <th scope="col" className={headCell}>
              Booking
            </th>
            <th scope="col" className={headCell}>
              Travel date
            </th>
            <th scope="col" className={headCell}>
              Kind
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              Paid by traveller
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              Rate
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              Your share
            </th>
            <th scope="col" className={headCell}>
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={`${cell} whitespace-nowrap`}>{indiaDay(row.createdAt)}</td>
              <td className={`${cell} max-w-72`}>
                <span className="block font-mono text-xs">{row.bookingNumber}</span>
                <span className="block [overflow-wrap:anywhere]">{row.package}</span>
              </td>
              <td className={`${cell} whitespace-nowrap`}>{formatTourDate(row.travelDate)}</td>
              <td className={cell}>{ledgerKindLabel(row)}</td>
              <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                {formatRupees(row.base)}
              </td>
              <td className={`${cell} text-right whitespace-nowrap`}>{formatRate(row.ratePercent)}</td>
              <td className={`${cell} text-right whitespace-nowrap`}>
                <Amount value={row.amount} />
              </td>
              <td className={cell}>
                <EarningStatusBadge status={row.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per ledger row. */
export function LedgerCards({ rows }: { rows: EarningRow[] }) {
  return (
    <ul aria-label="Ledger rows" className="grid gap-3">
      {rows.map((row) => (
        <li key={row.id} className="grid gap-2 rounded-xl border bg-white p-4 text-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium [overflow-wrap:anywhere]">{row.package}</p>
              <p className="font-mono text-xs text-muted-foreground">{row.bookingNumber}</p>
            </div>
            <EarningStatusBadge status={row.status} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-muted-foreground">{ledgerKindLabel(row)}</dt>
            <dd className="text-right">{indiaDay(row.createdAt)}</dd>
            <dt className="text-muted-foreground">Travel date</dt>
            <dd className="text-right">{formatTourDate(row.travelDate)}</dd>
            <dt className="text-muted-foreground">Paid by traveller</dt>
            <dd className="text-right tabular-nums">{formatRupees(row.base)}</dd>
            <dt className="text-muted-foreground">Your share ({formatRate(row.ratePercent)})</dt>
            <dd className="text-right">
              <Amount value={row.amount} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
