import type { Payout } from '@wayfarer/shared/schemas/earnings';
import type { ReactNode } from 'react';
import { formatRupees, formatTourDate } from '@/utils/format';
import { indiaDay } from '../utils/earnings-format';
import { PayoutStatementButton } from './payout-statement-button';
import { PayoutStatusBadge } from './status-badges';

const headCell = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase';
const cell = 'px-4 py-3 align-top';

type PayoutsListProps = {
  payouts: Payout[];
  /** Wide screens get a table, phones cards. */
  isWide: boolean;
  /** The admin's view names the creator of each payout. */
  showCreator?: boolean;
  /** The admin's buttons for one payout (Mark paid, Cancel). */
  actionsOf?: (payout: Payout) => ReactNode;
};

const rowsLabel = (rows: number) => (rows === 1 ? '1 booking row' : `${rows} booking rows`);

/** Payouts with their amount, status, bank reference (UTR), the day they were paid and their statement (PDF). */
export function PayoutsList({ payouts, isWide, showCreator = false, actionsOf }: PayoutsListProps) {
  if (!isWide) {
    return (
      <ul aria-label="Payouts" className="grid gap-3">
        {payouts.map((payout) => (
          <li key={payout.id} className="grid gap-2 rounded-xl border bg-white p-4 text-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                {showCreator && (
                  <p className="font-medium [overflow-wrap:anywhere]">{payout.creator.fullName}</p>
                )}
                <p className="text-lg font-bold tabular-nums">{formatRupees(payout.amount)}</p>
              </div>
              <PayoutStatusBadge status={payout.status} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-muted-foreground">Created</dt>
              <dd className="text-right">{indiaDay(payout.createdAt)}</dd>
              <dt className="text-muted-foreground">Gathers</dt>
              <dd className="text-right">{rowsLabel(payout.rows)}</dd>
              {payout.reference && (
                <>
                  <dt className="text-muted-foreground">Reference (UTR)</dt>
                  <dd className="text-right font-mono [overflow-wrap:anywhere]">{payout.reference}</dd>
                </>
              )}
              {payout.paidOn && (
                <>
                  <dt className="text-muted-foreground">Paid on</dt>
                  <dd className="text-right">{formatTourDate(payout.paidOn)}</dd>
                </>
              )}
            </dl>
            <PayoutStatementButton payout={payout} />
            {actionsOf?.(payout)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">Payouts</caption>
        <thead className="border-b bg-zinc-50">
          <tr>
            <th scope="col" className={headCell}>
              Created
            </th>
            {showCreator && (
              <th scope="col" className={headCell}>
                Creator
              </th>
            )}
            <th scope="col" className={`${headCell} text-right`}>
              Amount
            </th>
            <th scope="col" className={headCell}>
              Status
            </th>
            <th scope="col" className={headCell}>
              Reference (UTR)
            </th>
            <th scope="col" className={headCell}>
              Paid on
            </th>
            <th scope="col" className={headCell}>
              Statement
            </th>
            {actionsOf && (
              <th scope="col" className={headCell}>
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y">
          {payouts.map((payout) => (
            <tr key={payout.id}>
              <td className={`${cell} whitespace-nowrap`}>{indiaDay(payout.createdAt)}</td>
              {showCreator && (
                <td className={`${cell} max-w-64 [overflow-wrap:anywhere]`}>{payout.creator.fullName}</td>
              )}
              <td className={`${cell} text-right whitespace-nowrap`}>
                <span className="font-semibold tabular-nums">{formatRupees(payout.amount)}</span>
                <span className="block text-xs text-muted-foreground">{rowsLabel(payout.rows)}</span>
              </td>
              <td className={cell}>
                <PayoutStatusBadge status={payout.status} />
              </td>
              <td className={`${cell} max-w-48 font-mono text-xs [overflow-wrap:anywhere]`}>
                {payout.reference ?? '—'}
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                {payout.paidOn ? formatTourDate(payout.paidOn) : '—'}
              </td>
              <td className={`${cell} w-px whitespace-nowrap`}>
                <PayoutStatementButton payout={payout} />
              </td>
              {actionsOf && <td className={`${cell} w-px`}>{actionsOf(payout)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
