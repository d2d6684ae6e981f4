import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { leads } from '../../db/schema.ts';

/**
 * Every lead, and those converted (ADR 982): a lead whose e-mail (any case) made a paid booking
 * at or after the lead was sent. One pass over the leads with a semi-join on the bookings; the
 * subquery's columns are qualified by hand (Drizzle leaves a one-table select's unqualified).
 */
export async function countLeadConversion(db: Database): Promise<{ leads: number; converted: number }> {
  const [row] = await db
    .select({
      leads: sql<number>`count(*)::int`,
      converted: sql<number>`(count(*) filter (where ${leads.email} <> '' and exists (
        select 1 from bookings b
        where lower(b.email) = lower("leads"."email")
          and b.payment_status = 'PAYMENT_SUCCESS'
          and b.created_at >= "leads"."created_at"
      )))::int`,
    })
    .from(leads);
  return { leads: Number(row?.leads ?? 0), converted: Number(row?.converted ?? 0) };
}
