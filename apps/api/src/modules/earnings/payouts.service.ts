import type { PayoutStatus } from '@wayfarer/shared/enums';
import { serverMessages } from '@wayfarer/shared/messages';
import { paiseToRupees } from '@wayfarer/shared/rules/money';
import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import {
  earningsMessages,
  type MarkPayoutPaidBody,
  PAYOUTS_PAGE_SIZE,
  type PayableCreatorsResponse,
  type Payout,
  type PayoutListResponse,
} from '@wayfarer/shared/schemas/earnings';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { offsetOf } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { getSiteSettings } from '../settings/index.ts';
import type { EarningsDeps } from './earnings.service.ts';
import { renderPayoutStatementPdf } from './payout-statement-pdf.ts';
import {
  findPayout,
  findPayoutCreator,
  insertPayout,
  insertPayoutItems,
  isCreatorEmailVerified,
  listPayableCreators,
  listPayableRows,
  listPayouts,
  listPayoutStatementRows,
  lockCreator,
  lockPayout,
  type PayoutWithCreator,
  releasePayoutItems,
  updatePayout,
} from './payouts.repository.ts';

// Payouts (ADR 923): one gathers all payable rows of one creator not yet paid out;
// PENDING -> PAID (bank reference and date) or CANCELLED (its rows are payable again).

const toPayout = (row: PayoutWithCreator): Payout => ({
  id: row.id,
  creator: { id: row.creatorId, fullName: row.creatorName },
  amount: paiseToRupees(row.amountPaise),
  rows: row.rowCount,
  status: row.status,
  reference: row.reference,
  paidOn: row.paidOn,
  createdAt: row.createdAt.toISOString(),
});

const notFound = () => new AppError('PAYOUT_NOT_FOUND', earningsMessages.payoutNotFound);

async function payoutById(deps: EarningsDeps, id: string): Promise<Payout> {
  const row = await findPayout(deps.db, id);
  if (!row) throw notFound();
  return toPayout(row);
}

export async function createPayout(deps: EarningsDeps, adminId: string, creatorId: string): Promise<Payout> {
  if (!isUuid(creatorId)) throw new AppError('CREATOR_NOT_FOUND', earningsMessages.creatorNotFound);
  const now = deps.clock();
  let id: string;
  try {
    id = await deps.db.transaction(async (tx) => {
      // Two creations for one creator queue here; the second then sees the first's items.
      if (!(await lockCreator(tx, creatorId)))
        throw new AppError('CREATOR_NOT_FOUND', earningsMessages.creatorNotFound);
      // ADR 937: money goes only to a creator whose address is verified.
      if (!(await isCreatorEmailVerified(tx, creatorId)))
        throw new AppError('PAYOUT_HELD', earningsMessages.payoutHeld);
      const rows = await listPayableRows(tx, creatorId, todayInIndia(now));
      const amountPaise = rows.reduce((sum, r) => sum + r.amountPaise, 0);
      // Reversals alone (or netting to nothing) stay for the next payout.
      if (rows.length === 0 || amountPaise <= 0)
        throw new AppError('NOTHING_PAYABLE', earningsMessages.nothingPayable);
      const payout = await insertPayout(tx, {
        creatorId,
        amountPaise,
        rowCount: rows.length,
        createdBy: adminId,
      });
      await insertPayoutItems(
        tx,
        payout.id,
        rows.map((r) => r.id),
      );
      return payout.id;
    });
  } catch (error) {
    // The database's own guard (a row already in a live payout) has the last word.
    if (isUniqueViolation(error)) throw new AppError('NOTHING_PAYABLE', earningsMessages.nothingPayable);
    throw error;
  }
  return payoutById(deps, id);
}

export async function markPayoutPaid(
  deps: EarningsDeps,
  id: string,
  body: MarkPayoutPaidBody,
): Promise<Payout> {
  if (!isUuid(id)) throw notFound();
  const now = deps.clock();
  if (body.paidOn > todayInIndia(now)) throw new AppError('VALIDATION_FAILED', earningsMessages.paidOnFuture);
  await deps.db.transaction(async (tx) => {
    const payout = await lockPayout(tx, id);
    if (!payout) throw notFound();
    if (payout.status !== 'PENDING')
      throw new AppError('PAYOUT_NOT_PENDING', earningsMessages.payoutNotPending);
    await updatePayout(tx, id, {
      status: 'PAID',
      reference: body.reference,
      paidOn: body.paidOn,
      updatedAt: now,
    });
  });
  return payoutById(deps, id);
}

export async function cancelPayout(deps: EarningsDeps, id: string): Promise<Payout> {
  if (!isUuid(id)) throw notFound();
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const payout = await lockPayout(tx, id);
    if (!payout) throw notFound();
    if (payout.status !== 'PENDING')
      throw new AppError('PAYOUT_NOT_PENDING', earningsMessages.payoutNotPending);
    await updatePayout(tx, id, { status: 'CANCELLED', cancelledAt: now, updatedAt: now });
    await releasePayoutItems(tx, id, now);
  });
  return payoutById(deps, id);
}

/** An admin sees every payout; a creator its own; anyone else is refused. */
export async function getPayoutPage(
  deps: EarningsDeps,
  user: AuthUser,
  query: { page: number; status: PayoutStatus | '' },
): Promise<PayoutListResponse> {
  let creatorId: string | undefined;
  if (user.role !== 'ADMIN') {
    if (!user.creatorId) throw new AppError('FORBIDDEN', serverMessages.forbidden);
    creatorId = user.creatorId;
  }
  const page = { page: query.page, limit: PAYOUTS_PAGE_SIZE };
  const { rows, total } = await listPayouts(
    deps.db,
    { creatorId, status: query.status || undefined },
    { offset: offsetOf(page), limit: page.limit },
  );
  return {
    results: rows.map(toPayout),
    ...page,
    totalPages: Math.ceil(total / page.limit),
    totalResults: total,
  };
}

export async function getPayableCreators(deps: EarningsDeps): Promise<PayableCreatorsResponse> {
  const rows = await listPayableCreators(deps.db, todayInIndia(deps.clock()));
  return {
    results: rows.map((r) => ({
      creator: { id: r.id, fullName: r.fullName, username: r.username },
      payable: paiseToRupees(r.total),
      emailVerified: r.emailVerified,
    })),
  };
}

/**
 * GET /v1/payouts/{id}/statement.pdf: an admin reads any payout's statement, a creator only its
 * own (another creator's answers 404, as an unknown id does); anyone else is refused (403).
 */
export async function getPayoutStatement(
  deps: EarningsDeps,
  user: AuthUser,
  id: string,
): Promise<{ filename: string; pdf: Buffer }> {
  if (user.role !== 'ADMIN' && !user.creatorId) throw new AppError('FORBIDDEN', serverMessages.forbidden);
  if (!isUuid(id)) throw notFound();
  const payout = await findPayout(deps.db, id);
  if (!payout || (user.role !== 'ADMIN' && payout.creatorId !== user.creatorId)) throw notFound();
  const creator = await findPayoutCreator(deps.db, payout.creatorId);
  if (!creator) throw notFound();
  const rows = await listPayoutStatementRows(deps.db, payout.id);
  const business = await getSiteSettings(deps.db);
  const pdf = await renderPayoutStatementPdf({
    issuedAt: deps.clock(),
    business: { name: business.businessName, address: business.businessAddress, gstin: business.gstin },
    creator,
    payout: {
      id: payout.id,
      status: payout.status,
      amountPaise: payout.amountPaise,
      createdAt: payout.createdAt,
      reference: payout.reference,
      paidOn: payout.paidOn,
    },
    rows,
  });
  return { filename: `payout-${todayInIndia(payout.createdAt)}-${payout.id.slice(0, 8)}.pdf`, pdf };
}
