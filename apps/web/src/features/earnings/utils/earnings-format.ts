import type { EarningKind, PayoutStatus } from '@wayfarer/shared/enums';
import { isIsoDate, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { earningsMessages } from '@wayfarer/shared/schemas/earnings';
import { formatTourDate } from '@/utils/format';

export const payoutStatusLabels: Record<PayoutStatus, string> = {
  PENDING: 'Pending',
  PAID: 'Paid',
  CANCELLED: 'Cancelled',
};

export const earningKindLabels: Record<EarningKind, string> = {
  ACCRUED: 'Payment',
  REVERSED: 'Refund',
};

/** A ledger row's kind, "Referral payment" for a recommendation's share. */
export const ledgerKindLabel = (row: { kind: EarningKind; share: 'creator' | 'referral' }): string =>
  row.share === 'referral'
    ? `Referral ${earningKindLabels[row.kind].toLowerCase()}`
    : earningKindLabels[row.kind];

/** A timestamp as the day it was in India, "03 Feb 2027"; the raw text when it is not a date. */
export function indiaDay(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : formatTourDate(todayInIndia(date));
}

/** A rate as people read it: 7, 10 or 18 %, one decimal at most. */
export const formatRate = (ratePercent: number): string =>
  `${Number.isInteger(ratePercent) ? ratePercent : ratePercent.toFixed(1)} %`;

/**
 * What is wrong with a statement's dates before asking the server (which checks the same):
 * either may be empty (no bound); both are YYYY-MM-DD and "from" is not after "to".
 */
export function statementDatesError(from: string, to: string): string | undefined {
  if ((from && !isIsoDate(from)) || (to && !isIsoDate(to))) return earningsMessages.dateInvalid;
  if (from && to && from > to) return earningsMessages.dateOrder;
  return undefined;
}

/** The saved file's name, as the server names it in its Content-Disposition. */
export const statementFileName = (from: string, to: string): string =>
  `earnings-${from || 'start'}-to-${to || 'today'}.csv`;

/** A payout statement's file name, as the server names it: payout-{created India day}-{id prefix}.pdf. */
export const payoutStatementFileName = (payout: { id: string; createdAt: string }): string => {
  const created = new Date(payout.createdAt);
  const day = Number.isNaN(created.getTime()) ? 'statement' : todayInIndia(created);
  return `payout-${day}-${payout.id.slice(0, 8)}.pdf`;
};
