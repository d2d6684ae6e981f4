import { platformMarginPaise } from './commission.ts';

// A date's money (ADR 1340). Each term has one definition elsewhere, used as it is:
// revenue kept is what the bookings paid less their completed refunds (the ledger's base, and what
// a cancelled booking's GST documents net to, ADR 1303); the creators' share is the commission
// ledger's signed sum; the platform's margin is `platformMarginPaise` (the admin dashboard's).
// Supplier costs, paid or still due, come off it. Amounts are integer paise.

export type DepartureMoney = {
  /** Every successful payment of the date's bookings (token, full, balance, offline). */
  paidPaise: number;
  /** Every completed refund of them. */
  refundedPaise: number;
  /** The ledger's signed sum for them (accrued less reversed). */
  creatorSharePaise: number;
  /** The date's supplier costs, paid and due. */
  costsPaise: number;
};

/** Revenue kept: paid less completed refunds. */
export const revenueKeptPaise = (m: Pick<DepartureMoney, 'paidPaise' | 'refundedPaise'>): number =>
  m.paidPaise - m.refundedPaise;

/** The date's margin: revenue kept − supplier costs − the creators' share. */
export const departureMarginPaise = (m: DepartureMoney): number =>
  platformMarginPaise(m.paidPaise, m.refundedPaise, m.creatorSharePaise) - m.costsPaise;
