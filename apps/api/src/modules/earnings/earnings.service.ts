import type { EarningStatus } from '@wayfarer/shared/enums';
import { ratePercent } from '@wayfarer/shared/rules/commission';
import { paiseToRupees } from '@wayfarer/shared/rules/money';
import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import {
  EARNINGS_PAGE_SIZE,
  type EarningRow,
  type EarningsResponse,
} from '@wayfarer/shared/schemas/earnings';
import type { Database } from '../../db/client.ts';
import { offsetOf } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import { type EarningListRow, listEarnings, sumEarningsByStatus } from './earnings.repository.ts';
import type { Clock } from '../../lib/clock.ts';

// The creators' earnings as the creator and the admin read them. The hooks the
// booking lifecycle calls live in earnings-hooks.ts and are re-exported here.
export { accrueForPayment, markPayableOnCompletion, reverseForRefund } from './earnings-hooks.ts';

export type EarningsDeps = { db: Database; clock: Clock };

export const toEarningRow = (row: EarningListRow): EarningRow => ({
  id: row.id,
  bookingNumber: row.bookingNumber,
  package: row.packageTitle,
  travelDate: row.travelDate,
  kind: row.kind,
  share: row.share,
  base: paiseToRupees(row.basePaise),
  ratePercent: ratePercent(row.rateBp),
  amount: paiseToRupees(row.amountPaise),
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  creator: { id: row.creatorId, fullName: row.creatorName },
});

const EMPTY_SUMMARY = { accrued: 0, payable: 0, inPayout: 0, paid: 0 };

/**
 * One page of the ledger, newest first, with the summary of the creator's (or, for an admin
 * without a creator filter, everyone's) rows by status; `accrued` is every row not yet payable,
 * net of its reversals.
 */
export async function getEarnings(
  deps: EarningsDeps,
  query: { creatorId?: string; status: EarningStatus | ''; page: number },
): Promise<EarningsResponse> {
  const page = { page: query.page, limit: EARNINGS_PAGE_SIZE };
  // An id that is no uuid names no creator: an empty ledger, not a database error.
  if (query.creatorId !== undefined && !isUuid(query.creatorId)) {
    return { summary: EMPTY_SUMMARY, results: [], ...page, totalPages: 0, totalResults: 0 };
  }
  const today = todayInIndia(deps.clock());
  const filter = { creatorId: query.creatorId, today };
  const { rows, total } = await listEarnings(
    deps.db,
    { ...filter, status: query.status || undefined },
    { offset: offsetOf(page), limit: page.limit },
  );
  const sums = await sumEarningsByStatus(deps.db, filter);
  return {
    summary: {
      accrued: paiseToRupees(sums.accrued),
      payable: paiseToRupees(sums.payable),
      inPayout: paiseToRupees(sums.inPayout),
      paid: paiseToRupees(sums.paid),
    },
    results: rows.map(toEarningRow),
    ...page,
    totalPages: Math.ceil(total / page.limit),
    totalResults: total,
  };
}
