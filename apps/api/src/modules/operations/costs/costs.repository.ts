import { and, asc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { bookings, departureCosts, earnings } from '../../../db/schema.ts';

// ADR 1340: a date's supplier costs, and the sums its margin is made of — each read from
// where it is defined: what the bookings paid and got back (their paid and refunded columns, which
// the booking core keeps equal to their captures and completed refunds), the commission ledger's
// rows, the cost rows. Amounts are paise, summed as text so a large total never overflows int.

export type CostRow = typeof departureCosts.$inferSelect;
export type NewCost = Omit<typeof departureCosts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function listCosts(
  db: Database,
  ref: { departureId: string; date: string },
): Promise<CostRow[]> {
  return db
    .select()
    .from(departureCosts)
    .where(and(eq(departureCosts.departureId, ref.departureId), eq(departureCosts.date, ref.date)))
    .orderBy(asc(departureCosts.createdAt), asc(departureCosts.id));
}

export async function findCost(db: Database, packageId: string, id: string): Promise<CostRow | undefined> {
  const [row] = await db
    .select()
    .from(departureCosts)
    .where(and(eq(departureCosts.packageId, packageId), eq(departureCosts.id, id)))
    .limit(1);
  return row;
}

export async function insertCost(db: Database, values: NewCost, now: Date): Promise<CostRow> {
  const [row] = await db
    .insert(departureCosts)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateCost(
  db: Database,
  id: string,
  values: Partial<Pick<CostRow, 'category' | 'description' | 'amountPaise' | 'status'>>,
  now: Date,
): Promise<void> {
  await db
    .update(departureCosts)
    .set({ ...values, updatedAt: now })
    .where(eq(departureCosts.id, id));
}

export async function deleteCost(db: Database, id: string): Promise<void> {
  await db.delete(departureCosts).where(eq(departureCosts.id, id));
}

/** A date (departure and day) and its sums, paise. */
export type DateSums = {
  departureId: string;
  date: string;
  paidPaise: number;
  refundedPaise: number;
  creatorSharePaise: number;
  costsPaise: number;
  costsDuePaise: number;
};

const sumText = (value: SQL) => sql<string>`coalesce(sum(${value}), 0)::text`;

/**
 * Every date of the package with money or costs on it (or only `only`), with its sums: three
 * grouped reads on indexed columns (the package's bookings, their ledger rows, its cost rows).
 * A booking counts on the date it stands on now, whatever its status (a cancelled booking's kept
 * fee is revenue kept; an unpaid one adds 0).
 */
export async function listDateSums(
  db: Database,
  packageId: string,
  only?: { departureId: string; date: string },
): Promise<DateSums[]> {
  const ofBookings = and(
    eq(bookings.packageId, packageId),
    isNotNull(bookings.departureId),
    only ? and(eq(bookings.departureId, only.departureId), eq(bookings.travelDate, only.date)) : undefined,
  );
  const [money, shares, costs] = await Promise.all([
    db
      .select({
        departureId: bookings.departureId,
        date: bookings.travelDate,
        paid: sumText(sql`${bookings.paidPaise}`),
        refunded: sumText(sql`${bookings.refundedPaise}`),
      })
      .from(bookings)
      .where(ofBookings)
      .groupBy(bookings.departureId, bookings.travelDate),
    db
      .select({
        departureId: bookings.departureId,
        date: bookings.travelDate,
        share: sumText(sql`${earnings.amountPaise}`),
      })
      .from(earnings)
      .innerJoin(bookings, eq(bookings.id, earnings.bookingId))
      .where(ofBookings)
      .groupBy(bookings.departureId, bookings.travelDate),
    db
      .select({
        departureId: departureCosts.departureId,
        date: departureCosts.date,
        costs: sumText(sql`${departureCosts.amountPaise}`),
        due: sql<string>`coalesce(sum(${departureCosts.amountPaise}) filter (where ${departureCosts.status} = 'due'), 0)::text`,
      })
      .from(departureCosts)
      .where(
        and(
          eq(departureCosts.packageId, packageId),
          only
            ? and(eq(departureCosts.departureId, only.departureId), eq(departureCosts.date, only.date))
            : undefined,
        ),
      )
      .groupBy(departureCosts.departureId, departureCosts.date),
  ]);
  const byKey = new Map<string, DateSums>();
  const at = (departureId: string, date: string): DateSums => {
    const key = `${departureId}|${date}`;
    let row = byKey.get(key);
    if (!row) {
      row = {
        departureId,
        date,
        paidPaise: 0,
        refundedPaise: 0,
        creatorSharePaise: 0,
        costsPaise: 0,
        costsDuePaise: 0,
      };
      byKey.set(key, row);
    }
    return row;
  };
  for (const m of money) {
    const row = at(m.departureId!, m.date);
    row.paidPaise = Number(m.paid);
    row.refundedPaise = Number(m.refunded);
  }
  for (const s of shares) at(s.departureId!, s.date).creatorSharePaise = Number(s.share);
  for (const c of costs) {
    const row = at(c.departureId, c.date);
    row.costsPaise = Number(c.costs);
    row.costsDuePaise = Number(c.due);
  }
  return [...byKey.values()].sort((a, b) =>
    a.date === b.date ? a.departureId.localeCompare(b.departureId) : a.date < b.date ? -1 : 1,
  );
}
