import type { PayoutStatus } from '@wayfarer/shared/enums';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  bookingCommissions,
  bookings,
  creators,
  earnings,
  payoutItems,
  payouts,
  tourPackages,
} from '../../db/schema.ts';
import { isPayable } from './earnings.repository.ts';

// Payouts and their items. The partial unique index payout_items_live_earning_idx keeps a ledger
// row in at most one live payout; the creator's row lock serialises two creations (ADR 923).

export type PayoutRow = typeof payouts.$inferSelect;
export type PayoutWithCreator = PayoutRow & { creatorName: string };

/** Locks the creator's row until the transaction ends; false when there is no such creator. */
export async function lockCreator(tx: Database, creatorId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: creators.id })
    .from(creators)
    .where(eq(creators.id, creatorId))
    .for('update');
  return rows.length > 0;
}

const notInLivePayout = sql`not exists (select 1 from ${payoutItems}
  where ${payoutItems.earningId} = ${earnings.id} and ${payoutItems.releasedAt} is null)`;

/** The creator's payable rows on `today` that no live payout holds. */
export async function listPayableRows(
  tx: Database,
  creatorId: string,
  today: string,
): Promise<{ id: string; amountPaise: number }[]> {
  return tx
    .select({ id: earnings.id, amountPaise: earnings.amountPaise })
    .from(earnings)
    .innerJoin(bookingCommissions, eq(bookingCommissions.bookingId, earnings.bookingId))
    .innerJoin(bookings, eq(bookings.id, earnings.bookingId))
    .where(and(eq(earnings.creatorId, creatorId), isPayable(today), notInLivePayout));
}

/** Whether the creator's account has verified its current e-mail address. */
// Written with qualified names: Drizzle leaves columns unqualified in a one-table select.
const creatorEmailVerified = sql<boolean>`exists (select 1 from "users" u
  join "email_verifications" v on v."user_id" = u."id" and v."email" = u."email"
  where u."creator_id" = "creators"."id")`;

export async function isCreatorEmailVerified(tx: Database, creatorId: string): Promise<boolean> {
  const [row] = await tx
    .select({ verified: creatorEmailVerified })
    .from(creators)
    .where(eq(creators.id, creatorId))
    .limit(1);
  return row?.verified === true;
}

/** Creators whose payable rows (not in a live payout) sum to more than nothing. */
export async function listPayableCreators(db: Database, today: string) {
  const total = sql<number>`sum(${earnings.amountPaise})::bigint`;
  const rows = await db
    .select({
      id: creators.id,
      fullName: creators.fullName,
      username: creators.username,
      total,
      emailVerified: creatorEmailVerified,
    })
    .from(earnings)
    .innerJoin(bookingCommissions, eq(bookingCommissions.bookingId, earnings.bookingId))
    .innerJoin(bookings, eq(bookings.id, earnings.bookingId))
    .innerJoin(creators, eq(creators.id, earnings.creatorId))
    .where(and(isPayable(today), notInLivePayout))
    .groupBy(creators.id, creators.fullName, creators.username)
    .having(sql`sum(${earnings.amountPaise}) > 0`)
    .orderBy(creators.fullName, creators.id);
  return rows.map((r) => ({ ...r, total: Number(r.total), emailVerified: r.emailVerified === true }));
}

export async function insertPayout(
  tx: Database,
  values: Pick<typeof payouts.$inferInsert, 'creatorId' | 'amountPaise' | 'rowCount' | 'createdBy'>,
): Promise<PayoutRow> {
  const [row] = await tx.insert(payouts).values(values).returning();
  if (!row) throw new Error('payout insert returned nothing');
  return row;
}

export async function insertPayoutItems(tx: Database, payoutId: string, earningIds: string[]): Promise<void> {
  await tx.insert(payoutItems).values(earningIds.map((earningId) => ({ payoutId, earningId })));
}

export async function lockPayout(tx: Database, id: string): Promise<PayoutRow | undefined> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).limit(1).for('update');
  return row;
}

export async function updatePayout(
  tx: Database,
  id: string,
  values: Partial<Pick<typeof payouts.$inferInsert, 'status' | 'reference' | 'paidOn' | 'cancelledAt'>> & {
    updatedAt: Date;
  },
): Promise<void> {
  await tx.update(payouts).set(values).where(eq(payouts.id, id));
}

/** A cancelled payout lets go of its rows: they are payable again. */
export async function releasePayoutItems(tx: Database, payoutId: string, now: Date): Promise<void> {
  await tx
    .update(payoutItems)
    .set({ releasedAt: now })
    .where(and(eq(payoutItems.payoutId, payoutId), isNull(payoutItems.releasedAt)));
}

const withCreator = { payout: payouts, creatorName: creators.fullName };
const toPayoutWithCreator = (row: { payout: PayoutRow; creatorName: string }): PayoutWithCreator => ({
  ...row.payout,
  creatorName: row.creatorName,
});

export async function findPayout(db: Database, id: string): Promise<PayoutWithCreator | undefined> {
  const [row] = await db
    .select(withCreator)
    .from(payouts)
    .innerJoin(creators, eq(creators.id, payouts.creatorId))
    .where(eq(payouts.id, id))
    .limit(1);
  return row ? toPayoutWithCreator(row) : undefined;
}

export async function listPayouts(
  db: Database,
  filter: { creatorId?: string; status?: PayoutStatus },
  page: { offset: number; limit: number },
): Promise<{ rows: PayoutWithCreator[]; total: number }> {
  const where: SQL | undefined = and(
    filter.creatorId ? eq(payouts.creatorId, filter.creatorId) : undefined,
    filter.status ? eq(payouts.status, filter.status) : undefined,
  );
  const rows = await db
    .select(withCreator)
    .from(payouts)
    .innerJoin(creators, eq(creators.id, payouts.creatorId))
    .where(where)
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ n: count() }).from(payouts).where(where);
  return { rows: rows.map(toPayoutWithCreator), total: counted?.n ?? 0 };
}

/** The creator a payout pays, as its statement names them. */
export async function findPayoutCreator(db: Database, creatorId: string) {
  const [row] = await db
    .select({ fullName: creators.fullName, username: creators.username, email: creators.email })
    .from(creators)
    .where(eq(creators.id, creatorId))
    .limit(1);
  return row;
}

export type PayoutStatementRow = {
  bookingNumber: string;
  packageTitle: string;
  kind: 'ACCRUED' | 'REVERSED';
  share: 'creator' | 'referral';
  basePaise: number;
  rateBp: number;
  amountPaise: number;
  createdAt: Date;
};

/**
 * The ledger rows a payout gathered, oldest first: those it still holds and, for a cancelled
 * payout, those it let go of (its items are kept, released).
 */
export async function listPayoutStatementRows(db: Database, payoutId: string): Promise<PayoutStatementRow[]> {
  return db
    .select({
      bookingNumber: bookings.bookingNumber,
      packageTitle: tourPackages.title,
      kind: earnings.kind,
      share: earnings.share,
      basePaise: earnings.basePaise,
      rateBp: earnings.rateBp,
      amountPaise: earnings.amountPaise,
      createdAt: earnings.createdAt,
    })
    .from(payoutItems)
    .innerJoin(earnings, eq(earnings.id, payoutItems.earningId))
    .innerJoin(bookings, eq(bookings.id, earnings.bookingId))
    .innerJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
    .where(eq(payoutItems.payoutId, payoutId))
    .orderBy(asc(earnings.createdAt), asc(earnings.id));
}
