import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailJobs, paymentAttempts, refunds } from '../../db/schema.ts';

export type JobBacklog = {
  outboxUnsent: number;
  paymentsAwaitingReconciliation: number;
  refundsPending: number;
};

/**
 * The work the job workers have not done yet, in one round trip. Each count filters on the
 * leading column of its worker's queue index (email_jobs_due_idx, payment_attempts_due_idx,
 * refunds_due_idx), so it reads the index, not the table.
 */
export async function countJobBacklog(db: Database): Promise<JobBacklog> {
  const [row] = await db
    .select({
      outboxUnsent: sql<number>`(select count(*) from ${emailJobs} where ${emailJobs.status} = 'pending')::int`,
      paymentsAwaitingReconciliation: sql<number>`(select count(*) from ${paymentAttempts} where ${paymentAttempts.status} = 'PENDING')::int`,
      refundsPending: sql<number>`(select count(*) from ${refunds} where ${refunds.status} = 'PENDING')::int`,
    })
    .from(sql`(select 1) as one`);
  return {
    outboxUnsent: Number(row?.outboxUnsent ?? 0),
    paymentsAwaitingReconciliation: Number(row?.paymentsAwaitingReconciliation ?? 0),
    refundsPending: Number(row?.refundsPending ?? 0),
  };
}
