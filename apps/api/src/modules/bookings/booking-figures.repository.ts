import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookingFigures } from '../../db/schema.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The dashboards' figures as the database keeps them (ADR 1211, migration 0024): a scope's India
// months summed — the platform's ('') or a creator's. A handful of rows whatever the number of
// bookings, payments and refunds; booking-stats.repository.ts holds the full recount they equal.

const scopeOf = (creatorId?: string) => creatorId ?? '';
const sumText = (column: AnyPgColumn) => sql<string>`coalesce(sum(${column}), 0)::text`;

export type KeptTotals = {
  paidBookings: number;
  grossBookedPaise: number;
  /** What the paid bookings paid so far. */
  revenuePaise: number;
  outstandingPaise: number;
  unpaidAfterTravelPaise: number;
  /** Every successful payment attempt (token, full, balance, offline). */
  collectedPaise: number;
  /** Every completed refund. */
  refundedPaise: number;
  /** The creators' share: the ledger's signed sum. */
  earningsPaise: number;
};

export async function keptTotals(db: Database, creatorId?: string): Promise<KeptTotals> {
  const f = bookingFigures;
  const [row] = await db
    .select({
      paidBookings: sumText(f.paidBookings),
      grossBooked: sumText(f.bookedPaise),
      revenue: sumText(f.revenuePaise),
      outstanding: sumText(f.outstandingPaise),
      afterTravel: sumText(f.afterTravelPaise),
      collected: sumText(f.collectedPaise),
      refunded: sumText(f.refundedPaise),
      earnings: sumText(f.earningsPaise),
    })
    .from(f)
    .where(eq(f.scope, scopeOf(creatorId)));
  return {
    paidBookings: Number(row?.paidBookings ?? 0),
    grossBookedPaise: Number(row?.grossBooked ?? 0),
    revenuePaise: Number(row?.revenue ?? 0),
    outstandingPaise: Number(row?.outstanding ?? 0),
    unpaidAfterTravelPaise: Number(row?.afterTravel ?? 0),
    collectedPaise: Number(row?.collected ?? 0),
    refundedPaise: Number(row?.refunded ?? 0),
    earningsPaise: Number(row?.earnings ?? 0),
  };
}

export type KeptMonth = {
  month: string;
  bookings: number;
  bookedPaise: number;
  paidPaise: number;
  collectedPaise: number;
};

/** The scope's months from `firstMonth` ('YYYY-MM') on; months with nothing have no row. */
export async function keptMonths(db: Database, firstMonth: string, creatorId?: string): Promise<KeptMonth[]> {
  const f = bookingFigures;
  const rows = await db
    .select({
      month: f.month,
      bookings: f.paidBookings,
      bookedPaise: f.bookedPaise,
      paidPaise: f.revenuePaise,
      collectedPaise: f.collectedPaise,
    })
    .from(f)
    .where(and(eq(f.scope, scopeOf(creatorId)), gte(f.month, firstMonth)));
  return rows.map((row) => ({
    month: row.month,
    bookings: Number(row.bookings),
    bookedPaise: Number(row.bookedPaise),
    paidPaise: Number(row.paidPaise),
    collectedPaise: Number(row.collectedPaise),
  }));
}
