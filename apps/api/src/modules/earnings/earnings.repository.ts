import type { EarningStatus } from '@wayfarer/shared/enums';
import { and, asc, desc, eq, gt, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import { cappedCountOf } from '../../db/capped-count.ts';
import type { Database } from '../../db/client.ts';
import {
  bookingCommissions,
  bookings,
  creators,
  earnings,
  paymentAttempts,
  payoutItems,
  payouts,
  refunds,
  tourPackages,
} from '../../db/schema.ts';

// Reads of the ledger. A row's status is never stored: it follows from its booking's terms and
// the live payout holding it (ADR 922), worked out here in SQL so filters and sums stay exact.

/**
 * Payable on `today` (India date): the trip completed (completed_on), or the booking was
 * cancelled and its trip would have ended by now (the day after trip_ends_on).
 */
export const isPayable = (today: string): SQL =>
  sql`((${bookingCommissions.completedOn} is not null and ${bookingCommissions.completedOn} <= ${today}::date)
    or (${bookings.status} = 'CANCELLED' and ${bookingCommissions.tripEndsOn} < ${today}::date))`;

const statusOf = (today: string): SQL<EarningStatus> =>
  sql<EarningStatus>`case when ${payouts.status} = 'PAID' then 'paid'
    when ${payouts.status} = 'PENDING' then 'inPayout'
    when ${isPayable(today)} then 'payable'
    else 'accrued' end`;

export type EarningFilter = { creatorId?: string; status?: EarningStatus; today: string };

export type EarningListRow = {
  id: string;
  creatorId: string;
  creatorName: string;
  bookingId: string;
  bookingNumber: string;
  packageTitle: string;
  travelDate: string;
  kind: 'ACCRUED' | 'REVERSED';
  share: 'creator' | 'referral';
  basePaise: number;
  rateBp: number;
  amountPaise: number;
  status: EarningStatus;
  createdAt: Date;
  cursor: string;
};

/** The ledger joined with what a row shows, and the live payout holding it (if any). */
function ledgerQuery(db: Database, today: string) {
  return db
    .select({
      id: earnings.id,
      creatorId: earnings.creatorId,
      creatorName: creators.fullName,
      bookingId: earnings.bookingId,
      bookingNumber: bookings.bookingNumber,
      packageTitle: tourPackages.title,
      travelDate: bookings.travelDate,
      kind: earnings.kind,
      share: earnings.share,
      basePaise: earnings.basePaise,
      rateBp: earnings.rateBp,
      amountPaise: earnings.amountPaise,
      status: statusOf(today),
      createdAt: earnings.createdAt,
      // created_at to the microsecond (a Date keeps milliseconds): the statement's keyset cursor.
      cursor: sql<string>`${earnings.createdAt}::text`,
    })
    .from(earnings)
    .innerJoin(bookingCommissions, eq(bookingCommissions.bookingId, earnings.bookingId))
    .innerJoin(bookings, eq(bookings.id, earnings.bookingId))
    .innerJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
    .innerJoin(creators, eq(creators.id, earnings.creatorId))
    .leftJoin(
      payoutItems,
      and(eq(payoutItems.earningId, earnings.id), sql`${payoutItems.releasedAt} is null`),
    )
    .leftJoin(payouts, eq(payouts.id, payoutItems.payoutId))
    .$dynamic();
}

function whereOf(filter: EarningFilter, extra: SQL[] = []): SQL | undefined {
  return and(
    filter.creatorId ? eq(earnings.creatorId, filter.creatorId) : undefined,
    filter.status ? sql`${statusOf(filter.today)} = ${filter.status}` : undefined,
    ...extra,
  );
}

export async function listEarnings(
  db: Database,
  filter: EarningFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: EarningListRow[]; total: number }> {
  const rows = await ledgerQuery(db, filter.today)
    .where(whereOf(filter))
    .orderBy(desc(earnings.createdAt), desc(earnings.id))
    .limit(page.limit)
    .offset(page.offset);
  // Up to COUNT_CAP: the ledger grows with every payment and refund.
  const total = await cappedCountOf(
    db,
    db
      .select({ one: sql`1` })
      .from(earnings)
      .innerJoin(bookingCommissions, eq(bookingCommissions.bookingId, earnings.bookingId))
      .innerJoin(bookings, eq(bookings.id, earnings.bookingId))
      .leftJoin(
        payoutItems,
        and(eq(payoutItems.earningId, earnings.id), sql`${payoutItems.releasedAt} is null`),
      )
      .leftJoin(payouts, eq(payouts.id, payoutItems.payoutId))
      .where(whereOf(filter))
      .$dynamic(),
  );
  return { rows, total };
}

/** Sums per status (paise) over the filter's creator (all creators when none). */
export async function sumEarningsByStatus(
  db: Database,
  filter: Omit<EarningFilter, 'status'>,
): Promise<Record<EarningStatus, number>> {
  const status = statusOf(filter.today);
  const rows = await db
    .select({ status, total: sql<number>`coalesce(sum(${earnings.amountPaise}), 0)::bigint` })
    .from(earnings)
    .innerJoin(bookingCommissions, eq(bookingCommissions.bookingId, earnings.bookingId))
    .innerJoin(bookings, eq(bookings.id, earnings.bookingId))
    .leftJoin(
      payoutItems,
      and(eq(payoutItems.earningId, earnings.id), sql`${payoutItems.releasedAt} is null`),
    )
    .leftJoin(payouts, eq(payouts.id, payoutItems.payoutId))
    .where(filter.creatorId ? eq(earnings.creatorId, filter.creatorId) : undefined)
    // By position: the CASE carries parameters, which PostgreSQL would not match to the select list.
    .groupBy(sql`1`);
  const sums: Record<EarningStatus, number> = { accrued: 0, payable: 0, inPayout: 0, paid: 0 };
  for (const row of rows) sums[row.status] = Number(row.total);
  return sums;
}

/**
 * A creator's rows for a statement, oldest first, created in [from, to) (instants), one batch
 * after `after` (keyset: created_at, id), so a long statement streams in constant memory.
 */
export async function listStatementBatch(
  db: Database,
  filter: { creatorId: string; today: string; from?: Date; to?: Date },
  after: { cursor: string; id: string } | undefined,
  limit: number,
): Promise<EarningListRow[]> {
  return ledgerQuery(db, filter.today)
    .where(
      and(
        eq(earnings.creatorId, filter.creatorId),
        filter.from ? gte(earnings.createdAt, filter.from) : undefined,
        filter.to ? lt(earnings.createdAt, filter.to) : undefined,
        after
          ? or(
              sql`${earnings.createdAt} > ${after.cursor}::timestamptz`,
              and(sql`${earnings.createdAt} = ${after.cursor}::timestamptz`, gt(earnings.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(earnings.createdAt), asc(earnings.id))
    .limit(limit);
}

/**
 * Money received (captured payments) and given back (completed refunds), in paise, recounted from
 * the rows: the dashboards read the kept totals (ADR 1211), which a test compares with this.
 */
export async function sumMoneyMoved(
  db: Database,
  creatorId?: string,
): Promise<{ paidPaise: number; refundedPaise: number }> {
  // Scoped to one creator's packages by the booking each row belongs to (qualified by hand:
  // Drizzle leaves a one-table select's columns unqualified).
  const ofCreator = (table: 'payment_attempts' | 'refunds') =>
    creatorId
      ? sql`exists (select 1 from bookings b where b.id = ${sql.raw(`"${table}"."booking_id"`)} and b.creator_id = ${creatorId})`
      : undefined;
  const [paid] = await db
    .select({ total: sql<string>`coalesce(sum(${paymentAttempts.amountPaise}), 0)::text` })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.status, 'PAYMENT_SUCCESS'), ofCreator('payment_attempts')));
  const [refunded] = await db
    .select({ total: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)::text` })
    .from(refunds)
    .where(and(eq(refunds.status, 'COMPLETED'), ofCreator('refunds')));
  return { paidPaise: Number(paid?.total ?? 0), refundedPaise: Number(refunded?.total ?? 0) };
}
